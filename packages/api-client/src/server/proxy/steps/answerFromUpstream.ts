import { type ProxyAnswer, partnerError } from '../../proxyExchange.js';
import type { UpstreamAnswer } from '../../upstream.js';
import type { ForwardContext } from '../pipeline.js';

const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after'];

/**
 * The API's answer as the proxy gives it: its status, body and the two headers a browser needs,
 * never stored. A redirect (never followed, so the credentials went nowhere else) and an answer
 * past `maxResponseBytes` are a 502, logged once.
 */
export function answerFromUpstream(
  { settings, route }: ForwardContext,
  upstream: UpstreamAnswer,
): ProxyAnswer {
  const { body } = upstream;
  if (body === 'redirect') {
    const location = upstream.header('location');
    settings.log.once(
      `createPartnerProxy: the Partner API answered ${route.name} with a redirect (HTTP ${upstream.status}${location ? ` to ${location}` : ''}); it was not followed, so the credentials went nowhere else. Check \`upstream\`.`,
    );
    return partnerError(502, 'The Partner API answered with a redirect.');
  }
  if (body === 'too_large') {
    settings.log.once(
      `createPartnerProxy: an answer of the Partner API to ${route.name} was larger than ${settings.maxResponseBytes} bytes (\`maxResponseBytes\`); it was cut off and answered 502.`,
    );
    return partnerError(502, 'The Partner API answered more than this server takes.');
  }
  const { status } = upstream;
  // What a fetch Response refuses to be made of (Node's http would send it): answered 500 on
  // Node as elsewhere.
  if (status < 200 || status > 599 || status === 204 || status === 205) {
    throw new RangeError(`The Partner API answered HTTP ${status}, which has no body to forward.`);
  }
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.header(name);
    if (value) headers[name] = value;
  }
  return { status, headers, body };
}
