import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type EnquiryTableState, useEnquiryTableState } from '@unistay/react';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { EnquiryTable, type EnquiryTableProps } from './EnquiryTable.js';

const HEADERS = { 'X-API-PARTNER-ID': 'sandbox-partner', Authorization: 'Bearer sandbox-token' };
const list = (query: string) => `GET /api/enquiries?${query}`;

function renderTable(props: EnquiryTableProps = {}) {
  const { wrapper } = createUnistayWrapper();
  const user = userEvent.setup({ delay: null });
  const view = render(<EnquiryTable {...props} />, { wrapper });
  return { user, view };
}

/** A table whose state starts somewhere else, or lives in the URL. */
function TableAt({
  initial,
  syncWithUrl,
}: {
  initial?: Partial<EnquiryTableState>;
  syncWithUrl?: boolean;
}) {
  const state = useEnquiryTableState(initial, { syncWithUrl });
  return <EnquiryTable state={state} />;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstReference = () => within(rows()[0] as HTMLElement).getByRole('button').textContent;
const summaryText = () => screen.getByText(/^Showing /).textContent;
/** Skeleton rows count as rows too: the first page has loaded when its range is shown. */
const loaded = () => waitFor(() => expect(summaryText()).toMatch(/^Showing 1–10 of 5\d$/));

describe('EnquiryTable on the seeded sandbox', () => {
  const api = setupSandboxServer();

  it('shows a skeleton while loading, then the first page with its caption and range', async () => {
    renderTable();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading enquiries…');
    await waitFor(() => expect(summaryText()).toBe('Showing 1–10 of 57'));
    expect(screen.getByRole('table', { name: 'Enquiries' })).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reference',
      'Student',
      'Phone',
      'Room',
      'Status',
      'Message',
    ]);
    expect(rows()).toHaveLength(10);
  });

  it('sends one request per page not seen, the next page prefetched, none on going back', async () => {
    const { user } = renderTable();
    await loaded();
    const page = (number: number) => list(`page=${number}&per_page=10`);
    await waitFor(() => expect(api.requests).toEqual([page(1), page(2)]));
    const showing = (from: number) =>
      waitFor(() => expect(summaryText()).toMatch(new RegExp(`^Showing ${from}–`)));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await showing(11);
    await waitFor(() => expect(api.requests).toEqual([page(1), page(2), page(3)]));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await showing(21);
    await waitFor(() => expect(api.requests).toEqual([page(1), page(2), page(3), page(4)]));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await showing(11);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await showing(1);
    expect(api.requests).toEqual([page(1), page(2), page(3), page(4)]);
  });

  it('sends the filter and page size, and goes back to page 1 when either changes', async () => {
    const { user } = renderTable();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(summaryText()).toBe('Showing 21–30 of 57'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() =>
      expect(api.requests).toContain(list('page=1&per_page=10&filter[status]=pending')),
    );
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() =>
      expect(api.requests).toContain(list('page=1&per_page=25&filter[status]=pending')),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().filter((row) => !within(row).queryByText('Pending'))).toEqual([]);
  });

  it('moves next, previous and to the last page; a page seen before costs no request', async () => {
    const { user } = renderTable();
    await loaded();
    const pageOne = firstReference();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(summaryText()).toBe('Showing 11–20 of 57'));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    await waitFor(() => expect(summaryText()).toBe('Showing 51–57 of 57'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(firstReference()).toBe(pageOne));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(summaryText()).toBe('Showing 11–20 of 57'));

    for (const page of [1, 2, 6]) expect(api.count(list(`page=${page}&per_page=10`))).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(firstReference()).toBe(pageOne));
  });

  it('keeps focus on the pagination when Next page disables itself at the end', async () => {
    const { user } = renderTable();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    await waitFor(() => expect(summaryText()).toBe('Showing 51–57 of 57'));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(summaryText()).toBe('Showing 41–50 of 57'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 6' })).toHaveFocus());
  });

  it('says when loading failed, and "Try again" recovers', async () => {
    api.sandbox.faults.add({
      route: 'enquiries.list',
      status: 503,
      retryAfterSeconds: 0,
      times: 4,
    });
    const { user } = renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enquiries could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens details from the list cache with no request, and gives focus back on close', async () => {
    const { user } = renderTable();
    await loaded();
    const reference = firstReference() ?? '';
    const button = screen.getByRole('button', { name: `View enquiry ${reference}` });
    await user.click(button);

    const heading = screen.getByRole('heading', { name: `Enquiry ${reference}` });
    expect(heading).toHaveFocus();
    expect(api.requests.filter((line) => line.startsWith('GET /api/enquiries/'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('calls onRowClick instead, from a click anywhere on the row', async () => {
    const clicked: string[] = [];
    const { user } = renderTable({ onRowClick: (enquiry) => clicked.push(enquiry.id) });
    await loaded();
    await user.click(within(rows()[2] as HTMLElement).getAllByRole('cell')[3] as HTMLElement);
    expect(clicked).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /^Enquiry / })).not.toBeInTheDocument();
  });

  it('renders markup in a message as text', async () => {
    await api.sandbox.handle(
      new Request('https://partner-api.test/api/enquiries/general', {
        method: 'POST',
        headers: { ...HEADERS, 'Content-Type': 'application/vnd.api+json' },
        body: JSON.stringify({
          first_name: '<b>Eve</b>',
          last_name: 'Hacker',
          email: 'eve@example.com',
          contact_number: '+447700900999',
          message: '<img src=x onerror="alert(1)">Is it free?',
          metadata: '{}',
          additional_fields: '{}',
        }),
      }),
    );
    const { user } = renderTable();
    await loaded();
    expect(screen.getByText('<img src=x onerror="alert(1)">Is it free?')).toBeInTheDocument();
    expect(screen.getByText('<b>Eve</b> Hacker', { exact: false })).toBeInTheDocument();
    // Sent as +447700900999; shown grouped for reading.
    expect(screen.getByRole('cell', { name: '+44 7700 900999' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `View enquiry ${firstReference()}` }));
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('shows a status the API adds later as it comes', async () => {
    const first = await api.sandbox
      .handle(new Request('https://partner-api.test/api/enquiries', { headers: HEADERS }))
      .then((response) => response.json());
    const id = first.data.items[0].id;
    await api.sandbox.handle(
      new Request(`https://partner-api.test/__sandbox/enquiries/${id}/status`, {
        method: 'POST',
        body: JSON.stringify({ status: 'escalated' }),
      }),
    );
    renderTable();
    await loaded();
    expect(within(rows()[0] as HTMLElement).getByText('escalated')).toBeInTheDocument();
  });

  it('offers the last page for a page past it', async () => {
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    render(<TableAt initial={{ page: 9 }} />, { wrapper });
    expect(await screen.findByText('There is no page 9. The last page is 6.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(summaryText()).toBe('Showing 51–57 of 57'));
  });

  it('keeps its state in the URL, and the back button restores it', async () => {
    window.history.replaceState(null, '', '/staff/enquiries?tab=all&per_page=25');
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    render(<TableAt syncWithUrl />, { wrapper });
    await waitFor(() => expect(summaryText()).toBe('Showing 1–25 of 57'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=all&per_page=25&page=2'));
    await waitFor(() => expect(summaryText()).toBe('Showing 26–50 of 57'));

    window.history.back();
    await waitFor(() => expect(summaryText()).toBe('Showing 1–25 of 57'));
    expect(window.location.search).toBe('?tab=all&per_page=25');
  });

  it('reaches the filter, the page size, each row and the pagination with Tab', async () => {
    const { user } = renderTable();
    await loaded();
    await user.tab();
    expect(screen.getByLabelText('Status')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Rows per page')).toHaveFocus();
    for (const row of rows()) {
      await user.tab();
      expect(within(row).getByRole('button')).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(summaryText()).toBe('Showing 11–20 of 57'));
  });

  it('takes custom columns in the order given', async () => {
    renderTable({
      columns: [
        'status',
        {
          id: 'initials',
          header: 'Initials',
          render: (e) => `${e.first_name[0]}${e.last_name[0]}`,
        },
        'reference',
      ],
    });
    await loaded();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Status',
      'Initials',
      'Reference',
    ]);
    expect(within(rows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toMatch(/^\S\S$/);
  });

  it('keeps the reference, first, when the columns leave it out: the keyboard opens enquiries by it', async () => {
    const { user } = renderTable({ columns: ['student', 'status'] });
    await loaded();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reference',
      'Student',
      'Status',
    ]);
    const button = within(rows()[0] as HTMLElement).getByRole('button', { name: /^View enquiry / });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: /^Enquiry / })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('EnquiryTable with few enquiries', () => {
  // Three enquiries: the seed gives them pending, in progress and resolved; none is closed.
  setupSandboxServer({ enquiryCounts: [3] });

  it('says no enquiry has a status, and offers to show all', async () => {
    const { user } = renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(await screen.findByText('No enquiries with status Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all statuses' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });
});

describe('EnquiryTable with no enquiries', () => {
  setupSandboxServer({ enquiryCounts: [0] });

  it('says there are none yet', async () => {
    renderTable();
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
