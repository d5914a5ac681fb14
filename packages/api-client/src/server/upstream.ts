import type { IncomingMessage } from 'node:http';
import type { Deadline } from '../transport.js';
import { abortSignalOf, joinChunks, readStreamWithin } from './deadline.js';

/**
 * What the proxy sends upstream: the request's method, the headers it chose (by lowercase name),
 * the body it read.
 */
export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
}

/**
 * An upstream answer, read whole: its status, its headers, and its body, or why it was not kept
 * (`redirect`: never followed, so the credentials go nowhere else; `too_large`: past the limit).
 */
export interface UpstreamAnswer {
  status: number;
  header(name: string): string | null;
  body: Uint8Array<ArrayBuffer> | 'redirect' | 'too_large';
}

/**
 * Sends a request upstream and reads its answer, at most `maxBytes` of it, under `deadline`. A
 * failure to connect, or an answer cut off, rejects.
 */
export type UpstreamSender = (
  url: string,
  request: UpstreamRequest,
  deadline: Deadline,
  maxBytes: number,
) => Promise<UpstreamAnswer>;

/** A redirect, as fetch gives it with `redirect: 'manual'` (an opaque one in a browser). */
const isRedirect = (answer: Response) =>
  answer.type === 'opaqueredirect' || (answer.status >= 300 && answer.status < 400);

/** Upstream through a fetch: yours, the sandbox's, or the runtime's on an edge runtime. */
export function fetchSender(fetchImpl: () => typeof fetch): UpstreamSender {
  return async (url, { method, headers, body }, deadline, maxBytes) => {
    const answer = await fetchImpl()(url, {
      method,
      headers,
      body,
      // A redirect would be followed with X-API-PARTNER-ID (fetch drops only Authorization).
      redirect: 'manual',
      signal: abortSignalOf(deadline),
    } as RequestInit);
    const header = (name: string) => answer.headers.get(name);
    if (isRedirect(answer)) {
      await answer.body?.cancel();
      return { status: answer.status, header, body: 'redirect' };
    }
    const read = await readStreamWithin(answer.body, answer.headers, maxBytes, deadline);
    return { status: answer.status, header, body: read };
  };
}

type NodeHttp = typeof import('node:http');
let pools: Record<'http:' | 'https:', import('node:http').Agent> | undefined;
type NodeHttps = typeof import('node:https');
type BuiltinModules = { getBuiltinModule?: (id: string) => unknown };

/**
 * Upstream through Node's own `http` and `https` with a keep-alive pool, on Node (20.16 and later):
 * no WHATWG streams, no Request and Response objects on the way, which is where fetch spends its
 * time in Node. Null elsewhere (an edge runtime, a browser): the proxy uses fetch there. Node's
 * modules are taken from `process.getBuiltinModule`, so no bundler for another runtime sees them.
 */
export function nodeSender(
  process = (globalThis as { process?: BuiltinModules }).process,
): UpstreamSender | null {
  if (typeof process?.getBuiltinModule !== 'function') return null;
  const http = process.getBuiltinModule('node:http') as NodeHttp | undefined;
  const https = process.getBuiltinModule('node:https') as NodeHttps | undefined;
  if (!http?.request || !https?.request) return null;
  // One pool a protocol for the process, however many proxies it makes: connections to the API
  // are reused request after request, as fetch's are.
  pools ??= {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 128 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 128 }),
  };
  const { 'http:': plain, 'https:': tls } = pools;
  return (url, { method, headers, body }, deadline, maxBytes) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      if (deadline.aborted) {
        reject(deadline.reason);
        return;
      }
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const outgoing = body ? { ...headers, 'content-length': String(body.byteLength) } : headers;
      const request = (secure ? https : http).request(
        target,
        { method, headers: outgoing, agent: secure ? tls : plain },
        (response: IncomingMessage) => {
          const status = response.statusCode ?? 502;
          const header = (name: string) => {
            const value = response.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          };
          const settle = (answer: UpstreamAnswer['body']) => {
            deadline.removeEventListener('abort', onDeadline);
            if (answer === 'redirect' || answer === 'too_large') response.destroy();
            resolve({ status, header, body: answer });
          };
          if (status >= 300 && status < 400) return settle('redirect');
          if (Number(header('content-length')) > maxBytes) return settle('too_large');
          const chunks: Uint8Array[] = [];
          let size = 0;
          let done = false;
          response.on('data', (chunk: Uint8Array) => {
            if (done) return;
            size += chunk.byteLength;
            if (size > maxBytes) {
              done = true;
              settle('too_large');
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => {
            if (done) return;
            done = true;
            settle(joinChunks(chunks, size));
          });
          // Cut off before its end (the connection lost, the deadline passed): no half answer.
          response.on('close', () => {
            if (!done) fail(new Error('The answer was cut off.'));
            done = true;
          });
          response.on('error', () => {});
        },
      );
      // The deadline ends the exchange wherever it is (connecting, sending, reading the answer):
      // listened to here rather than given as the request's `signal`, which a cheaper deadline
      // than an AbortSignal cannot be.
      const onDeadline = () => request.destroy(new Error('The deadline passed.'));
      const fail = (error: unknown) => {
        deadline.removeEventListener('abort', onDeadline);
        reject(error);
      };
      deadline.addEventListener('abort', onDeadline, { once: true });
      request.on('error', fail);
      request.end(body);
    });
}
