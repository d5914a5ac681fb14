import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  createSandbox,
  type Sandbox,
  sandboxHumanToken,
  type WebhookDelivery,
} from '@unistay/sandbox';
import { type SandboxServer, startSandboxServer } from '@unistay/sandbox/node';
import fc from 'fast-check';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { builtThisRun } from '../../scripts/prebuilt.mjs';
import { fillDate } from '../../test/fillDate.ts';
import { watchProblems } from '../../test/pageProblems.ts';
import { createFirstClaims } from './lib/firstClaims.ts';

/**
 * The Next.js App Router example, as a partner runs it: built with no settings at all, started with
 * `next start`, and driven in Chromium against the sandbox's HTTP server, which delivers its
 * webhooks to the example's receiver over HTTP.
 */

const root = fileURLToPath(new URL('.', import.meta.url));
const nextBin = fileURLToPath(new URL('./node_modules/next/dist/bin/next', import.meta.url));
const WEBHOOK_TOKEN = 'whsec_example_test';
const STAFF_PASSWORD = 'correct horse battery staple';
const ROOM = 'room_riverside_ensuite';

let browser: Browser;
let sandboxServer: SandboxServer;
let baseUrl: string;
/** The settings the example runs with: the sandbox's address, its first partner, the webhook. */
let exampleEnv: Record<string, string>;
const servers: ChildProcess[] = [];
/** What each example started by a test has written to its console so far, by its address. */
const serverLogs = new Map<string, () => string>();
/** Every request the API was asked, by the example's server or by a browser: method and path. */
const apiRequests: string[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `next start` on a free port with `env`; resolves with its address once it answers. */
async function startExample(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
  });
  servers.push(server);
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  serverLogs.set(url, () => output);
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (server.exitCode !== null) throw new Error(`next start exited:\n${output}`);
    const ready = await fetch(`${url}/language`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (ready) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`next start did not answer in 30 s:\n${output}`);
}

/** Has the sandbox deliver every event to the webhook receiver of the example at `example`. */
const deliverWebhooksTo = (example: string) =>
  fetch(`${sandboxServer.url}/__sandbox/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: `${example}/webhooks/partner-api`,
      events: ['*'],
      accessToken: WEBHOOK_TOKEN,
    }),
  });

beforeAll(async () => {
  // Built as a partner's CI would: none of the API's settings exist at build time. The test
  // command's Lighthouse step builds it so already: that build is served as it is.
  if (!builtThisRun('nextjs')) {
    const built = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error(`next build failed:\n${built.stdout}${built.stderr}`);
  }

  // No webhook yet: it is registered once the example listens, at the address it got. (A
  // subscription made ahead for a port the example might not take left a receiver no one answered
  // at, whose retries drew on the failures a test set for its own deliveries.)
  const inner = createSandbox();
  const counted: Sandbox = {
    ...inner,
    handle(request) {
      const { pathname, search } = new URL(request.url);
      if (pathname.startsWith('/api/')) apiRequests.push(`${request.method} ${pathname}${search}`);
      return inner.handle(request);
    },
  };
  sandboxServer = await startSandboxServer({ port: 0, sandbox: counted });
  const [partner] = inner.partners;
  if (!partner) throw new Error('The sandbox has no partner.');

  exampleEnv = {
    PARTNER_API_URL: sandboxServer.url,
    PARTNER_ID: partner.partnerId,
    PARTNER_ACCESS_TOKEN: partner.accessToken,
    PARTNER_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    DEMO_STAFF_PASSWORD: STAFF_PASSWORD,
  };
  const started = await startExample({ ...exampleEnv });
  baseUrl = started;
  await deliverWebhooksTo(started);
  browser = await chromium.launch(chromiumLaunchOptions());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.kill();
  await sandboxServer?.close();
});

beforeEach(async () => {
  await fetch(`${sandboxServer.url}/__sandbox/faults`, { method: 'DELETE' });
});

/**
 * A page in a fresh context, collecting console errors, uncaught errors and CSP violations; on the
 * example at `base`, with `prepare` given the context before the page opens (routes, cookies).
 */
async function openPage(
  path: string,
  {
    locale = 'en-GB',
    base = baseUrl,
    prepare,
  }: {
    locale?: string;
    base?: string;
    prepare?: (context: BrowserContext) => Promise<unknown>;
  } = {},
) {
  const context = await browser.newContext({ locale });
  await prepare?.(context);
  const page = await context.newPage();
  const problems = await watchProblems(page);
  /** What the browser asked the API, through the example's proxy, from the first request on. */
  const browserAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      browserAsked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`${base}${path}`);
  return { page, problems, browserAsked, close: () => context.close() };
}

/** What a page's HTML says, without its markup: what a reader (or a search engine) reads. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

/** The page's JSON-LD blocks, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) =>
    JSON.parse(json ?? ''),
  );

/** Waits until React has hydrated the page: a hydrated radio button keeps its choice in state. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );

/** A general enquiry as the form sends it, with a fresh human token unless `token` is null. */
const sendEnquiry = (
  proxy: string,
  body: Record<string, unknown>,
  { token = sandboxHumanToken('pass'), address }: { token?: string | null; address?: string } = {},
) =>
  fetch(`${proxy}/api/enquiries/general`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { 'X-Unistay-Human-Token': token } : {}),
      ...(address ? { 'X-Forwarded-For': address } : {}),
    },
    body: JSON.stringify(body),
  });
const enquiry = (email: string, message = 'When do contracts start?') => ({
  first_name: 'Amara',
  last_name: 'Okafor',
  email,
  contact_number: '+447700900123',
  message,
  metadata: '{}',
  additional_fields: '{}',
});

describe('built with no settings, started with none', () => {
  it('explains what to set on every page, and its proxy and webhook refuse with a sentence', async () => {
    const bare = await startExample({});
    const page = await fetch(`${bare}/rooms`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Connect the app to the Partner API');
    for (const name of ['PARTNER_API_URL', 'PARTNER_ID', 'PARTNER_ACCESS_TOKEN']) {
      expect(html).toContain(name);
    }
    const proxied = await fetch(`${bare}/api/rooms`);
    expect(proxied.status).toBe(503);
    expect(((await proxied.json()) as { message: string }).message).toBe(
      'This app is not set up: set PARTNER_API_URL, PARTNER_ID, PARTNER_ACCESS_TOKEN on the server, then restart it.',
    );
    const webhook = await fetch(`${bare}/webhooks/partner-api`, { method: 'POST', body: '{}' });
    expect([401, 500]).toContain(webhook.status);
  });
});

/**
 * An API behind credentials that are not the sandbox's own, which the app takes for the live
 * API's; `reached` holds each API call it heard. The settings to run the example on it, with none of
 * the guards' said.
 */
async function liveLikeApi() {
  const live = { partnerId: 'partner-live-like', accessToken: 'live-like-token', name: 'Live' };
  const reached: string[] = [];
  const liveSandbox = createSandbox({ partners: [live] });
  const server = await startSandboxServer({
    port: 0,
    sandbox: {
      ...liveSandbox,
      handle(request) {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/api/')) reached.push(`${request.method} ${pathname}`);
        return liveSandbox.handle(request);
      },
    },
  });
  const liveEnv = {
    PARTNER_API_URL: server.url,
    PARTNER_ID: live.partnerId,
    PARTNER_ACCESS_TOKEN: live.accessToken,
    PARTNER_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    DEMO_STAFF_PASSWORD: STAFF_PASSWORD,
  };
  return { liveEnv, reached, close: () => server.close() };
}

/** The staff sign-in of the example at `base`, in a browser: each try answers with what it said. */
async function staffSignInPage(base: string) {
  const { page, problems, close } = await openPage('/enquiries', { base });
  await hydrated(page);
  const password = page.getByLabel('Staff password');
  const button = page.getByRole('button', { name: 'Sign in' });
  const send = async (text: string, address: string) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await password.fill(text);
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/enquiries',
      ),
      button.click(),
    ]);
  };
  const signedIn = () => page.getByText('Signed in as staff.').isVisible();
  return {
    page,
    problems,
    close,
    signedIn,
    /** A refused try of `text` from `address` (as a trusted proxy would name it): what is said. */
    async refused(text: string, address = '198.51.100.20') {
      await send(text, address);
      await expect.poll(() => button.isEnabled()).toBe(true);
      return page
        .getByRole('alert')
        .filter({ hasText: /password/ })
        .textContent();
    },
    /** Staff's own password from `address`: true once the page shows them signed in. */
    async staffSignIn(address = '198.51.100.20') {
      await send(STAFF_PASSWORD, address);
      await expect.poll(signedIn).toBe(true);
      return true;
    },
    /** Opens the newest sign-in link in the server's `log` and presses its button: true once in. */
    async signInByLink(log: string) {
      const links = [...log.matchAll(/\/enquiries\/link\?token=[\w-]+/g)];
      const newest = links.at(-1)?.[0];
      expect(newest).toBeDefined();
      await page.goto(`${base}${newest}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(signedIn).toBe(true);
      return true;
    },
  };
}

