import type { PartnerRouteName } from '@unistay/api-client';
import { partnerErrorResponse } from '@unistay/api-client/contract';

/** The answers every route builds on: the API's envelope, its 422, and the sandbox's own errors. */

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });

/** A success in the API's envelope. */
export const ok = (data: unknown, { status = 200, code = 0, message = 'OK' } = {}) =>
  json({ success: true, code, locale: 'en', message, data }, status);

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

/** The body as a JSON object, or the API's 400 for anything else. */
export async function readJson(request: Request): Promise<Record<string, unknown> | Response> {
  const text = await request.text();
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {}
  return partnerErrorResponse(400, 'The request body must be a JSON object.');
}
