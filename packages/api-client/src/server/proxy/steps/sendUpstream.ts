import { type HeaderSetter, UnusableAccessToken } from '../../../transport.js';
import type { UpstreamAnswer } from '../../upstream.js';
import { ProxyFailure, serverFailure } from '../failures.js';
import type { ForwardContext, ProxyStep } from '../pipeline.js';
import { answerFromUpstream } from './answerFromUpstream.js';

// Only what the API needs from a browser crosses; cookies, the browser's own Authorization, any
// partner header it sends and any method override never do. The Content-Type is the proxy's own.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language'];

/**
 * The last step: the request as the API takes it (the route's method, pinned; the few headers a
 * browser may send; the partner's credentials; the body read), sent, and its answer made the
 * proxy's (`answerFromUpstream`), with a human pass just earned set on it.
 */
export const sendUpstream: ProxyStep = async (context) => {
  const { settings, configuration, deadline, request, policy } = context;
  const { method } = policy;
  // The API is a Laravel application, which takes a POST's method from X-HTTP-Method-Override
  // or from `_method` in its body: both are pinned to the route's own, so a POST this proxy
  // allows is never read upstream as a GET of every student's enquiry.
  const headers: Record<string, string> = { 'x-http-method-override': method };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.header(name);
    if (value) headers[name] = value;
  }
  if (context.mediaType && context.body) headers['content-type'] = context.mediaType;

  try {
    await configuration.credentials(intoRecord(headers), deadline);
  } catch (error) {
    throw credentialsFailure(context, error);
  }

  let upstreamAnswer: UpstreamAnswer;
  try {
    if (deadline.aborted) throw deadline.reason;
    upstreamAnswer = await settings.send(
      `${configuration.upstream}${context.path}${context.query}`,
      { method, headers, body: context.body },
      deadline,
      settings.maxResponseBytes,
    );
  } catch (cause) {
    throw deadline.aborted ? deadline.reason : settings.fail('network', cause);
  }
  const answered = answerFromUpstream(context, upstreamAnswer);
  return context.passCookie ? { ...answered, cookies: [context.passCookie] } : answered;
};

/** Sets headers as the API takes them into `headers`, by lowercase name. */
const intoRecord = (headers: Record<string, string>): HeaderSetter => ({
  set(name, value) {
    headers[name.toLowerCase()] = value;
  },
});

/** Why the credentials could not be set, as the proxy answers it: past the deadline, or a 500. */
function credentialsFailure({ deadline, settings }: ForwardContext, error: unknown): unknown {
  if (deadline.aborted) return deadline.reason;
  if (!(error instanceof UnusableAccessToken))
    return serverFailure(settings.log, 'accessToken')(error);
  settings.log.once(
    `createPartnerProxy: the accessToken function returned no usable token. ${error.message}`,
  );
  return new ProxyFailure(500, 'The server could not read its Partner API credentials.');
}
