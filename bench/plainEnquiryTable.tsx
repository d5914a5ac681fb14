/**
 * The baseline EnquiryTable is measured against: the same page of enquiries written by hand as a
 * partner would, producing EnquiryTable's very DOM (its controls, classes, attributes and words,
 * in British English) with none of its machinery: no provider, query, translator, memo or
 * component per part. test/plainEnquiryTable.test.tsx holds the two to the same HTML.
 */
import type { Enquiry, EnquiryPage } from '@unistay/api-client';
import { formatPhoneNumber } from '@unistay/api-client/schemas';
import { useId } from 'react';

const STATUSES: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
const PAGE_SIZES = [10, 25, 50, 100];

export function PlainEnquiryTable({
  page,
  onOpen,
  status = '',
  onStatusChange = () => {},
  onPageChange = () => {},
}: {
  page: EnquiryPage;
  onOpen: (enquiry: Enquiry) => void;
  /** The status filtered on; '' for every status. */
  status?: string;
  onStatusChange?: (status: string) => void;
  onPageChange?: (page: number) => void;
}) {
  const statusId = useId();
  const sizeId = useId();
  const { items, meta } = page;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  return (
    <div lang="en-GB" dir="ltr" className="unistay-root" data-state="idle">
      <div className="unistay-toolbar">
        <div className="unistay-field">
          <label htmlFor={statusId} className="unistay-label">
            Status
          </label>
          <select
            id={statusId}
            className="unistay-input"
            value={status}
            onChange={(event) => onStatusChange(event.target.value)}
          >
            <option value="">All statuses</option>
            {Object.entries(STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="unistay-field">
          <label htmlFor={sizeId} className="unistay-label">
            Rows per page
          </label>
          <select id={sizeId} className="unistay-input" value={meta.per_page} onChange={() => {}}>
            {[...new Set([...PAGE_SIZES, meta.per_page])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </div>
      </div>
      <table className="unistay-table">
        <caption>Enquiries</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Student</th>
            <th scope="col">Phone</th>
            <th scope="col">Room</th>
            <th scope="col">Status</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {items.map((enquiry) => (
            <tr key={enquiry.id} onClick={() => onOpen(enquiry)} data-status={enquiry.status}>
              <th scope="row">
                <button
                  type="button"
                  className="unistay-link-button"
                  aria-label={`View enquiry ${enquiry.id}`}
                  data-enquiry-id={enquiry.id}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(enquiry);
                  }}
                  translate="no"
                >
                  {enquiry.id}
                </button>
              </th>
              <td translate="no">
                {`${enquiry.first_name} ${enquiry.last_name}`}
                <br />
                <span className="unistay-muted">{enquiry.email}</span>
              </td>
              <td>
                {enquiry.contact_number ? formatPhoneNumber(enquiry.contact_number) : 'Not given'}
              </td>
              <td>
                {enquiry.property_name
                  ? `${enquiry.room_name ?? ''} at ${enquiry.property_name}`
                  : 'General enquiry'}
              </td>
              <td>
                <span className="unistay-status-badge" data-status={enquiry.status}>
                  {STATUSES[enquiry.status] ?? enquiry.status}
                </span>
              </td>
              <td className="unistay-message" translate="no">
                {enquiry.message.split('\n', 1)[0]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="unistay-range-summary">
        {`Showing ${from}–${from + items.length - 1} of ${meta.total}`}
      </p>
      <nav aria-label="Pagination" className="unistay-pagination">
        <ul>
          <li>
            <button
              type="button"
              data-direction="previous"
              disabled={meta.current_page <= 1}
              onClick={() => onPageChange(meta.current_page - 1)}
            >
              Previous page
            </button>
          </li>
          {Array.from({ length: meta.total_pages }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              <button
                type="button"
                aria-label={`Page ${number}`}
                aria-current={number === meta.current_page ? 'page' : undefined}
                onClick={() => number !== meta.current_page && onPageChange(number)}
              >
                {number}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              data-direction="next"
              disabled={meta.current_page >= meta.total_pages}
              onClick={() => onPageChange(meta.current_page + 1)}
            >
              Next page
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
