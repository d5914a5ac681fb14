import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ar from '@unistay/ui/locales/ar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineName } from '../../test/engines/engines.ts';
import { useEngineTabs } from '../../test/engines/engineTabs.ts';
import type { EnginePage } from '../../test/engines/page.ts';
import { answerClassicEnsuite, passHumanCheck, startVite, stopServers } from './demoHarness.ts';
import arWords from './src/words/ar.ts';
import { demoTranslator } from './src/words/translate.ts';

/**
 * The demo's main journeys in the engines besides Chromium that students' browsers are built on:
 * Firefox, and WebKit (Safari, and every browser on an iPhone). Each is written as the Chromium
 * journeys are, in Playwright's words, and demo.test.ts and keyboard.test.ts play each of them in Chromium (by keyboard
 * among others). `UNISTAY_ENGINES=chromium,firefox,webkit` runs these in Chromium too, through the
 * same finder.
 */
const ENGINES = (process.env.UNISTAY_ENGINES ?? 'firefox,webkit').split(',') as EngineName[];

const SCREENSHOTS = fileURLToPath(new URL('../../.test-results/screenshots', import.meta.url));
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await startVite(['preview']);
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 120_000);

afterAll(() => stopServers());

beforeEach(async () => {
  await fetch(`${baseUrl}__sandbox/reset`, { method: 'POST' });
});

const sandboxEvents = async () =>
  ((await (await fetch(`${baseUrl}__sandbox/events`)).json()).events as { type: string }[]).filter(
    (event) => event.type === 'contract.added',
  ).length;

/**
 * In the page: whether the house number of the address line in `element` is drawn to the left of
 * its street name, as a left-to-right address is read, whatever the direction around it.
 */
function numberBeforeStreet(element: HTMLElement) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const at = text.data.search(/\d+ Riverside Street/);
    if (at < 0) continue;
    const number = text.data.slice(at).split(' ')[0] ?? '';
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + number.length);
    const numberLeft = range.getBoundingClientRect().left;
    range.setStart(text, at + number.length + 1);
    range.setEnd(text, at + number.length + 'Riverside'.length + 1);
    return numberLeft < range.getBoundingClientRect().left;
  }
  return false;
}

