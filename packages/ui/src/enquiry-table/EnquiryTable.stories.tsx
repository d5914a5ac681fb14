import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KnownEnquiryStatus } from '@unistay/api-client';
import { type EnquiryTableState, useEnquiryTableState } from '@unistay/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { EnquiryTable, type EnquiryTableProps } from './EnquiryTable.js';

interface TableWithStateProps extends Omit<EnquiryTableProps, 'state'> {
  /** Where the table starts: a page, a page size, a status. */
  initial?: Partial<EnquiryTableState>;
  /** Keep the state in the query string. */
  syncWithUrl?: boolean;
}

/** A table whose state starts somewhere other than page 1 of every status, or lives in the URL. */
function TableWithState({ initial, syncWithUrl, ...props }: TableWithStateProps) {
  const state = useEnquiryTableState(initial, { syncWithUrl });
  return <EnquiryTable {...props} state={state} />;
}

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table');

/** The body rows (skeleton rows count too, so wait for the range summary first). */
const bodyRows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);

/** "Showing 1–10 of 57", or undefined while there is no range to show. */
const summaryText = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByText(/^Showing /)?.textContent ?? undefined;

/**
 * Waits for a page to be shown, and the table no longer busy: up to 5 s, as a first load on a busy
 * machine can take more than a second.
 */
async function expectShowing(canvasElement: HTMLElement, summary: string | RegExp, timeout = 5000) {
  await waitFor(
    () => {
      const text = summaryText(canvasElement);
      if (typeof summary === 'string') expect(text).toBe(summary);
      else expect(text).toMatch(summary);
      expect(table(canvasElement)).not.toHaveAttribute('aria-busy');
    },
    { timeout },
  );
}

/** The reference shown in the first body row. */
const firstReference = (canvasElement: HTMLElement) =>
  within(bodyRows(canvasElement)[0] as HTMLElement).getByRole('button').textContent ?? '';

/** Each body row's cell under the column headed `header`, as the row shows it. */
function columnTexts(canvasElement: HTMLElement, header: string) {
  const headers = within(table(canvasElement)).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent === header);
  return bodyRows(canvasElement).map((row) => row.children[index]?.textContent);
}

const currentPage = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page');

const meta = {
  title: 'UI/Enquiry table/EnquiryTable',
  component: EnquiryTable,
} satisfies Meta<typeof EnquiryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShowing(canvasElement, 'Showing 1–10 of 57');
    await expect(canvas.getByRole('table', { name: 'Enquiries' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reference',
      'Student',
      'Phone',
      'Room',
      'Status',
      'Message',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    for (const row of bodyRows(canvasElement)) {
      await expect(
        within(row).getByRole('button', { name: /^View enquiry ENQ-[A-Z0-9]{6}$/ }),
      ).toBeVisible();
    }
    await expect(canvas.getByLabelText('Status')).toHaveDisplayValue('All statuses');
    await expect(canvas.getByLabelText('Rows per page')).toHaveDisplayValue('10');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 1');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** 250 enquiries, 25 pages: the pagination keeps the first, the last and the current's neighbours. */
export const LongList: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: { options: { enquiryCounts: [250] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagination = () => within(canvas.getByRole('navigation', { name: 'Pagination' }));
    const pageNumbers = () =>
      pagination()
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent)
        .slice(1, -1);
    await expectShowing(canvasElement, 'Showing 1–10 of 250');
    await expect(pageNumbers()).toEqual(['1', '2', '…', '25']);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expectShowing(canvasElement, 'Showing 11–20 of 250');
    await expect(pageNumbers()).toEqual(['1', '2', '3', '…', '25']);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 2');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 25' }));
    await expectShowing(canvasElement, 'Showing 241–250 of 250');
    await expect(pageNumbers()).toEqual(['1', '…', '24', '25']);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 25');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(bodyRows(canvasElement)).toHaveLength(10);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expectShowing(canvasElement, 'Showing 231–240 of 250');
    await expect(pageNumbers()).toEqual(['1', '…', '23', '24', '25']);
  },
};

