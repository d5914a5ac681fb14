import { buildDemo } from './demoHarness.ts';

/**
 * Builds the demo once for every journey file, before any starts: a build empties `dist` first, so
 * a file building while another served would pull that one's pages away.
 */
export default function setup() {
  buildDemo();
}
