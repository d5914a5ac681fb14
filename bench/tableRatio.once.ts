/**
 * EnquiryTable's ratio measured once, in this process: 100 rows (or `--rows`) mounted against a
 * plain <table> of the same rows, interleaved, median of 20 mounts each. Prints the figures as one line of JSON.
 * The variance of this ratio is between processes, not within one, so the test command's gate
 * (scripts/tableRatio.mjs) runs this in several fresh processes and takes their median.
 *
 *   NODE_ENV=production tsx --conditions=@unistay/source bench/tableRatio.once.ts [--rows <n>]
 */
import { TABLE_RATIO } from '../scripts/gates.mjs';
import './dom.js';

const { compare } = await import('./enquiryTable.bench.js');

const rowsAt = process.argv.indexOf('--rows');
const rows = rowsAt === -1 ? TABLE_RATIO.rows : Number(process.argv[rowsAt + 1]);
const { ratio, tableMedian, plainMedian } = await compare(rows);
console.log(JSON.stringify({ ratio, tableMedian, plainMedian }));
// Query caches keep garbage-collection timers for minutes; the result is printed, so stop here.
process.exit(0);
