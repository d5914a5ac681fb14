/**
 * The enquiry statuses, without the schemas that read an enquiry: a status filter lists them
 * carrying none.
 */

/** The statuses the reference names; a new enquiry is `pending`. */
export const ENQUIRY_STATUSES = ['pending', 'in_progress', 'resolved', 'closed'] as const;
/**
 * A status the reference names (`pending`, `in_progress`, `resolved`, `closed`): what
 * `enquiries.list` can filter by.
 */
export type KnownEnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
