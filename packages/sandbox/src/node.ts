import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@unistay/api-client/server';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';
import { isOpenToOtherOrigins } from './sameOrigin.js';

/**
 * What `startSandboxServer` takes: the sandbox's options (or a sandbox of yours), where it listens
 * (127.0.0.1:4010 by default) and which host names it answers to.
 */
export interface SandboxServerOptions extends SandboxOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the sandbox is for this machine. */
  host?: string;
  /**
   * Names it answers to besides localhost, 127.0.0.1, [::1], `host` and the host of `publicUrl`
   * (any port each), like `['sandbox.internal']`. Any other `Host` is answered 421, so a web page
   * cannot reach the sandbox through a name of its own that points here (DNS rebinding). Needed
   * when `host` is `0.0.0.0` or `::`: those are no name a caller uses.
   */
  allowedHosts?: readonly string[];
  /** An existing sandbox to serve; otherwise one is made from the options. */
  sandbox?: Sandbox;
}

/**
 * A running sandbox server: where it is, the names it answers to, the sandbox behind it and its
 * Node server.
 */
export interface SandboxServer {
  /** Where it is called, like `http://127.0.0.1:4010`: a base URL for the client. */
  url: string;
  /** The names it answers to (any port), as `Host` carries them: `localhost`, `[::1]`, ... */
  hosts: readonly string[];
  sandbox: Sandbox;
  server: Server;
  /** Stops it, cutting any connection still open. */
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Accept, Accept-Language, Authorization, Content-Type, X-API-PARTNER-ID',
  'Access-Control-Expose-Headers': 'Retry-After',
};

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Addresses that mean "every interface": no caller's name, so not names it answers to. */
const EVERY_INTERFACE = ['0.0.0.0', '[::]'];

/** The name a `Host` header carries (`name`, `name:port`, `[v6]:port`), lowercased; null if malformed. */
function hostNameOf(host: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

/** A name as `Host` carries it: an IPv6 address in brackets. */
function asHostName(name: string, option: string): string {
  const bracketed = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  const hostName = hostNameOf(bracketed);
  if (!hostName || hostName !== bracketed.toLowerCase()) {
    throw new Error(
      `${option} takes host names without a port, like sandbox.internal; not ${name}.`,
    );
  }
  return hostName;
}

/** Serves a sandbox over HTTP, with CORS open to the Partner API so a page on another port can call it. */
export async function startSandboxServer(
  options: SandboxServerOptions = {},
): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const hosts = new Set(LOOPBACK_NAMES);
  const listening = asHostName(host, 'host');
  if (!EVERY_INTERFACE.includes(listening)) hosts.add(listening);
  for (const name of options.allowedHosts ?? []) hosts.add(asHostName(name, 'allowedHosts'));
  if (options.publicUrl && URL.canParse(options.publicUrl)) {
    hosts.add(new URL(options.publicUrl).hostname.toLowerCase());
  }

  const sandbox = options.sandbox ?? createSandbox(options);
  const handler = async (request: Request) => {
    const { pathname } = new URL(request.url);
    // The sandbox's own routes are for pages of its own origin, which need no CORS; the core
    // refuses a page on another origin (sameOrigin.ts). Only the API and the few sandbox routes a
    // partner's page calls by design are open to every origin.
    if (pathname.startsWith('/__sandbox/') && !isOpenToOtherOrigins(pathname)) {
      return sandbox.handle(request);
    }
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS });
    const response = await sandbox.handle(request);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
    return new Response(response.body, { status: response.status, headers });
  };
  const answer = toNodeListener(handler);
  const server = createServer((incoming, outgoing) => {
    // DNS rebinding: a page on a name of its own that now points at this machine can call the
    // sandbox as its own origin, past every Origin check. Its requests still carry that name in
    // `Host`, so anything not addressed to this machine's own names is refused before any route
    // runs, preflights included.
    const name = hostNameOf(incoming.headers.host);
    if (name === null || !hosts.has(name)) {
      outgoing.statusCode = 421;
      outgoing.setHeader('Content-Type', 'text/plain; charset=utf-8');
      outgoing.setHeader('Cache-Control', 'no-store');
      // Its body, if any, is left unread: the connection goes with the answer.
      outgoing.setHeader('Connection', 'close');
      outgoing.end(`Misdirected request: this sandbox answers to ${[...hosts].join(', ')} only.\n`);
      return;
    }
    void answer(incoming, outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  // Bound to every interface, it is called at this machine's own address.
  const reachedAt =
    listening === '0.0.0.0' ? '127.0.0.1' : listening === '[::]' ? '[::1]' : listening;
  return {
    url: `http://${reachedAt}:${port}`,
    hosts: [...hosts],
    sandbox,
    server,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
