import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createPartnerProxy,
  type PartnerProxyOptions,
  type ProxyHumanCheckOptions,
} from './createPartnerProxy.js';
import { HUMAN_TOKEN_HEADER, hcaptchaVerifier, turnstileVerifier } from './humanCheck.js';
import { createMemoryRateLimitStore, emailInBody } from './rateLimit.js';
import { toNodeListener } from './toNodeListener.js';

/**
 * The proxy's human check against a local server answering as Turnstile's and hCaptcha's
 * siteverify endpoints document (their hosts cannot be reached here): a form-encoded `secret` and
 * `response`, `{ success, "error-codes", hostname, action }` back, each token good once. A token
 * says where it was solved: `pass-N` on the partner's site by its enquiry widget, `pass-N@site`
 * on another site, `pass-N#action` by another widget.
 */

const SECRET = '0x4AAAAAAAsecret-of-the-partner';
const PASSING = /^pass-\d+(@[\w.-]+)?(#\w+)?$/;
const HOSTNAMES = ['partner.example'];
let provider: Server;
let endpoint: string;
const asked: URLSearchParams[] = [];
const used = new Set<string>();

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      asked.push(form);
      const token = form.get('response') ?? '';
      const errors =
        form.get('secret') !== SECRET
          ? ['invalid-input-secret']
          : used.has(token)
            ? ['timeout-or-duplicate']
            : !PASSING.test(token)
              ? ['invalid-input-response']
              : form.has('sitekey') && form.get('sitekey') !== 'partner-site-key'
                ? ['sitekey-mismatch']
                : [];
      used.add(token);
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          success: errors.length === 0,
          'error-codes': errors,
          challenge_ts: '2026-11-25T12:00:00.000Z',
          hostname: /@([\w.-]+)/.exec(token)?.[1] ?? 'partner.example',
          action: /#(\w+)/.exec(token)?.[1] ?? 'enquiry',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
});

afterAll(() => {
  provider.closeAllConnections();
  provider.close();
});

/** The proxy with Turnstile's check, and `humanCheck` as changes to it. */
function proxyWith({
  humanCheck,
  ...options
}: Omit<Partial<PartnerProxyOptions>, 'humanCheck'> & {
  humanCheck?: Partial<ProxyHumanCheckOptions>;
} = {}) {
  const upstreamCalls: string[] = [];
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.test',
    partnerId: 'partner-1',
    accessToken: 'token-of-the-partner',
    log: () => {},
    fetch: (async (input: string | URL | Request) => {
      upstreamCalls.push(String(input));
      return Response.json({ success: true, code: 0, message: 'OK', data: { enquiry_id: 'E1' } });
    }) as typeof fetch,
    ...options,
    humanCheck: {
      verify: turnstileVerifier({ secret: SECRET, hostnames: HOSTNAMES, endpoint }),
      ...humanCheck,
    },
  });
  return { proxy, upstreamCalls };
}

const enquiry = (headers: Record<string, string> = {}, fields: Record<string, string> = {}) =>
  new Request('https://partner.example/api/enquiries/general', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'amara@example.com', message: 'Is there a room?', ...fields }),
  });

/** A checkout's start, for `period`. */
const start = (headers: Record<string, string> = {}, period = 'bp_1') =>
  new Request('https://partner.example/api/rooms/room_1/checkout/start', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ operator_id: 'op_1', booking_period_id: period }),
  });

/** The human pass among the cookies an answer sets (a checkout's sets the visitor's too). */
const humanPassCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('unistay_human=')) ?? '';

const reasonOf = async (response: Response) =>
  ((await response.json()) as { data?: { reason?: string } }).data?.reason;

