import { request as httpRequest } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import arabic from '@unistay/ui/locales/ar';
import french from '@unistay/ui/locales/fr';
import { type Browser, chromium, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMARA, answerClassicEnsuite, passHumanCheck } from '../../apps/demo/demoHarness.ts';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { watchProblems } from '../../test/pageProblems.ts';
import {
  allDrawn,
  insideStyles,
  pageStyles,
  STYLE_PROPERTIES,
  startBuiltExample,
  storedEnquiry,
} from './exampleHarness.ts';
import type { ExampleServer } from './server.ts';

/**
 * The drop-in as a site without React uses it: static pages with one script tag, Unistay's
 * elements built as they are published, and the partner's proxy in front of the sandbox, driven
 * in Chromium.
 */

let server: ExampleServer;
let stopExample: (() => Promise<void>) | undefined;
let browser: Browser;

beforeAll(async () => {
  const example = await startBuiltExample();
  server = example.server;
  stopExample = example.stop;
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await stopExample?.();
});

/**
 * A page of the example in a fresh browser context, what it did wrong, and each request it made
 * of this site (method and path).
 */
async function open(path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchProblems(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url) requests.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto(`${server.url}${path}`);
  return { page, problems, requests, close: () => context.close() };
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );

/** What the site's own script heard from the elements, one line an event. */
const heard = (page: Page) => page.locator('#heard li').allTextContents();

/** The id of what has focus inside `element`'s shadow root (nothing outside it counts). */
const focusedInside = (element: Locator) =>
  element.evaluate((host) => host.shadowRoot?.activeElement?.id ?? null);

async function fillEnquiry(form: Locator) {
  await form.getByLabel('First name').fill(AMARA.first);
  await form.getByLabel('Last name').fill(AMARA.last);
  await form.getByLabel('Email').fill(AMARA.email);
  await form.getByLabel('Phone number').fill(AMARA.phone);
  await form.getByLabel('Message').fill('Can I move in a week early?');
}

