import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { openDemoPage, serveBuiltDemoForFile } from './demoHarness.ts';

/**
 * The demo's journeys by keyboard alone, on its production build: a file of their own beside
 * demo.test.ts, so the browser journeys' two lanes end close together.
 */

let browser: Browser;
/** The production build, served by `vite preview` with the demo's Content-Security-Policy. */
let baseUrl: string;

serveBuiltDemoForFile((demo) => {
  ({ baseUrl, browser } = demo);
});

/** A page that collects console errors and uncaught exceptions, to assert there were none. */
const openPage = (path: string, origin = baseUrl) => openDemoPage(browser, `${origin}${path}`);
function keyboardOf(page: Page) {
  async function tabTo(target: Locator, limit = 150) {
    for (let press = 0; press < limit; press++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target}`);
  }
  async function press(target: Locator, key = 'Enter') {
    await tabTo(target);
    await page.keyboard.press(key);
  }
  async function typeInto(label: string, value: string) {
    await tabTo(page.getByLabel(label, { exact: true }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
  async function choose(label: string, option: string) {
    const select = page.getByLabel(label, { exact: true });
    await tabTo(select);
    // A closed select picks the option whose text is typed, as a keyboard user would.
    await page.keyboard.type(option);
    await expect
      .poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text))
      .toBe(option);
  }
  /** Waits for a step's heading, saying what the page says if it never comes; then runs axe. */
  async function arrive(name: string, { axe = false } = {}) {
    await page
      .getByRole('heading', { name })
      .waitFor({ timeout: 10_000 })
      .catch(async () => {
        const said = await page.getByRole('alert').allTextContents();
        throw new Error(`"${name}" did not come; the page says: ${said.join(' | ') || 'nothing'}`);
      });
    if (axe) {
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${name} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
      ).toEqual([]);
    }
  }
  return { tabTo, press, typeInto, choose, arrive };
}

/** By keyboard: a UK room, instalments, a guarantor, every step answered, up to the review. */
async function answerWizardByKeyboard(page: Page, { axe = false } = {}) {
  const keys = keyboardOf(page);
  await keys.press(page.getByRole('button', { name: 'Book Classic Ensuite' }));
  await keys.press(page.getByRole('button', { name: 'Book Classic Ensuite here' }));
  await keys.arrive('Your stay', { axe });
  await keys.press(page.getByLabel(/^4 September 2027/), 'Space');
  await keys.press(page.getByLabel('Pay in full'), 'ArrowDown');
  await keys.press(page.getByLabel('Yes'), 'Space');
  await keys.press(page.getByRole('button', { name: 'Continue' }));
  const person = async (first: string) => {
    await keys.typeInto('First name', first);
    await keys.typeInto('Last name', 'Okafor');
    await keys.typeInto('Email', `${first.toLowerCase()}@example.com`);
    await keys.typeInto('Phone number', '+44 7700 900123');
    await keys.typeInto('Day', '27');
    await keys.typeInto('Month', '3');
    await keys.typeInto('Year', '2004');
    await keys.typeInto('Address line 1', '1 High Street');
    await keys.typeInto('Town or city', 'Leeds');
    await keys.typeInto('Postcode', 'LS1 1AA');
    await keys.choose('Country', 'United Kingdom');
  };
  await keys.arrive('About you', { axe });
  await person('Amara');
  await keys.choose('Gender', 'Female');
  await keys.choose('Nationality', 'Nigeria');
  await keys.press(page.getByRole('button', { name: 'Continue' }));
  await keys.arrive('Guarantor', { axe });
  await keys.typeInto('Relationship', 'Mother');
  await person('Ngozi');
  await keys.press(page.getByRole('button', { name: 'Continue' }));
  await keys.arrive('Your course', { axe });
  await keys.typeInto('University', 'University of Leeds');
  await keys.choose('Year of study', 'Undergraduate – First year');
  await keys.typeInto('Course title', 'Law');
  await keys.press(page.getByRole('button', { name: 'Continue' }));
  await keys.arrive('Check your answers', { axe });
  await keys.press(page.getByRole('checkbox', { name: 'I am a person' }), 'Space');
  return keys;
}

const bookingEventCount = async () =>
  ((await (await fetch(`${baseUrl}__sandbox/events`)).json()).events as { type: string }[]).filter(
    (event) => event.type === 'contract.added',
  ).length;

describe('every journey by keyboard alone', () => {
  it('books a UK room in instalments with a guarantor, with axe clean on every step', async () => {
    const { page, problems } = await openPage('rooms');
    const keys = await answerWizardByKeyboard(page, { axe: true });
    await keys.typeInto('Card number', '4242424242424242');
    await keys.press(page.getByRole('button', { name: 'Pay and book' }));
    await keys.arrive('Booking confirmed', { axe: true });
    expect(await page.getByText(/Your booking reference is BK-/).count()).toBe(1);
    expect(await bookingEventCount()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('pays with a declined card, then a good one', async () => {
    const { page } = await openPage('rooms');
    const keys = await answerWizardByKeyboard(page);
    await keys.typeInto('Card number', '4000000000000002');
    await keys.press(page.getByRole('button', { name: 'Pay and book' }));
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Your card was declined.');
    await keys.typeInto('Card number', '4242424242424242');
    await keys.press(page.getByRole('button', { name: 'Pay and book' }));
    await keys.arrive('Booking confirmed');
    expect(await bookingEventCount()).toBe(1);
    await page.close();
  }, 90_000);

  it('confirms a payment with the bank', async () => {
    const { page } = await openPage('rooms');
    const keys = await answerWizardByKeyboard(page);
    await keys.typeInto('Card number', '4000002500003155');
    await keys.press(page.getByRole('button', { name: 'Pay and book' }));
    await keys.press(page.getByRole('button', { name: 'Confirm payment' }));
    await keys.arrive('Booking confirmed');
    expect(await bookingEventCount()).toBe(1);
    await page.close();
  }, 90_000);

  it('books through a 503 on completing: one booking', async () => {
    const { page } = await openPage('rooms');
    const keys = await answerWizardByKeyboard(page);
    await fetch(`${baseUrl}__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({
        route: 'checkout.complete',
        status: 503,
        retryAfterSeconds: 0,
        times: 1,
      }),
    });
    await keys.typeInto('Card number', '4242424242424242');
    await keys.press(page.getByRole('button', { name: 'Pay and book' }));
    await keys.arrive('Booking confirmed');
    expect(await bookingEventCount()).toBe(1);
    await page.close();
  }, 90_000);

  it('comes back to the answers after a reload', async () => {
    const { page } = await openPage('rooms');
    const keys = keyboardOf(page);
    await keys.press(page.getByRole('button', { name: 'Book Classic Ensuite' }));
    await keys.press(page.getByRole('button', { name: 'Book Classic Ensuite here' }));
    // A radio group is one Tab stop: arrows move to, and choose, the next period.
    await keys.press(page.getByLabel(/^4 September 2027/), 'ArrowDown');
    await keys.press(page.getByLabel('Pay in full'), 'Space');
    await keys.press(page.getByRole('button', { name: 'Continue' }));
    await keys.arrive('About you');
    await keys.typeInto('First name', 'Amara');
    // The browser's reload (headless Chromium does not act on its F5 shortcut).
    await page.reload();
    await keys.press(page.getByRole('button', { name: 'Book Classic Ensuite' }));
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Amara');
    await page.close();
  }, 90_000);

  it('asks a question, then finds it in the enquiry list and opens it', async () => {
    const { page, problems } = await openPage('ask');
    const keys = keyboardOf(page);
    await keys.typeInto('First name', 'Keyboard');
    await keys.typeInto('Last name', 'User');
    await keys.typeInto('Email', 'keys@example.com');
    await keys.typeInto('Phone number', '+44 7700 900321');
    await keys.typeInto('Message', 'Asked without a mouse.');
    await keys.press(page.getByRole('checkbox', { name: 'I am a person' }), 'Space');
    await keys.press(page.getByRole('button', { name: 'Send enquiry' }));
    await keys.arrive('Enquiry sent');
    // The outcome takes the focus from the form it replaced (this page's own panel), and the next
    // Tab goes on from there.
    expect(
      await page
        .getByRole('heading', { name: 'Enquiry sent' })
        .evaluate((heading) => heading === document.activeElement),
    ).toBe(true);
    await keys.press(page.getByRole('link', { name: 'See it in the enquiry list' }));
    await expect
      .poll(() => page.locator('tbody tr').first().textContent())
      .toContain('Keyboard User');
    await keys.press(page.locator('tbody tr').first().locator('th button'));
    await expect
      .poll(() => page.locator('.unistay-details').textContent())
      .toContain('Asked without a mouse.');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('enquires about a room', async () => {
    const { page, problems } = await openPage('rooms');
    const keys = keyboardOf(page);
    await keys.press(page.getByRole('button', { name: 'Enquire about Harbour Studio' }));
    await keys.typeInto('First name', 'Mei');
    await keys.typeInto('Last name', 'Chen');
    await keys.typeInto('Email', 'mei@example.com');
    await keys.typeInto('Phone number', '+61 2 9374 4000');
    await keys.typeInto('Message', 'Is the studio free in February?');
    await keys.press(page.getByRole('checkbox', { name: 'I am a person' }), 'Space');
    await keys.press(page.getByRole('button', { name: 'Send enquiry' }));
    await keys.arrive('Enquiry sent');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('filters, pages and opens an enquiry in the staff table, keeping the view through a reload', async () => {
    const { page, problems } = await openPage('enquiries');
    const keys = keyboardOf(page);
    const range = page.getByText(/^Showing /);
    await expect.poll(() => range.textContent()).toBe('Showing 1–10 of 57');
    await keys.choose('Status', 'Pending');
    // The unfiltered page stays on screen until the pending one arrives: wait for that one.
    await expect
      .poll(() => page.locator('tbody').textContent())
      .not.toMatch(/Resolved|Closed|In progress/);
    await expect.poll(() => range.textContent()).toMatch(/^Showing 1–\d+ of \d+$/);
    // Back to the option above, as a keyboard user would.
    await keys.press(page.getByLabel('Status', { exact: true }), 'ArrowUp');
    await expect.poll(() => range.textContent()).toBe('Showing 1–10 of 57');
    await keys.tabTo(page.getByLabel('Rows per page'));
    await page.keyboard.type('25');
    await expect.poll(() => range.textContent()).toBe('Showing 1–25 of 57');
    await keys.press(page.getByRole('button', { name: 'Page 3' }));
    await expect.poll(() => range.textContent()).toBe('Showing 51–57 of 57');
    await page.goBack();
    await expect.poll(() => range.textContent()).toBe('Showing 1–25 of 57');
    await keys.press(page.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => range.textContent()).toBe('Showing 26–50 of 57');
    // The browser's reload (headless Chromium does not act on its F5 shortcut).
    await page.reload();
    await expect.poll(() => range.textContent()).toBe('Showing 26–50 of 57');
    await keys.press(page.locator('tbody tr').first().locator('th button'));
    await page.locator('.unistay-details').waitFor();
    await keys.press(page.getByRole('button', { name: 'Close' }));
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('books through hosted checkout', async () => {
    const { page } = await openPage('rooms');
    const keys = keyboardOf(page);
    await keys.press(page.getByRole('button', { name: 'Book Premium Studio' }));
    await keys.press(page.getByRole('button', { name: /^Secure checkout: 4 Sept? 2027/ }));
    // Pressed without the human check, the button draws it, focused: tick it, then go.
    await keys.press(page.getByRole('checkbox', { name: 'I am a person' }), 'Space');
    await keys.press(page.getByRole('button', { name: /^Secure checkout: 4 Sept? 2027/ }));
    await page.waitForURL(/\/__sandbox\/checkout\//);
    await keys.press(page.getByRole('button', { name: 'Pay and book' }));
    await keys.arrive('Booking confirmed');
    const events = (await (await fetch(`${baseUrl}__sandbox/events`)).json()).events;
    expect(events).toEqual([
      expect.objectContaining({
        type: 'contract.added',
        payload: expect.objectContaining({
          booking: expect.objectContaining({ channel: 'hosted' }),
        }),
      }),
    ]);
    await page.close();
  }, 60_000);
});
