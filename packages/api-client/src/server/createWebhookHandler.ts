import {
  type AccessToken,
  accessTokenProblem,
  beforeDeadline,
  withDeadline,
} from '../transport.js';

import { type PartnerEvent, parsePartnerEvent } from '../webhookEvents.js';
import { partnerStep, readBodyWithin } from './deadline.js';
import { sha256, sha256Hex } from './digest.js';
import { eventClock, eventSink, type ServerEventOptions } from './serverEvents.js';
import { createLogOnce } from './serverLog.js';
import { createMemoryWebhookStore, type WebhookStore } from './webhookStore.js';

/**
 * What `onEvent` is given beside the event: the key it is remembered by, and the delivery's request
 * (its headers; its body has been read already).
 */
export interface WebhookEventContext {
  /** What identifies the event across deliveries (see `eventKey`). */
  key: string;
  /** The delivery's request, whose body has been read. */
  request: Request;
}

/**
 * What `createWebhookHandler` needs: how a call is authenticated (`accessToken`, `headers`, or
 * both) and what handles an event (`onEvent`); optionally where handled events are remembered, for
 * how long, and the limits on each delivery.
 */
export interface WebhookHandlerOptions extends ServerEventOptions {
  /**
   * The access token you registered with the webhook in the Partner API's dashboard, which calls
   * carry as `Authorization: Bearer <token>`: a string, or a function that returns it. Give this,
   * `headers`, or both: a receiver that would take a call from anyone is refused at its first call.
   */
  accessToken?: AccessToken;
  /** Headers you registered with the webhook, each of which a call must carry with the same value. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Handles one event, once, however many times it is delivered. Resolve when it is safely
   * recorded (queue slow work rather than doing it here: the sender waits for the answer). A
   * throw, or not finishing within `timeoutMs`, answers 5xx, so the sender tries again.
   */
  onEvent: (event: PartnerEvent, context: WebhookEventContext) => void | Promise<void>;
  /**
   * Remembers which events were handled. Default: in this process's memory, which is right for one
   * process; give every instance the same store (`createRedisWebhookStore`) when there are several.
   */
  store?: WebhookStore;
  /**
   * How long a handled event is remembered, so a late redelivery is not handled again: a booking
   * (or any event `eventKey` keys), 7 days by default.
   */
  rememberForMs?: number;
  /**
   * How long an event keyed by its body is remembered (a room's or an enquiry's change, by the
   * default `eventKey`): long enough for the sender's retries, short enough that a later change
   * back to the same values (an enquiry moved on, then back, then on again) is a new event.
   * Default 1 hour.
   */
  rememberByBodyForMs?: number;
  /**
   * How long a delivery being handled holds off another delivery of the same event. Past it (the
   * process died mid-way, say) the next delivery handles the event. Default 5 minutes.
   */
  claimForMs?: number;
  /** Largest body read; past it the answer is 413 and the rest is never read. Default 256 KiB. */
  maxBodyBytes?: number;
  /** The deadline of one delivery: its body, the token function, the store and `onEvent`. Default 10 000 ms. */
  timeoutMs?: number;
  /**
   * What identifies an event across deliveries. Default: a booking event by its booking's id; any
   * other by its type and a SHA-256 of its body (a room's updates are many events, one room id).
   */
  eventKey?: (event: PartnerEvent, body: Uint8Array) => string | Promise<string>;
  /** Where configuration and handling failures are reported, each once. Default `console.error`. */
  log?: (message: string, error?: unknown) => void;
}

/**
 * The handler `createWebhookHandler` makes. It never rejects: it answers 200 once an event is
 * handled (or for a repeat), 400, 401, 405 or 413 for a call it refuses, and 409 or 5xx when the
 * sender should deliver the event again later.
 */
export type WebhookHandler = (request: Request) => Promise<Response>;

/** The reason a delivery's deadline aborts with: its time is up, or its sender went away. */
const NOT_IN_TIME = Symbol('not handled in time');

/** Thrown for a failure on the receiver's side, answered with `status` and `message`. */
class ReceiverFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const answer = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
const refuse = (status: number, error: string, headers?: HeadersInit) =>
  answer(status, { error }, headers);

