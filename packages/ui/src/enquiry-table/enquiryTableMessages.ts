import { commonMessages } from '../i18n/commonMessages.js';
import type { Messages } from '../i18n/messages.js';

/** Every text the enquiry table and its controls show, in English. Override any with `messages`. */
export const enquiryTableMessages = {
  ...commonMessages,
  caption: 'Enquiries',
  columnReference: 'Reference',
  columnStudent: 'Student',
  columnPhone: 'Phone',
  columnRoom: 'Room',
  columnStatus: 'Status',
  columnMessage: 'Message',
  generalEnquiry: 'General enquiry',
  roomAtProperty: '{room} at {property}',
  noPhone: 'Not given',
  viewEnquiry: 'View enquiry {reference}',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  status_pending: 'Pending',
  status_in_progress: 'In progress',
  status_resolved: 'Resolved',
  status_closed: 'Closed',
  pageSize: 'Rows per page',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page {page}',
  showing: 'Showing {from}–{to} of {total}',
  loading: 'Loading enquiries…',
  refreshing: 'Loading page {page}…',
  empty: 'No enquiries yet',
  emptyStatus: 'No enquiries with status {status}',
  showAllStatuses: 'Show all statuses',
  loadFailed: 'Enquiries could not be loaded.',
  beyondLast: 'There is no page {page}. The last page is {last}.',
  goToLastPage: 'Go to the last page',
  detailsHeading: 'Enquiry {reference}',
  detailsLoading: 'Loading the enquiry…',
  detailsFailed: 'This enquiry could not be loaded.',
  close: 'Close',
  fieldName: 'Name',
  fieldEmail: 'Email',
  fieldPhone: 'Phone',
  fieldRoom: 'Room',
  fieldStatus: 'Status',
  fieldMessage: 'Message',
  fieldIds: 'Operator, property and room IDs',
  metadata: 'Metadata',
  additionalFields: 'Additional fields',
};
/**
 * Words to replace in the enquiry table, its controls and `EnquiryDetails`, by key: any, none or
 * all of `enquiryTableMessages`.
 */
export type EnquiryTableMessages = Messages<typeof enquiryTableMessages>;

/** A status as people read it; a status the API adds later is shown as it comes. */
export function statusLabel(status: string, t: (key: string) => string): string {
  const key = `status_${status}`;
  const label = t(key);
  return label === key ? status : label;
}