describe.each(ENGINES)('in %s', (engineName) => {
  const tabs = useEngineTabs(engineName);
  const { closeAll } = tabs;

  /** A tab in a browser of its own at `path`, once the app has drawn its page. */
  async function open(path: string, viewport?: { width: number; height: number }) {
    const page = await tabs.open(`${baseUrl}${path}`, viewport);
    await page.locator('#main').waitFor();
    return page;
  }

  it('asks a question, sees it sent with the focus on the outcome, and finds it in the staff list', async () => {
    const page = await open('ask');
    await page.getByLabel('First name').fill('Zeynep');
    await page.getByLabel('Last name').fill('Demir');
    await page.getByLabel('Email').fill('zeynep@example.com');
    await page.getByLabel('Phone number').fill('07700 900456');
    await page.getByLabel('Message').fill('Can I pay my deposit in two parts?');
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const sent = page.getByRole('heading', { name: 'Enquiry sent' });
    await sent.waitFor();
    expect(await sent.isFocused()).toBe(true);
    const reference = (
      await page
        .getByText(/Your reference is/)
        .first()
        .textContent()
    )?.match(/ENQ-\w+/)?.[0];
    expect(reference).toBeDefined();

    await page.getByRole('link', { name: 'See it in the enquiry list' }).click();
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.locator('th').textContent()).toBe(reference);
    expect(await firstRow.textContent()).toContain('Zeynep Demir');
    expect(await firstRow.textContent()).toContain('Pending');
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it('books a room with a card the bank asks the student to confirm, the focus taken to the booking', async () => {
    const page = await open('rooms');
    await page.getByRole('button', { name: 'Book Classic Ensuite' }).click();
    await page.getByRole('button', { name: 'Book Classic Ensuite here' }).click();
    await answerClassicEnsuite(page, {});
    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page
      .getByRole('dialog', { name: 'Your bank asks you to confirm this payment.' })
      .waitFor();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    const confirmed = page.getByRole('heading', { name: 'Booking confirmed' });
    await confirmed.waitFor();
    expect(await confirmed.isFocused()).toBe(true);
    expect(await page.getByText(/Your booking reference is BK-/).count()).toBe(1);
    expect(await sandboxEvents()).toBe(1);
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it('keeps the answers through a reload in the middle of the checkout', async () => {
    const page = await open('rooms');
    await page.getByRole('button', { name: 'Book Classic Ensuite' }).click();
    await page.getByRole('button', { name: 'Book Classic Ensuite here' }).click();
    await page.getByLabel(/^11 September 2027/).check();
    await page.getByLabel('Pay in full').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First name').fill('Amara');
    await page.getByLabel('Email').fill('amara@example.com');

    await page.reload();
    await page.getByRole('button', { name: 'Book Classic Ensuite' }).click();
    // The checkout begun on the room opens by itself where the student was.
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book Classic Ensuite here' }).count()).toBe(0);
    expect(await page.getByLabel('First name').inputValue()).toBe('Amara');
    expect(await page.getByLabel('Email').inputValue()).toBe('amara@example.com');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel(/^11 September 2027/).isChecked()).toBe(true);
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it('switches to Arabic: right to left, its own words, Latin digits as the packs write them, an address in its own direction', async () => {
    const { t: inArabic } = demoTranslator('ar', arWords);
    const page = await open('rooms');
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    const root = page.locator('html[lang="ar"][dir="rtl"]');
    await root.waitFor({ state: 'attached' });
    await page.getByRole('button', { name: inArabic('bookRoom', { room: 'Twin Room' }) }).click();
    await page
      .getByRole('button', { name: inArabic('bookRoomHere', { room: 'Twin Room' }) })
      .click();
    // The step counter, a price: the digits the packs' own sentences use, in every engine.
    const progress = await page
      .getByText(ar.messages.stepOf.split('{')[0] ?? '')
      .first()
      .textContent();
    expect(progress).toMatch(/[0-9]/);
    expect(progress).not.toMatch(/[٠-٩]/);
    const prices = await page.locator('.unistay-root').first().textContent();
    expect(prices).not.toMatch(/[٠-٩]/);
    await page.screenshot(`${SCREENSHOTS}/engines-${engineName}-ar-wizard.png`);

    // An address in an Arabic sentence: its house number stays before the street, as written.
    await page.goto(`${baseUrl}rooms/room_riverside_ensuite`);
    await page.locator('html[lang="ar"]').waitFor({ state: 'attached' });
    const street = page.getByText(/\d+ Riverside Street/).first();
    await street.waitFor();
    expect(await street.evaluate(numberBeforeStreet)).toBe(true);
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it('filters and pages the staff table, keeping the view through Back and a reload', async () => {
    const page = await open('enquiries');
    const range = page.getByText(/^Showing /);
    await expect.poll(() => range.textContent()).toBe('Showing 1–10 of 57');
    await page.getByLabel('Rows per page').selectOption('25');
    await expect.poll(() => range.textContent()).toBe('Showing 1–25 of 57');
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => range.textContent()).toBe('Showing 51–57 of 57');
    await page.goBack();
    await expect.poll(() => range.textContent()).toBe('Showing 1–25 of 57');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => range.textContent()).toBe('Showing 26–50 of 57');
    await page.reload();
    await expect.poll(() => range.textContent()).toBe('Showing 26–50 of 57');
    await page.locator('tbody tr').first().locator('th button').click();
    await page.locator('.unistay-details').waitFor();
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it('asks a question by keyboard alone, the focus taken to the outcome', async () => {
    const page = await open('ask');
    /** Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
    const tabTo = async (target: ReturnType<EnginePage['getByLabel']>) => {
      for (let presses = 0; presses < 40; presses++) {
        if (await target.isFocused()) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached it');
    };
    const fields: [string, string][] = [
      ['First name', 'Keyboard'],
      ['Last name', 'User'],
      ['Email', 'keys@example.com'],
      ['Phone number', '+44 7700 900321'],
      ['Message', 'Asked without a mouse.'],
    ];
    for (const [label, text] of fields) {
      await tabTo(page.getByLabel(label));
      await page.keyboard.type(text);
    }
    await tabTo(page.getByRole('checkbox', { name: 'I am a person' }));
    await page.keyboard.press('Space');
    await tabTo(page.getByRole('button', { name: 'Send enquiry' }));
    await page.keyboard.press('Enter');
    const sent = page.getByRole('heading', { name: 'Enquiry sent' });
    await sent.waitFor();
    expect(await sent.isFocused()).toBe(true);
    expect(await closeAll()).toEqual([]);
  }, 90_000);
});
