import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { builtThisRun } from '../../scripts/prebuilt.mjs';
import type { Findable } from '../../test/engines/page.ts';
import { fillDate } from '../../test/fillDate.ts';
import { watchProblems } from '../../test/pageProblems.ts';

/**
 * What the demo's browser journeys share: its build and servers, a page that records what went
 * wrong, and the students who book.
 */

const root = fileURLToPath(new URL('.', import.meta.url));
const servers: ChildProcess[] = [];

/** Builds the demo for production, as `vite preview` serves it. */
export function buildDemo() {
  // Built already by this run of the test command (its Lighthouse step), as here: served as it is.
  if (builtThisRun('demo')) return;
  // NODE_ENV is 'test' in here; a build that inherited it would ship development React.
  const built = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (built.status !== 0)
    throw new Error(`The demo did not build:\n${built.stdout}${built.stderr}`);
}

/** Runs the demo's Vite with `args` on a free port, and waits for its address. */
export function startVite(args: string[], env: Record<string, string> = {}): Promise<string> {
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', ...args, '--port', '0'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', ...env },
    },
  );
  servers.push(server);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const address = /Local:\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (address) resolve(address);
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => reject(new Error(`Vite exited (${code}):\n${output}`)));
  });
}

/** Stops every server `startVite` started. */
export function stopServers() {
  for (const server of servers) server.kill();
}

/**
 * The demo built for production (by the journeys' setup: apps/demo/journeysSetup.ts), served by
 * `vite preview` with its Content-Security-Policy, and the Chromium that drives it.
 */
export async function serveBuiltDemo() {
  const baseUrl = await startVite(['preview']);
  const browser = await chromium.launch(chromiumLaunchOptions());
  return { baseUrl, browser };
}

/**
 * A journey file's demo: its production build served before the file's tests (`served` is given
 * its address and browser), its sandbox reset before each test, everything closed after them.
 */
export function serveBuiltDemoForFile(
  served: (demo: { baseUrl: string; browser: Browser }) => void,
) {
  let demo: { baseUrl: string; browser: Browser } | undefined;
  beforeAll(async () => {
    demo = await serveBuiltDemo();
    served(demo);
  }, 90_000);
  afterAll(() => closeDemo(demo?.browser));
  beforeEach(async () => {
    await fetch(`${demo?.baseUrl}__sandbox/reset`, { method: 'POST' });
  });
}

/** Closes what `serveBuiltDemo` opened, and every server `startVite` started. */
export async function closeDemo(browser: Browser | undefined) {
  await browser?.close();
  stopServers();
}

/** A page that collects console errors and uncaught exceptions, to assert there were none. */
export async function openDemoPage(browser: Browser, url: string) {
  // Pages get a context of their own: cookies and storage do not carry from one test to the next.
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  const problems = await watchProblems(page);
  await page.goto(url);
  await appShown(page);
  return { page, problems };
}

/** A push to Google Tag Manager's `dataLayer`, as the demo's analytics makes it. */
export interface DataLayerPush {
  event?: string;
  ecommerce?: Record<string, unknown> | null;
}

/**
 * Hears every push to the `dataLayer` of every page of `context`, through reloads and new tabs,
 * and with `allowMeasurement`, answers the demo's question first, as a student who allowed it on
 * an earlier visit.
 */
export async function recordDataLayer(
  context: BrowserContext,
  { allowMeasurement = false } = {},
): Promise<DataLayerPush[]> {
  const pushed: DataLayerPush[] = [];
  await context.exposeBinding('recordDataLayer', (_source, entry: DataLayerPush) => {
    pushed.push(entry);
  });
  await context.addInitScript((allowed) => {
    const page = window as unknown as { dataLayer: object[]; recordDataLayer(entry: object): void };
    if (allowed) window.localStorage.setItem('unistay-demo:measurement', 'granted');
    const layer: object[] = [];
    layer.push = (...entries: object[]) => {
      for (const entry of entries) void page.recordDataLayer(JSON.parse(JSON.stringify(entry)));
      return Array.prototype.push.apply(layer, entries);
    };
    page.dataLayer = layer;
  }, allowMeasurement);
  return pushed;
}

/**
 * The app's first render is a transition, which may end after the page's load event. Waited for
 * up to 30 s: a new tab's first load took more than the default 10 s on a machine building beside
 * the long run (journey 151 of seed 986698089), and a slow machine is no failure of the app's.
 */
export async function appShown(page: Page) {
  await page.locator('#main').waitFor({ timeout: 30_000 });
}

