import arabic from '@unistay/ui/locales/ar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMARA, answerClassicEnsuite, passHumanCheck } from '../../apps/demo/demoHarness.ts';
import type { EngineName } from '../../test/engines/engines.ts';
import { useEngineTabs } from '../../test/engines/engineTabs.ts';
import {
  allDrawn,
  insideStyles,
  STYLE_PROPERTIES,
  startBuiltExample,
  storedEnquiry,
} from './exampleHarness.ts';
import type { ExampleServer } from './server.ts';

/**
 * The drop-in's pages in the engines besides Chromium that students' browsers are built on:
 * Firefox, and WebKit (Safari, and every browser on an iPhone). Custom elements, shadow roots,
 * constructed stylesheets and registered properties are each engine's own: the page must work in
 * each. Written as example.test.ts's journeys are; `UNISTAY_ENGINES=chromium,firefox,webkit` runs
 * them in Chromium too, through the same finder.
 */
const ENGINES = (process.env.UNISTAY_ENGINES ?? 'firefox,webkit').split(',') as EngineName[];

let server: ExampleServer;
let stopExample: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const example = await startBuiltExample();
  server = example.server;
  stopExample = example.stop;
}, 120_000);

afterAll(async () => {
  await stopExample?.();
});

describe.each(ENGINES)('in %s', (engineName) => {
  const tabs = useEngineTabs(engineName);
  const { closeAll } = tabs;
  const open = (path: string) => tabs.open(`${server.url}${path}`);

  it('sends an enquiry: the error summary leads to a field inside the element, and the page hears it', async () => {
    const page = await open('/');
    const form = page.locator('unistay-enquiry-form:not([room-id])');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByRole('link', { name: 'Enter your email address' }).click();
    expect(await form.getByLabel('Email').isFocused()).toBe(true);

    await form.getByLabel('First name').fill(AMARA.first);
    await form.getByLabel('Last name').fill(AMARA.last);
    await form.getByLabel('Email').fill(AMARA.email);
    await form.getByLabel('Phone number').fill(AMARA.phone);
    await form.getByLabel('Message').fill('Is the gym open at weekends?');
    await passHumanCheck(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByRole('heading', { name: 'Enquiry sent' }).waitFor();

    const sent = await page.getByText(/^unistay:enquiry-sent /).textContent();
    const { enquiryId } = JSON.parse(sent?.replace(/^unistay:enquiry-sent /, '') ?? '{}');
    expect(await storedEnquiry(server, enquiryId)).toMatchObject({ email: AMARA.email });
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it('books the room with a test card in <unistay-room>', async () => {
    const booked = server.sandbox.bookings().length;
    const page = await open('/');
    const room = page.locator('unistay-room');
    await room.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await answerClassicEnsuite(page, { instalments: false, within: room });
    await room.getByLabel('Card number').fill('4242 4242 4242 4242');
    await room.getByRole('button', { name: 'Pay and book' }).click();
    await room.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(server.sandbox.bookings().slice(booked)).toEqual([
      expect.objectContaining({ room_id: 'room_riverside_ensuite', channel: 'custom' }),
    ]);
    expect(await page.getByText(/^unistay:booking-created /).count()).toBe(1);
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it('speaks Arabic right to left on the page in Arabic', async () => {
    const page = await open('/ar.html');
    const room = page.locator('unistay-room');
    await room.getByRole('button', { name: arabic.messages.continueToCheckout }).waitFor();
    const direction = await room.evaluate(
      (host) => host.shadowRoot?.querySelector('.unistay-drop-in')?.getAttribute('dir') ?? null,
    );
    expect(direction).toBe('rtl');
    const form = page.locator('unistay-enquiry-form');
    await form.getByRole('button', { name: arabic.messages.submit }).click();
    await form.getByRole('heading', { name: arabic.messages.errorSummaryTitle }).waitFor();
    expect(await closeAll()).toEqual([]);
  }, 90_000);

  it("a theme's hostile stylesheet changes nothing inside the elements", async () => {
    const plain = await open('/');
    const hostile = await open('/?hostile');
    for (const page of [plain, hostile]) await allDrawn(page);
    expect(await hostile.pageEvaluate(insideStyles, STYLE_PROPERTIES)).toEqual(
      await plain.pageEvaluate(insideStyles, STYLE_PROPERTIES),
    );
    expect(await closeAll()).toEqual([]);
  }, 90_000);
});
