import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  type Connect,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  runnerImport,
} from 'vite';

// Workspace packages resolve to their TypeScript source, so the demo needs no build of them.
const SOURCE_CONDITION = '@unistay/source';

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
      if (path.startsWith('/api/') || path.startsWith('/__sandbox/') || path.startsWith('/demo/')) {
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
      server.middlewares.use(await middleware());
    },
  };
}

const serverImportConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  configFile: false as const,
  logLevel: 'warn' as const,
  resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  ssr: {
    noExternal: [/^@unistay\//],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
};

/**
 * The demo's Content-Security-Policy: nothing inline, no eval, nothing from other origins. (The
 * demo pays through the sandbox's card provider; a page using the Stripe provider would add
 * Stripe's hosts to script-src, frame-src and connect-src, and only there.)
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export default defineConfig({
  plugins: [react(), partnerApi()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  server: { port: 5173 },
  preview: { port: 4173, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
});