/** A person as the wizard's details steps ask for them. */
export interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  line1: string;
  city: string;
  postcode: string;
  country: string;
}
export const AMARA: Person = {
  first: 'Amara',
  last: 'Okafor',
  email: 'amara@example.com',
  phone: '+44 7700 900123',
  dateOfBirth: '2004-03-27',
  line1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'gb',
};
export const FINN: Person = {
  first: 'Finn',
  last: 'Murphy',
  email: 'finn@example.com',
  phone: '+353 85 123 4567',
  dateOfBirth: '2003-06-14',
  line1: '4 Quay Street',
  city: 'Galway',
  postcode: 'H91 X2YZ',
  country: 'ie',
};

/** Fills a person's details on `page`, or in the part of it (a form) given. */
export async function fillPerson(page: Pick<Findable, 'getByLabel'>, person: Person) {
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phone);
  await fillDate(page, person.dateOfBirth);
  await page.getByLabel('Address line 1').fill(person.line1);
  await page.getByLabel('Town or city').fill(person.city);
  await page.getByLabel('Postcode', { exact: true }).fill(person.postcode);
  await page.getByLabel('Country', { exact: true }).selectOption(person.country);
}

/**
 * Ticks the sandbox's human check, as the proxy in front of the sandbox asks for one. A click, not
 * `check()`: in the checkout the widget goes once it has given its token.
 */
export const passHumanCheck = (page: Pick<Findable, 'getByRole'>) =>
  page.getByRole('checkbox', { name: 'I am a person' }).click();

/** The sandbox's hosted checkout page, where a hosted checkout's button leads. */
export const HOSTED_CHECKOUT_PAGE = /\/__sandbox\/checkout\/cs_sandbox_/;

/**
 * Leaves for the hosted checkout by its button, as a student would: the first press draws the human
 * check where the proxy asks for one, and the next goes once it is passed. The first press goes at
 * once where the proxy still trusts this browser (a check passed in another tab) and the page does
 * not yet know its server asks for the check (its settings still loading).
 */
export async function leaveForHostedCheckout(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.click();
  const check = page.locator('.demo-hosted').getByRole('checkbox', { name: 'I am a person' });
  await Promise.race([
    check.waitFor().catch(() => {}),
    page.waitForURL(HOSTED_CHECKOUT_PAGE).catch(() => {}),
  ]);
  if (!HOSTED_CHECKOUT_PAGE.test(page.url())) {
    await check.click();
    await button.click();
  }
  await page.waitForURL(HOSTED_CHECKOUT_PAGE);
}

/**
 * Opens the custom checkout for the Twin Room from the list and answers every step, paying in full;
 * on the sandbox, passes the human check its proxy asks for.
 */
export async function answerTwinRoomInFull(page: Findable, { onSandbox = true } = {}) {
  await page.getByRole('button', { name: 'Book Twin Room' }).click();
  await page.getByRole('button', { name: 'Book Twin Room here' }).click();
  await page.getByLabel('Pay in full').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'About you' }).waitFor();
  await fillPerson(page, FINN);
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Nationality').selectOption('ie');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Emergency contact' }).waitFor();
  await fillPerson(page, FINN);
  await page.getByLabel('Relationship').fill('Brother');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Your course' }).waitFor();
  await page.getByLabel('University').fill('University of Edinburgh');
  await page.getByLabel('Year of study').selectOption('Postgraduate - Masters');
  await page.getByLabel('Course title').fill('Marine Biology');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
  if (onSandbox) await passHumanCheck(page);
}

/**
 * In the Classic Ensuite's wizard, opened already, Amara answers every step for `period` up to the
 * review, and passes the human check (unless `humanCheck` is false). In instalments (a UK room) she
 * names a guarantor, paying in full an emergency contact. `within`: the part of the page the wizard
 * is in.
 */
export async function answerClassicEnsuite(
  page: Findable,
  {
    period = /^4 September 2027/,
    instalments = true,
    within = page,
    humanCheck = true,
  }: {
    period?: RegExp;
    instalments?: boolean;
    within?: Findable;
    humanCheck?: boolean;
  },
) {
  await within.getByLabel(period).check();
  if (instalments) {
    await within.getByLabel('Pay in instalments').check();
    await within.getByLabel('Yes').check();
  } else {
    await within.getByLabel('Pay in full').check();
  }
  await within.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'About you' }).waitFor();
  await fillPerson(within, AMARA);
  await within.getByLabel('Gender').selectOption('female');
  await within.getByLabel('Nationality').selectOption('ng');
  await within.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('heading', { name: instalments ? 'Guarantor' : 'Emergency contact' })
    .waitFor();
  await within.getByLabel('Relationship').fill('Mother');
  await fillPerson(within, { ...AMARA, first: 'Ngozi', email: 'ngozi@example.com' });
  await within.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Your course' }).waitFor();
  await within.getByLabel('University').fill('University of Leeds');
  await within.getByLabel('Year of study').selectOption('Foundation');
  await within.getByLabel('Course title').fill('Law');
  await within.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
  if (humanCheck) await passHumanCheck(within);
}
