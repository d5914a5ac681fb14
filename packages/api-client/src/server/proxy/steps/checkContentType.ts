import { partnerError } from '../../proxyExchange.js';
import type { ProxyStep } from '../pipeline.js';

/** The body types the API's POST routes take (the enquiry creations are JSON:API). */
const JSON_MEDIA_TYPES: readonly string[] = ['application/json', 'application/vnd.api+json'];

/** A route that takes a body takes JSON, said so by its Content-Type: anything else is a 415. */
export const checkContentType: ProxyStep = (context, next) => {
  if (context.policy.body === 'none') return next();
  const mediaType = context.request.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (!(mediaType && JSON_MEDIA_TYPES.includes(mediaType))) {
    return Promise.resolve(
      partnerError(
        415,
        `Send this request's body as JSON, with Content-Type: application/json; its Content-Type is ${mediaType || 'missing'}.`,
      ),
    );
  }
  context.mediaType = mediaType;
  return next();
};
