import { createPartnerProxy, isEnquiryRead } from '@unistay/api-client/server';
import { proxyGuards } from '../../../lib/protections';
import { isStaffRequest } from '../../../lib/staff';

/**
 * The Partner API's proxy: the browser's client calls /api/..., this adds the partner's
 * credentials and forwards only the API's routes. Enquiries hold students' personal data, so only
 * signed-in staff read them. The public forms and the checkout are guarded (lib/protections.ts):
 * limits by client network and by inbox, a human check, the same enquiry answered once. Its
 * options are read when a request arrives, so `next build` needs no secret; with the API's
 * settings missing, it answers 503 saying which.
 */
const proxy = createPartnerProxy({
  upstream: process.env.PARTNER_API_URL ?? '',
  partnerId: process.env.PARTNER_ID ?? '',
  accessToken: process.env.PARTNER_ACCESS_TOKEN ?? '',
  authorize: (request, route) => !isEnquiryRead(route) || isStaffRequest(request),
  ...proxyGuards(),
});

export { proxy as GET, proxy as POST };
