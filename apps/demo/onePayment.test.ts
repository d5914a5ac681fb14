import fr from '@unistay/ui/locales/fr';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchProblems } from '../../test/pageProblems.ts';
import { answerClassicEnsuite, appShown, closeDemo, serveBuiltDemo } from './demoHarness.ts';

/**
 * One payment per room, whatever the browser around the checkout does: a duplicated tab, a second
 * tab, a language switch or a reload while paying, a payment still processing. Each test plays
 * what a student did, then counts the payments from the sandbox's own record, never from what a
 * page believes.
 */

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl, browser } = await serveBuiltDemo());
}, 90_000);

afterAll(() => closeDemo(browser));

beforeEach(async () => {
  await fetch(`${baseUrl}__sandbox/reset`, { method: 'POST' });
});

const ROOM_PAGE = 'rooms/room_riverside_ensuite';
const CARDS = { succeeds: '4242 4242 4242 4242', processing: '4000 0000 0000 0077' };

/** Payments that took money or will (a processing one), by the sandbox's own record. */
async function charges() {
  const { payments } = (await (await fetch(`${baseUrl}__sandbox/payments`)).json()) as {
    payments: { charges: number; status: string }[];
  };
  return payments.filter((payment) => payment.charges > 0 || payment.status === 'processing')
    .length;
}

const bookings = async () =>
  ((await (await fetch(`${baseUrl}__sandbox/events`)).json()).events as { type: string }[]).filter(
    (event) => event.type === 'contract.added',
  ).length;

const addFault = (fault: Record<string, unknown>) =>
  fetch(`${baseUrl}__sandbox/faults`, { method: 'POST', body: JSON.stringify(fault) });

/** One browser: its tabs share local storage and locks, each has its own session storage. */
async function newBrowser() {
  const context = await browser.newContext({ locale: 'en-GB' });
  return { context, open: (path = ROOM_PAGE) => openTab(context, path) };
}

async function openTab(context: BrowserContext, path: string, sessionStorage?: string) {
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
  await page.goto(`${baseUrl}${path}`);
  await appShown(page);
  return { page, problems };
}

/** Duplicates `page` as the browser's "Duplicate tab" does. */
async function duplicate(page: Page) {
  const storage = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
  return openTab(page.context(), new URL(page.url()).pathname.slice(1), storage);
}

/** On the Classic Ensuite's page: every step answered for `period`, in full, up to the card. */
async function reachCardFields(page: Page, period = /^11 September 2027/) {
  await page.getByRole('button', { name: 'Book Classic Ensuite here' }).click();
  // The room's page has an enquiry form too: its fields are the booking's namesakes.
  await answerClassicEnsuite(page, {
    period,
    instalments: false,
    within: page.locator('.demo-book'),
  });
  await page.getByLabel('Card number').waitFor();
}

async function pay(page: Page, card = CARDS.succeeds) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay and book' }).click();
}

const referenceOf = async (page: Page) =>
  (await page.getByText(/Your booking reference is/).textContent())?.match(/BK-\w+/)?.[0];

describe('one payment per room, whatever the browser does', () => {
  it('a duplicated tab, after the first paid: no card fields, and booked with the same reference', async () => {
    const { context, open } = await newBrowser();
    const first = await open();
    await reachCardFields(first.page);
    const copy = await duplicate(first.page);
    await copy.page.getByLabel('Card number').waitFor();

    await first.page.bringToFront();
    await pay(first.page);
    await first.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

    await copy.page.bringToFront();
    await copy.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await copy.page.getByLabel('Card number').count()).toBe(0);
    expect(await referenceOf(copy.page)).toBe(await referenceOf(first.page));
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    // The copy holds the same paid session and completes it too, so a booking is made even if the
    // first tab closes between paying and booking: the API answers that one "already completed"
    // with a 400, which the browser logs.
    const replayed = (problem: string) => problem.includes('400 (Bad Request)');
    expect(first.problems).toEqual([]);
    expect(copy.problems.filter((problem) => !replayed(problem))).toEqual([]);
    await context.close();
  });

  it('a duplicated tab that changes the period after the first paid is never offered a card', async () => {
    const { context, open } = await newBrowser();
    const first = await open();
    await reachCardFields(first.page);
    const copy = await duplicate(first.page);
    await pay(first.page);
    await first.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

    // Whatever the copy still shows, the student tries another period there.
    const change = copy.page.getByRole('button', { name: 'Change your stay' });
    if (await change.isVisible()) {
      await change.click();
      await copy.page.getByLabel(/^4 September 2027/).check();
      await copy.page.getByRole('button', { name: 'Continue' }).click();
    }
    await copy.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await copy.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    await context.close();
  });

  it('two tabs on one room, each with its own session: once one pays, the other says so, then shows the booking', async () => {
    const { context, open } = await newBrowser();
    const first = await open();
    await reachCardFields(first.page);
    const second = await open();
    await reachCardFields(second.page, /^4 September 2027/);

    // The first is slow to confirm: the second hears of the payment while it is made.
    await addFault({ route: 'payment_intents.confirm', latencyMs: 2_000, times: 1 });
    await pay(first.page);
    await expect
      .poll(() => second.page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('was started in another tab or window'));
    expect(await second.page.getByLabel('Card number').count()).toBe(0);
    await second.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('a language switch while "Paying…" keeps the wizard, its step and the payment: one booking, in French', async () => {
    const { context, open } = await newBrowser();
    const { page, problems } = await open();
    await reachCardFields(page);
    await addFault({ route: 'payment_intents.confirm', latencyMs: 2_000, times: 1 });
    await pay(page);
    await page.getByRole('status').filter({ hasText: 'Paying…' }).waitFor();
    await page.getByLabel('Language').selectOption('fr');

    await page.getByRole('heading', { name: fr.messages.stepConfirmed }).waitFor();
    expect(await page.getByRole('button', { name: /ici$/ }).count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a payment still processing, then a reload: the checkout opens by itself, offers no card and no hosted checkout, and books once it clears', async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    await pay(page, CARDS.processing);
    await page.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();

    await page.reload();
    await appShown(page);
    // No click on "Book … here": the checkout resumes by itself.
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    expect(await page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);
    await page.getByText('You have already started paying for this room below').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await expect
      .poll(async () => {
        const check = page.getByRole('button', { name: 'Check again' });
        if (await check.isVisible()) await check.click();
        return page.getByRole('heading', { name: 'Booking confirmed' }).count();
      })
      .toBe(1);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('a payment processing in one tab, the room opened in a new one: nothing to pay with there', async () => {
    const { context, open } = await newBrowser();
    const first = await open();
    await reachCardFields(first.page);
    await pay(first.page, CARDS.processing);
    await first.page.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();

    const fresh = await open();
    await fresh.page.getByText('You have already started paying for this room below').waitFor();
    expect(await fresh.page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);
    await fresh.page
      .getByRole('alert')
      .filter({ hasText: 'was started in another tab or window' })
      .waitFor();
    expect(await fresh.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    await context.close();
  });
});
