import type { ServerResponse } from 'node:http';
import { partnerErrorResponse } from '../partnerErrorResponse.js';
import {
  type NodeIncoming,
  type NodeServe,
  nodeServeOf,
  socketAddressOf,
  toRequest,
  writeResponse,
} from './nodeExchange.js';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** How far `clientAddress` believes `X-Forwarded-For`, which anyone can send. */
export interface ClientAddressOptions {
  /**
   * How many proxies of your own (load balancers, CDNs) stand in front of this server, each
   * appending the address it was called from to `X-Forwarded-For`. Default 0: the header is not
   * read at all, since anyone can send one. With 1, the last address in the header is the client's;
   * with 2, the one before it; an address a client wrote itself, further left, is never taken.
   */
  trustedProxies?: number;
}

/**
 * Where a request came from, for limits kept per client: the connection's address for a request
 * that arrived through `toNodeListener`, or, behind `trustedProxies` proxies of your own, the
 * address the nearest of them saw. Undefined when neither is known (another server's request
 * without the header): key such requests together rather than not at all.
 *
 * @example
 * rateLimit: { windowMs: 60_000, max: 10, key: (request) => clientAddress(request) ?? 'unknown' }
 */
export function clientAddress(
  request: Request,
  { trustedProxies = 0 }: ClientAddressOptions = {},
): string | undefined {
  if (trustedProxies > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - trustedProxies] ?? forwarded[0];
    if (address) return address;
  }
  return socketAddressOf(request);
}

/**
 * Runs a fetch-standard handler (the proxy, the sandbox) in Node's `http` server, Express or
 * Connect. The handler sees the whole original URL (Express's `originalUrl`), so set the proxy's
 * `basePath` to where you mount it. A client that goes away aborts `request.signal`.
 */
export function toNodeListener(handler: FetchHandler): NodeServe {
  // The proxy serves Node's requests itself, answering as its handler would, without fetch's
  // Request and Response on the way.
  const serve = nodeServeOf(handler);
  if (serve) return serve;
  return async function nodeListener(
    incoming: NodeIncoming,
    outgoing: ServerResponse,
  ): Promise<void> {
    const controller = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) controller.abort();
    });
    let response: Response;
    try {
      response = await handler(toRequest(incoming, controller.signal));
    } catch {
      response = partnerErrorResponse(500, 'The server failed to handle the request.');
    }
    await writeResponse(incoming, outgoing, response);
  };
}
