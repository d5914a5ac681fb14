import * as z from 'zod/mini';
import { parseWith } from './parseWith.js';

/**
 * The sandbox's webhooks: subscriptions as a partner registers them in the Partner API's
 * dashboard (a URL, the events, an optional access token and headers), and deliveries of each
 * event, at least once: retried with exponential backoff on anything but a 2xx, within a bounded
 * number of attempts, each logged.
 */

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Visible characters, with spaces only inside, as the receiver takes them.
const HEADER_VALUE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Checks a webhook subscription as `createSandbox({ webhooks })`, `sandbox.webhooks.subscribe()`
 * and `/__sandbox/webhooks` take it: an absolute http(s) address, at least one event type, and a
 * token and headers that can be sent. Unknown keys are refused.
 */
export const webhookSubscriptionSchema = z.strictObject({
  /** Where events are posted. */
  url: z.url({ protocol: /^https?$/, error: 'Give an absolute http(s) address.' }),
  /** Event types to send (`contract.added`, `enquiry.updated`, ...), or `*` for all. */
  events: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1, 'Name at least one event type, like "contract.added", or "*".')),
  /** Sent as `Authorization: Bearer <accessToken>`. */
  accessToken: z.optional(z.string().check(z.regex(/^[\x21-\x7e]+$/))),
  /** Sent with every call. */
  headers: z.optional(
    z.record(z.string().check(z.regex(HEADER_NAME)), z.string().check(z.regex(HEADER_VALUE))),
  ),
  /** Only this partner's events. Default: every partner's. */
  partnerId: z.optional(z.string()),
});
/**
 * A webhook as a partner registers it in the Partner API's dashboard: where events go, which types,
 * and the token and headers each call carries, which `createWebhookHandler` checks.
 */
export type WebhookSubscription = z.input<typeof webhookSubscriptionSchema>;
/** A webhook subscription in force, with the id it is removed by and its deliveries name. */
export interface ActiveWebhook extends z.output<typeof webhookSubscriptionSchema> {
  id: string;
}

export const webhookDeliveryOptionsSchema = z.strictObject({
  /** Attempts at most, the first included. Default 6. */
  attempts: z.optional(z.int().check(z.positive(), z.maximum(20))),
  /** The wait before the first retry, doubled before each next one. Default 1000 ms. */
  backoffMs: z.optional(z.int().check(z.nonnegative(), z.maximum(600_000))),
  /** Longest an attempt waits for an answer. Default 10 000 ms. */
  timeoutMs: z.optional(z.int().check(z.positive(), z.maximum(600_000))),
  /**
   * A fault, to show retries: the next N attempts fail. `answer_lost` (the default) sends each and
   * then drops the answer, as a connection reset after the receiver handled it would: a receiver
   * that is not idempotent handles the event twice. `unreachable` sends nothing.
   */
  failFirst: z.optional(z.int().check(z.nonnegative(), z.maximum(100))),
  failAs: z.optional(z.enum(['answer_lost', 'unreachable'])),
});
/**
 * How the sandbox delivers webhook events: attempts (default 6), the wait before a retry (1 s,
 * doubling), each attempt's timeout (10 s), and a fault failing the first attempts to show retries.
 */
export type WebhookDeliveryOptions = z.input<typeof webhookDeliveryOptionsSchema>;

/**
 * An event as the sandbox posts it to a webhook: `{ type, payload }`, the body
 * `createWebhookHandler` reads.
 */
