import { render } from '@testing-library/react';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { enquiryKeys } from '@unistay/react/queries';
import { createSandboxClient } from '@unistay/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { PlainEnquiryTable } from '../../../../bench/plainEnquiryTable.js';
import { setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { EnquiryTable } from './EnquiryTable.js';

setupSandboxServer();

/** The HTML with React's generated ids named by their order, the one thing two trees differ in. */
function comparable(html: string) {
  const names = new Map<string, string>();
  return html.replace(/ (id|for)="([^"]+)"/g, (_, attribute: string, id: string) => {
    if (!names.has(id)) names.set(id, `id${names.size}`);
    return ` ${attribute}="${names.get(id)}"`;
  });
}

describe("the benchmark's plain table", () => {
  it.each([25, 100])(
    'writes the DOM EnquiryTable writes for a page of %i, controls included',
    async (perPage) => {
      const page = await createSandboxClient().enquiries.list({ perPage });
      const queryClient = createUnistayQueryClient();
      queryClient.setQueryData(enquiryKeys().list({ page: 1, perPage }), page);
      const noop = () => {};
      const state = {
        page: 1,
        perPage,
        status: undefined,
        setPage: noop,
        setPerPage: noop,
        setStatus: noop,
      };
      const table = render(
        <UnistayProvider client={createSandboxClient()} queryClient={queryClient}>
          <EnquiryTable state={state} />
        </UnistayProvider>,
      );
      const plain = render(<PlainEnquiryTable page={page} onOpen={noop} />);
      expect(page.items.length).toBeGreaterThan(20);
      expect(comparable(plain.container.innerHTML)).toBe(comparable(table.container.innerHTML));
    },
  );
});
