import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type PartnerRouteName } from '../../routes.js';
import { createPartnerProxy } from '../createPartnerProxy.js';
import { toNodeListener } from '../toNodeListener.js';
import { ROUTE_POLICY } from './routePolicy.js';

/**
 * No door left unlisted: every route the proxy forwards has a row, and every route that writes is
 * guarded. Walked from the rows themselves, so a route added tomorrow is walked too.
 */

const WRITES = (Object.keys(ROUTE_POLICY) as PartnerRouteName[]).filter(
  (name) => ROUTE_POLICY[name].method !== 'GET',
);

let server: Server;
let base = '';
let upstreamCalls: string[] = [];

beforeAll(async () => {
  // The proxy as a partner runs it with a human check, over real HTTP; the API behind it records
  // what reaches it and answers every call as done.
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.test',
    partnerId: 'partner_1',
    accessToken: 'a-secret-access-token-of-this-partner',
    humanCheck: { verify: async (token) => token === 'person' },
    fetch: async (input) => {
      upstreamCalls.push(String(input));
      return Response.json({ success: true, code: 0, message: 'OK', data: {} }, { status: 201 });
    },
    log: () => {},
  });
  server = createServer(toNodeListener(proxy));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A path parameter as the route table takes one: a plain segment. */
const segment = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,30}$/);
/** A JSON value as a script would send, a session token or an email among the strings. */
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('cs_sandbox_1', 'student@example.com', 'bp_riverside_ensuite_51'),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

describe('every route of the proxy, walked from its policy', () => {
  it('has a row, and every route that writes is counted by the rate limits', () => {
    expect(Object.keys(ROUTE_POLICY).sort()).toEqual(Object.keys(API_ROUTES).sort());
    for (const name of WRITES) {
      expect(ROUTE_POLICY[name].rateLimitedByDefault, name).toBe(true);
    }
  });

  it('refuses a stranger’s write on every route that writes, whatever it sends, before the API hears of it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        segment,
        fc.dictionary(
          fc.constantFrom(
            'session_token',
            'booking_period_id',
            'operator_id',
            'email',
            'first_name',
            'room_id',
          ),
          value,
        ),
        async (name, parameter, body) => {
          upstreamCalls = [];
          const path = API_ROUTES[name].path.replace(/:\w+/g, parameter);
          // A script: no cookie of this site, no human token.
          const answer = await fetch(`${base}${path}`, {
            method: API_ROUTES[name].method,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          const said = (await answer.json()) as { code?: unknown };
          expect(answer.status, `${name} answered ${answer.status}`).toBe(403);
          expect(['human_check_required', 'checkout_not_started_here']).toContain(said.code);
          expect(upstreamCalls, `${name} reached the API`).toEqual([]);
        },
      ),
      { numRuns: 120 },
    );
  });
});
