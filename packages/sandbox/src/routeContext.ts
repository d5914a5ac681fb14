import type { SandboxStore } from './store.js';
import type { WireSchemas } from './wireSchemas.js';

/** What every route works with: the Partner API's, the catalogue's and the sandbox's own. */
export interface RouteContext {
  store: SandboxStore;
  wire: WireSchemas;
  sessionTtlMs: number;
  /** The address browsers reach the sandbox at, for links it writes. */
  publicOrigin: (url: URL) => string;
}