/** A story whose table starts filtered to one status: every row shows that status. */
function statusStory(status: KnownEnquiryStatus, label: string): Story {
  return {
    render: (args) => <TableWithState {...args} initial={{ status }} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectShowing(canvasElement, /^Showing 1–\d+ of \d+$/);
      await expect(canvas.getByLabelText('Status')).toHaveDisplayValue(label);
      const statuses = columnTexts(canvasElement, 'Status');
      await expect(statuses.length).toBeGreaterThan(0);
      for (const text of statuses) await expect(text).toBe(label);
    },
  };
}

export const Pending = statusStory('pending', 'Pending');
export const InProgress = statusStory('in_progress', 'In progress');
export const Resolved = statusStory('resolved', 'Resolved');
export const Closed = statusStory('closed', 'Closed');

export const Empty: Story = {
  tags: ['!autodocs', 'state'],
  parameters: { sandbox: { options: { enquiryCounts: [0] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No enquiries yet')).toBeVisible();
    await expect(table(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Show all statuses' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** Three enquiries (pending, in progress, resolved): none is closed. */
export const FilterWithNoMatch: Story = {
  tags: ['!autodocs', 'state'],
  parameters: { sandbox: { options: { enquiryCounts: [3] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShowing(canvasElement, 'Showing 1–3 of 3');
    await expect(bodyRows(canvasElement)).toHaveLength(3);

    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Closed');
    await expect(await canvas.findByText('No enquiries with status Closed')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Show all statuses' }));
    await expectShowing(canvasElement, 'Showing 1–3 of 3');
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(canvas.getByLabelText('Status')).toHaveValue('');
    await expect(canvas.queryByText('No enquiries with status Closed')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['!autodocs', 'state'],
  parameters: { sandbox: { faults: [{ route: 'enquiries.list', latencyMs: 600_000 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading enquiries…');
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    // A skeleton of the page to come: ten rows of placeholders, hidden from screen readers.
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(
      canvasElement.querySelectorAll('.unistay-skeleton[aria-hidden="true"]'),
    ).toHaveLength(60);
    await expect(canvas.queryByRole('button', { name: /^View enquiry / })).toBeNull();
    await expect(summaryText(canvasElement)).toBeUndefined();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The network slows down once the table is up. It starts on page 5, the one page that offers a
 * "Page 4" button without having prefetched page 4 (a page prefetches only the next), so going
 * there costs a request: meanwhile page 5 stays in view, dimmed and busy.
 */
export const SlowNetwork: Story = {
  tags: ['!autodocs'],
  render: (args) => <TableWithState {...args} initial={{ page: 5 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShowing(canvasElement, 'Showing 41–50 of 57');
    const pageFive = firstReference(canvasElement);

    const response = await fetch('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'enquiries.list', latencyMs: 1500 }),
    });
    await expect(response.status).toBe(201);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(await canvas.findByText('Loading page 4…')).toBeVisible();
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    // Page 5's rows stay while page 4 loads, and the pagination waits.
    await expect(firstReference(canvasElement)).toBe(pageFive);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(summaryText(canvasElement)).toBe('Showing 41–50 of 57');
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 4');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await expectShowing(canvasElement, 'Showing 31–40 of 57', 5000);
    await expect(firstReference(canvasElement)).not.toBe(pageFive);
    await expect(canvas.queryByText('Loading page 4…')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** The first load and its three retries fail (Retry-After: 0 makes the retries immediate). */
export const ErrorThenRetry: Story = {
  tags: ['!autodocs'],
  parameters: {
    sandbox: {
      faults: [{ route: 'enquiries.list', status: 503, retryAfterSeconds: 0, times: 4 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Enquiries could not be loaded.');
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByText('Loading enquiries…')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expectShowing(canvasElement, 'Showing 1–10 of 57');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every attempt fails: the alert stays, for axe to check. */
export const LoadFailed: Story = {
  tags: ['!autodocs', 'state'],
  parameters: {
    sandbox: { faults: [{ route: 'enquiries.list', status: 503, retryAfterSeconds: 0 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Enquiries could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(table(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(bodyRows(canvasElement)).toHaveLength(0);
  },
};

export const CustomColumns: Story = {
  args: {
    columns: [
      'reference',
      {
        id: 'name',
        header: 'Name',
        render: (enquiry) => `${enquiry.first_name} ${enquiry.last_name}`,
      },
      'status',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShowing(canvasElement, 'Showing 1–10 of 57');
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reference',
      'Name',
      'Status',
    ]);
    for (const name of columnTexts(canvasElement, 'Name')) await expect(name).toMatch(/^\S+ \S+/);
    for (const status of columnTexts(canvasElement, 'Status')) {
      await expect(['Pending', 'In progress', 'Resolved', 'Closed']).toContain(status);
    }
  },
};

/** Opens the first row's details from its reference button: the heading takes focus. */
async function openFirstDetails(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectShowing(canvasElement, 'Showing 1–10 of 57');
  const reference = firstReference(canvasElement);
  // The row shows the student's email under their name.
  const email =
    within(bodyRows(canvasElement)[0] as HTMLElement).getByText(/^[^\s@]+@example\.com$/)
      .textContent ?? '';

  const button = canvas.getByRole('button', { name: `View enquiry ${reference}` });
  await userEvent.click(button);

  const heading = await canvas.findByRole('heading', { name: `Enquiry ${reference}` });
  await waitFor(() => expect(heading).toHaveFocus());
  const details = canvas.getByRole('region', { name: `Enquiry ${reference}` });
  await expect(within(details).getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  return { button, details, reference };
}

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const { button, details, reference } = await openFirstDetails(canvasElement);
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(
      within(canvasElement).queryByRole('region', { name: `Enquiry ${reference}` }),
    ).toBeNull();
  },
};

/** Left open, so axe checks the details panel too (it runs on what the story ends with). */
export const DetailsOpen: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const { details } = await openFirstDetails(canvasElement);
    await expect(within(details).getByText('Status')).toBeVisible();
    await expect(within(details).getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

export const BeyondTheLastPage: Story = {
  tags: ['state'],
  render: (args) => <TableWithState {...args} initial={{ page: 9 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There is no page 9. The last page is 6.')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Go to the last page' }));
    await expectShowing(canvasElement, 'Showing 51–57 of 57');
    await expect(bodyRows(canvasElement)).toHaveLength(7);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 6');
    await expect(canvas.queryByText(/^There is no page/)).toBeNull();
  },
};

/**
 * The page lives in the query string, next to whatever the host page keeps there (Storybook's own
 * `?id=…`): the table changes only its own parameters. The address is put back afterwards.
 */
export const UrlSync: Story = {
  render: (args) => <TableWithState {...args} syncWithUrl />,
  beforeEach() {
    const original = window.location.href;
    return () => window.history.replaceState(null, '', original);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const original = window.location.href;
    const originalParams = [...new URLSearchParams(window.location.search)];
    try {
      await expectShowing(canvasElement, 'Showing 1–10 of 57');
      // Page 1 is the default: it stays out of the address.
      await expect(new URLSearchParams(window.location.search).has('page')).toBe(false);

      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(window.location.search).toContain('page=2'));
      const params = new URLSearchParams(window.location.search);
      await expect(params.get('page')).toBe('2');
      for (const [name, value] of originalParams) await expect(params.get(name)).toBe(value);
      await expectShowing(canvasElement, 'Showing 11–20 of 57');
    } finally {
      window.history.replaceState(null, '', original);
    }
  },
};

/** Its rows loaded, in a language: `words` name the table. */
const tableIn = (words: { caption: string }) => async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: words.caption });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
};

/** In Arabic: columns from the right, references, emails and phone numbers left to right. */
export const Arabic: Story = inArabic(tableIn(ar.messages));

/** In the pseudo-locale, every word fitting (at 360 px, as cards, in the demo's tests). */
export const PseudoLocale: Story = inPseudoLocale(tableIn(pseudo.messages), { wide: true });