/**
 * The staff sign-in of the example on live-like credentials with `settings`, in a browser, for
 * `journey`; nothing wrong reported on the page by the end.
 */
async function onLiveStaffSignIn(
  settings: Record<string, string>,
  journey: (staff: Awaited<ReturnType<typeof staffSignInPage>>, example: string) => Promise<void>,
) {
  const api = await liveLikeApi();
  try {
    const example = await startExample({ ...api.liveEnv, SINGLE_INSTANCE: 'yes', ...settings });
    const staff = await staffSignInPage(example);
    await journey(staff, example);
    expect(staff.problems).toEqual([]);
    await staff.close();
  } finally {
    await api.close();
  }
}

const HELD =
  "Staff sign-in is on hold after too many wrong passwords. Try again later, or open the sign-in link written to the server's log.";
const SPENT =
  "This sign-in link was used or has expired. Sign in with the password, or open the newest link in the server's log.";

describe('on live credentials, every guard closed until set or opened on purpose', () => {
  it('runs without a human check or a word on client addresses only when told so, and until then no enquiry reaches the API', async () => {
    const { liveEnv, reached, close } = await liveLikeApi();
    try {
      const closed = await startExample(liveEnv);
      const html = textOf(await (await fetch(`${closed}/rooms`)).text());
      expect(html).toContain('Connect the app to the Partner API');
      expect(html).toContain('TURNSTILE_SITE_KEY');
      expect(html).toContain('HUMAN_CHECK=off');
      expect(html).toContain('TRUSTED_PROXIES');
      expect(html).toContain('SINGLE_INSTANCE');
      // 100 enquiries without a human token, each from a new inbox: none reaches the API.
      const refused = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          sendEnquiry(closed, enquiry(`bot-${i}@example.com`), { token: null }),
        ),
      );
      expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([503]));
      const [first] = refused;
      expect(((await first?.json()) as { message?: string } | undefined)?.message).toBe(
        'This app is not set up: set TURNSTILE_SITE_KEY, TRUSTED_PROXIES, SINGLE_INSTANCE on the server, then restart it.',
      );
      expect(reached).toEqual([]);

      // Opened on purpose, in words: it runs, and says nothing is missing.
      const opened = await startExample({
        ...liveEnv,
        HUMAN_CHECK: 'off',
        TRUSTED_PROXIES: '0',
        SINGLE_INSTANCE: 'yes',
      });
      expect(textOf(await (await fetch(`${opened}/rooms`)).text())).not.toContain(
        'Connect the app to the Partner API',
      );
      const sent = await sendEnquiry(opened, enquiry('student@example.com'), { token: null });
      expect(sent.status).toBe(201);
      expect(reached).toContain('POST /api/enquiries/general');
    } finally {
      await close();
    }
  });

  it('without a human check, behind a proxy it trusts: one network guessing waits alone; many, and the sign-in is held with a way in', async () => {
    await onLiveStaffSignIn(
      { HUMAN_CHECK: 'off', TRUSTED_PROXIES: '1' },
      async (staff, example) => {
        // One network that keeps guessing waits, alone.
        for (let guess = 1; guess <= 6; guess += 1) {
          expect(await staff.refused(`again ${guess}`, '192.0.2.66')).toBe(
            'That password is not right.',
          );
        }
        expect(await staff.refused('again', '192.0.2.66')).toMatch(/^Too many wrong passwords/);
        expect(await staff.refused(STAFF_PASSWORD, '192.0.2.66')).toMatch(
          /^Too many wrong passwords/,
        );
        // Staff, from their own network, are in at once.
        expect(await staff.staffSignIn('198.51.100.20')).toBe(true);
        // A guesser naming a new network for each guess, in a browser of its own: past thirty
        // wrong from everyone in a minute, the sign-in is held for all (no password tried), rather
        // than guessed on without end.
        const guesser = await staffSignInPage(example);
        let heldAt = 0;
        for (let guess = 1; guess <= 40 && !heldAt; guess += 1) {
          const said = await guesser.refused(`guess ${guess}`, `203.0.113.${guess}`);
          if (said === HELD) heldAt = guess;
          else expect(said).toBe('That password is not right.');
        }
        // 6 wrong from the first network and 24 from these: the 25th finds the sign-in held.
        expect(heldAt).toBeGreaterThanOrEqual(25);
        expect(await guesser.refused(STAFF_PASSWORD, '198.51.100.21')).toBe(HELD);
        // Staff are not locked out: the link the server logged lets them in.
        expect(await guesser.signInByLink(serverLogs.get(example)?.() ?? '')).toBe(true);
        expect(guesser.problems).toEqual([]);
        await guesser.close();
      },
    );
  });

  it('without a human check or any known address: the account waits, and the sign-in link in the log lets staff in, once', async () => {
    await onLiveStaffSignIn(
      { HUMAN_CHECK: 'off', TRUSTED_PROXIES: '0' },
      async (staff, example) => {
        // No address can be believed: every guess, whatever it claims, counts against the account.
        for (let guess = 1; guess <= 6; guess += 1) {
          expect(await staff.refused(`guess ${guess}`, `203.0.113.${guess}`)).toBe(
            'That password is not right.',
          );
        }
        expect(await staff.refused(STAFF_PASSWORD)).toBe(HELD);
        expect(await staff.signedIn()).toBe(false);
        const log = serverLogs.get(example)?.() ?? '';
        const [link] = [...log.matchAll(/\/enquiries\/link\?token=[\w-]+/g)].map(
          ([found]) => found,
        );
        // Opened by a chat's preview or a log viewer first: a GET spends nothing, and the page
        // sends its address (the token) to no other site.
        for (let preview = 0; preview < 2; preview += 1) {
          const opened = await fetch(`${example}${link}`);
          expect(opened.status).toBe(200);
          expect(opened.headers.get('referrer-policy')).toBe('same-origin');
        }
        expect(await staff.signInByLink(log)).toBe(true);
        // Spent: the same link again, in another browser, signs nobody in, and says so.
        const colleague = await staffSignInPage(example);
        await colleague.page.goto(`${example}${link}`);
        await colleague.page.getByRole('button', { name: 'Sign in' }).click();
        await colleague.page.waitForURL(/\/enquiries\/link\?spent=1$/);
        expect(await colleague.page.getByText(SPENT).isVisible()).toBe(true);
        expect(colleague.problems).toEqual([]);
        await colleague.close();
      },
    );
  });
});

