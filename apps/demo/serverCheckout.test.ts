import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { passHumanCheck } from './demoHarness.ts';
import {
  bookedOnceCleared,
  CARDS,
  pay,
  reachCardFields,
  referenceOf,
  servePaymentJourneys,
} from './paymentJourneys.ts';

/**
 * The partner's server as the record of a student's checkout, where the browser cannot be: local
 * storage full, a computer shared by two students, a reload in the middle of the bank's question,
 * and the same visitor in a second browser. Each counted from the sandbox's own record of money.
 */

const { newBrowser, charges, bookings } = servePaymentJourneys();

/** Fills the site's local storage to its quota, as a partner's site that stores a lot may have. */
async function fillLocalStorage(page: Page) {
  const full = await page.evaluate(() => {
    let key = 0;
    // Ever smaller pieces, until not even one character more can be kept.
    for (let size = 1024 * 1024; size >= 1; size = Math.floor(size / 8)) {
      const piece = 'x'.repeat(size);
      try {
        for (;;) window.localStorage.setItem(`partner-cache-${key++}`, piece);
      } catch {
        // This size no longer fits: a smaller one may.
      }
    }
    try {
      window.localStorage.setItem('one-more', 'x');
      return false;
    } catch {
      return true;
    }
  });
  expect(full).toBe(true);
}

/** `locator` once shown; if it never comes, what the booking says instead, for the report. */
async function shown(page: Page, locator: ReturnType<Page['getByRole']>) {
  await locator.waitFor().catch(async (error: Error) => {
    const says = await page.locator('.demo-book').textContent({ timeout: 1_000 }).catch(String);
    throw new Error(`${error.message}\nThe booking says: ${says}`);
  });
}

const confirmed = (page: Page) => page.getByRole('heading', { name: 'Booking confirmed' });

describe("the partner's server keeps the checkout, whatever the browser keeps", () => {
  it('local storage full: two tabs at the card, paid in one then in the other, one charge, both booked with one reference', async () => {
    const { context, open } = await newBrowser();
    const first = await open();
    await fillLocalStorage(first.page);
    await reachCardFields(first.page);
    const second = await open();
    await reachCardFields(second.page);

    await pay(first.page);
    await shown(first.page, confirmed(first.page));
    // The second tab heard nothing (storage is full): the card it offers pays the same payment.
    await pay(second.page);
    await shown(second.page, confirmed(second.page));
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    expect(await referenceOf(second.page)).toBe(await referenceOf(first.page));
    await context.close();
  });

  it('a second student at the same computer, after a booking: a fresh checkout, told of the booking, and booking again only when asked', async () => {
    const { context, open } = await newBrowser();
    const first = await open();
    await reachCardFields(first.page);
    await pay(first.page);
    await shown(first.page, confirmed(first.page));
    const reference = await referenceOf(first.page);

    // The next student opens the same room: no confirmation of someone else's, a checkout to start.
    const next = await open();
    await next.page.getByRole('button', { name: 'Book Classic Ensuite here' }).waitFor();
    expect(await confirmed(next.page).count()).toBe(0);
    await reachCardFields(next.page, undefined, { humanCheck: false });
    const booking = next.page.locator('.demo-book');
    await passHumanCheck(booking);
    const alert = booking.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('This room was booked for these dates on this device a short time ago');
    await expect.poll(() => alert.textContent()).toContain(`${reference}`);
    expect(await next.page.getByLabel('Card number').count()).toBe(0);

    await alert.getByRole('button', { name: 'Book again for someone else' }).click();
    await next.page.getByLabel('Card number').waitFor();
    await pay(next.page);
    await shown(next.page, confirmed(next.page));
    expect(await referenceOf(next.page)).not.toBe(reference);
    expect(await charges()).toBe(2);
    expect(await bookings()).toBe(2);
    await context.close();
  });

  it("a reload during the bank's question in the page: the payment is offered again in the same tab, never said to be another tab's", async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    await pay(page, CARDS.asksBankInPage);
    await page.getByRole('dialog').filter({ hasText: 'bank' }).waitFor();
    await page.reload();

    await shown(page, page.getByLabel('Card number'));
    const said = await page.locator('.demo-book').textContent();
    expect(said).not.toContain('another tab');
    await pay(page);
    await shown(page, confirmed(page));
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('the same visitor in a second browser (its cookie copied): one payment between them', async () => {
    const { context, open } = await newBrowser();
    const first = await open();
    await reachCardFields(first.page);
    const elsewhere = await newBrowser();
    await elsewhere.context.addCookies(await context.cookies());
    const second = await elsewhere.open();
    await reachCardFields(second.page);

    await pay(first.page, CARDS.processing);
    await pay(second.page);
    // The second browser paid into the same payment, still processing: it books once it clears.
    await bookedOnceCleared(second.page);
    await bookedOnceCleared(first.page);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await elsewhere.context.close();
    await context.close();
  });

  it("a record a script wrote of a payment gone to the bank's page, which no tab left: the card is offered still, and one payment books", async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    // Said of a payment the card provider does not know, by a tab that never was, in another tab.
    const other = await open();
    await other.page.evaluate(() => {
      const key = 'unistay:checkout-payment:default:room_riverside_ensuite';
      const record = { tab: 'forged', state: 'paying', reference: 'pi_forged', at: Date.now() };
      localStorage.setItem(key, JSON.stringify({ ...record, leftForBank: true }));
    });
    await pay(page);
    await shown(page, confirmed(page));
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });
});
