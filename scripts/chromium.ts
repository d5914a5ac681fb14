import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Where the browser tests find Chromium: $CHROMIUM_PATH, else Debian's (Playwright cannot download
 * its own without network access), else undefined, which lets Playwright use its own.
 */
export function chromiumExecutablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
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

export const chromiumLaunchOptions = () => ({
  executablePath: chromiumExecutablePath(),
  args: CHROMIUM_ARGS,
});
