import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@unistay/api-client/server';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';

export interface SandboxServerOptions extends SandboxOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the sandbox is for this machine. */
  host?: string;
  /** An existing sandbox to serve; otherwise one is made from the options. */
  sandbox?: Sandbox;
}

export interface SandboxServer {
  url: string;
  sandbox: Sandbox;
  server: Server;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Accept, Accept-Language, Authorization, Content-Type, X-API-PARTNER-ID',
  'Access-Control-Expose-Headers': 'Retry-After',
};

/**
 * Webhook subscriptions make the sandbox post to any address and log the start of the answer: open
 * to other origins, any page a developer visits could use it to read their private network. Those
 * routes are for this machine's own tools (curl, tests, the demo's server), so they get no CORS.
 */
const closedToOtherOrigins = (request: Request) =>
  new URL(request.url).pathname.startsWith('/__sandbox/webhooks');

/** Serves a sandbox over HTTP, with CORS open so a page on another port can call it. */
export async function startSandboxServer(
  options: SandboxServerOptions = {},
): Promise<SandboxServer> {
  const sandbox = options.sandbox ?? createSandbox(options);
  const handler = async (request: Request) => {
    if (closedToOtherOrigins(request)) {
      return request.method === 'OPTIONS'
        ? new Response(null, { status: 204 })
        : sandbox.handle(request);
    }
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS });
    const response = await sandbox.handle(request);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
    return new Response(response.body, { status: response.status, headers });
  };
  const server = createServer(toNodeListener(handler));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    sandbox,
    server,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
