// A React DevTools hook, before react-dom loads, so render-count tests can see React's commits.
import './reactDevtoolsHook.ts';
// Matchers such as toHaveFocus and toHaveAccessibleDescription for tests that render to the DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
