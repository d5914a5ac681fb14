/**
 * A bare React DevTools hook, installed before react-dom loads, so `countRenders` can read React's
 * commits later. React hands each renderer to `inject`; bippy (in renderCounts.ts) finds them in
 * `renderers` and takes over the commit callbacks.
 *
 * bippy can install a hook itself, but its own redefines `window.hasOwnProperty` until DevTools
 * asks for the hook, which breaks jsdom's selector engine (and with it user-event's Tab) in every
 * test that never asks.
 */
interface Hook {
  renderers: Map<number, unknown>;
  supportsFiber: true;
  inject(renderer: unknown): number;
  onCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
  onPostCommitFiberRoot(): void;
  /** React asks DevTools to check a production build was minified; Node's React is not. */
  checkDCE(): void;
}

const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook };
if (!global.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map<number, unknown>();
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}
