import 'server-only';
import { createPartnerProxy, isEnquiryRead } from '@unistay/api-client/server';
import { proxyGuards } from './protections';
import { partnerSettings } from './settings';
import { isStaffRequest } from './staff';

/**
 * The Partner API's proxy: the browser's client calls /api/..., this adds the partner's
 * credentials and forwards only the API's routes. Enquiries hold students' personal data, so only
 * signed-in staff read them. The public forms and the checkout are guarded (lib/protections.ts):
 * limits by client network and by inbox, a human check, the same enquiry answered once. Its
 * options are checked when a request arrives, so `next build` needs no secret; with a setting
 * missing (the API's, or a guard's on live credentials), it answers 503 saying which.
 */
function makePartnerProxy() {
  return createPartnerProxy({
    upstream: process.env.PARTNER_API_URL ?? '',
    partnerId: process.env.PARTNER_ID ?? '',
    accessToken: process.env.PARTNER_ACCESS_TOKEN ?? '',
    authorize: (request, route) => !isEnquiryRead(route) || isStaffRequest(request),
    ...proxyGuards(),
  });
}

// One for the process: the API's route and the measurement beacon's are bundled apart, and the
// beacon asks the proxy's record of checkouts which browser started a session.
const kept = globalThis as typeof globalThis & {
  unistayPartnerProxy?: ReturnType<typeof makePartnerProxy>;
};
kept.unistayPartnerProxy ??= makePartnerProxy();

const proxy = kept.unistayPartnerProxy;

/**
 * The process's proxy (`createPartnerProxy`), closed while a setting is missing: answered 503 in
 * the API's error shape, naming what to set (the same list every page shows).
 */
export const partnerProxy = Object.assign(
  async (request: Request): Promise<Response> => {
    const settings = partnerSettings();
    if ('missing' in settings) {
      const message = `This app is not set up: set ${settings.missing.join(', ')} on the server, then restart it.`;
      return Response.json({ success: false, code: 503, message }, { status: 503 });
    }
    return proxy(request);
  },
  { checkoutStartedBy: proxy.checkoutStartedBy },
);