describe('the drop-in on a static page', () => {
  it('sends an enquiry: named for a screen reader through the shadow boundary, the error summary leading to each field inside the element, the page hearing it, axe finding nothing', async () => {
    const { page, problems, close, requests } = await open('/');
    const form = page.locator('unistay-enquiry-form:not([room-id])');
    await allDrawn(page);
    expect(await axeViolations(page)).toEqual([]);
    // The room and the form about it share one client and one cache: the room is asked for once.
    expect(
      requests.filter((path) => path === 'GET /api/rooms/room_riverside_ensuite'),
    ).toHaveLength(1);

    // Sent empty: the summary takes focus, and its links move focus to the fields, in the
    // element's shadow root, without touching the page's address.
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const summary = form.getByRole('alert');
    // What a screen reader is given, through the shadow boundary: the alert by its heading, each
    // error a link, each field by its label and marked invalid, the check as a named group.
    await summary.waitFor();
    const tree = await form.ariaSnapshot();
    for (const node of [
      'alert "There is a problem"',
      'link "Enter your email address"',
      'textbox "Email" [invalid]',
      'group "Check that you are a person"',
      'checkbox "I am a person"',
      'button "Send enquiry"',
    ]) {
      expect(tree).toContain(node);
    }
    await summary.getByRole('link', { name: 'Enter your email address' }).click();
    const emailId = await form.getByLabel('Email').getAttribute('id');
    expect(await focusedInside(form)).toBe(emailId);
    expect(new URL(page.url()).hash).toBe('');
    expect(await axeViolations(page)).toEqual([]);

    await fillEnquiry(form);
    await passHumanCheck(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByRole('heading', { name: 'Enquiry sent' }).waitFor();

    const events = await heard(page);
    const sent = events.filter((line) => line.startsWith('unistay:enquiry-sent '));
    expect(sent).toHaveLength(1);
    const { enquiryId, kind } = JSON.parse(sent[0]?.slice('unistay:enquiry-sent '.length) ?? '');
    expect(kind).toBe('general');
    // The enquiry the API holds is the one the student typed, under the id the page heard.
    expect(await storedEnquiry(server, enquiryId)).toMatchObject({
      email: AMARA.email,
      first_name: AMARA.first,
    });
    // Nothing the student typed is in what the page heard.
    expect(events.join('\n')).not.toMatch(/Amara|Okafor|amara@example\.com|move in/);
    expect(events).toEqual(expect.arrayContaining([expect.stringMatching(/"enquiry_sent"/)]));
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps what the student typed through a reload and a change of the page's language", async () => {
    const { page, problems, close } = await open('/');
    const form = page.locator('unistay-enquiry-form:not([room-id])');
    await form.getByLabel('First name').fill('Amara');
    await form.getByLabel('Message').fill('Is there a gym?');
    await page.reload();
    await expect.poll(() => form.getByLabel('First name').inputValue()).toBe('Amara');
    expect(await form.getByLabel('Message').inputValue()).toBe('Is there a gym?');

    // The site switches its language: every element words itself again in place.
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'fr'));
    await form.getByRole('button', { name: french.messages.submit }).waitFor();
    expect(await form.getByLabel(french.messages.firstName).inputValue()).toBe('Amara');
    expect(await form.getByLabel(french.messages.message).inputValue()).toBe('Is there a gym?');
    await page
      .locator('unistay-room')
      .getByRole('button', { name: french.messages.continueToCheckout })
      .waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("books the room with a test card: the checkout's code loads only when the booking starts, and the page hears the booking once", async () => {
    const { page, problems, close } = await open('/');
    const checkoutCode: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/roomCheckout-/.test(request.url())) checkoutCode.push(request.url());
    });
    const room = page.locator('unistay-room');
    const start = room.getByRole('button', { name: 'Continue to secure checkout' });
    await start.waitFor();
    await page.waitForLoadState('networkidle');
    expect(checkoutCode).toEqual([]);

    await start.click();
    await answerClassicEnsuite(page, { instalments: false, within: room });
    expect(checkoutCode).toHaveLength(1);
    await room.getByLabel('Card number').fill('4242 4242 4242 4242');
    await room.getByRole('button', { name: 'Pay and book' }).click();
    await room.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

    const [booking, ...more] = server.sandbox.bookings();
    expect(more).toEqual([]);
    expect(booking).toMatchObject({ room_id: 'room_riverside_ensuite', channel: 'custom' });
    const said = (await heard(page)).filter((line) => line.startsWith('unistay:booking-created '));
    expect(said.map((line) => JSON.parse(line.slice('unistay:booking-created '.length)))).toEqual([
      { bookingId: booking?.booking_id, roomId: 'room_riverside_ensuite' },
    ]);
    expect(await heard(page)).toEqual(
      expect.arrayContaining(['unistay:analytics {"name":"purchase"}']),
    );

    // Reloaded, the element shows the booking again, and says nothing new.
    await page.reload();
    await room.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect((await heard(page)).filter((line) => /booking-created|"purchase"/.test(line))).toEqual(
      [],
    );
    expect(server.sandbox.bookings()).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("tells the student when the checkout's code cannot load, and loads it when they try again", async () => {
    const { page, problems, close } = await open('/');
    const checkoutCode = '**/chunks/roomCheckout-*.js';
    await page.route(checkoutCode, (route) => route.abort());
    const room = page.locator('unistay-room');
    await room.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await room
      .getByRole('alert')
      .getByText('Checkout could not be started. Nothing has been paid.')
      .waitFor();

    await page.unroute(checkoutCode);
    await room.getByRole('button', { name: 'Try again' }).click();
    await room.getByLabel(/^4 September 2027/).waitFor();
    expect(await room.getByRole('alert').count()).toBe(0);
    // What the page said was wrong: the chunk refused, nothing else.
    expect(problems.filter((problem) => !/ERR_FAILED|roomCheckout/.test(problem))).toEqual([]);
    await close();
  });

  it("books through hosted checkout: the button leads to the API's checkout page for its room", async () => {
    const { page, problems, close } = await open('/');
    const button = page.locator('unistay-hosted-checkout-button');
    await button.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await passHumanCheck(button);
    await button.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await page.waitForURL(/\/__sandbox\/checkout\/cs_sandbox_/);
    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(server.sandbox.bookings().at(-1)).toMatchObject({
      room_id: 'room_riverside_studio',
      channel: 'hosted',
    });
    expect(problems).toEqual([]);
    await close();
  });

  it('speaks Arabic right to left on a page in Arabic, loaded as a module, and sends an enquiry in it', async () => {
    const { page, problems, close } = await open('/ar.html');
    const words = arabic.messages;
    const room = page.locator('unistay-room');
    await room.getByRole('button', { name: words.continueToCheckout }).waitFor();
    const form = page.locator('unistay-enquiry-form');
    const box = (element: Locator) =>
      element.evaluate((host) => {
        const inner = host.shadowRoot?.querySelector('.unistay-drop-in');
        return { lang: inner?.getAttribute('lang'), dir: inner?.getAttribute('dir') };
      });
    expect(await box(room)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await box(form)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: words.submit }).click();
    await form.getByRole('heading', { name: words.errorSummaryTitle }).waitFor();
    await form.getByRole('link', { name: words.enterEmail }).click();
    expect(await focusedInside(form)).toBe(await form.getByLabel(words.email).getAttribute('id'));

    await form.getByLabel(words.firstName).fill('ليلى');
    await form.getByLabel(words.lastName).fill('حداد');
    await form.getByLabel(words.email).fill('layla@example.com');
    await form.getByLabel(words.phone).fill('+44 7700 900123');
    await form.getByLabel(words.message).fill('هل المطبخ مشترك؟');
    await form.getByRole('checkbox').click();
    await form.getByRole('button', { name: words.submit }).click();
    await form.getByRole('heading', { name: words.successHeading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("a theme's hostile stylesheet changes nothing inside the elements, ours nothing outside them, and the student still sends an enquiry", async () => {
    const plain = await open('/');
    const hostile = await open('/?hostile');
    // The page's own parts, with the elements' script refused: what the page looks like without us.
    const context = await browser.newContext();
    const bare = await context.newPage();
    await bare.route('**/unistay/**', (route) => route.abort());
    await bare.goto(`${server.url}/`);

    for (const { page } of [plain, hostile]) await allDrawn(page);
    expect(await hostile.page.evaluate(insideStyles, STYLE_PROPERTIES)).toEqual(
      await plain.page.evaluate(insideStyles, STYLE_PROPERTIES),
    );
    // The partner's brand colour, set on the element, reaches its buttons.
    const submit = plain.page.locator('unistay-enquiry-form').first().getByRole('button', {
      name: 'Send enquiry',
    });
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(31, 92, 63)',
    );
    expect(await plain.page.evaluate(pageStyles, STYLE_PROPERTIES)).toEqual(
      await bare.evaluate(pageStyles, STYLE_PROPERTIES),
    );

    const form = hostile.page.locator('unistay-enquiry-form:not([room-id])');
    await fillEnquiry(form);
    await passHumanCheck(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByRole('heading', { name: 'Enquiry sent' }).waitFor();
    expect(plain.problems).toEqual([]);
    expect(hostile.problems).toEqual([]);
    await Promise.all([plain.close(), hostile.close(), context.close()]);
  });

  it('serves nothing outside its folders, however the path is written', async () => {
    const { hostname, port } = new URL(server.url);
    // Raw requests: a browser or fetch would tidy these paths before sending them.
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    for (const path of [
      '/unistay/../server.ts',
      '/unistay/%2e%2e/%2e%2e/package.json',
      '/unistay/..%2f..%2f..%2fpackage.json',
      '/..%2fserver.ts',
      '/%E0%A4%A',
      '/unistay/%00',
    ]) {
      expect([path, await status(path)]).toEqual([path, 404]);
    }
    expect(await status('/unistay/unistay-elements.classic.js')).toBe(200);
  });
});
