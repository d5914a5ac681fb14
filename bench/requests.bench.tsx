/**
 * Requests EnquiryTable sends to the sandbox as a member of staff pages through the list: one per
 * page not seen yet (the next one prefetched), none on going back.
 */
import { sandboxClient } from './dom.js';

const { UnistayProvider, createUnistayQueryClient } = await import('@unistay/react');
const { EnquiryTable } = await import('@unistay/ui');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');

async function until(check: () => boolean, what: string) {
  for (let waited = 0; waited < 5000; waited += 10) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export async function benchRequests() {
  const { client, requests } = await sandboxClient();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const queryClient = createUnistayQueryClient();
  // The table is idle (no skeletons, no refresh) and no request, prefetches included, is in flight.
  const settled = () =>
    container.querySelector('[data-state="idle"]') !== null && queryClient.isFetching() === 0;
  const click = (label: string) => {
    const button = [...container.querySelectorAll('button')].find(
      (each) => each.textContent === label,
    );
    if (!button) throw new Error(`No "${label}" button`);
    button.click();
  };
  const steps: { action: string; requests: string[] }[] = [];
  let seen = 0;
  const record = async (action: string) => {
    await until(settled, `the requests after "${action}"`);
    steps.push({ action, requests: requests.slice(seen) });
    seen = requests.length;
  };

  flushSync(() =>
    root.render(
      <UnistayProvider client={client} queryClient={queryClient}>
        <EnquiryTable />
      </UnistayProvider>,
    ),
  );
  await until(
    () => container.querySelector('[aria-current="page"]')?.textContent === '1',
    'page 1',
  );
  await record('open the table (page 1)');
  for (const [label, page] of [
    ['Next page', 2],
    ['Next page', 3],
    ['Previous page', 2],
    ['Previous page', 1],
  ] as const) {
    click(label);
    await until(
      () => container.querySelector('[aria-current="page"]')?.textContent === String(page),
      `page ${page}`,
    );
    await record(`${label.toLowerCase()} (page ${page})`);
  }
  flushSync(() => root.unmount());
  container.remove();

  console.log('Requests as staff page through the 57 enquiries of the sandbox, 10 a page');
  for (const step of steps) {
    const list = step.requests.map((line) => line.replace('GET /api/enquiries', '')).join(', ');
    console.log(
      `  ${step.action.padEnd(28)}: ${step.requests.length} request(s)${list ? ` ${list}` : ''}`,
    );
  }
  return steps;
}