export interface PartnerEventBody {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * One attempt to post an event to a webhook: when, the receiver's status, how long it took and the
 * start of its answer.
 */
export interface DeliveryAttempt {
  at: string;
  /** The receiver's HTTP status, or null when no answer came. */
  status: number | null;
  /**
   * The start of the receiver's answer (from a receiver on this machine only: see
   * `ANSWER_NOT_SHOWN`), or why there was none.
   */
  answer: string;
  duration_ms: number;
}

/**
 * One event's delivery to one webhook, with every attempt so far, as
 * `sandbox.webhooks.deliveries()` lists it (the latest 200 are kept).
 */
export interface WebhookDelivery {
  id: string;
  webhook_id: string;
  url: string;
  type: string;
  /** What was sent: the event's payload. */
  payload: Record<string, unknown>;
  /** `pending` until a 2xx (`delivered`) or the last attempt fails (`failed`). */
  state: 'pending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  next_attempt_at: string | null;
  created_at: string;
}

const ANSWER_EXCERPT = 200;
/** The most of an answer read: the excerpt in any UTF-8, never the whole of a large answer. */
const ANSWER_BYTES_READ = 4 * 1024;
/** The longest wait between attempts, however many there are. */
const MAX_DELAY_MS = 60 * 60 * 1000;
const DELIVERIES_KEPT = 200;
/** Subscriptions at most: each event is posted to every one of them. */
export const WEBHOOKS_KEPT = 20;

/**
 * What a delivery log shows instead of the answer of a receiver not on this machine. A subscription
 * can name any address, so showing what answered would make the sandbox a reader of whatever
 * network it runs in (an intranet, a cloud's metadata service) for whoever can subscribe.
 */
export const ANSWER_NOT_SHOWN =
  'The answer is not shown: the receiver is not on this machine (localhost, 127.0.0.0/8 or [::1]), and the sandbox never shows what servers elsewhere answer.';

/**
 * Whether a receiver is on this machine, by the literal name in its address: `localhost`, an
 * address in 127.0.0.0/8, or `[::1]`. A name that resolves here (DNS) does not count: what it
 * resolves to can change between the check and the call.
 */
export function isLoopbackReceiver(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Refused when the sandbox already holds `WEBHOOKS_KEPT` subscriptions. */
export class TooManyWebhooksError extends Error {
  constructor() {
    super(
      `The sandbox keeps at most ${WEBHOOKS_KEPT} webhooks: remove one (DELETE /__sandbox/webhooks/{id}) before adding another.`,
    );
    this.name = 'TooManyWebhooksError';
  }
}

/**
 * The start of an answer's text: at most `ANSWER_BYTES_READ` bytes are read, then the rest is
 * cancelled, so a receiver answering without end costs a few KiB.
 */
async function answerExcerpt(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const bytes = new Uint8Array(ANSWER_BYTES_READ);
  let size = 0;
  try {
    while (size < ANSWER_BYTES_READ) {
      const { done, value } = await reader.read();
      if (done) break;
      const kept = value.subarray(0, ANSWER_BYTES_READ - size);
      bytes.set(kept, size);
      size += kept.byteLength;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  return new TextDecoder().decode(bytes.subarray(0, size)).slice(0, ANSWER_EXCERPT);
}

export function createWebhooks(options: {
  initial?: readonly WebhookSubscription[];
  delivery?: WebhookDeliveryOptions;
  now: () => number;
  newId: (prefix: string) => string;
  fetch?: typeof fetch;
}) {
  const settings = parseWith(webhookDeliveryOptionsSchema, options.delivery ?? {});
  const attemptsAtMost = settings.attempts ?? 6;
  const backoffMs = settings.backoffMs ?? 1000;
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const timestamp = () => new Date(options.now()).toISOString();

  let subscriptions: ActiveWebhook[] = [];
  let deliveries: WebhookDelivery[] = [];
  let failures = { left: 0, as: 'answer_lost' as 'answer_lost' | 'unreachable' };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // Aborted on reset: attempts still waiting for an answer are cut off, and log nothing after.
  let generation = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let idleWaiters: (() => void)[] = [];

  function subscribe(subscription: WebhookSubscription): ActiveWebhook {
    if (subscriptions.length >= WEBHOOKS_KEPT) throw new TooManyWebhooksError();
    const active = {
      ...parseWith(webhookSubscriptionSchema, subscription),
      id: options.newId('wh'),
    };
    subscriptions.push(active);
    return active;
  }

  function reset() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    generation.abort();
    generation = new AbortController();
    subscriptions = [];
    deliveries = [];
    failures = { left: settings.failFirst ?? 0, as: settings.failAs ?? 'answer_lost' };
    options.initial?.forEach(subscribe);
    settleIdle();
  }

  function settleIdle() {
    if (timers.size > 0 || inFlight.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Sends `event` to every subscription that takes it; returns at once, delivering in the background. */
  function emit(event: PartnerEventBody, partnerId: string) {
    const body = JSON.stringify(event);
    for (const webhook of subscriptions) {
      const wanted = webhook.events.includes('*') || webhook.events.includes(event.type);
      if (!wanted || (webhook.partnerId && webhook.partnerId !== partnerId)) continue;
      const delivery: WebhookDelivery = {
        id: options.newId('whd'),
        webhook_id: webhook.id,
        url: webhook.url,
        type: event.type,
        payload: event.payload,
        state: 'pending',
        attempts: [],
        next_attempt_at: timestamp(),
        created_at: timestamp(),
      };
      deliveries.push(delivery);
      if (deliveries.length > DELIVERIES_KEPT) deliveries.shift();
      schedule(() => attempt(webhook, delivery, body), 0);
    }
  }

  function schedule(work: () => Promise<void>, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const running = work().finally(() => {
        inFlight.delete(running);
        settleIdle();
      });
      inFlight.add(running);
    }, delayMs);
    timers.add(timer);
  }

  async function attempt(webhook: ActiveWebhook, delivery: WebhookDelivery, body: string) {
    // Dropped from the log by newer ones: given up, so pending retries stay as bounded as the log.
    if (!deliveries.includes(delivery)) return;
    const { signal: reset } = generation;
    const started = options.now();
    const fault = failures.left > 0 ? failures.as : null;
    if (fault) failures.left -= 1;
    let status: number | null = null;
    let answer: string;
    try {
      if (fault === 'unreachable') throw new Error('The receiver could not be reached (fault).');
      const response = await (options.fetch ?? globalThis.fetch)(webhook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'unistay-sandbox-webhooks',
          ...webhook.headers,
          ...(webhook.accessToken ? { Authorization: `Bearer ${webhook.accessToken}` } : {}),
        },
        body,
        // Posted where the subscription says and nowhere else: a redirect is an answer (3xx),
        // never followed with the event, the token and the headers to another address.
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), reset]),
      });
      if (isLoopbackReceiver(webhook.url)) {
        answer = await answerExcerpt(response);
      } else {
        response.body?.cancel().catch(() => {});
        answer = ANSWER_NOT_SHOWN;
      }
      if (fault === 'answer_lost') {
        answer = `The answer (${response.status}) was lost on its way back (fault).`;
      } else {
        status = response.status;
      }
    } catch (error) {
      answer =
        error instanceof Error && error.name === 'TimeoutError'
          ? `No answer within ${timeoutMs} ms.`
          : error instanceof Error
            ? error.message
            : String(error);
    }
    // The sandbox was reset meanwhile: this delivery is gone with the rest.
    if (reset.aborted) return;
    delivery.attempts.push({
      at: new Date(started).toISOString(),
      status,
      answer,
      duration_ms: options.now() - started,
    });
    if (status !== null && status >= 200 && status < 300) {
      delivery.state = 'delivered';
      delivery.next_attempt_at = null;
    } else if (delivery.attempts.length >= attemptsAtMost) {
      delivery.state = 'failed';
      delivery.next_attempt_at = null;
    } else {
      const delayMs = Math.min(backoffMs * 2 ** (delivery.attempts.length - 1), MAX_DELAY_MS);
      delivery.next_attempt_at = new Date(options.now() + delayMs).toISOString();
      schedule(() => attempt(webhook, delivery, body), delayMs);
    }
  }

  reset();
  return {
    emit,
    reset,
    subscribe,
    list: (): readonly ActiveWebhook[] => subscriptions,
    remove(id: string): boolean {
      const before = subscriptions.length;
      subscriptions = subscriptions.filter((webhook) => webhook.id !== id);
      return subscriptions.length < before;
    },
    deliveries: (): readonly WebhookDelivery[] => deliveries,
    /** Makes the next `count` attempts fail, as `failFirst` does. */
    failNext(count: number, as: 'answer_lost' | 'unreachable' = 'answer_lost') {
      parseWith(webhookDeliveryOptionsSchema, { failFirst: count, failAs: as });
      failures = { left: count, as };
    },
    /** Resolves once no delivery is pending: every one delivered or given up. */
    idle: (): Promise<void> =>
      new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
  };
}

export type SandboxWebhooks = ReturnType<typeof createWebhooks>;