describe('the human check in the proxy', () => {
  it('refuses a creation without a token, and one the provider refuses, before the API hears of it', async () => {
    const { proxy, upstreamCalls } = proxyWith();
    const missing = await proxy(enquiry());
    expect(missing.status).toBe(403);
    expect(await reasonOf(missing)).toBe('human_check_required');
    const refused = await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'made-up' }));
    expect(refused.status).toBe(403);
    expect(await reasonOf(refused)).toBe('human_check_failed');
    expect(upstreamCalls).toEqual([]);
  });

  it('forwards a person once checked; the pass it sets opens what it was earned for, and nothing else', async () => {
    const { proxy, upstreamCalls } = proxyWith();
    const started = await proxy(start({ [HUMAN_TOKEN_HEADER]: 'pass-1' }));
    expect(started.status).toBe(200);
    const cookie = humanPassCookie(started);
    expect(cookie).toMatch(
      /^unistay_human=\d+\.[\w-]{22}\.[\w-]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(asked.at(-1)?.get('response')).toBe('pass-1');

    // The token is spent (the provider says so), but the pass lets the checkout start again...
    const pass = cookie.split(';')[0] ?? '';
    expect((await proxy(start({ Cookie: pass }, 'bp_2'))).status).toBe(200);
    // ...and opens no enquiry: every new one needs a fresh token.
    expect(await reasonOf(await proxy(enquiry({ Cookie: pass })))).toBe('human_check_required');
    expect(await reasonOf(await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'pass-1' })))).toBe(
      'human_check_failed',
    );
    expect(upstreamCalls).toHaveLength(2);
  });

  it("a pass earned on an enquiry sends that enquiry again (Try again), not another, nor a checkout's start", async () => {
    const { proxy, upstreamCalls } = proxyWith();
    const sent = await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'pass-11' }));
    const pass = humanPassCookie(sent).split(';')[0] ?? '';
    expect((await proxy(enquiry({ Cookie: pass }))).status).toBe(200);
    const another = enquiry({ Cookie: pass }, { message: 'And a parking space?' });
    expect(await reasonOf(await proxy(another))).toBe('human_check_required');
    expect(await reasonOf(await proxy(start({ Cookie: pass })))).toBe('human_check_required');
    expect(upstreamCalls).toHaveLength(2);
  });

  it('a pass is good for ten uses, from the network it was given to', async () => {
    const { proxy, upstreamCalls } = proxyWith({
      visitor: (request) => request.headers.get('x-test-network'),
    });
    const home = { 'X-Test-Network': '203.0.113.0' };
    const started = await proxy(start({ [HUMAN_TOKEN_HEADER]: 'pass-12', ...home }));
    const pass = humanPassCookie(started).split(';')[0] ?? '';
    // Copied to another network: refused there, and it spends nothing.
    const elsewhere = { Cookie: pass, 'X-Test-Network': '198.51.100.0' };
    expect(await reasonOf(await proxy(start(elsewhere)))).toBe('human_check_required');
    const statuses: number[] = [];
    for (let use = 0; use < 11; use++) {
      statuses.push((await proxy(start({ Cookie: pass, ...home }))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 403]);
    expect(upstreamCalls).toHaveLength(11);
  });

  it('takes no pass it did not sign, nor one past its time', async () => {
    // The pass's clock is the test's: a busy machine cannot age it before it is used.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { proxy } = proxyWith({ humanCheck: { trustForMs: 30_000 } });
    const first = await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'pass-2' }));
    const pass = humanPassCookie(first).split(';')[0] ?? '';
    const [name, value = ''] = pass.split('=');
    const [expires] = value.split('.');
    const forged = `${name}=${Number(expires) + 3_600_000}.${value.split('.')[1]}`;
    expect(await reasonOf(await proxy(enquiry({ Cookie: forged })))).toBe('human_check_required');
    expect((await proxy(enquiry({ Cookie: pass }))).status).toBe(200);
    vi.setSystemTime(Date.now() + 30_001);
    expect(await reasonOf(await proxy(enquiry({ Cookie: pass })))).toBe('human_check_required');
    // Another proxy (another secret) does not take this one's pass.
    const other = proxyWith({
      humanCheck: { cookieSecret: 'another-secret-of-thirty-two-characters' },
    });
    const fresh = await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'pass-3' }));
    const freshPass = humanPassCookie(fresh).split(';')[0] ?? '';
    expect(await reasonOf(await other.proxy(enquiry({ Cookie: freshPass })))).toBe(
      'human_check_required',
    );
  });

  it('checks after the rate limit, and never guards the catalogue', async () => {
    const { proxy } = proxyWith({
      rateLimit: { rules: { windowMs: 60_000, max: 1, key: () => 'one' } },
    });
    expect((await proxy(enquiry())).status).toBe(403);
    expect((await proxy(enquiry())).status).toBe(429);
    expect((await proxy(new Request('https://partner.example/api/rooms'))).status).toBe(200);
  });

  it('answers 503 when the provider cannot be reached, and asks it nothing for an oversized token', async () => {
    const down = proxyWith({
      humanCheck: {
        verify: hcaptchaVerifier({
          secret: SECRET,
          hostnames: HOSTNAMES,
          endpoint: 'http://127.0.0.1:9/siteverify',
        }),
      },
    });
    expect((await down.proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'pass-4' }))).status).toBe(503);
    const before = asked.length;
    const { proxy } = proxyWith({
      humanCheck: { verify: hcaptchaVerifier({ secret: SECRET, hostnames: HOSTNAMES, endpoint }) },
    });
    const huge = await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'x'.repeat(5000) }));
    expect(await reasonOf(huge)).toBe('human_check_failed');
    expect(asked.length).toBe(before);
    expect((await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'pass-5' }))).status).toBe(200);
  });

  it('refuses a token solved on another site, or by another widget, as the providers advise', async () => {
    const turnstile = turnstileVerifier({
      secret: SECRET,
      hostnames: ['www.partner.example', 'Partner.Example'],
      action: 'enquiry',
      endpoint,
    });
    const request = enquiry();
    expect(await turnstile('pass-7', request)).toBe(true);
    // A site that copied the site key: the check was solved there, and its token is brought here.
    expect(await turnstile('pass-8@attacker.example', request)).toBe(false);
    // Another widget of the partner's, with the same site key.
    expect(await turnstile('pass-9#newsletter', request)).toBe(false);

    const hcaptcha = hcaptchaVerifier({
      secret: SECRET,
      hostnames: HOSTNAMES,
      sitekey: 'partner-site-key',
      endpoint,
    });
    expect(await hcaptcha('pass-10', request)).toBe(true);
    expect(asked.at(-1)?.get('sitekey')).toBe('partner-site-key');
    expect(await hcaptcha('pass-11@attacker.example', request)).toBe(false);
    const otherKey = hcaptchaVerifier({
      secret: SECRET,
      hostnames: HOSTNAMES,
      sitekey: 'someone-elses-key',
      endpoint,
    });
    expect(await otherKey('pass-12', request)).toBe(false);
  });

  it('will not be set up without the sites its tokens must come from', () => {
    for (const hostnames of [[], [''], undefined]) {
      expect(() =>
        turnstileVerifier({ secret: SECRET, hostnames: hostnames as never, endpoint }),
      ).toThrow(/give hostnames, the sites your pages with the widget are on/);
    }
  });

  it('says what to set when the cookie cannot be signed', async () => {
    const { proxy } = proxyWith({ accessToken: () => 'rotated-token' });
    const response = await proxy(enquiry({ [HUMAN_TOKEN_HEADER]: 'pass-6' }));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain('humanCheck.cookieSecret');
  });
});

