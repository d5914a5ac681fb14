// A React DevTools hook, before react-dom loads, so render-count tests can see React's commits.
import './reactDevtoolsHook.ts';
// Matchers such as toHaveFocus and toHaveAccessibleDescription for tests that render to the DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: sized, like vite.config.ts's
// timeouts, for a busy two-core machine, so a wait fails on what it waits for, not on the load.
configure({ asyncUtilTimeout: 5_000 });

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
