/**
 * The benchmarks, in one process so their figures share a machine's mood: EnquiryTable against a
 * plain table, typing in the forms, and the requests of paging through the table.
 *
 *   pnpm bench
 */
import './dom.js';

const { benchEnquiryTable } = await import('./enquiryTable.bench.js');
const { benchTyping } = await import('./typing.bench.js');
const { benchRequests } = await import('./requests.bench.js');

await benchEnquiryTable();
console.log('');
await benchTyping();
console.log('');
await benchRequests();

// Query caches keep garbage-collection timers for minutes; the figures are printed, so stop here.
process.exit(0);