describe('a room page, for search engines and slow phones', () => {
  it('holds the room, its price, dates and valid structured data in the server HTML', async () => {
    const response = await fetch(`${baseUrl}/rooms/${ROOM}`);
    const html = await response.text();
    expect(html).toContain('Classic Ensuite');
    expect(html).toContain('Riverside House');
    expect(textOf(html)).toContain('£289.00 a week');
    expect(textOf(html)).toContain('4 September 2027 to 26 August 2028');
    expect(html).toMatch(/<title>Classic Ensuite, Riverside House · [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/rooms/${ROOM}"`);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/__sandbox\/images\//,
    );
    // The wizard's first step, rendered whole on the server.
    expect(html).toContain('When will you stay?');

    const [product] = structuredData(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Ensuite, Riverside House',
      url: `${baseUrl}/rooms/${ROOM}`,
    });
    expect(product.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'Offer',
          priceCurrency: 'GBP',
          availabilityStarts: '2027-09-04',
          price: '289',
          priceSpecification: expect.objectContaining({ price: '289', unitCode: 'WEE' }),
        }),
      ]),
    );
  });

  it('asks the API on the server only: hydrated in the browser, the page asks it nothing', async () => {
    apiRequests.length = 0;
    const { page, problems, browserAsked, close } = await openPage(`/rooms/${ROOM}`);
    await hydrated(page);
    // Hydrated: the wizard's first step answers a click.
    await page.getByLabel('Pay in full').check();
    await page.waitForLoadState('networkidle');
    expect(browserAsked).toEqual([]);
    // The room, once, for the page and its metadata together.
    expect(apiRequests).toEqual([`GET /api/rooms/${ROOM}`]);
    console.log(
      `room page: API calls by the server ${apiRequests.length}, by the browser after hydration ${browserAsked.length}`,
    );
    expect(problems).toEqual([]);
    await close();
  });

  it("lists a city's rooms a page at a time, each page an address rendered on the server", async () => {
    const html = await (await fetch(`${baseUrl}/rooms?city=london`)).text();
    expect(html).toContain('Classic Ensuite');
    expect(textOf(html)).toMatch(/\d+ rooms in London, page 1 of \d+/);
    apiRequests.length = 0;
    const { page, problems, browserAsked, close } = await openPage('/rooms');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(browserAsked).toEqual([]);
    console.log(
      `rooms page: API calls by the server ${apiRequests.length} (${apiRequests.join(', ')}), by the browser after hydration ${browserAsked.length}`,
    );

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/\/rooms\?page=2$/);
    await expect.poll(() => page.getByText(/page 2 of/).count()).toBe(1);
    await page.getByRole('link', { name: 'London', exact: true }).click();
    await page.waitForURL(/\/rooms\?city=london$/);
    await page.getByRole('link', { name: 'Classic Ensuite', exact: true }).click();
    await page.waitForURL(new RegExp(`/rooms/${ROOM}$`));
    await page.getByRole('heading', { name: /Classic Ensuite/, level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("shows the room's error state when the API fails, and the room once it answers again", async () => {
    await fetch(`${sandboxServer.url}/__sandbox/faults`, {
      method: 'POST',
      // Retry-After: 0, so the server's and the browser's retries come at once.
      body: JSON.stringify({ route: 'rooms.get', status: 503, retryAfterSeconds: 0, times: 10 }),
    });
    const { page, close } = await openPage(`/rooms/${ROOM}`);
    // The browser tries again on its own first, as it does for any failed read.
    await page.getByText(/^The room could not be loaded/).waitFor();
    await fetch(`${sandboxServer.url}/__sandbox/faults`, { method: 'DELETE' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: /Classic Ensuite/, level: 1 }).waitFor();
    await close();
  });
});

/** The custom checkout answered in full for `period`, paying in full, up to the review. */
async function answerToReview(page: Page, wizard: Locator, period: RegExp) {
  await wizard.getByLabel(period).check();
  await wizard.getByLabel('Pay in full').check();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByRole('heading', { name: 'About you' }).waitFor();
  await wizard.getByLabel('First name').fill('Amara');
  await wizard.getByLabel('Last name').fill('Okafor');
  await wizard.getByLabel('Email').fill('amara@example.com');
  await wizard.getByLabel('Phone number').fill('+44 7700 900123');
  await fillDate(wizard, '2004-03-27');
  await wizard.getByLabel('Address line 1').fill('1 High Street');
  await wizard.getByLabel('Town or city').fill('Leeds');
  await wizard.getByLabel('Postcode', { exact: true }).fill('LS1 1AA');
  await wizard.getByLabel('Country', { exact: true }).selectOption('gb');
  await wizard.getByLabel('Gender').selectOption('female');
  await wizard.getByLabel('Nationality').selectOption('ng');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  for (let step = 0; step < 3; step += 1) {
    const heading = (await wizard.locator('.unistay-step-heading').textContent()) ?? '';
    if (heading === 'Check your answers') break;
    if (heading === 'Emergency contact' || heading === 'Guarantor') {
      await wizard.getByLabel('Relationship').fill('Mother');
      await wizard.getByLabel('First name').fill('Ngozi');
      await wizard.getByLabel('Last name').fill('Okafor');
      await wizard.getByLabel('Email').fill('ngozi@example.com');
      await wizard.getByLabel('Phone number').fill('+44 7700 900124');
      await fillDate(wizard, '1975-01-02');
      await wizard.getByLabel('Address line 1').fill('1 High Street');
      await wizard.getByLabel('Town or city').fill('Leeds');
      await wizard.getByLabel('Postcode', { exact: true }).fill('LS1 1AA');
      await wizard.getByLabel('Country', { exact: true }).selectOption('gb');
    } else if (heading === 'Your course') {
      await wizard.getByLabel('University').fill('University of Leeds');
      await wizard.getByLabel('Year of study').selectOption('Foundation');
      await wizard.getByLabel('Course title').fill('Law');
    }
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await page.waitForTimeout(0);
  }
  await wizard.getByRole('heading', { name: 'Check your answers' }).waitFor();
  // On the sandbox's credentials the proxy asks for the sandbox's human check before a session.
  await passHumanCheck(wizard);
}

/** The sandbox's human check, ticked as a person ticks it. */
const passHumanCheck = (within: Pick<Page, 'getByRole'>) =>
  within.getByRole('checkbox', { name: 'I am a person' }).click();

/** The room page's booking: the wizard and hosted checkout's button. */
const book = (page: Page): Locator => page.getByRole('region', { name: 'Book this room' });

/** The room's first period on hosted checkout, from its room page: on the API's page once it returns. */
async function leaveForHostedCheckout(page: Page) {
  const secureCheckout = book(page).getByRole('button', { name: /^Secure checkout: 4 Sept? 2027/ });
  // The button asks for the human check first, then goes once it is passed.
  await secureCheckout.click();
  await passHumanCheck(book(page));
  await secureCheckout.click();
  await page.waitForURL(/\/__sandbox\/checkout\/cs_sandbox_/);
}

describe('booking, asking and reading', () => {
  it("books through hosted checkout, and the return page waits for the webhook's event", async () => {
    const { page, problems, close } = await openPage(`/rooms/${ROOM}`);
    await hydrated(page);
    await leaveForHostedCheckout(page);
    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const reference = (await page.locator('strong').first().textContent()) ?? '';
    expect(reference).toMatch(/^BK-/);
    await page.getByRole('link', { name: 'Return to the site you came from' }).click();
    await page.waitForURL(/\/booking\/return\?session=cs_sandbox_/);
    await page.getByRole('heading', { name: 'Booking confirmed', level: 1 }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      `Classic Ensuite at Riverside House is yours. Your booking reference is ${reference}.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("books through the custom checkout, paying with the sandbox's card provider", async () => {
    const { page, problems, close } = await openPage(`/rooms/${ROOM}`);
    await hydrated(page);
    const wizard = book(page);
    await answerToReview(page, wizard, /^4 September 2027/);
    // The session's key is the sandbox's, so its card field, not Stripe's, takes the card.
    await wizard.getByLabel('Card number').fill('4242 4242 4242 4242');
    expect(await wizard.locator('[data-provider="sandbox"]').count()).toBe(1);
    await wizard.getByRole('button', { name: 'Pay and book' }).click();
    await wizard.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await wizard.getByText(/Your booking reference is BK-/).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('resumes a payment still processing after a reload, and offers no other way to pay until it clears', async () => {
    const taken = async () => {
      const { payments } = (await (
        await fetch(`${sandboxServer.url}/__sandbox/payments`)
      ).json()) as {
        payments: { charges: number; status: string }[];
      };
      return payments.filter((p) => p.charges > 0 || p.status === 'processing').length;
    };
    const before = await taken();
    const { page, problems, close } = await openPage(`/rooms/${ROOM}`);
    await hydrated(page);
    const wizard = book(page);
    await answerToReview(page, wizard, /^11 September 2027/);
    await wizard.getByLabel('Card number').fill('4000 0000 0000 0077');
    await wizard.getByRole('button', { name: 'Pay and book' }).click();
    await wizard.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();

    await page.reload();
    await hydrated(page);
    await wizard.getByRole('heading', { name: 'Check your answers' }).waitFor();
    await wizard.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();
    expect(await page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);
    expect(await wizard.getByLabel('Card number').count()).toBe(0);
    await expect
      .poll(async () => {
        const check = wizard.getByRole('button', { name: 'Check again' });
        if (await check.isVisible()) await check.click();
        return wizard.getByRole('heading', { name: 'Booking confirmed' }).count();
      })
      .toBe(1);
    expect(await taken()).toBe(before + 1);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the checkout where the student was through a reload of the server-rendered page', async () => {
    const { page, problems, close } = await openPage(`/rooms/${ROOM}`);
    await hydrated(page);
    const wizard = book(page);
    await wizard.getByLabel(/^11 September 2027/).check();
    await wizard.getByLabel('Pay in full').check();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('heading', { name: 'About you' }).waitFor();
    await wizard.getByLabel('First name').fill('Amara');
    await page.reload();
    // The server renders the first step (it has no draft); the browser, which has, goes on from
    // where the student was once hydrated, with no hydration error on the way.
    await hydrated(page);
    await wizard.getByRole('heading', { name: 'About you' }).waitFor();
    await expect.poll(() => wizard.getByLabel('First name').inputValue()).toBe('Amara');
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByRole('heading', { name: 'Your stay' }).waitFor();
    expect(await wizard.getByLabel(/^11 September 2027/).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('sends a question about the room, and a general one', async () => {
    const { page, problems, close } = await openPage(`/rooms/${ROOM}`);
    await hydrated(page);
    const ask = page.getByRole('region', { name: 'Ask about this room' });
    await ask.getByLabel('First name').fill('Amara');
    await ask.getByLabel('Last name').fill('Okafor');
    await ask.getByLabel('Email').fill('amara@example.com');
    await ask.getByLabel('Phone number').fill('+44 7700 900123');
    await ask.getByLabel('Message').fill('Is the room quiet at night?');
    await passHumanCheck(ask);
    await ask.getByRole('button', { name: /^Send/ }).click();
    await expect
      .poll(() => ask.getByRole('status').or(ask.getByRole('heading')).allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/sent/i)]));

    await page.goto(`${baseUrl}/ask`);
    await hydrated(page);
    await page.getByLabel('First name').fill('Finn');
    await page.getByLabel('Last name').fill('Murphy');
    await page.getByLabel('Email').fill('finn@example.com');
    await page.getByLabel('Phone number').fill('+353 85 123 4567');
    await page.getByLabel('Message').fill('When do contracts start?');
    await passHumanCheck(page);
    await page.getByRole('button', { name: /^Send/ }).click();
    await page.getByRole('heading', { name: 'Enquiry sent' }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/Your reference is \S+\./);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows enquiries to signed-in staff only, in the page and through the proxy', async () => {
    expect((await fetch(`${baseUrl}/api/enquiries`)).status).toBe(403);
    const { page, problems, close } = await openPage('/enquiries');
    expect(await page.locator('table').count()).toBe(0);
    await hydrated(page);
    await page.getByLabel('Staff password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That password is not right.').waitFor();
    expect(
      await page.getByLabel('Staff password').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByLabel('Staff password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByText(/^Showing /).textContent())
      .toMatch(/^Showing 1–10 of \d+$/);
    const cookies = await page.context().cookies();
    const staff = cookies.find((cookie) => cookie.name === 'unistay_staff');
    expect(staff).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const proxied = await fetch(`${baseUrl}/api/enquiries`, {
      headers: { Cookie: `unistay_staff=${staff?.value}` },
    });
    expect(proxied.status).toBe(200);
    // A session this app did not sign is no session.
    const forged = await fetch(`${baseUrl}/api/enquiries`, {
      headers: { Cookie: `unistay_staff=${Date.now() + 60_000}.forged` },
    });
    expect(forged.status).toBe(403);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    // Signing out ends the session on the server: a copy of its cookie opens nothing after.
    const copied = await fetch(`${baseUrl}/api/enquiries`, {
      headers: { Cookie: `unistay_staff=${staff?.value}` },
    });
    expect(copied.status).toBe(403);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('safe to copy: what a partner copies from it does not turn against them', () => {
  it('never redirects off the site, whatever Referer names', async () => {
    for (const referer of [`${baseUrl}//evil.example/x`, `${baseUrl}/\\evil.example/x`]) {
      const answer = await fetch(`${baseUrl}/language?to=fr`, {
        redirect: 'manual',
        headers: { Referer: referer },
      });
      expect([referer, answer.headers.get('location')]).toEqual([referer, '/rooms']);
    }
  });

  it('names its own host in canonical links, never the one X-Forwarded-Host claims', async () => {
    const html = await (
      await fetch(`${baseUrl}/rooms/${ROOM}`, { headers: { 'X-Forwarded-Host': 'evil.example' } })
    ).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/rooms/${ROOM}"`);
    expect(html).not.toContain('evil.example');
  });

  it('sends its Content-Security-Policy with every page, a prefetch and the missing page too', async () => {
    for (const [path, headers] of [
      ['/rooms', {}],
      ['/rooms', { 'Next-Router-Prefetch': '1' }],
      ['/no-such-page', {}],
    ] as const) {
      const answer = await fetch(`${baseUrl}${path}`, { headers });
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect([path, headers, answer.headers.get('content-security-policy')]).toEqual([
        path,
        headers,
        expect.stringContaining("script-src 'self' 'nonce-"),
      ]);
    }
  });

  it('sends it with every HTML answer, whatever the path: near the routes it leaves alone, and unknown ones (generated)', async () => {
    // Beside every route that is not a page (the proxy, the webhook, Next.js's files, the icon).
    const near = [
      '/favicon.icox',
      '/favicon.ico/x',
      '/webhooks/nope',
      '/webhooks',
      '/_next/imagex',
      '/_next/static/nope.js',
      '/_next/staticx',
      '/apix',
      '/measurement/nope',
    ];
    const unknown = fc.sample(
      fc
        .array(fc.stringMatching(/^[a-z0-9._~-]{1,12}$/), { minLength: 1, maxLength: 3 })
        .map((segments) => `/${segments.join('/')}`),
      { numRuns: 40, seed: 58 },
    );
    for (const path of [...near, ...unknown]) {
      const answer = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      if (!answer.headers.get('content-type')?.startsWith('text/html')) continue;
      expect([path, answer.status, answer.headers.get('content-security-policy')]).toEqual([
        path,
        answer.status,
        expect.stringContaining("script-src 'self' 'nonce-"),
      ]);
    }
  });

  it('sets the language cookie Secure behind https', async () => {
    const answer = await fetch(`${baseUrl}/language?to=fr`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure/i);
    const plain = await fetch(`${baseUrl}/language?to=fr`, { redirect: 'manual' });
    expect(plain.headers.get('set-cookie')).not.toMatch(/; Secure/i);
  });
});

describe("the proxy's guards, against a script", () => {
  const created = () => apiRequests.filter((request) => request === 'POST /api/enquiries/general');

  it('refuses an enquiry without a human token, or with a token used once already, and creates nothing', async () => {
    const before = created().length;
    const missing = await sendEnquiry(baseUrl, enquiry('no-token@example.com'), { token: null });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ data: { reason: 'human_check_required' } });
    const token = sandboxHumanToken('pass');
    expect((await sendEnquiry(baseUrl, enquiry('once@example.com'), { token })).status).toBe(201);
    const replayed = await sendEnquiry(baseUrl, enquiry('twice@example.com'), { token });
    expect(replayed.status).toBe(403);
    expect(await replayed.json()).toMatchObject({ data: { reason: 'human_check_failed' } });
    expect(created().length).toBe(before + 1);
  });

  it("keeps one inbox to twenty enquiries an hour, however it is spelt, and a refused script spends none of the student's", async () => {
    // Twenty tries with no token, in the student's name: refused, and counted against no one.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const refused = await sendEnquiry(baseUrl, enquiry('finn.murphy@gmail.com'), { token: null });
      expect(refused.status).toBe(403);
    }
    // One inbox: Gmail ignores dots and case, and delivers a +tag to the address without it.
    const spellings = Array.from(
      { length: 21 },
      (_, index) =>
        [`finnmurphy+${index}@gmail.com`, `F.inn.Murphy@gmail.com`, `finn.murphy@googlemail.com`][
          index % 3
        ] as string,
    );
    const statuses: number[] = [];
    for (const [index, email] of spellings.entries()) {
      const answer = await sendEnquiry(baseUrl, enquiry(email, `Question ${index}`));
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });

  it("answers the same enquiry sent again with the first one's reference, and sends a corrected one", async () => {
    const before = created().length;
    const first = await sendEnquiry(baseUrl, enquiry('same@example.com', 'Is there a gym?'));
    const again = await sendEnquiry(baseUrl, enquiry(' Same@Example.com ', 'Is there a gym? '));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const id = (await first.json()).data.enquiry_id;
    expect((await again.json()).data.enquiry_id).toBe(id);
    expect(created().length).toBe(before + 1);
    // The phone corrected is another enquiry: sent, with its own reference.
    const corrected = await sendEnquiry(baseUrl, {
      ...enquiry('same@example.com', 'Is there a gym?'),
      contact_number: '+447700900999',
    });
    expect(corrected.status).toBe(201);
    expect((await corrected.json()).data.enquiry_id).not.toBe(id);
    expect(created().length).toBe(before + 2);
  });

  it('counts writes by client network only behind a proxy it trusts, and then one network cannot shut out another', async () => {
    const behindProxy = await startExample({ ...exampleEnv, TRUSTED_PROXIES: '1' });
    const statuses: number[] = [];
    for (let request = 0; request < 31; request += 1) {
      const answer = await sendEnquiry(
        behindProxy,
        enquiry(`network-${request}@example.com`),
        // What a client wrote itself, then what the trusted proxy saw: only the last is read.
        { address: `10.0.0.${request}, 198.51.100.7` },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
    const elsewhere = await sendEnquiry(behindProxy, enquiry('elsewhere@example.com'), {
      address: '198.51.100.8',
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe("in the student's language", () => {
  it('renders Arabic right to left on the server, chosen from the menu, with its own words', async () => {
    const { page, problems, close } = await openPage(`/rooms/${ROOM}`);
    await page.getByText(/^Language:/).click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(new RegExp(`/rooms/${ROOM}$`));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const cookie = (await page.context().cookies()).find(
      (each) => each.name === 'unistay-language',
    );
    const html = await (
      await fetch(`${baseUrl}/rooms/${ROOM}`, {
        headers: { Cookie: `unistay-language=${cookie?.value}` },
      })
    ).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).not.toContain('Book this room');
    expect(html).not.toContain('When will you stay?');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("follows the browser's language when none was chosen", async () => {
    const html = await (
      await fetch(`${baseUrl}/rooms`, { headers: { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' } })
    ).text();
    expect(html).toMatch(/<html lang="de" dir="ltr"/);
  });
});

describe('measurement with Google Analytics, asked first', () => {
  const MEASUREMENT_ID = 'G-UNISTAY01';
  const API_SECRET = 'ga4-test-secret';
  /** The example started with GA4 set up. */
  let measured: string;
  /** GA4's Measurement Protocol as the example's server meets it: each hit, its address and body. */
  const collected: { url: string; body: string }[] = [];
  let collector: Server;
  beforeAll(async () => {
    collector = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        collected.push({ url: request.url ?? '', body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    measured = await startExample({
      ...exampleEnv,
      GA4_MEASUREMENT_ID: MEASUREMENT_ID,
      GA4_API_SECRET: API_SECRET,
      GA4_COLLECT_URL: `http://127.0.0.1:${port}/mp/collect`,
    });
    // The booking events reach this example's receiver too.
    await deliverWebhooksTo(measured);
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  /** The purchases the example's server sent GA4 for the booking `reference`. */
  const serverPurchases = (reference: string) =>
    collected.filter((hit) => hit.body.includes(`"transaction_id":"${reference}"`));

  /** Books the room on hosted checkout from `page`, the booking's event delivered twice to this example. */
  async function bookOnHostedCheckout(page: Page): Promise<string> {
    await leaveForHostedCheckout(page);
    // Every receiver's first answer lost on the way back: the API delivers the event again.
    const { webhooks } = (await (
      await fetch(`${sandboxServer.url}/__sandbox/webhooks`)
    ).json()) as {
      webhooks: unknown[];
    };
    await fetch(`${sandboxServer.url}/__sandbox/webhooks/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ failFirst: webhooks.length, failAs: 'answer_lost' }),
    });
    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const reference = (await page.locator('strong').first().textContent()) ?? '';
    await expect
      .poll(
        async () => {
          const { deliveries } = (await (
            await fetch(`${sandboxServer.url}/__sandbox/webhooks/deliveries`)
          ).json()) as { deliveries: WebhookDelivery[] };
          const ours = deliveries.find(
            (delivery) =>
              delivery.url.startsWith(measured) &&
              (delivery.payload.booking as { id?: string } | undefined)?.id === reference,
          );
          return ours && { state: ours.state, twice: ours.attempts.length >= 2 };
        },
        { timeout: 15_000 },
      )
      .toEqual({ state: 'delivered', twice: true });
    return reference;
  }

  /**
   * Google, as a page meets it: gtag.js (a stand-in that reads the `dataLayer` as Google's does and
   * sends each command to GA4's collection endpoint) and that endpoint, recording each hit. The
   * browser checks the page's policy before a request leaves, so a request the policy forbids
   * never arrives here: it is a CSP violation among the page's problems.
   */
  function google() {
    const asked: string[] = [];
    const hits: { name: string; params: Record<string, unknown>; sent: string }[] = [];
    const GTAG = `(() => {
      const id = new URL(document.currentScript.src).searchParams.get('id');
      const send = (name, params) => fetch('https://region1.google-analytics.com/g/collect?v=2&tid=' + id + '&en=' + encodeURIComponent(name), { method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(params ?? {}) });
      const run = (command) => {
        const [kind, name, params] = Array.from(command);
        if (kind === 'config') send('page_view', { page_location: (params && params.page_location) || location.href });
        if (kind === 'event') send(name, params);
      };
      if (!/(^|; )_ga=/.test(document.cookie)) {
        const random = Math.floor(Math.random() * 2147483647);
        document.cookie = '_ga=GA1.1.' + random + '.' + Math.floor(Date.now() / 1000) + '; path=/; max-age=63072000; SameSite=Lax';
      }
      const layer = (window.dataLayer = window.dataLayer || []);
      layer.forEach(run);
      layer.push = (...commands) => { commands.forEach(run); return Array.prototype.push.apply(layer, commands); };
    })();`;
    const isGoogle = (url: URL) =>
      /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/.test(
        url.hostname,
      );
    const prepare = (context: BrowserContext) =>
      context.route(isGoogle, async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        asked.push(`${url.hostname}${url.pathname}`);
        if (url.pathname === '/gtag/js') {
          await route.fulfill({ contentType: 'text/javascript', body: GTAG });
          return;
        }
        const sent = `${request.url()} ${request.postData() ?? ''}`;
        hits.push({
          name: url.searchParams.get('en') ?? '',
          params: JSON.parse(request.postData() ?? '{}'),
          sent,
        });
        await route.fulfill({ status: 204 });
      });
    const named = (name: string) => hits.filter((hit) => hit.name === name);
    return { asked, hits, named, prepare };
  }

  /** A page of the example measuring with GA4, hydrated, in a fresh context, Google recorded. */
  async function openMeasuredPage(path: string) {
    const seen = google();
    const opened = await openPage(path, { base: measured, prepare: seen.prepare });
    await hydrated(opened.page);
    return { seen, ...opened };
  }

  const question = (page: Page) => page.getByRole('complementary', { name: 'Measuring this site' });

  /** Clicks an answer and waits for the page it loads again: the response's policy. */
  async function answer(page: Page, button: string) {
    const [loaded] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().resourceType() === 'document' && response.status() === 200,
      ),
      question(page).getByRole('button', { name: button }).click(),
    ]);
    await hydrated(page);
    return (await loaded.headerValue('content-security-policy')) ?? '';
  }

  it("tells Google the page without the staff sign-in link's token", async () => {
    const { seen, page, problems, close } = await openMeasuredPage(
      '/enquiries/link?token=a-secret-sign-in-token&from=log',
    );
    await answer(page, 'Allow measurement');
    await expect.poll(() => seen.named('page_view').length).toBeGreaterThan(0);
    const [view] = seen.named('page_view');
    expect(String(view?.params.page_location)).toMatch(/\/enquiries\/link\?from=log$/);
    expect(JSON.stringify(seen.hits)).not.toContain('a-secret-sign-in-token');
    expect(problems).toEqual([]);
    await close();
  });

  it('asks in the server HTML, then sends Google nothing before an answer nor after a refusal', async () => {
    // Without GA4 set up, there is nothing to ask.
    expect(textOf(await (await fetch(`${baseUrl}/rooms`)).text())).not.toContain(
      'Measuring this site',
    );
    const first = await fetch(`${measured}/rooms/${ROOM}`);
    expect(first.headers.get('content-security-policy')).not.toMatch(/google/);
    expect(textOf(await first.text())).toContain('Measuring this site');

    const { seen, page, problems, close } = await openMeasuredPage(`/rooms/${ROOM}`);
    await book(page)
      .getByLabel(/^4 September 2027/)
      .check();
    await book(page).getByLabel('Pay in full').check();
    await question(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(seen.asked).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);

    const policy = await answer(page, 'Refuse');
    expect(policy).not.toMatch(/google/);
    expect(await question(page).count()).toBe(0);
    await book(page).getByRole('button', { name: 'Continue' }).click();
    await book(page).getByRole('heading', { name: 'About you' }).waitFor();
    await page.reload();
    await hydrated(page);
    expect(seen.asked).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('allowed: what waited, then the journey, reach GA4 through a policy naming Google only now, with one purchase and nothing typed', async () => {
    const { seen, page, problems, close } = await openMeasuredPage('/rooms');
    await question(page).waitFor();
    expect(seen.asked).toEqual([]);

    const policy = await answer(page, 'Allow measurement');
    expect(policy).toContain('connect-src');
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(await question(page).count()).toBe(0);
    // The list seen before the answer, handed over, and the list seen again.
    await expect.poll(() => seen.named('view_item_list').length).toBe(2);
    expect(seen.named('page_view')).toHaveLength(1);

    await page
      .getByRole('link', { name: /Classic Ensuite/ })
      .first()
      .click();
    await page.waitForURL(`**/rooms/${ROOM}`);
    await hydrated(page);
    const wizard = book(page);
    await answerToReview(page, wizard, /^4 September 2027/);
    await wizard.getByLabel('Card number').fill('4242 4242 4242 4242');
    await wizard.getByRole('button', { name: 'Pay and book' }).click();
    await wizard.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    await expect.poll(() => seen.named('purchase').length).toBe(1);
    const [purchase] = seen.named('purchase');
    expect(purchase?.params).toMatchObject({
      transaction_id: expect.stringMatching(/\S/),
      currency: 'GBP',
      items: [expect.objectContaining({ item_id: ROOM, quantity: 1 })],
    });
    expect(purchase?.params.value).toBeGreaterThan(0);
    expect(seen.named('view_item').length).toBeGreaterThanOrEqual(1);

    // A reload shows the booking again and counts no second purchase.
    const views = seen.named('page_view').length;
    await page.reload();
    await hydrated(page);
    await expect.poll(() => seen.named('page_view').length).toBe(views + 1);
    expect(seen.named('purchase')).toHaveLength(1);

    // Nothing the student typed, in any hit's address or body.
    const typed = [
      'Amara',
      'Okafor',
      'amara@example.com',
      '7700 900123',
      '2004-03-27',
      '1 High Street',
      'LS1 1AA',
      'Leeds',
      'Ngozi',
      'Law',
      '4242',
    ];
    const leaked = seen.hits.flatMap((hit) => typed.filter((text) => hit.sent.includes(text)));
    expect(leaked).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('counts a hosted booking once, from its event on the server, for a student who allowed measurement: their GA4 id, however often the event comes', async () => {
    const { seen, page, problems, close } = await openMeasuredPage(`/rooms/${ROOM}`);
    await answer(page, 'Allow measurement');
    await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/_ga=GA1\.1\./);
    const ga = (await page.context().cookies()).find((cookie) => cookie.name === '_ga');
    const clientId = ga?.value.split('.').slice(2).join('.');

    const reference = await bookOnHostedCheckout(page);
    await expect.poll(() => serverPurchases(reference).length).toBe(1);
    const [hit] = serverPurchases(reference);
    const sentTo = new URL(hit?.url ?? '', 'http://collector');
    expect(sentTo.pathname).toBe('/mp/collect');
    expect(sentTo.searchParams.get('measurement_id')).toBe(MEASUREMENT_ID);
    expect(sentTo.searchParams.get('api_secret')).toBe(API_SECRET);
    expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({
      client_id: clientId,
      events: [
        {
          name: 'purchase',
          params: { transaction_id: reference, currency: 'GBP', items: [{ item_id: ROOM }] },
        },
      ],
    });
    // The page saw no booking, so said no purchase: the server's is the only one.
    expect(seen.named('purchase')).toEqual([]);
    // The secret never reaches the browser.
    expect(seen.hits.some((each) => each.sent.includes(API_SECRET))).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it("sends a hosted purchase under the GA4 id of the browser that started its session: another's claim is refused, a later one changes nothing", async () => {
    const { page, problems, close } = await openMeasuredPage(`/rooms/${ROOM}`);
    await answer(page, 'Allow measurement');
    await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/_ga=GA1\.1\./);
    const cookies = await page.context().cookies();
    const clientId = cookies
      .find((cookie) => cookie.name === '_ga')
      ?.value.split('.')
      .slice(2)
      .join('.');
    await leaveForHostedCheckout(page);
    const token = /\/__sandbox\/checkout\/(cs_sandbox_[\w-]+)/.exec(page.url())?.[1] ?? '';
    const visitor = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'unistay_visitor',
    );
    expect(visitor).toBeDefined();
    const claim = (cookie: string) =>
      fetch(`${measured}/measurement/checkout`, {
        method: 'POST',
        headers: {
          'Sec-Fetch-Site': 'same-origin',
          Cookie: `unistay-measurement=granted; ${cookie}`,
        },
        body: JSON.stringify({ session_token: token, room_id: ROOM, currency: 'GBP' }),
      });
    // Someone else, with consent and a GA4 id of their own, claims the student's session.
    expect((await claim('_ga=GA1.1.111111.222222')).status).toBe(403);
    // The student's own browser, claiming it again under another id: the first claim stands.
    expect((await claim(`_ga=GA1.1.999999.888888; unistay_visitor=${visitor?.value}`)).status).toBe(
      204,
    );

    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const reference = (await page.locator('strong').first().textContent()) ?? '';
    await expect.poll(() => serverPurchases(reference).length, { timeout: 15_000 }).toBe(1);
    const [hit] = serverPurchases(reference);
    expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ client_id: clientId });
    expect(problems).toEqual([]);
    await close();
  });

  it('counts no hosted booking of a student who refused', async () => {
    const { seen, page, problems, close } = await openMeasuredPage(`/rooms/${ROOM}`);
    await answer(page, 'Refuse');
    const reference = await bookOnHostedCheckout(page);
    expect(serverPurchases(reference)).toEqual([]);
    expect(seen.asked).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("takes an answer only from this site's pages: another site's form cannot answer for the student", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${measured}/measurement`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'measurement=granted',
      });
    const forgeries: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://attacker.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.attacker.example' },
      { Origin: 'https://attacker.example' },
      {},
    ];
    for (const forged of forgeries) {
      const refused = await post(forged);
      expect({ forged, status: refused.status }).toEqual({ forged, status: 403 });
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    const host = new URL(measured).host;
    const kept = await post({
      'Sec-Fetch-Site': 'same-origin',
      Origin: measured,
      Referer: `${measured}/rooms/${ROOM}?from=list`,
    });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe(`/rooms/${ROOM}?from=list`);
    expect(kept.headers.get('set-cookie')).toMatch(/^unistay-measurement=granted;.*HttpOnly/i);
    // Sent back only ever to a page of this site.
    const elsewhere = await post({
      Origin: `http://${host}`,
      Referer: 'https://attacker.example/x',
    });
    expect(elsewhere.headers.get('location')).toBe('/rooms');

    // The beacon that remembers a student leaving for hosted checkout: this site's pages only,
    // with the student's consent in the cookie, each value checked, its size bounded, and only
    // for a session this browser started (below).
    const beacon = (body: string, headers: Record<string, string>) =>
      fetch(`${measured}/measurement/checkout`, { method: 'POST', headers, body });
    const sameSite = { 'Sec-Fetch-Site': 'same-origin', Cookie: 'unistay-measurement=granted' };
    const left = JSON.stringify({ session_token: 'cs_sandbox_x', room_id: ROOM, currency: 'GBP' });
    expect((await beacon(left, { ...sameSite, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await beacon(left, sameSite)).status).toBe(403);
    expect((await beacon('x'.repeat(5_000), sameSite)).status).toBe(413);
    for (const malformed of [
      '{',
      JSON.stringify({ session_token: '../../etc', room_id: ROOM, currency: 'GBP' }),
      JSON.stringify({ session_token: 'cs_sandbox_x', room_id: ROOM, currency: 'pounds' }),
      JSON.stringify({ session_token: 'cs_sandbox_x', currency: 'GBP' }),
    ]) {
      expect((await beacon(malformed, sameSite)).status).toBe(400);
    }
  });
});

describe('the students remembered for a hosted purchase (lib/firstClaims.ts)', () => {
  it('keeps the first claim of a session, and makes room only from expired ones: filled, it turns new ones down', () => {
    const clock = { now: 0 };
    const claims = createFirstClaims<string>({ keepForMs: 1_000, atMost: 3, now: () => clock.now });
    expect(claims.claim('cs_1', 'student')).toBe('claimed');
    expect(claims.claim('cs_1', 'someone else')).toBe('already');
    expect(claims.read('cs_1')).toBe('student');
    clock.now = 500;
    expect([claims.claim('cs_2', 'b'), claims.claim('cs_3', 'c')]).toEqual(['claimed', 'claimed']);
    // Full of live claims: a flood of new ones forgets none of them.
    for (let i = 0; i < 100; i += 1) expect(claims.claim(`cs_flood_${i}`, 'bot')).toBe('full');
    expect([claims.read('cs_1'), claims.read('cs_2'), claims.read('cs_3')]).toEqual([
      'student',
      'b',
      'c',
    ]);
    // The first expires: its place is the one taken.
    clock.now = 1_000;
    expect(claims.claim('cs_4', 'd')).toBe('claimed');
    expect([claims.read('cs_1'), claims.read('cs_2'), claims.read('cs_4')]).toEqual([
      undefined,
      'b',
      'd',
    ]);
  });
});

describe('accessibility', () => {
  it('axe finds nothing on the rooms, room and question pages', async () => {
    for (const path of ['/rooms', `/rooms/${ROOM}`, '/ask', '/booking/return']) {
      const { page, problems, close } = await openPage(path);
      await hydrated(page);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

// Last: past it, every staff sign-in asks for the human check for a minute.
describe('an attacker guessing the staff password', () => {
  it('is made to pass the human check for every guess, however many addresses it claims; staff pass it once and sign in', async () => {
    const { page, problems, close } = await openPage('/enquiries');
    await hydrated(page);
    const password = page.getByLabel('Staff password');
    let checkAskedAt = 0;
    const signIn = page.getByRole('button', { name: 'Sign in' });
    const answered = () =>
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/enquiries',
      );
    const said = () =>
      page
        .getByRole('alert')
        .filter({ hasText: /password|person/ })
        .textContent();
    for (let guess = 1; guess <= 40 && !checkAskedAt; guess += 1) {
      // Each guess names a new client address, as anyone can: none is believed.
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${guess}` });
      await password.fill(`guess ${guess}`);
      await Promise.all([answered(), signIn.click()]);
      await expect.poll(() => signIn.isEnabled()).toBe(true);
      const answer = await said();
      if (answer === 'Complete the check that you are a person') checkAskedAt = guess;
      else expect(answer).toBe('That password is not right.');
    }
    // Thirty wrong passwords from everyone in a minute, the staff test's one among them perhaps.
    expect(checkAskedAt).toBeGreaterThanOrEqual(30);
    expect(checkAskedAt).toBeLessThanOrEqual(31);
    // Without the check, even the right password is not tried: a guess tells the guesser nothing.
    await password.fill(STAFF_PASSWORD);
    await Promise.all([answered(), signIn.click()]);
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    expect(await said()).toBe('Complete the check that you are a person');
    expect(await page.locator('table').count()).toBe(0);
    // A wrong guess with the check passed costs the check again.
    await passHumanCheck(page);
    await password.fill('one more guess');
    await Promise.all([answered(), signIn.click()]);
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    expect(await said()).toBe('That password is not right.');
    // The widget starts again after the answer, a render after the alert (its reset follows the
    // answer's count): waited for, as a student would see it.
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'I am a person' }).isChecked())
      .toBe(false);
    // Staff, with the check passed, are in at once: no minute to wait.
    await passHumanCheck(page);
    await password.fill(STAFF_PASSWORD);
    await signIn.click();
    await expect
      .poll(() => page.getByText(/^Showing /).textContent())
      .toMatch(/^Showing 1–10 of \d+$/);
    expect(problems).toEqual([]);
    await close();
  });
});
