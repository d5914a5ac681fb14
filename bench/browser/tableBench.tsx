/**
 * EnquiryTable against its hand-written twin (bench/plainEnquiryTable.tsx), in a real browser:
 * built for production by bench/tableChromium.bench.ts and driven by it through
 * `window.tableBench`. Each call mounts or updates one table in a fresh root, under a provider
 * mounted before (as a partner's app has it), and returns the time of React's commit:
 * `performance.now()` around a synchronous render.
 */
import type { Enquiry, EnquiryPage } from '@unistay/api-client';
import { createPartnerClient, partnerCredentials } from '@unistay/api-client';
import { createUnistayQueryClient, UnistayProvider, useEnquiryTableState } from '@unistay/react';
import { enquiryKeys } from '@unistay/react/queries';
import { createSandbox } from '@unistay/sandbox';
import { EnquiryTable } from '@unistay/ui';
import { type ReactNode, useState } from 'react';
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

/**
 * Page `number` of `size` enquiries: the sandbox's hundred again under other ids, as needed; with
 * `status`, every one of them in it.
 */
function pageOf(size: number, number: number, status?: Enquiry['status']): EnquiryPage {
  const items: Enquiry[] = Array.from({ length: size }, (_, index) => {
    const item = seed.items[(index + number) % seed.items.length] as Enquiry;
    return { ...item, id: `${item.id}-${number}-${index}`, status: status ?? item.status };
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

/** The statuses the filter is changed between: every status, and pending only. */
const FILTERS = [undefined, 'pending'] as const;
/** Page sizes on offer: the table's own, and 1,000 for the larger run. */
const offered = (size: number) => (size > 100 ? [10, 25, 50, 100, size] : [10, 25, 50, 100]);

/** Both pages of both filters, made once for a size, so both tables are given the same objects. */
function pagesOf(size: number) {
  const pages = new Map<string, EnquiryPage>();
  for (const status of FILTERS) {
    for (const number of [1, 2]) pages.set(`${status}/${number}`, pageOf(size, number, status));
  }
  return pages;
}

/** EnquiryTable keeping its own state, as a partner mounts it, every page it can show cached. */
function StatefulTable({ size }: { size: number }) {
  const state = useEnquiryTableState({ perPage: size }, { pageSizes: offered(size) });
  return <EnquiryTable state={state} pageSizes={offered(size)} />;
}

/** The twin, with the state a partner would write: a page and a status, and the data in hand. */
function StatefulPlain({ pages }: { pages: Map<string, EnquiryPage> }) {
  const [number, setNumber] = useState(1);
  const [status, setStatus] = useState('');
  return (
    <PlainEnquiryTable
      page={pages.get(`${status || undefined}/${number}`) as EnquiryPage}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setNumber(1);
      }}
      onPageChange={setNumber}
      onOpen={noop}
    />
  );
}

/** The ms from `act` (in a frame's start) to the end of the frame that shows what it changed. */
function toNextPaint(act: () => void): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const started = performance.now();
      act();
      // A task posted now runs once this frame's rendering (style, layout, paint) is done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - started);
      channel.port2.postMessage(null);
    }),
  );
}

/**
 * `kind` with `size` rows, mounted once; then the page changed (next, previous, ...) or the status
 * filter (pending, every status, ...) `warmUp + runs` times, each to a page already cached: the
 * median ms from the click or choice to the next paint.
 */
async function interact(
  kind: Kind,
  size: number,
  what: 'page' | 'filter',
  warmUp: number,
  runs: number,
): Promise<number> {
  const pages = pagesOf(size);
  const queryClient = createUnistayQueryClient();
  for (const status of FILTERS) {
    for (const number of [1, 2]) {
      queryClient.setQueryData(
        enquiryKeys().list({ page: number, perPage: size, ...(status ? { status } : {}) }),
        pages.get(`${status}/${number}`),
      );
    }
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <UnistayProvider client={client} queryClient={queryClient}>
        {kind === 'plain' ? <StatefulPlain pages={pages} /> : <StatefulTable size={size} />}
      </UnistayProvider>,
    ),
  );
  const times: number[] = [];
  for (let turn = 0; turn < warmUp + runs; turn++) {
    (globalThis as { gc?: () => void }).gc?.();
    const act =
      what === 'page'
        ? () =>
            container
              .querySelector<HTMLButtonElement>(
                `[data-direction="${turn % 2 ? 'previous' : 'next'}"]`,
              )
              ?.click()
        : () => {
            const select = container.querySelector('select') as HTMLSelectElement;
            select.value = turn % 2 ? '' : 'pending';
            select.dispatchEvent(new Event('change', { bubbles: true }));
          };
    const elapsed = await toNextPaint(act);
    if (turn >= warmUp) times.push(elapsed);
  }
  const shown = container.querySelectorAll('tbody tr').length;
  root.unmount();
  container.remove();
  if (shown !== size) throw new Error(`${kind} showed ${shown} rows, not ${size}`);
  return middle(times);
}

/** Both tables in turn, each change of each size: the medians, the ratio. */
async function runInteractions({
  sizes,
  warmUp,
  runs,
}: {
  sizes: number[];
  warmUp: number;
  runs: number;
}) {
  const figures = [];
  for (const size of sizes) {
    for (const what of ['page', 'filter'] as const) {
      const plainMs = await interact('plain', size, what, warmUp, runs);
      const tableMs = await interact('table', size, what, warmUp, runs);
      figures.push({ size, what, tableMs, plainMs, ratio: tableMs / plainMs });
    }
  }
  return figures;
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

Object.assign(window, { tableBench: { run, runInteractions, measure, ready: true } });
