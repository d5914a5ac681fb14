import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useEnquiries } from './useEnquiries.js';

interface EnquiriesInspectorProps {
  /** The page shown first. */
  initialPage?: number;
  perPage?: number;
}

/** The smallest honest UI over `useEnquiries`: what the hook returns, shown as text. */
function EnquiriesInspector({ initialPage = 1, perPage = 10 }: EnquiriesInspectorProps) {
  const headingId = useId();
  const [page, setPage] = useState(initialPage);
  const { data, error, isFetching, refetch } = useEnquiries({ page, perPage });
  const lastPage = data?.meta.total_pages ?? page;

  let status = '';
  if (isFetching) status = data ? 'Refreshing…' : 'Loading enquiries…';
  else if (data) status = `${data.meta.total} enquiries`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Enquiries</h2>
      <p role="status">{status}</p>
      {error && (
        <div role="alert">
          <p>
            <strong>{error.kind}</strong>: {error.message}
          </p>
          <button type="button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <>
          <table>
            <caption>
              Page {data.meta.current_page} of {data.meta.total_pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Student</th>
                <th scope="col">Status</th>
                <th scope="col">About</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((enquiry) => (
                <tr key={enquiry.id}>
                  <td>{enquiry.id}</td>
                  <td>
                    {enquiry.first_name} {enquiry.last_name}
                  </td>
                  <td>{enquiry.status}</td>
                  <td>{enquiry.property_name ?? 'General enquiry'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Pages">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous page
            </button>{' '}
            <button type="button" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
              Next page
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

/** The table's body rows: one per listed enquiry. */
function enquiryRows(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

const meta = {
  title: 'React/useEnquiries',
  component: EnquiriesInspector,
  args: { initialPage: 1, perPage: 10 },
} satisfies Meta<typeof EnquiriesInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(enquiryRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getByRole('status')).toHaveTextContent('57 enquiries');
    await expect(canvas.getByText('Page 1 of 6')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

// Stories with faults stay off the docs page: it renders every story at once against the one
// sandbox, so one story's fault would reach the others.
export const Loading: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: { faults: [{ route: 'enquiries.list', latencyMs: 600_000 }] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading enquiries…');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every attempt fails (Retry-After: 0 makes the three retries immediate), so the error shows. */
export const ServerError: Story = {
  name: 'Error',
  tags: ['!autodocs'],
  parameters: {
    sandbox: { faults: [{ route: 'enquiries.list', status: 503, retryAfterSeconds: 0 }] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('server: Service Unavailable');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const TryAgainAfterAnError: Story = {
  tags: ['!autodocs'],
  parameters: ServerError.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('server: Service Unavailable');

    // The API recovers: clear the fault through the sandbox's own HTTP route.
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(enquiryRows(canvasElement)).toHaveLength(10));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Pagination: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(enquiryRows(canvasElement)).toHaveLength(10));
    const firstOnPageOne = enquiryRows(canvasElement)[0]?.textContent ?? '';
    await expect(canvas.getByText('Page 1 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 6')).toBeVisible());
    await expect(enquiryRows(canvasElement)).toHaveLength(10);
    await expect(enquiryRows(canvasElement)[0]).not.toHaveTextContent(firstOnPageOne);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(canvas.getByText('Page 1 of 6')).toBeVisible());
    await expect(enquiryRows(canvasElement)[0]).toHaveTextContent(firstOnPageOne);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { initialPage: 6 },
  play: async ({ canvas, canvasElement }) => {
    // 57 enquiries, 10 a page: the sixth holds the last 7.
    await waitFor(() => expect(enquiryRows(canvasElement)).toHaveLength(7));
    await expect(canvas.getByText('Page 6 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};
