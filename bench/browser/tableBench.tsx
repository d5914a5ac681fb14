/**
 * EnquiryTable against its hand-written twin (bench/plainEnquiryTable.tsx), in a real browser:
 * built for production by bench/tableChromium.bench.ts and driven by it through
 * `window.tableBench`. Each call mounts or updates one table in a fresh root, under a provider
 * mounted before (as a partner's app has it), and returns the time of React's commit:
 * `performance.now()` around a synchronous render.
 */
import type { Enquiry, EnquiryPage } from '@unistay/api-client';
import { createPartnerClient, partnerCredentials } from '@unistay/api-client';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { enquiryKeys } from '@unistay/react/queries';
import { createSandbox } from '@unistay/sandbox';
import { EnquiryTable } from '@unistay/ui';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PlainEnquiryTable } from '../plainEnquiryTable.js';

const sandbox = createSandbox({ enquiryCounts: [100] });
const client = createPartnerClient({
  baseUrl: 'https://sandbox.test',
  credentials: partnerCredentials({ partnerId: 'sandbox-partner', accessToken: 'sandbox-token' }),
  fetch: async (input, init) => sandbox.handle(new Request(input, init)),
});
const seed = await client.enquiries.list({ perPage: 100 });

/** Page `number` of `size` enquiries: the sandbox's hundred again under other ids, as needed. */
function pageOf(size: number, number: number): EnquiryPage {
  const items: Enquiry[] = Array.from({ length: size }, (_, index) => {
    const item = seed.items[(index + number) % seed.items.length] as Enquiry;
    return { ...item, id: `${item.id}-${number}-${index}` };
  });
  const meta = { ...seed.meta, count: size, per_page: size, total: size * 2, total_pages: 2 };
  return { ...seed, items, meta: { ...meta, current_page: number } };
}

const noop = () => {};
type Kind = 'table' | 'plain';

/** The table of `kind`, inside the provider a partner's app mounted long before. */
function tree(
  kind: Kind,
  size: number,
  number: number,
  queryClient: ReturnType<typeof createUnistayQueryClient>,
  shown = true,
): ReactNode {
  const state = {
    page: number,
    perPage: size,
    status: undefined,
    setPage: noop,
    setPerPage: noop,
    setStatus: noop,
  };
  return (
    <UnistayProvider client={client} queryClient={queryClient}>
      {!shown ? null : kind === 'plain' ? (
        <PlainEnquiryTable page={pageOf(size, number)} onOpen={noop} />
      ) : (
        <EnquiryTable state={state} />
      )}
    </UnistayProvider>
  );
}

/**
 * `kind` with `size` rows mounted into a page whose provider is already there (and, for
 * `update`, its next page rendered over it): the ms of that commit.
 */
function measure(kind: Kind, size: number, what: 'mount' | 'update'): number {
  const queryClient = createUnistayQueryClient();
  for (const number of [1, 2]) {
    queryClient.setQueryData(
      enquiryKeys().list({ page: number, perPage: size }),
      pageOf(size, number),
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(tree(kind, size, 1, queryClient, what === 'update')));
  const next = tree(kind, size, what === 'update' ? 2 : 1, queryClient);
  // A collection now (the page is started with --expose-gc), not in the middle of the timed
  // commit: a pause that lands in one table's run or the other's is the noise of this figure.
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  flushSync(() => root.render(next));
  const elapsed = performance.now() - started;
  root.unmount();
  container.remove();
  return elapsed;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Every size and kind of change, both tables in turn after a warm-up: the medians, the ratio. */
function run({
  sizes,
  whats,
  warmUp,
  runs,
}: {
  sizes: number[];
  whats: ('mount' | 'update')[];
  warmUp: number;
  runs: number;
}) {
  const figures = [];
  for (const size of sizes) {
    for (const what of whats) {
      for (let turn = 0; turn < warmUp; turn++) {
        measure('table', size, what);
        measure('plain', size, what);
      }
      const table: number[] = [];
      const plain: number[] = [];
      for (let turn = 0; turn < runs; turn++) {
        table.push(measure('table', size, what));
        plain.push(measure('plain', size, what));
      }
      const [tableMs, plainMs] = [middle(table), middle(plain)];
      figures.push({ size, what, tableMs, plainMs, ratio: tableMs / plainMs });
    }
  }
  return figures;
}

Object.assign(window, { tableBench: { run, measure, ready: true } });
