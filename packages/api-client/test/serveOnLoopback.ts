import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '../src/server/toNodeListener.js';

/**
 * `handler` (a proxy, say) served over real HTTP on a free loopback port, as a partner's Node
 * server runs it; the server is added to `servers` for the test to close. Resolves with its address.
 */
export async function serveOnLoopback(
  handler: (request: Request) => Promise<Response>,
  servers: Server[],
): Promise<string> {
  const server = createServer(toNodeListener(handler));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