/**
 * A fetch-standard handler for the Partner API's webhook calls (mount it with `toNodeListener` in
 * Node or Express; export it as `POST` from a Next.js route handler). It authenticates each call
 * by the token or headers you registered, compared in constant time, before reading its body;
 * reads at most `maxBodyBytes`; parses it into a typed event; and calls `onEvent` once per
 * distinct event, answering 200 to repeats. Delivery is at least once, handling exactly once.
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const store = options.store ?? createMemoryWebhookStore();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const rememberForMs = options.rememberForMs ?? 7 * 24 * 60 * 60 * 1000;
  const rememberByBodyForMs = options.rememberByBodyForMs ?? 60 * 60 * 1000;
  const claimForMs = options.claimForMs ?? 5 * 60 * 1000;
  const logOnce = createLogOnce(options.log);
  const keyOf = async (event: PartnerEvent, json: unknown, body: Uint8Array) => {
    if (options.eventKey) return { key: await options.eventKey(event, body), byBody: false };
    return defaultEventKey(event, json, body);
  };
  let configProblem: string | null | undefined;

  /** A step on the receiver's side under the deadline; its failure is answered 503. */
  const step = <T>(work: () => T | Promise<T>, deadline: AbortSignal, what: string) =>
    partnerStep(work, deadline, (error) => {
      logOnce(`createWebhookHandler: ${what} failed; the call was answered 503.`, error);
      return new ReceiverFailure(503, 'The event could not be received: send it again later.');
    });

  async function receive(
    request: Request,
    deadline: AbortSignal,
    seen: Delivery,
  ): Promise<Response> {
    if (request.method !== 'POST') {
      return refuse(405, 'Webhook calls are POST requests.', { Allow: 'POST' });
    }
    configProblem ??= webhookConfigProblem(options);
    if (configProblem) {
      logOnce(configProblem);
      return refuse(500, configProblem);
    }
    const token =
      typeof options.accessToken === 'function'
        ? await step(options.accessToken, deadline, 'the accessToken function')
        : options.accessToken;
    if (token !== undefined && accessTokenProblem(token)) {
      logOnce(`createWebhookHandler: the accessToken function returned no usable token.`);
      throw new ReceiverFailure(500, 'The receiver could not read its webhook credentials.');
    }
    if (!(await isAuthentic(request, token, options.headers ?? {}))) {
      // The body is never read: an unauthenticated sender cannot make this server do any work.
      return refuse(401, 'This webhook call is not authenticated.', {
        ...(token === undefined ? {} : { 'WWW-Authenticate': 'Bearer' }),
      });
    }

    const body = await readBodyWithin(request, maxBodyBytes, deadline);
    if (body === 'too_large') {
      return refuse(413, `The body is larger than ${maxBodyBytes} bytes.`);
    }
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return refuse(400, 'The body is not JSON: send {"type": "...", "payload": {...}}.');
    }
    const event = parsePartnerEvent(json);
    if ('problem' in event) return refuse(400, event.problem);
    seen.eventType = event.type;

    const { key, byBody } = await step(() => keyOf(event, json, body), deadline, '`eventKey`');
    // Stored by a digest of the key: every entry the same small size, whatever the key holds.
    const storeKey = await sha256Hex(key);
    const claiming = store.claim(storeKey, claimForMs);
    const claim = await step(() => claiming, deadline, 'the store').catch((error: unknown) => {
      // Claimed only after the deadline answered: let it go once it lands, or every retry
      // would be told the event is being handled until the claim expires.
      claiming.then(
        (late) => (late === 'claimed' ? store.release(storeKey) : undefined),
        () => {},
      );
      throw error;
    });
    if (claim === 'handled') {
      seen.duplicate = true;
      return answer(200, { received: true, duplicate: true });
    }
    if (claim === 'in_progress') {
      return refuse(409, 'This event is being handled: send it again later.', {
        'Retry-After': '10',
      });
    }

    // Settles the claim whenever `onEvent` ends, even after this call has been answered (on a
    // deadline), and never rejects: its outcome is read here or, if nobody waits, logged.
    const handled = Promise.resolve()
      .then(() => options.onEvent(event, { key, request }))
      .then(
        async () => {
          try {
            await store.markHandled(storeKey, byBody ? rememberByBodyForMs : rememberForMs);
          } catch (error) {
            logOnce('createWebhookHandler: a handled event could not be remembered.', error);
          }
          return { ok: true as const };
        },
        async (error: unknown) => {
          logOnce(`createWebhookHandler: \`onEvent\` threw; the call was answered 500.`, error);
          await store.release(storeKey).catch((releaseError: unknown) => {
            logOnce('createWebhookHandler: a failed claim could not be released.', releaseError);
          });
          return { ok: false as const };
        },
      );
    const outcome = await beforeDeadline(handled, deadline);
    if (!outcome.ok) return refuse(500, 'The event could not be handled: send it again.');
    return answer(200, { received: true });
  }

  const tell = eventSink(options, (message, error) => logOnce(message, error));

  async function deliver(request: Request, seen: Delivery): Promise<Response> {
    try {
      return await withDeadline(
        timeoutMs,
        request.signal,
        () => NOT_IN_TIME,
        (deadline) => receive(request, deadline, seen),
      );
    } catch (error) {
      // Past the deadline, or the sender went away: either way it sends the event again.
      if (error === NOT_IN_TIME) {
        return refuse(503, 'The event was not handled in time: send it again later.', {
          'Retry-After': '10',
        });
      }
      if (error instanceof ReceiverFailure) return refuse(error.status, error.message);
      logOnce('createWebhookHandler: the call failed unexpectedly.', error);
      return refuse(500, 'The event could not be handled: send it again.');
    }
  }

  return async function webhookHandler(request) {
    const seen: Delivery = { eventType: null, duplicate: false };
    if (!tell) return deliver(request, seen);
    const startedAt = eventClock();
    const response = await deliver(request, seen);
    const { status } = response;
    tell({
      type: 'webhook.delivery',
      eventType: seen.eventType,
      outcome: seen.duplicate
        ? 'duplicate'
        : status < 300
          ? 'handled'
          : status === 409 || status >= 500
            ? 'failed'
            : 'refused',
      status,
      startedAt,
      endedAt: eventClock(),
    });
    return response;
  };
}

