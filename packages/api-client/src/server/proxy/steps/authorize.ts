import { answerOfResponse, partnerError } from '../../proxyExchange.js';
import { ProxyFailure, serverStep } from '../failures.js';
import type { ProxyStep } from '../pipeline.js';

/**
 * The partner's `authorize`, when given, before the body is read: true passes, false is a 403, a
 * Response of its own is answered as it is (made the proxy's answer here, where it enters).
 */
export const authorize: ProxyStep = async (context, next) => {
  const { settings, request, deadline, route } = context;
  const decide = settings.options.authorize;
  if (!decide) return next();
  const verdict = await serverStep(settings.log, deadline, 'authorize', () =>
    decide(request.fetchRequest(), route),
  );
  if (verdict instanceof Response) {
    const answer = await answerOfResponse(verdict, settings.maxResponseBytes, deadline);
    if (answer !== 'too_large') return answer;
    settings.log.once(
      `createPartnerProxy: \`authorize\` answered with a body larger than ${settings.maxResponseBytes} bytes; the request was answered 500.`,
    );
    throw new ProxyFailure(500, 'The server failed to handle the request.');
  }
  if (!verdict) return partnerError(403, 'Not allowed.');
  return next();
};
