import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same Blink and
 * V8 as the browser, without its windowing, as Playwright drives Chromium headless by default. The
 * browser tests take about a third less CPU in it than in the full browser (measured on the demo's
 * payment journeys: 33 s against 49 s), which on two cores is time off every run.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Where the full browser is: $CHROMIUM_PATH, else Debian's (Playwright cannot download its own
 * without network access), else undefined, which lets Playwright use its own. What a student's
 * Chromium draws and times, for Lighthouse and the benchmarks.
 */
export function chromiumExecutablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Where the browser tests find Chromium: $CHROMIUM_PATH, else Debian's headless shell, else the full browser. */
export function testChromiumExecutablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumExecutablePath();
}

/** Flags for a headless Chromium in a container: as root, with no GPU and no background network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How the browser tests launch Chromium; `{ full: true }`, the full browser, for measurements. */
export const chromiumLaunchOptions = ({ full = false } = {}) => ({
  executablePath: full ? chromiumExecutablePath() : testChromiumExecutablePath(),
  args: CHROMIUM_ARGS,
});