describe("the per-email limit under attack: a student's allowance is hers", () => {
  it.each([
    ['the fetch path', 'fetch'],
    ['the Node path, over real HTTP', 'node'],
  ] as const)(
    'twenty token-free enquiries in her name spend none of it, on %s',
    async (_, path) => {
      const { proxy } = proxyWith({
        rateLimit: {
          rules: [
            { windowMs: 3_600_000, max: 3, key: emailInBody, store: createMemoryRateLimitStore() },
          ],
        },
        humanCheck: { verify: (token) => token.startsWith('person-') },
      });
      let send: (headers: Record<string, string>, email: string) => Promise<Response>;
      let server: Server | undefined;
      const body = (email: string) => JSON.stringify({ email, message: 'Is there a room?' });
      if (path === 'fetch') {
        send = (headers, email) =>
          proxy(
            new Request('https://partner.example/api/enquiries/general', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', ...headers },
              body: body(email),
            }),
          );
      } else {
        const listening = createServer(toNodeListener(proxy));
        server = listening;
        await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
        const { port } = listening.address() as AddressInfo;
        send = (headers, email) =>
          fetch(`http://127.0.0.1:${port}/api/enquiries/general`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: body(email),
          });
      }
      try {
        // Someone who knows her address, with no check passed.
        const refused = [];
        for (let sent = 0; sent < 20; sent++)
          refused.push((await send({}, 'amara@example.com')).status);
        expect(new Set(refused)).toEqual(new Set([403]));
        // She, from anywhere, with the check passed: her three are hers, and only three.
        const hers = [];
        for (let sent = 0; sent < 4; sent++) {
          hers.push(
            (await send({ [HUMAN_TOKEN_HEADER]: `person-${sent}` }, ' Amara@Example.com')).status,
          );
        }
        expect(hers).toEqual([200, 200, 200, 429]);
      } finally {
        server?.closeAllConnections();
        server?.close();
      }
    },
  );
});
