import type { ServerResponse } from 'node:http';
import { partnerErrorResponse } from '../partnerErrorResponse.js';
import {
  addressOf,
  type NodeIncoming,
  type NodeServe,
  socketAddressOf,
  toRequest,
  UNREADABLE_ADDRESS,
  writeResponse,
} from './nodeExchange.js';

/** A fetch-standard handler; one that serves Node's requests itself says how, as its `node`. */
type FetchHandler = ((request: Request) => Response | Promise<Response>) & {
  readonly node?: NodeServe;
};

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

/** What `clientNetwork` takes: `clientAddress`'s options, and how an IPv6 client is grouped. */
export interface ClientNetworkOptions extends ClientAddressOptions {
  /**
   * The prefix an IPv6 client is counted by, in bits. Default 64, what one subscriber is usually
   * given; 48 counts a whole site together, 128 each address apart.
   */
  ipv6Prefix?: number;
}

/**
 * The network a request came from, for limits kept per client (a `rateLimit` rule's `key`): an
 * IPv4 client by its address (one written as IPv6, `::ffff:192.0.2.1`, too), an IPv6 client by
 * its /64, since one subscriber usually holds a whole /64 and could otherwise take a fresh address
 * for every few requests. Undefined where `clientAddress` is. A provider's `remoteip` wants the
 * address itself: give it `clientAddress`.
 *
 * @example
 * rateLimit: { windowMs: 60_000, max: 10, key: (request) => clientNetwork(request) ?? 'unknown' }
 */
export function clientNetwork(
  request: Request,
  { ipv6Prefix = 64, ...options }: ClientNetworkOptions = {},
): string | undefined {
  if (!Number.isInteger(ipv6Prefix) || ipv6Prefix < 0 || ipv6Prefix > 128) {
    throw new RangeError(`clientNetwork: ipv6Prefix is a whole number of bits, 0 to 128.`);
  }
  const address = clientAddress(request, options);
  if (address === undefined) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, MAX_ADDRESS_LENGTH);
  const kept = Math.ceil(ipv6Prefix / 16);
  const network = groups.slice(0, kept).map((group, index) => {
    const bits = Math.min(16, ipv6Prefix - index * 16);
    return (group & (0xffff << (16 - bits)) & 0xffff).toString(16);
  });
  return `${network.join(':')}${kept < 8 ? '::' : ''}/${ipv6Prefix}`;
}

/** A longer "address" is no address: keyed by its start, so a header cannot make a long key. */
const MAX_ADDRESS_LENGTH = 64;

/** An IPv6 address's eight groups, `::` and an IPv4 tail written out; null for anything else. */
function ipv6Groups(address: string): number[] | null {
  const [written = ''] = address.split('%');
  const halves = written.split('::');
  if (!written.includes(':') || halves.length > 2) return null;
  const parts = (half: string | undefined) => (half ? half.split(':') : []);
  const toGroups = (part: string): number[] | null => {
    if (/^[0-9a-f]{1,4}$/i.test(part)) return [Number.parseInt(part, 16)];
    const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(part)?.slice(1).map(Number);
    if (!v4 || v4.some((byte) => byte > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    return [(a << 8) | b, (c << 8) | d];
  };
  const head = parts(halves[0]).map(toGroups);
  const tail = halves.length === 2 ? parts(halves[1]).map(toGroups) : [];
  if ([...head, ...tail].some((group) => group === null)) return null;
  const [before, after] = [head.flat() as number[], tail.flat() as number[]];
  const missing = 8 - before.length - after.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...before, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...after];
}

/**
 * Runs a fetch-standard handler (the proxy, the sandbox) in Node's `http` server, Express or
 * Connect. The handler sees the whole original URL (Express's `originalUrl`), so set the proxy's
 * `basePath` to where you mount it. A client that goes away aborts `request.signal`.
 */
export function toNodeListener(handler: FetchHandler): NodeServe {
  // The proxy serves Node's requests itself, answering as its handler would, without fetch's
  // Request and Response on the way.
  if (typeof handler.node === 'function') return handler.node;
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
      const url = addressOf(incoming);
      response = url
        ? await handler(toRequest(incoming, controller.signal, undefined, url))
        : partnerErrorResponse(400, UNREADABLE_ADDRESS);
    } catch {
      response = partnerErrorResponse(500, 'The server failed to handle the request.');
    }
    await writeResponse(incoming, outgoing, response);
  };
}
