import { API_ROUTES, type PartnerRouteName, partnerRoutePath } from '@unistay/api-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../src/createSandbox.js';
import { SANDBOX_PARTNERS } from '../src/seed.js';

const [partner] = SANDBOX_PARTNERS;
const RUNS = 1000;
const routes = Object.keys(API_ROUTES) as PartnerRouteName[];

/** A header value a real client could send (fetch refuses control characters itself). */
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);

/** Bodies from nothing at all, through broken and wrong-shaped JSON, to bytes. */
const junkBody = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc.anything({ maxDepth: 3 }).map((value) => {
    try {
      return JSON.stringify(value) ?? 'null';
    } catch {
      return '{';
    }
  }),
  fc.uint8Array({ maxLength: 200 }),
);

const junkRequest = fc.record({
  route: fc.constantFrom(...routes),
  pathParameter: fc.oneof(fc.constant('room_riverside_ensuite'), fc.string({ maxLength: 20 })),
  query: fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })), {
    maxLength: 4,
  }),
  authenticated: fc.boolean(),
  contentType: fc.oneof(
    fc.constantFrom('application/json', 'application/vnd.api+json', 'text/plain', ''),
    headerValue,
  ),
  extraHeaders: fc.dictionary(fc.stringMatching(/^x-[a-z-]{1,12}$/), headerValue, { maxKeys: 3 }),
  body: junkBody,
});

describe('the sandbox over junk', () => {
  it(`answers every junk request in the API's envelope, never throwing (${RUNS} runs)`, async () => {
    const sandbox = createSandbox();
    await fc.assert(
      fc.asyncProperty(junkRequest, async (junk) => {
        const { method } = API_ROUTES[junk.route];
        const path = partnerRoutePath(junk.route, {
          id: junk.pathParameter,
          roomId: junk.pathParameter,
        });
        const query = new URLSearchParams(junk.query).toString();
        const headers = new Headers(junk.extraHeaders);
        if (junk.contentType) headers.set('Content-Type', junk.contentType);
        if (junk.authenticated && partner) {
          headers.set('X-API-PARTNER-ID', partner.partnerId);
          headers.set('Authorization', `Bearer ${partner.accessToken}`);
        }
        const response = await sandbox.handle(
          new Request(`https://partner-api.test${path}${query ? `?${query}` : ''}`, {
            method,
            headers,
            body: method === 'POST' ? junk.body : undefined,
          }),
        );

        const body = await response.json();
        if (response.ok) {
          // Only a read can succeed on junk: a list whatever its query, an item by its id.
          expect(method).toBe('GET');
          expect(body).toMatchObject({ success: true, code: 0 });
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(body).toMatchObject({ success: false, code: response.status, locale: 'en' });
          expect(typeof body.message).toBe('string');
        }
      }),
      { numRuns: RUNS },
    );
  });
});
