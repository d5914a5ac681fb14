import type { PartnerRouteName } from '@unistay/api-client/contract';
import { partnerErrorResponse } from '@unistay/api-client/contract';
import { readBodyWithin } from '@unistay/api-client/server';

/** The answers every route builds on: the API's envelope, its 422, and the sandbox's own errors. */

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });

/** A success in the API's envelope. */
export const ok = (data: unknown, { status = 200, code = 0, message = 'OK', locale = 'en' } = {}) =>
  json({ success: true, code, locale, message, data }, status);

export const invalid = (messages: Record<string, string[]>) =>
  partnerErrorResponse(422, 'The given data was invalid.', { data: { messages } });

/** The body types each write takes, as the reference's examples send them. */
const CONTENT_TYPES: Partial<Record<PartnerRouteName, readonly string[]>> = {
  'enquiries.createGeneral': ['application/vnd.api+json', 'application/json'],
  'enquiries.createSpecific': ['application/vnd.api+json', 'application/json'],
  'checkout.start': ['application/json'],
  'checkout.complete': ['application/json'],
};

/** A 415 for a body of a type the route does not take, or null. */
export function unsupportedContentType(request: Request, route: PartnerRouteName): Response | null {
  const accepted = CONTENT_TYPES[route];
  if (!accepted) return null;
  const given = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (given && accepted.includes(given)) return null;
  return partnerErrorResponse(
    415,
    `Send this request's body as ${accepted.join(' or ')}; its Content-Type is ${given || 'missing'}.`,
  );
}

/** An error of a sandbox-only route (not the API's shape: those routes are not the API's). */
export const sandboxError = (status: number, message: string, code = 'sandbox_error') =>
  json({ error: { code, message } }, status);

/** How a route words a refusal: the API's error shape on its routes, the sandbox's on its own. */
export type Refusal = (status: number, message: string) => Response;
export const apiRefusal: Refusal = (status, message) => partnerErrorResponse(status, message);
export const sandboxRefusal: Refusal = (status, message) => sandboxError(status, message);

/**
 * The most any body the sandbox reads may hold: the proxy's default (`maxBodyBytes`), so what the
 * proxy forwards the sandbox takes, and one request cannot fill the memory of a developer's machine.
 */
export const MAX_BODY_BYTES = 64 * 1024;
/** How long a body may take to arrive: a slow upload holds a request no longer than this. */
export const BODY_DEADLINE_MS = 30_000;

/**
 * The request's body, read at most `MAX_BODY_BYTES` of it: refused up front from its
 * Content-Length, else as soon as it passes the cap while arriving (413), or when it does not
 * arrive in time or the caller goes away (408).
 */
export async function readBody(request: Request, refuse: Refusal): Promise<Uint8Array | Response> {
  const deadline = AbortSignal.any([request.signal, AbortSignal.timeout(BODY_DEADLINE_MS)]);
  let body: Uint8Array | 'too_large';
  try {
    body = await readBodyWithin(request, MAX_BODY_BYTES, deadline);
  } catch {
    return refuse(408, `The request body did not arrive within ${BODY_DEADLINE_MS / 1000} s.`);
  }
  if (body === 'too_large') {
    return refuse(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  }
  return body;
}

/** The body as a JSON object, or `refuse`'s answer for anything else (400) or too much (413). */
export async function readJson(
  request: Request,
  refuse: Refusal,
): Promise<Record<string, unknown> | Response> {
  const bytes = await readBody(request, refuse);
  if (bytes instanceof Response) return bytes;
  const text = new TextDecoder().decode(bytes);
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {}
  return refuse(400, 'The request body must be a JSON object.');
}
