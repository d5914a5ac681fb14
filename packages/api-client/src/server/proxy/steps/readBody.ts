import { partnerError } from '../../proxyExchange.js';
import type { ProxyStep } from '../pipeline.js';

/**
 * A route that takes a body: read whole, at most `maxBodyBytes` (413 past it), and parsed as the
 * route's policy says (400 otherwise).
 */
export const readBody: ProxyStep = async (context, next) => {
  const { request, deadline, settings } = context;
  if (context.policy.body === 'none') return next();
  const read = await request.body(settings.maxBodyBytes, deadline);
  if (read === 'too_large') {
    return partnerError(413, `The request body is larger than ${settings.maxBodyBytes} bytes.`);
  }
  const parsed = parseJsonObject(read);
  if (typeof parsed === 'string') return partnerError(400, parsed);
  context.body = read;
  context.json = parsed;
  return next();
};

// One for the process: not streaming, each decode stands alone.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A body as an object, or why it is refused: it must be a JSON object without `_method`, the one
 * key a Laravel application reads as the request's method. Other keys pass: the API ignores what
 * it does not take, and a list of them here would refuse fields a newer client sends.
 */
function parseJsonObject(body: Uint8Array): Record<string, unknown> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(strictUtf8.decode(body));
  } catch {
    return 'The request body is not JSON: send a JSON object.';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'The request body must be a JSON object.';
  }
  if (Object.hasOwn(parsed, '_method')) {
    return 'The request body may not hold `_method`: each route is forwarded with its own method.';
  }
  return parsed as Record<string, unknown>;
}
