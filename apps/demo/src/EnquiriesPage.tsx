import { hasNextPage, hasPreviousPage } from '@unistay/api-client';
import { useEnquiries } from '@unistay/react';
import { useState } from 'react';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The partner's enquiries, a page at a time, through `useEnquiries`. */
export function EnquiriesPage() {
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useEnquiries({ page });

  return (
    <section aria-labelledby="enquiries-heading">
      <h1 id="enquiries-heading">Enquiries</h1>
      <p role="status" className="demo-status">
        {isPending
          ? 'Loading enquiries…'
          : isFetching && isPlaceholderData
            ? `Loading page ${page}…`
            : data
              ? `Page ${data.meta.current_page} of ${data.meta.total_pages}, ${data.meta.total} enquiries`
              : ''}
      </p>
      {error && (
        <div role="alert" className="demo-error">
          <p>Enquiries could not be loaded: {error.message}</p>
          <button type="button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <table className="demo-table" aria-busy={isPlaceholderData}>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Student</th>
              <th scope="col">Room</th>
              <th scope="col">Status</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((enquiry) => (
              <tr key={enquiry.id}>
                <td className="demo-reference">{enquiry.id}</td>
                <td>
                  {enquiry.first_name} {enquiry.last_name}
                  <br />
                  <span className="demo-muted">{enquiry.email}</span>
                </td>
                <td>
                  {enquiry.property_name
                    ? `${enquiry.room_name ?? ''} at ${enquiry.property_name}`
                    : 'General enquiry'}
                </td>
                <td>{STATUS_LABELS[enquiry.status] ?? enquiry.status}</td>
                <td>{enquiry.message.split('\n')[0]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Pagination" className="demo-pagination">
        <button
          type="button"
          disabled={!data || !hasPreviousPage(data)}
          onClick={() => setPage((current) => current - 1)}
        >
          Previous page
        </button>
        <button
          type="button"
          disabled={!data || isPlaceholderData || !hasNextPage(data)}
          onClick={() => setPage((current) => current + 1)}
        >
          Next page
        </button>
      </nav>
    </section>
  );
}
