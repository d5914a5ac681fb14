import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Partner API on a real loopback port that routes as the real one's framework does. The
 * API is a Laravel application: `Request::capture()` turns on method override, and Symfony's
 * `getMethod()` takes a POST's method from `X-HTTP-Method-Override`, else from `_method` in the
 * body (JSON or form, Laravel's input source), else from `_method` in the query. So a POST that
 * carries one of them is routed as whatever it names. Every request it receives is recorded, with
 * the method it was routed as.
 */

export interface LaravelRequest {
  /** The method on the wire. */
  sent: string;
  /** The method Laravel routed it as, after override. */
  routedAs: string;
  path: string;
  /** The path and query as sent. */
  target: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A route's answer: status and JSON, or a handler that writes the answer itself. */
type Answer =
  | { status: number; json: unknown }
  | ((response: ServerResponse, request: IncomingMessage) => void);

export interface LaravelUpstream {
  url: string;
  received: LaravelRequest[];
  /** Answers `METHOD /path` (the routed method) with `answer` until `reset`. */
  route(key: string, answer: Answer): void;
  /** Forgets what was received and every route added. */
  reset(): void;
  /** Bytes written to answers that the other side closed before they ended. */
  bytesWrittenBeforeClose(): number;
  stop(): Promise<void>;
}

const EVERY_ENQUIRY = {
  success: true,
  code: 0,
  locale: 'en',
  message: 'OK',
  data: {
    items: [{ id: 'ENQ-1', first_name: 'Amara', email: 'amara@example.com' }],
    meta: { total: 1 },
  },
};

/** Symfony's getMethod(), as Laravel runs it. */
function routedMethod(request: IncomingMessage, body: string, query: URLSearchParams): string {
  const sent = (request.method ?? 'GET').toUpperCase();
  if (sent !== 'POST') return sent;
  const header = request.headers['x-http-method-override'];
  if (typeof header === 'string' && header) return header.toUpperCase();
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  let input: Record<string, unknown> = {};
  if (type.includes('/json') || type.includes('+json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object') input = parsed as Record<string, unknown>;
    } catch {}
  } else if (type.startsWith('application/x-www-form-urlencoded')) {
    input = Object.fromEntries(new URLSearchParams(body));
  }
  const named = input._method ?? query.get('_method');
  return typeof named === 'string' && named ? named.toUpperCase() : 'POST';
}

export async function startLaravelUpstream(): Promise<LaravelUpstream> {
  const received: LaravelRequest[] = [];
  const defaultRoutes: [string, Answer][] = [
    ['GET /api/enquiries', { status: 200, json: EVERY_ENQUIRY }],
    [
      'POST /api/enquiries',
      { status: 201, json: { success: true, code: 201, data: { enquiry_id: 'ENQ-2' } } },
    ],
    [
      'POST /api/enquiries/general',
      { status: 201, json: { success: true, code: 201, data: { enquiry_id: 'ENQ-3' } } },
    ],
  ];
  const routes = new Map(defaultRoutes);
  let cutOff = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://upstream.test');
      const body = Buffer.concat(chunks).toString('utf8');
      const routedAs = routedMethod(request, body, url.searchParams);
      received.push({
        sent: request.method ?? '',
        routedAs,
        path: url.pathname,
        target: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.on('close', () => {
        if (!response.writableFinished) cutOff += response.socket?.bytesWritten ?? 0;
      });
      const answer = routes.get(`${routedAs} ${url.pathname}`);
      if (!answer) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end('{"success":false,"code":404,"message":"Not found."}');
      } else if (typeof answer === 'function') {
        answer(response, request);
      } else {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(answer.json));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    route: (key, answer) => routes.set(key, answer),
    reset() {
      received.length = 0;
      routes.clear();
      for (const [key, answer] of defaultRoutes) routes.set(key, answer);
    },
    bytesWrittenBeforeClose: () => cutOff,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
