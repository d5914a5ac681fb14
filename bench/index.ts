/**
 * The benchmarks that run in one process, so their figures share a machine's mood: EnquiryTable
 * against a plain table, typing in the forms, and the requests of paging through the table. With
 * `--json <file>`, their figures are written there too (scripts/bench.mjs reads them).
 *
 *   NODE_ENV=production tsx --conditions=@unistay/source bench/index.ts [--json <file>]
 *
 * `pnpm bench` runs these, then the gated figures' goals and the proxy's benchmark.
 */
import { writeFileSync } from 'node:fs';
import './dom.js';

const { benchEnquiryTable } = await import('./enquiryTable.bench.js');
const { benchTyping } = await import('./typing.bench.js');
const { benchRequests } = await import('./requests.bench.js');

const table = await benchEnquiryTable();
console.log('');
const typing = await benchTyping();
console.log('');
const requests = await benchRequests();

const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1) {
  writeFileSync(process.argv[jsonAt + 1] as string, JSON.stringify({ table, typing, requests }));
}
// Query caches keep garbage-collection timers for minutes; the figures are printed, so stop here.
process.exit(0);
