import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { watchProblems } from '../../test/pageProblems.ts';
import { answerClassicEnsuite, appShown, closeDemo, serveBuiltDemo } from './demoHarness.ts';

/**
 * What the demo's payment journeys share: the built demo on a fresh sandbox for each test, the
 * browsers a student uses (tabs that share local storage and locks, each with its own session
 * storage), the steps to the card, and the sandbox's own count of money moved.
 */

export const ROOM_PAGE = 'rooms/room_riverside_ensuite';
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  processing: '4000 0000 0000 0077',
  asksBankInPage: '4000 0025 0000 3155',
  redirectsToBank: '4000 0000 0000 3220',
} as const;

/** Serves the built demo for the file's tests, with a fresh sandbox before each. */
export function servePaymentJourneys() {
  let browser: Browser;
  let baseUrl = '';
  beforeAll(async () => {
    ({ baseUrl, browser } = await serveBuiltDemo());
  }, 90_000);
  afterAll(() => closeDemo(browser));
  beforeEach(async () => {
    await fetch(`${baseUrl}__sandbox/reset`, { method: 'POST' });
  });
  const sandbox = async (path: string) => (await fetch(`${baseUrl}__sandbox/${path}`)).json();

  return {
    get baseUrl() {
      return baseUrl;
    },
    /** One browser: its tabs share local storage and locks, each has its own session storage. */
    async newBrowser() {
      const context = await browser.newContext({ locale: 'en-GB' });
      return { context, open: (path = ROOM_PAGE) => openTab(context, `${baseUrl}${path}`) };
    },
    /** Payments that took money or will (a processing one), by the sandbox's own record. */
    async charges() {
      const { payments } = (await sandbox('payments')) as {
        payments: { charges: number; status: string }[];
      };
      return payments.filter((payment) => payment.charges > 0 || payment.status === 'processing')
        .length;
    },
    /** Bookings made, by the sandbox's own events. */
    async bookings() {
      const { events } = (await sandbox('events')) as { events: { type: string }[] };
      return events.filter((event) => event.type === 'contract.added').length;
    },
    /**
     * The session storage of a tab whose student answered the Classic Ensuite's checkout for
     * `period`, in full, up to the review, and stopped before the human check: what the checkout
     * keeps through a reload. Answered once in a browser of its own, it starts a tab on the review
     * as a reload would (`openTab(context, url, answers)`) without typing every step again.
     */
    async keptAnswers(period = /^11 September 2027/) {
      const context = await browser.newContext({ locale: 'en-GB' });
      try {
        const { page } = await openTab(context, `${baseUrl}${ROOM_PAGE}`);
        await reachCardFields(page, period, { humanCheck: false });
        return await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
      } finally {
        await context.close();
      }
    },
    addFault: (fault: Record<string, unknown>) =>
      fetch(`${baseUrl}__sandbox/faults`, { method: 'POST', body: JSON.stringify(fault) }),
  };
}

/** A new tab at `url`, recording what went wrong; with `sessionStorage`, a duplicated tab. */
export async function openTab(context: BrowserContext, url: string, sessionStorage?: string) {
  const page = await context.newPage();
  const problems = await watchProblems(page);
  if (sessionStorage) {
    // A duplicated tab: the browser copies the tab's session storage into the new one, once.
    await page.addInitScript((copied) => {
      if (window.sessionStorage.getItem('copied-from-tab')) return;
      for (const [key, value] of JSON.parse(copied) as [string, string][]) {
        window.sessionStorage.setItem(key, value);
      }
      window.sessionStorage.setItem('copied-from-tab', 'yes');
    }, sessionStorage);
  }
  await page.goto(url);
  // The bank's and the provider's pages are not the app's.
  if (!new URL(page.url()).pathname.startsWith('/__sandbox/')) await appShown(page);
  return { page, problems };
}

/**
 * Duplicates `page` as the browser's "Duplicate tab" does: into its own browser, or `into` another
 * (whose tabs share no storage with it: a duplicate that has not heard the others yet; it holds
 * the same cookies, as a copy does).
 */
export async function duplicate(page: Page, into = page.context()) {
  const storage = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
  // A tab's copy holds the same cookies (the proxy's visitor among them), whatever it has heard.
  if (into !== page.context()) await into.addCookies(await page.context().cookies());
  return openTab(into, page.url(), storage);
}

/**
 * On the Classic Ensuite's page: every step answered for `period`, in full, up to the card.
 * `opened`: the checkout is open already, on its first step. `humanCheck: false` stops on the
 * review, before the human check and the card.
 */
export async function reachCardFields(
  page: Page,
  period = /^11 September 2027/,
  { opened = false, humanCheck = true }: { opened?: boolean; humanCheck?: boolean } = {},
) {
  if (!opened) await page.getByRole('button', { name: 'Book Classic Ensuite here' }).click();
  const booking = page.locator('.demo-book');
  // The room's page has an enquiry form too: its fields are the booking's namesakes.
  await answerClassicEnsuite(page, {
    period,
    instalments: false,
    within: booking,
    humanCheck,
  }).catch(async (error: Error) => {
    // What the booking says instead, for the failure's report.
    const says = await booking.textContent({ timeout: 1_000 }).catch(() => '(no booking)');
    throw new Error(`${error.message}\nThe booking says: ${says}`);
  });
  if (humanCheck) await page.getByLabel('Card number').waitFor();
}

export async function pay(page: Page, card: string = CARDS.succeeds) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay and book' }).click();
}

/** The booking's reference as the confirmation shows it. */
export const referenceOf = async (page: Page) =>
  (await page.getByText(/Your booking reference is/).textContent())?.match(/BK-\w+/)?.[0];

/** A processing payment, waited out as a student would: "Check again" until the booking shows. */
export async function bookedOnceCleared(page: Page) {
  await expect
    .poll(async () => {
      const check = page.getByRole('button', { name: 'Check again' });
      if (await check.isVisible()) await check.click();
      return page.getByRole('heading', { name: 'Booking confirmed' }).count();
    })
    .toBe(1);
}
