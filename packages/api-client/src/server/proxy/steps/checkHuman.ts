import { HUMAN_TOKEN_HEADER } from '../../../humanToken.js';
import { partnerStep } from '../../deadline.js';
import type { HumanVerifier } from '../../humanCheck.js';
import { type ProxyAnswer, partnerError } from '../../proxyExchange.js';
import { ProxyFailure } from '../failures.js';
import type { ForwardContext, ProxyStep } from '../pipeline.js';
import { humanCheckGiven } from '../proxyOptions.js';

const HUMAN_CHECK_REQUIRED =
  'Confirm that you are not a robot (the check just above the button), then send again.';
const HUMAN_CHECK_FAILED =
  'The check that you are not a robot failed or expired: do it again, then send again.';
/**
 * On a route the human check guards, with `humanCheck` given: a visitor holding a pass for what
 * this request is passes; one whose widget's token the provider accepts passes and is given a
 * pass (its cookie set on the API's answer); anyone else is answered 403, saying which.
 */
export const checkHuman: ProxyStep = async (context, next) =>
  context.policy.humanCheck ? ((await refusedAsRobot(context)) ?? next()) : next();

/**
 * The human check made on this request, wherever a step asks for it (a route's policy, or a
 * checkout completed for a session this proxy does not know): null for a person (a pass earned
 * now is set on the answer) or where no `humanCheck` is given; else the 403 that says why.
 */
export async function refusedAsRobot(context: ForwardContext): Promise<ProxyAnswer | null> {
  const verify = humanCheckGiven(context.settings.options)?.verify;
  if (!verify) return null;
  const checked = await personOrRefusal(context, verify);
  if (typeof checked === 'object' && checked) return checked;
  if (checked) context.passCookie = checked;
  return null;
}

/**
 * A person (null, or the cookie of the pass just earned), or the answer that says the check is
 * missing or failed.
 */
async function personOrRefusal(
  context: ForwardContext,
  verify: HumanVerifier,
): Promise<ProxyAnswer | string | null> {
  const { request, deadline, settings, route } = context;
  const pass = context.configuration.humanPass;
  // A pass opens what it was earned for: this visitor's checkout start, or this very enquiry.
  const scope = (await context.enquiryKey()) ?? `${route.name}\u0000${context.visitor()}`;
  if (
    pass &&
    (await settings.stores
      .within(pass, () => pass.holds(request.header('cookie'), scope), deadline)
      .catch(() => false))
  ) {
    return null;
  }
  const token = request.header(HUMAN_TOKEN_HEADER)?.trim() ?? '';
  if (!token) {
    return partnerError(403, HUMAN_CHECK_REQUIRED, {
      code: 'human_check_required',
      data: { reason: 'human_check_required' },
    });
  }
  const person = await partnerStep(
    () => verify(token, request.fetchRequest()),
    deadline,
    (error) => {
      settings.log.once(
        'createPartnerProxy: `humanCheck.verify` failed; the request was answered 503.',
        error,
      );
      return new ProxyFailure(
        503,
        'The check that you are not a robot could not be made: try again in a moment.',
      );
    },
  );
  if (person !== true) {
    return partnerError(403, HUMAN_CHECK_FAILED, {
      code: 'human_check_failed',
      data: { reason: 'human_check_failed' },
    });
  }
  if (!pass) return null;
  return pass.cookie(request.secure || request.header('x-forwarded-proto') === 'https', scope);
}
