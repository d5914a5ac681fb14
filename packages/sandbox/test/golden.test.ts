import { describe, expect, it } from 'vitest';
import {
  refusedExamples,
  requestExample,
  requestExamples,
  responseExample,
  responseExamples,
} from '../../api-client/test/goldenExamples.js';
import { createSandbox } from '../src/createSandbox.js';
import { SANDBOX_PARTNERS } from '../src/seed.js';

const [partner] = SANDBOX_PARTNERS;
const BASE = 'https://partner-api.example.com';
const ROUTE_PATHS = {
  'enquiries.createGeneral': '/api/enquiries/general',
  'enquiries.createSpecific': '/api/enquiries',
} as const;

type Sandbox = ReturnType<typeof createSandbox>;

/** Sends a request as the reference's examples do: both credentials, the route's body type. */
async function send(sandbox: Sandbox, path: string, body?: unknown, credentials = true) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (credentials && partner) {
    headers['X-API-PARTNER-ID'] = partner.partnerId;
    headers.Authorization = `Bearer ${partner.accessToken}`;
  }
  if (body !== undefined) {
    headers['Content-Type'] = path.startsWith('/api/enquiries')
      ? 'application/vnd.api+json'
      : 'application/json';
  }
  const response = await sandbox.handle(
    new Request(`${BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** A session started and paid on the sandbox, for `roomId`'s first period. */
async function paidSession(sandbox: Sandbox, roomId: string) {
  const room = sandbox.catalogue.properties
    .flatMap((property) => property.rooms)
    .find((candidate) => candidate.id === roomId);
  if (!room?.booking_periods[0]) throw new Error(`No room ${roomId} in the sandbox.`);
  const started = await send(sandbox, `/api/rooms/${roomId}/checkout/start`, {
    booking_period_id: room.booking_periods[0].id,
    operator_id: room.operator_id,
  });
  const secret: string = started.body.data.card_provider.client_secret;
  await sandbox.handle(
    new Request(`${BASE}/__sandbox/payment_intents/${secret.split('_secret_')[0]}/confirm`, {
      method: 'POST',
      body: JSON.stringify({ client_secret: secret, card_number: '4242424242424242' }),
    }),
  );
  return started.body.data.session_token as string;
}

/** A request example's body, bound to a real paid session where it completes a checkout. */
async function wireFor(sandbox: Sandbox, name: string) {
  const example = requestExample(name);
  if (example.call !== 'checkout.complete') return example.wire;
  const token = await paidSession(sandbox, example.roomId as string);
  return { ...example.wire, session_token: token };
}

/** Every path in a JSON value with the types seen there; array elements share `path[]`. */
function shapeOf(value: unknown, path = '$', shape = new Map<string, Set<string>>()) {
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (!shape.has(path)) shape.set(path, new Set());
  shape.get(path)?.add(type);
  if (Array.isArray(value)) for (const item of value) shapeOf(item, `${path}[]`, shape);
  else if (type === 'object') {
    for (const [key, item] of Object.entries(value as object))
      shapeOf(item, `${path}.${key}`, shape);
  }
  return shape;
}

/** The sandbox's answer has the example's keys, and only types the example has at each. */
function expectSameShape(answer: { status: number; body: unknown }, name: string) {
  const example = responseExample(name);
  expect(answer.status).toBe(example.status);
  const { success, code } = example.body as { success: boolean; code: unknown };
  expect(answer.body).toMatchObject({ success, code });
  const expected = shapeOf(example.body);
  const actual = shapeOf(answer.body);
  // Every key of the example is there (inside arrays, only where the answer's array has items),
  // and nothing else.
  const required = [...expected.keys()].filter((path) => !path.includes('[]'));
  expect(required.filter((path) => !actual.has(path))).toEqual([]);
  expect([...actual.keys()].filter((path) => !expected.has(path))).toEqual([]);
  for (const [path, types] of actual) {
    expect({ path, types: [...types].filter((type) => !expected.get(path)?.has(type)) }).toEqual({
      path,
      types: [],
    });
  }
}

/** How to make the sandbox give each response example's answer. */
const RECIPES: Record<string, (sandbox: Sandbox) => Promise<{ status: number; body: unknown }>> = {
  'list-first-page': (sandbox) => send(sandbox, '/api/enquiries?per_page=2'),
  'list-last-page': (sandbox) => send(sandbox, '/api/enquiries?per_page=3&page=19'),
  'list-empty': () => send(createSandbox({ enquiryCounts: [0, 0] }), '/api/enquiries'),
  'list-beyond-last': (sandbox) => send(sandbox, '/api/enquiries?page=9'),
  'get-enquiry': async (sandbox) => {
    const created = await send(
      sandbox,
      '/api/enquiries',
      await wireFor(sandbox, 'specific-enquiry'),
    );
    return send(sandbox, `/api/enquiries/${created.body.data.enquiry_id}`);
  },
  'create-general': async (sandbox) =>
    send(sandbox, '/api/enquiries/general', await wireFor(sandbox, 'general-enquiry')),
  'create-specific': async (sandbox) =>
    send(sandbox, '/api/enquiries', await wireFor(sandbox, 'specific-enquiry')),
  'start-checkout': async (sandbox) =>
    send(
      sandbox,
      '/api/rooms/room_riverside_ensuite/checkout/start',
      await wireFor(sandbox, 'start-checkout'),
    ),
  'start-checkout-custom-only': (sandbox) => {
    const room = sandbox.catalogue.properties
      .flatMap((property) => property.rooms)
      .find((candidate) => !candidate.hosted_checkout);
    return send(sandbox, `/api/rooms/${room?.id}/checkout/start`, {
      booking_period_id: room?.booking_periods[0]?.id,
      operator_id: room?.operator_id,
    });
  },
  'complete-checkout': async (sandbox) =>
    send(
      sandbox,
      '/api/rooms/room_riverside_ensuite/checkout',
      await wireFor(sandbox, 'complete-checkout-instalments'),
    ),
  'complete-checkout-replay': async (sandbox) => {
    const body = await wireFor(sandbox, 'complete-checkout-instalments');
    await send(sandbox, '/api/rooms/room_riverside_ensuite/checkout', body);
    return send(sandbox, '/api/rooms/room_riverside_ensuite/checkout', body);
  },
  'rooms-list': (sandbox) => send(sandbox, '/api/rooms?per_page=2&filter[city]=london'),
  room: (sandbox) => send(sandbox, '/api/rooms/room_riverside_ensuite'),
  'room-not-found': (sandbox) => send(sandbox, '/api/rooms/room_nowhere'),
  'room-booking-periods': (sandbox) =>
    send(sandbox, '/api/rooms/room_riverside_ensuite/booking-periods'),
  'properties-list': (sandbox) => send(sandbox, '/api/properties?filter[city]=london'),
  property: (sandbox) => send(sandbox, '/api/properties/prop_riverside'),
  'error-401': (sandbox) => send(sandbox, '/api/enquiries', undefined, false),
  'error-404': (sandbox) => send(sandbox, '/api/enquiries/ENQ-NOSUCH'),
  'error-422': async (sandbox) =>
    send(sandbox, '/api/enquiries/general', {
      ...(await wireFor(sandbox, 'general-enquiry')),
      email: 'amara@',
      contact_number: '020 7946 0958',
    }),
  'error-422-nested': async (sandbox) => {
    const body = (await wireFor(sandbox, 'complete-checkout-instalments')) as Record<
      string,
      Record<string, unknown>
    >;
    const { has_uk_based_guarantor: _dropped, ...rest } = body;
    return send(sandbox, '/api/rooms/room_riverside_ensuite/checkout', {
      ...rest,
      resident_details: { ...body.resident_details, date_of_birth: '2004-03-27' },
    });
  },
};

// Answers the API gives and the sandbox, simulating a working API, has no reason to.
const CLIENT_ONLY = [
  'error-406',
  'error-422-laravel',
  'error-500-string-data',
  'list-public-model',
];

describe('golden requests, as the sandbox takes them', () => {
  it.each(
    requestExamples.filter((example) => example.wire).map((example) => [example.name] as const),
  )('accepts %s', async (name) => {
    const sandbox = createSandbox();
    const example = requestExample(name);
    const answer = await send(sandbox, example.path, await wireFor(sandbox, name));
    expect(answer).toMatchObject({ status: 201, body: { success: true } });
  });
});

describe('golden refusals: what the real API would refuse, the sandbox refuses', () => {
  it.each(refusedExamples.map((example) => [example.name, example] as const))(
    '%s',
    async (_name, example) => {
      const sandbox = createSandbox();
      const path =
        example.route === 'checkout.start'
          ? '/api/rooms/room_riverside_ensuite/checkout/start'
          : example.route === 'checkout.complete'
            ? '/api/rooms/room_riverside_ensuite/checkout'
            : ROUTE_PATHS[example.route as keyof typeof ROUTE_PATHS];
      const answer = await send(sandbox, path, example.body);
      expect(answer.status).toBe(example.status);
      expect(answer.body).toMatchObject({ success: false, code: example.status });
      if (example.messages) expect(answer.body.data).toEqual({ messages: example.messages });
    },
  );
});

describe('golden responses: the sandbox answers in the same shape', () => {
  it.each(Object.keys(RECIPES).map((name) => [name] as const))('%s', async (name) => {
    const recipe = RECIPES[name] as (
      sandbox: Sandbox,
    ) => Promise<{ status: number; body: unknown }>;
    expectSameShape(await recipe(createSandbox()), name);
  });

  it('has a recipe for every example the sandbox can give', () => {
    const names = responseExamples.map((example) => example.name);
    expect([...Object.keys(RECIPES), ...CLIENT_ONLY].sort()).toEqual([...names].sort());
  });
});
