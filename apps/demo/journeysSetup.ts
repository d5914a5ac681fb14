import { buildDemo } from './demoHarness.ts';

/**
 * Builds the demo once for every journey file, before any starts. The files run two at a time, and
 * a build empties `dist` first: one file building while another serves would pull its pages away.
 */
export default function setup() {
  buildDemo();
}
