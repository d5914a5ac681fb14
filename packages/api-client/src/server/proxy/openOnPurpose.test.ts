import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { serveOnLoopback } from '../../../test/serveOnLoopback.js';
import { HUMAN_TOKEN_HEADER } from '../../humanToken.js';
import { createPartnerProxy, type PartnerProxyOptions } from '../createPartnerProxy.js';
import { createMemoryRateLimitStore, emailInBody } from '../rateLimit.js';
import { clientNetwork } from '../toNodeListener.js';
import { isLiveUpstream } from './openOnPurpose.js';

/**
 * Closed unless opened on purpose: in front of the live API, a proxy whose human check, trusted
 * proxies or shared stores were never said answers nothing but the sentence that names them, and
 * runs once each is set or opened in words. Driven over real HTTP, as a partner's server runs it.
 */

const LIVE = 'https://api.student-rooms-partner.com';
const servers: Server[] = [];
let reached: string[] = [];

afterEach(async () => {
  await Promise.all(
    servers
      .splice(0)
      .map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  reached = [];
});

/** The proxy over HTTP on loopback, in front of an API that records each call it hears. */
async function serve(options: Partial<PartnerProxyOptions>, upstream = LIVE) {
  const proxy = createPartnerProxy({
    upstream,
    partnerId: 'partner_1',
    accessToken: 'a-secret-access-token-of-this-partner',
    fetch: async (input) => {
      reached.push(String(input));
      const data = { enquiry_id: `E${reached.length}` };
      return Response.json({ success: true, code: 0, message: 'OK', data }, { status: 201 });
    },
    log: () => {},
    ...options,
  });
  return serveOnLoopback(proxy, servers);
}

const ENQUIRY = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@student.example',
  phone: '+447700900123',
  message: 'Is the ensuite free from September?',
};

function sendEnquiry(base: string, headers: Record<string, string> = {}, email = ENQUIRY.email) {
  return fetch(`${base}/api/enquiries/general`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [HUMAN_TOKEN_HEADER]: 'person', ...headers },
    body: JSON.stringify({ ...ENQUIRY, email }),
  });
}

const human = { verify: async (token: string) => token === 'person' };
/** A store of the partner's own that every instance shares, as a Redis one is (here, on memory). */
const shared = { ...createMemoryRateLimitStore() };

/** Each guard's setting: left out, opened in words, or set. */
const HUMAN_CHECK = {
  omitted: {},
  off: { humanCheck: 'off' },
  set: { humanCheck: { ...human, passStore: shared } },
} as const;
const ADDRESSES = {
  omitted: {},
  said: { trustedProxies: 1 },
  visitor: { visitor: (request: Request) => clientNetwork(request) },
} as const;
const STORES = {
  omitted: {},
  singleInstance: { singleInstance: true },
  shared: { checkout: { store: shared } },
} as const;

