// A React DevTools hook, before react-dom loads, so render-count tests can see React's commits.
import './reactDevtoolsHook.ts';
// Matchers such as toHaveFocus and toHaveAccessibleDescription for tests that render to the DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** What one test leaves in the page (its address, drafts, fake clocks) never reaches the next. */
function resetPage() {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
}

beforeEach(resetPage);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetPage();
});
