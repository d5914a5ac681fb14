import { http } from 'msw';
import type { Sandbox } from './createSandbox.js';

/** Which origin `sandboxHandlers` answers for. */
export interface SandboxHandlersOptions {
  /** The base address the client calls, like `https://partner-api.test`. Default: any origin. */
  baseUrl?: string;
}

/**
 * MSW request handlers that answer the Partner API (and the sandbox's own `/__sandbox/` routes)
 * from `sandbox`: `setupServer(...sandboxHandlers(sandbox))` in tests, `setupWorker` in a browser.
 */
export function sandboxHandlers(
  sandbox: Pick<Sandbox, 'handle'>,
  options: SandboxHandlersOptions = {},
) {
  const base = options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : '*';
  const answer = ({ request }: { request: Request }) => sandbox.handle(request);
  return [http.all(`${base}/api/*`, answer), http.all(`${base}/__sandbox/*`, answer)];
}
