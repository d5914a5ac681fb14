import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import compression from 'compression';
import {
  type Connect,
  defaultClientConditions,
  defineConfig,
  type Plugin,
  runnerImport,
} from 'vite';
import { pagePolicy } from './server/contentSecurityPolicy.ts';
import { isLiveMode } from './server/mode.ts';
import { pagePreloads } from './server/pagePreloads.ts';

// Workspace packages resolve to their TypeScript source, so the demo needs no build of them.
const SOURCE_CONDITION = '@unistay/source';

/** Paths the demo's server side answers; every other one is the app's. */
const SERVER_PREFIXES = ['/api/', '/__sandbox/', '/demo/', '/webhooks/'];

/**
 * Mounts the demo's server side (`server/partnerApi.ts`: the proxy, and the sandbox unless live
 * credentials are set) in the dev and preview servers. It is loaded through Vite, so it runs
 * from source too.
 */
function partnerApi(): Plugin {
  async function middleware(): Promise<Connect.NextHandleFunction> {
    const { module: api } = await runnerImport<typeof import('./server/partnerApi.ts')>(
      new URL('./server/partnerApi.ts', import.meta.url).pathname,
      serverImportConfig,
    );
    const demoApi = api.createDemoApi();
    console.log(
      demoApi.mode === 'live'
        ? '  Partner API: live, through the proxy at /api'
        : '  Partner API: the sandbox, through the proxy at /api (set PARTNER_API_URL, PARTNER_ID and PARTNER_ACCESS_TOKEN for the live API)',
    );
    return (request, response, next) => {
      const path = request.url ?? '';
      if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        void demoApi.nodeListener(request, response);
      } else {
        next();
      }
    };
  }
  return {
    name: 'unistay-partner-api',
    async configureServer(server) {
      server.middlewares.use(await middleware());
    },
    async configurePreviewServer(server) {
      // As any production host does: the built files travel compressed.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
      server.middlewares.use(await middleware());
    },
  };
}

// runnerImport loads the module in an environment of its own, named `inline`, whose defaults
// externalise every package: ours must be bundled from source, or a fresh clone (no `dist/` yet)
// cannot start, and a built one would run stale code.
const serverImportConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  configFile: false as const,
  logLevel: 'warn' as const,
  environments: {
    inline: { resolve: { conditions: [SOURCE_CONDITION], noExternal: [/^@unistay\//] } },
  },
};

/**
 * The demo's Content-Security-Policy: nothing inline, no eval, nothing from other origins but, in
 * live mode, the API's own (the catalogue's photos) and Stripe's, whose Payment Element takes the
 * card when a checkout session gives a Stripe key. On the sandbox, the demo's own origin only.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined> = process.env) {
  const apiOrigin =
    env.PARTNER_API_URL && URL.canParse(env.PARTNER_API_URL)
      ? new URL(env.PARTNER_API_URL).origin
      : null;
  return pagePolicy({ apiOrigin, stripe: isLiveMode(env) });
}

/** The policy on the sandbox: the demo's own origin only. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({});

/**
 * Hosts the dev and preview servers answer besides localhost and IP addresses (DEMO_ALLOWED_HOSTS,
 * comma-separated; `.example.com` takes its subdomains too). Vite refuses any other `Host` with a
 * 403 before the demo's routes run: a page on another site whose name was made to point here (DNS
 * rebinding) reaches neither the sandbox nor the proxy.
 */
const allowedHosts = (process.env.DEMO_ALLOWED_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

export default defineConfig({
  plugins: [react(), partnerApi(), pagePreloads()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  server: { port: 5173, allowedHosts },
  preview: {
    port: 4173,
    allowedHosts,
    headers: { 'Content-Security-Policy': contentSecurityPolicy() },
  },
});