describe('a proxy in front of the live API', () => {
  it('with nothing said, answers 100 enquiries with the settings to say and lets none reach the API', async () => {
    const base = await serve({});
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => sendEnquiry(base, {}, `bot-${i}@example.com`)),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([500]));
    const { message } = (await (answers[0] as Response).json()) as { message: string };
    expect(message).toContain('will not run in front of the live API');
    expect(message).toContain("`humanCheck: 'off'`");
    expect(message).toContain('`trustedProxies` is not said');
    expect(message).toContain('`checkout.store` keeps counts');
    expect(message).toContain('`singleInstance: true`');
    // A configuration sentence: it names options, never a value of the partner's (nor its host).
    expect(message).not.toContain('a-secret-access-token');
    expect(message).not.toContain('student-rooms-partner');
    expect(reached).toEqual([]);
  });

  it('runs exactly when every guard is set or opened in words, and otherwise names each one left unsaid: every combination', async () => {
    const combinations = Object.keys(HUMAN_CHECK).flatMap((humanCheck) =>
      Object.keys(ADDRESSES).flatMap((addresses) =>
        Object.keys(STORES).flatMap((stores) =>
          [false, true].map((withRules) => ({ humanCheck, addresses, stores, withRules })),
        ),
      ),
    ) as {
      humanCheck: keyof typeof HUMAN_CHECK;
      addresses: keyof typeof ADDRESSES;
      stores: keyof typeof STORES;
      withRules: boolean;
    }[];
    expect(combinations).toHaveLength(54);
    for (const { humanCheck, addresses, stores, withRules } of combinations) {
      reached = [];
      // Rules given a shared store count as said; a rule left in memory needs a word too.
      const rules = withRules
        ? {
            rateLimit: { rules: [{ windowMs: 60_000, max: 100, key: emailInBody, store: shared }] },
          }
        : {};
      const base = await serve({
        ...HUMAN_CHECK[humanCheck],
        ...ADDRESSES[addresses],
        ...STORES[stores],
        ...rules,
      } as Partial<PartnerProxyOptions>);
      const answer = await sendEnquiry(base, { 'X-Forwarded-For': '203.0.113.9' });
      const { message } = (await answer.json()) as { message: string };
      const unsaid = {
        humanCheck: humanCheck === 'omitted',
        trustedProxies: addresses === 'omitted',
        stores: stores === 'omitted',
      };
      const combination = JSON.stringify({ humanCheck, addresses, stores, withRules });
      expect(message.includes('`humanCheck` is not given'), combination).toBe(unsaid.humanCheck);
      expect(message.includes('`trustedProxies` is not said'), combination).toBe(
        unsaid.trustedProxies,
      );
      expect(message.includes('`singleInstance: true`'), combination).toBe(unsaid.stores);
      const runs = !Object.values(unsaid).some(Boolean);
      expect(answer.status, combination).toBe(runs ? 201 : 500);
      expect(reached, combination).toHaveLength(runs ? 1 : 0);
      await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    }
  });

  it('takes the memory store for memory, however it is given', async () => {
    const memory = createMemoryRateLimitStore();
    const base = await serve({
      humanCheck: { verify: human.verify, passStore: memory },
      trustedProxies: 0,
      checkout: { store: memory },
    });
    const { message } = (await (await sendEnquiry(base)).json()) as { message: string };
    expect(message).toContain('`humanCheck.passStore`, `checkout.store` keep counts');
    expect(reached).toEqual([]);
  });

  it('asks only for the guards of the routes it forwards', async () => {
    // A catalogue-only proxy: no form, no checkout, so no human check and no checkout kept.
    const base = await serve({
      allow: ['rooms.list', 'rooms.get'],
      trustedProxies: 0,
    });
    const rooms = await fetch(`${base}/api/rooms`);
    expect(rooms.status).toBe(201);
    expect(reached).toHaveLength(1);
  });

  it('refuses a human check that is neither given nor said off, on any upstream, naming it', async () => {
    for (const humanCheck of [false, '', null, 'OFF', 0]) {
      const base = await serve(
        { humanCheck } as unknown as Partial<PartnerProxyOptions>,
        'https://partner-api.test',
      );
      const answer = await sendEnquiry(base);
      expect(answer.status, String(humanCheck)).toBe(500);
      expect(((await answer.json()) as { message: string }).message).toContain(
        "`humanCheck` is `{ verify }`, or `'off'`",
      );
    }
    expect(reached).toEqual([]);
  });

  it('names a rule or a guard kept in memory where the others share a store', async () => {
    const base = await serve({
      humanCheck: { verify: human.verify },
      trustedProxies: 0,
      checkout: { store: shared },
      rateLimit: { rules: [{ windowMs: 60_000, max: 5, key: emailInBody }] },
      deduplicate: { windowMs: 60_000 },
    });
    const { message } = (await (await sendEnquiry(base)).json()) as { message: string };
    expect(message).toContain(
      '`rateLimit` rule 1, `humanCheck.passStore`, `deduplicate.store` keep counts',
    );
    expect(message).not.toContain('`checkout.store`');
    expect(reached).toEqual([]);
  });

  it('counts a visitor behind the number of proxies said, not by the connection', async () => {
    // Two students behind one load balancer: one connection address, two forwarded ones. A pass
    // earned by one (an enquiry sent again after a failure needs no new check) is not the other's.
    const base = await serve({
      humanCheck: { verify: human.verify, passStore: shared },
      trustedProxies: 1,
      singleInstance: true,
    });
    const first = await sendEnquiry(base, { 'X-Forwarded-For': '198.51.100.7' });
    expect(first.status).toBe(201);
    const pass = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(pass).toMatch(/^unistay_human=/);
    const again = (from: string) =>
      sendEnquiry(base, { [HUMAN_TOKEN_HEADER]: '', Cookie: pass, 'X-Forwarded-For': from });
    expect((await again('203.0.113.50')).status).toBe(403);
    expect((await again('198.51.100.7')).status).toBe(201);
  });

  it('refuses a trusted-proxy count that is not a whole number, naming the option', async () => {
    for (const trustedProxies of [-1, 1.5, Number.NaN]) {
      const base = await serve({ trustedProxies }, 'https://partner-api.test');
      const answer = await sendEnquiry(base);
      expect(answer.status).toBe(500);
      expect(((await answer.json()) as { message: string }).message).toContain(
        '`trustedProxies` is how many proxies of your own',
      );
    }
    expect(reached).toEqual([]);
  });
});

describe('what is taken for the live API', () => {
  it('is any upstream but loopback and the names reserved for tests and examples', () => {
    const notLive = [
      'http://127.0.0.1:4010',
      'http://127.8.0.1',
      'http://[::1]:8080',
      'http://localhost:3000',
      'http://sandbox.localhost',
      'https://partner-api.test',
      'https://api.example',
      'https://nothing.invalid',
      'https://partner-api.example.com',
      'https://EXAMPLE.ORG.',
    ];
    const live = [
      'https://api.student-rooms-partner.com',
      'https://egress.internal',
      'http://api.corp.local',
      'https://example.com.evil.net',
      'https://testing.io',
      'http://10.0.0.4',
      'https://notexample.com',
    ];
    expect(notLive.filter(isLiveUpstream)).toEqual([]);
    expect(live.filter((upstream) => !isLiveUpstream(upstream))).toEqual([]);
  });

  it('runs in front of the sandbox or a test name with nothing said', async () => {
    for (const upstream of ['http://127.0.0.1:4010', 'https://partner-api.test']) {
      const base = await serve({}, upstream);
      expect((await sendEnquiry(base)).status).toBe(201);
    }
    expect(reached).toHaveLength(2);
  });
});
