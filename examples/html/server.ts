import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPartnerProxy, toNodeListener } from '@unistay/api-client/server';
import { createSandbox, type Sandbox, sandboxHumanVerifier } from '@unistay/sandbox';

/**
 * A partner's site without React, as its server would run beside it: static HTML pages that load
 * Unistay's elements with one script tag, and the Partner API's proxy at /api, here in front of
 * the sandbox (served at /__sandbox, as its card simulation and hosted checkout page expect). The
 * proxy asks for the sandbox's human check, as a live one would ask for Turnstile's.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const PAGES = join(here, 'public');
/** Where the elements are built: `pnpm build` writes them here. */
const ELEMENTS = fileURLToPath(new URL('../../packages/elements/dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * The page's policy: only this site's scripts, styles, images and requests. The elements need no
 * more on the sandbox (their styles are constructed stylesheets, which a policy does not govern);
 * Stripe's hosts join it for live payments (docs/drop-in.md).
 */
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A file under `folder`, or null for a path that leaves it or names nothing there. */
async function fileIn(folder: string, path: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null; // a malformed escape names no file
  }
  const file = normalize(join(folder, decoded));
  if (!file.startsWith(`${folder}/`)) return null;
  return readFile(file).catch(() => null);
}

export interface ExampleServer {
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/**
 * Starts the example on `port` (0: any free one) and resolves once it listens, serving the
 * elements built in `elements`.
 */
export async function startExampleServer({
  port = 0,
  host = '127.0.0.1',
  elements = ELEMENTS,
} = {}) {
  const sandbox = createSandbox();
  const [partner] = sandbox.partners;
  if (!partner) throw new Error('The sandbox has no partner to act as.');
  let origin = '';
  let proxy: ReturnType<typeof createPartnerProxy> | null = null;

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.startsWith('/api/')) {
      // Upstream is this server's own origin, so the hosted checkout's address the sandbox writes
      // is one the browser can follow; the request never leaves the process.
      proxy ??= createPartnerProxy({
        upstream: origin,
        partnerId: partner?.partnerId ?? '',
        accessToken: partner?.accessToken ?? '',
        fetch: async (input, init) => sandbox.handle(new Request(input, init)),
        humanCheck: { verify: sandboxHumanVerifier() },
        // On the sandbox, in one process, with clients connecting to it directly: said, so the
        // example runs the same under any host name it is served at.
        trustedProxies: 0,
        singleInstance: true,
      });
      return proxy(request);
    }
    if (path.startsWith('/__sandbox/')) return sandbox.handle(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Not found', { status: 404 });
    }
    const [folder, file] = path.startsWith('/unistay/')
      ? [elements, path.slice('/unistay/'.length)]
      : [PAGES, path === '/' ? 'index.html' : path.slice(1)];
    const body = await fileIn(folder, file);
    if (!body) return new Response('Not found', { status: 404 });
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    if (type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = PAGE_POLICY;
      // A run with the hostile stylesheet: the page as a theme that styles everything would have it.
      if (url.searchParams.has('hostile')) {
        const page = body
          .toString('utf8')
          .replace('</head>', '<link rel="stylesheet" href="/hostile.css">\n</head>');
        return new Response(page, { headers });
      }
    }
    return new Response(new Uint8Array(body), { headers });
  }

  const server = createServer(toNodeListener(handle));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  origin = `http://${host}:${address.port}`;
  return {
    url: origin,
    sandbox,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  } satisfies ExampleServer;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await startExampleServer({ port });
  console.log(`The HTML example, on the sandbox: ${url}/ (Arabic: ${url}/ar.html)`);
}
