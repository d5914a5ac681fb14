/**
 * EnquiryTable against a plain <table> written by hand that makes its very DOM, controls included
 * (bench/plainEnquiryTable.tsx; a test holds the two to the same HTML): mount time, production
 * React, median of 20 runs each, interleaved in one process so both see the same machine. Prints
 * the ratio.
 */
import { TABLE_RATIO } from '../scripts/gates.mjs';
import { median, RUNS, sandboxClient } from './dom.js';
import { PlainEnquiryTable } from './plainEnquiryTable.js';

const { createPartnerClient } = await import('@unistay/api-client');
const { UnistayProvider, createUnistayQueryClient } = await import('@unistay/react');
const { enquiryKeys } = await import('@unistay/react/queries');
const { EnquiryTable } = await import('@unistay/ui');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
type EnquiryPage = import('@unistay/api-client').EnquiryPage;
type Enquiry = EnquiryPage['items'][number];

/** A page of `size` enquiries, read from the sandbox through the real client. */
async function pageOf(size: number): Promise<EnquiryPage> {
  const { client } = await sandboxClient({ enquiryCounts: [size] });
  const page = await client.enquiries.list({ perPage: Math.min(size, 100) });
  // The sandbox caps a page at 100; a longer page is the same rows again under other ids.
  const items: Enquiry[] = Array.from({ length: size }, (_, index) => {
    const item = page.items[index % page.items.length] as Enquiry;
    return { ...item, id: `${item.id}-${index}` };
  });
  return {
    ...page,
    items,
    meta: { ...page.meta, count: size, per_page: size, total: size, total_pages: 1 },
  };
}

/** Mount time of one tree, committed synchronously, then unmounted. Setup is not timed. */
function mountTime(prepare: () => React.ReactNode): number {
  const element = prepare();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(element));
  const elapsed = performance.now() - started;
  flushSync(() => root.unmount());
  container.remove();
  return elapsed;
}

/** Both tables mounted in turn, `RUNS` times each after a warm-up: the medians and their ratio. */
export async function compare(size: number) {
  const page = await pageOf(size);
  const client = createPartnerClient({ baseUrl: 'https://sandbox.test' });
  const table = () => {
    const queryClient = createUnistayQueryClient();
    queryClient.setQueryData(enquiryKeys().list({ page: 1, perPage: size }), page);
    return (
      <UnistayProvider client={client} queryClient={queryClient}>
        <EnquiryTable state={fixedState(size)} />
      </UnistayProvider>
    );
  };
  const noop = () => {};
  const plain = () => <PlainEnquiryTable page={page} onOpen={noop} />;
  // Thirty mounts each before timing: after five, V8 was still optimising one table or the other,
  // and the ratio of one process to the next ran from 1.3 to 2.0; after thirty, 1.3 to 1.5.
  for (let warmUp = 0; warmUp < 30; warmUp++) {
    mountTime(table);
    mountTime(plain);
  }
  const tableTimes: number[] = [];
  const plainTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    tableTimes.push(mountTime(table));
    plainTimes.push(mountTime(plain));
  }
  const [tableMedian, plainMedian] = [median(tableTimes), median(plainTimes)];
  return { size, tableMedian, plainMedian, ratio: tableMedian / plainMedian };
}

function fixedState(perPage: number) {
  const noop = () => {};
  return { page: 1, perPage, status: undefined, setPage: noop, setPerPage: noop, setStatus: noop };
}

export async function benchEnquiryTable() {
  // The ratios of this one process, at 100 and 1,000 rows; the goal is judged on the median of
  // five fresh processes (scripts/bench.mjs), as the ratio varies from one process to the next.
  console.log(
    `EnquiryTable vs a plain <table>: mount, production React, median of ${RUNS} runs each, in this one process`,
  );
  const results = [];
  for (const size of [TABLE_RATIO.rows, 1000]) {
    const result = await compare(size);
    results.push(result);
    console.log(
      `  ${String(size).padStart(4)} rows: EnquiryTable ${result.tableMedian.toFixed(2)} ms, plain ${result.plainMedian.toFixed(2)} ms, ratio ${result.ratio.toFixed(2)}`,
    );
  }
  return results;
}