/** What a delivery showed of itself as it was received, for its event. */
interface Delivery {
  eventType: string | null;
  duplicate: boolean;
}

// Visible characters, with spaces only inside: no control character can split the header.
const HEADER_VALUE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;

/** Why the options cannot receive anything safely (a sentence naming the option), or null. */
function webhookConfigProblem(options: WebhookHandlerOptions): string | null {
  const problems: string[] = [];
  if (typeof options.onEvent !== 'function') {
    problems.push('`onEvent` is missing: give the function that handles each event.');
  }
  const { accessToken, headers } = options;
  const headerEntries = Object.entries(headers ?? {});
  if (accessToken === undefined && headerEntries.length === 0) {
    problems.push(
      "Give `accessToken` or `headers`, as registered with the webhook in the Partner API's dashboard, so only the API's calls are taken.",
    );
  }
  if (typeof accessToken === 'string') {
    const problem = accessTokenProblem(accessToken);
    if (problem) problems.push(problem);
  } else if (accessToken !== undefined && typeof accessToken !== 'function') {
    problems.push('`accessToken` must be a string or a function that returns one.');
  }
  for (const [name, value] of headerEntries) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || name.toLowerCase() === 'authorization') {
      problems.push(
        `\`headers\` has a name that cannot be a header, or is Authorization (give that as \`accessToken\`): "${name}".`,
      );
    } else if (typeof value !== 'string' || !HEADER_VALUE.test(value)) {
      problems.push(`\`headers\` has no usable value for "${name}": check how it is read.`);
    }
  }
  return problems.length > 0
    ? `createWebhookHandler is not configured: ${problems.join(' ')}`
    : null;
}

/** Whether the call carries the token and every header, each compared in constant time. */
async function isAuthentic(
  request: Request,
  token: string | undefined,
  headers: Readonly<Record<string, string>>,
): Promise<boolean> {
  const checks: Promise<boolean>[] = Object.entries(headers).map(([name, value]) =>
    sameSecret(request.headers.get(name) ?? '', value),
  );
  if (token !== undefined) {
    checks.push(sameSecret(request.headers.get('authorization') ?? '', `Bearer ${token}`));
  }
  // Every comparison runs to the end: which one failed takes no more or less time.
  return (await Promise.all(checks)).every(Boolean);
}

/**
 * Equal strings, compared in time that depends on neither where they differ nor their lengths:
 * both are hashed, and the digests compared byte by byte without stopping early.
 */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** A booking id that names one booking exactly: a whole number JSON keeps exactly, or a short token. */
const exactId = (id: unknown): string | null =>
  (typeof id === 'number' && Number.isSafeInteger(id)) ||
  (typeof id === 'string' && /^[\w.:-]{1,64}$/.test(id))
    ? String(id)
    : null;

/**
 * The default `eventKey`: a booking happens once, so its event is keyed by the booking's id; other
 * events by type and body, since one room or property changes many times. An id read from JSON
 * past 2^53 is not what was sent (9007199254740993 and 9007199254740992 read alike), and a long
 * one is not an id: such a booking is keyed by its body, so two bookings never share a key.
 */
async function defaultEventKey(
  event: PartnerEvent,
  json: unknown,
  body: Uint8Array,
): Promise<{ key: string; byBody: boolean }> {
  const isBooking = event.known && event.type === 'contract.added';
  if (isBooking) {
    const id = exactId((json as { payload?: { booking?: { id?: unknown } } }).payload?.booking?.id);
    if (id) return { key: `contract.added:${id}`, byBody: false };
  }
  // A booking keyed by its body is still a booking: remembered as long as one keyed by its id.
  return { key: `${event.type}:${await sha256Hex(new Uint8Array(body))}`, byBody: !isBooking };
}
