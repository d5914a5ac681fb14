import { partnerError } from '../../proxyExchange.js';
import type { ProxyStep } from '../pipeline.js';

/**
 * What the proxy answers an enquiry read with (403) while it has neither `authorize` nor
 * `publicEnquiryReads`, telling the developer how to allow it.
 */
export const ENQUIRY_READS_REFUSED =
  "Enquiries hold students' personal data, so this proxy does not forward enquiry reads until it is told who may read them: give createPartnerProxy an `authorize` function that checks your staff's login, or set `publicEnquiryReads: true` for a demo or an internal tool.";

/** A route only staff may read (the enquiries) is refused while nothing says who staff are. */
export const checkReaders: ProxyStep = (context, next) => {
  const { authorize, publicEnquiryReads } = context.settings.options;
  if (context.policy.readers === 'staff' && !authorize && !publicEnquiryReads) {
    return Promise.resolve(partnerError(403, ENQUIRY_READS_REFUSED));
  }
  return next();
};
