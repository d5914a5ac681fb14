import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, within } from 'storybook/test';
import { useEnquiries } from './useEnquiries.js';
import { useEnquiry } from './useEnquiry.js';

/** The smallest honest UI over `useEnquiry`: what the hook returns, shown as text. */
function EnquiryInspector({ id }: { id?: string }) {
  const headingId = useId();
  const { data, error, isFetching, refetch } = useEnquiry(id);

  let status = '';
  if (!id) status = 'No enquiry chosen';
  else if (isFetching) status = data ? 'Refreshing…' : 'Loading enquiry…';
  else if (data) status = 'Up to date';

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Enquiry {id}</h2>
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
        <dl>
          <dt>Student</dt>
          <dd>
            {data.first_name} {data.last_name}
          </dd>
          <dt>Email</dt>
          <dd>{data.email}</dd>
          <dt>Status</dt>
          <dd>{data.status}</dd>
          <dt>About</dt>
          <dd>{data.property_name ?? 'General enquiry'}</dd>
          <dt>Message</dt>
          <dd>{data.message}</dd>
        </dl>
      )}
    </section>
  );
}

/** A short list to choose from: opening a listed enquiry needs no request. */
function ListThenDetail() {
  const [chosen, setChosen] = useState<string>();
  const { data } = useEnquiries({ perPage: 3 });
  return (
    <>
      <ul aria-label="Newest enquiries">
        {data?.items.map((enquiry) => (
          <li key={enquiry.id}>
            <button type="button" onClick={() => setChosen(enquiry.id)}>
              Open {enquiry.id}
            </button>
          </li>
        ))}
      </ul>
      <EnquiryInspector id={chosen} />
    </>
  );
}

const meta = {
  title: 'React/useEnquiry',
  component: EnquiryInspector,
} satisfies Meta<typeof EnquiryInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheList: Story = {
  render: () => <ListThenDetail />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No enquiry chosen');
    const list = await canvas.findByRole('list', { name: 'Newest enquiries' });
    const [first] = await within(list).findAllByRole('button');
    if (!first) throw new Error('No enquiry listed');
    const id = first.textContent?.replace('Open ', '') ?? '';

    await userEvent.click(first);
    // Straight from the cache the list filled: no loading state in between.
    await expect(canvas.getByRole('heading', { name: `Enquiry ${id}` })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Up to date');
    await expect(canvas.getAllByRole('definition')).toHaveLength(5);
  },
};

export const NotFound: Story = {
  args: { id: 'ENQ-MISSING' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('not_found: Enquiry not found.');
    await expect(canvas.queryByRole('definition')).not.toBeInTheDocument();
  },
};

export const NothingChosen: Story = {
  args: { id: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No enquiry chosen');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
