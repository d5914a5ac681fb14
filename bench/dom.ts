/**
 * What every benchmark needs before React loads: production React, a DOM (jsdom), and React
 * DevTools' hook so render counts can be read from React's own commits.
 */
import '../scripts/reactDevtoolsHook.js';
import { JSDOM } from 'jsdom';

if (process.env.NODE_ENV !== 'production') {
  throw new Error(
    'Run with NODE_ENV=production (pnpm bench does): development React is not what partners ship.',
  );
}
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'https://partner.test/',
  pretendToBeVisual: true,
});
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  Node: dom.window.Node,
  Element: dom.window.Element,
  Event: dom.window.Event,
  KeyboardEvent: dom.window.KeyboardEvent,
  MouseEvent: dom.window.MouseEvent,
  FocusEvent: dom.window.FocusEvent,
  InputEvent: dom.window.InputEvent,
  getComputedStyle: dom.window.getComputedStyle.bind(dom.window),
  sessionStorage: dom.window.sessionStorage,
  localStorage: dom.window.localStorage,
  CSS: { escape: (value: string) => value },
  requestAnimationFrame: (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0),
  IS_REACT_ACT_ENVIRONMENT: false,
});

/** Runs per measurement; each figure printed is the median. */
export const RUNS = 20;

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** A client answered in-process by a fresh sandbox, counting the requests that reach it. */
export async function sandboxClient(options?: import('@unistay/sandbox').SandboxOptions) {
  const { createPartnerClient, partnerCredentials } = await import('@unistay/api-client');
  const { createSandbox } = await import('@unistay/sandbox');
  const sandbox = createSandbox(options);
  const requests: string[] = [];
  const client = createPartnerClient({
    baseUrl: 'https://sandbox.test',
    credentials: partnerCredentials({ partnerId: 'sandbox-partner', accessToken: 'sandbox-token' }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)}`);
      return sandbox.handle(request);
    },
  });
  return { client, requests };
}
