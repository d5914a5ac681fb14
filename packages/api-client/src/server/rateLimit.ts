import type { PartnerRouteName } from '../routes.js';
import { ProxyConfigError } from './proxyConfig.js';
import { type RedisClientLike, redisSender } from './redisClient.js';

/**
 * Whether a request may go on; if not, the whole seconds (at least 1) until one may, for a
 * `Retry-After` header.
 */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A limit: `max` requests in `windowMs`, refilled evenly; a burst of `max` passes at once. */
export interface RateLimit {
  windowMs: number;
  max: number;
}

/**
 * Where the proxy's limits are counted. `take` spends one request of `key`'s allowance and says
 * whether it may go on, in one atomic step: two instances sharing the store never both spend the
 * last one. `createMemoryRateLimitStore` counts in this process; `createRedisRateLimitStore`
 * counts for every instance sharing a Redis.
 */
export interface RateLimitStore {
  take(key: string, limit: RateLimit): Promise<RateLimitVerdict>;
}

/** What a rule's `key` is given besides the request: the route, and a POST's body as JSON. */
export interface RateLimitContext {
  route: PartnerRouteName;
  /**
   * The body of a POST, parsed (an object), or undefined. A rule's key is first asked without it,
   * before the human check: a key then (an address) counts every request. A rule whose key needs
   * the body (null without it, as `emailInBody`'s) is asked again with it once the request passed
   * the check, so a request refused there spends nothing of the allowance of whom its body names.
   */
  body: Readonly<Record<string, unknown>> | undefined;
}

/**
 * One limit of the proxy's `rateLimit`: `max` requests in `windowMs` for each `key`, on `routes`,
 * counted in `store`.
 */
export interface RateLimitRule extends RateLimit {
  /**
   * Who is counted: a client's address (`clientAddress`), the email a creation is for
   * (`emailInBody`), a signed-in user's id. Return null to leave a request out of this rule.
   * Only trust a header your own infrastructure sets.
   */
  key: (
    request: Request,
    context: RateLimitContext,
  ) => string | null | undefined | Promise<string | null | undefined>;
  /** Where it is counted. Default: this process's memory (each instance counts its own). */
  store?: RateLimitStore;
  /** The routes it counts. Default: the POST routes (the two creations and both checkout calls). */
  routes?: readonly PartnerRouteName[];
  /**
   * Its name in the store's keys, so rules sharing a store count apart. Default: its place in the
   * list (`rule1`, `rule2`...): name it if the list may change while counts are kept.
   */
  name?: string;
}

/**
 * The inbox a creation's body is for, or null. With it as a rule's `key`, one inbox cannot be
 * flooded with enquiries sent from many clients, however its address is written: trimmed and
 * lowercased, with a `+tag` dropped (most providers deliver `amara+x@…` to `amara@…`), and for
 * Gmail, which ignores dots and answers at googlemail.com too, without dots at gmail.com.
 */
export function emailInBody(_request: Request, { body }: RateLimitContext): string | null {
  const email = body?.email;
  return typeof email === 'string' && email.trim() ? inboxOf(email) : null;
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** One spelling of every address that reaches the same inbox; anything else trimmed and lowercased. */
export function inboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const untagged = address.slice(0, at).split('+')[0] ?? '';
  // Not an address, or one that is all tag: counted as written.
  if (at < 1 || at === address.length - 1 || untagged === '') return address;
  const domain = address.slice(at + 1);
  return GMAIL.has(domain) ? `${untagged.replaceAll('.', '')}@gmail.com` : `${untagged}@${domain}`;
}

/** Checks a rule as the proxy takes it; the message names what is wrong. */
export function checkRateLimitRule(rule: RateLimitRule, place: number): void {
  const { windowMs, max, key, store } = rule;
  if (
    !(Number.isFinite(windowMs) && windowMs > 0) ||
    !(Number.isInteger(max) && max > 0) ||
    typeof key !== 'function' ||
    (store !== undefined && typeof store?.take !== 'function')
  ) {
    throw new ProxyConfigError(
      `createPartnerProxy is not configured: \`rateLimit\` rule ${place} needs \`windowMs\` above 0, \`max\` a whole number above 0, a \`key\` function and, if given, a \`store\` with \`take\`, like { windowMs: 60_000, max: 10, key: (request) => clientAddress(request) }.`,
    );
  }
}

/** Bounds on what `createMemoryRateLimitStore` keeps. */
export interface MemoryRateLimitStoreOptions {
  /**
   * Clients counted apart at most, default 100 000. A client still limited is never forgotten to
   * make room: once the store is full of them, new clients share one allowance until some of the
   * counted ones have their allowance back.
   */
  maxKeys?: number;
  /** The clock, in milliseconds: a test moves it instead of waiting. */
  now?: () => number;
}

/** The stores `createMemoryRateLimitStore` made: what one process alone sees. */
const inProcessStores = new WeakSet<object>();

/** Whether `store` is this process's memory (`createMemoryRateLimitStore`), shared by no other instance. */
export function isInProcessStore(store: object): boolean {
  return inProcessStores.has(store);
}

/**
 * Counts in this process's memory, with GCRA (and remembers the enquiries `deduplicate` sent) (a token bucket kept as one time a key: when its
 * allowance is next full). Right for one server process; several instances each count their own,
 * so give them `createRedisRateLimitStore`.
 */
export function createMemoryRateLimitStore(
  options: MemoryRateLimitStoreOptions = {},
): RateLimitStore & DuplicateStore & CheckoutStore {
  const maxKeys = options.maxKeys ?? 100_000;
  // Read at each call: a test's fake clock replaces Date after the store is made.
  const now = options.now ?? (() => Date.now());
  // Key → the time its allowance is full again ("theoretical arrival time").
  const full = new Map<string, number>();
  const duplicates = new Map<string, { value: string; expiresAt: number }>();
  const keep = (key: string, value: string, ttlMs: number) => {
    duplicates.delete(key);
    duplicates.set(key, { value, expiresAt: now() + ttlMs });
    for (const oldest of duplicates.keys()) {
      if (duplicates.size <= maxKeys) break;
      duplicates.delete(oldest);
    }
  };
  /**
   * Forgets clients whose allowance is full again, looking at no more than a few of those seen
   * longest ago (a Map keeps insertion order, and `take` re-inserts); one still limited goes to
   * the back. True once there is room.
   */
  const makeRoom = (at: number) => {
    for (let looked = 0; looked < ROOM_SEARCH && full.size >= maxKeys; looked++) {
      const oldest = full.entries().next().value;
      if (!oldest) break;
      const [key, fullAt] = oldest;
      full.delete(key);
      if (fullAt > at) full.set(key, fullAt);
    }
    return full.size < maxKeys;
  };
  const checkouts = createMemoryCheckouts(maxKeys, now);
  const store: RateLimitStore & DuplicateStore & CheckoutStore = {
    ...checkouts,
    async claimDuplicate(key, ttlMs) {
      const held = duplicates.get(key);
      if (held && held.expiresAt > now()) return claimOf(held.value);
      keep(key, PENDING, ttlMs);
      return { state: 'claimed' };
    },
    async keepAnswer(key, answer, ttlMs) {
      keep(key, ANSWERED + answer, ttlMs);
    },
    async releaseDuplicate(key) {
      if (duplicates.get(key)?.value === PENDING) duplicates.delete(key);
    },
    async take(key, limit) {
      const at = now();
      // A new client when the store is full: room is made only from clients whose allowance is
      // full again (as good as unknown); failing that it is counted with every other newcomer.
      // Forgetting one still limited would free it: an attacker's flood of fresh keys could
      // otherwise unlock the student it was locking out.
      const counted = full.has(key) || full.size < maxKeys || makeRoom(at) ? key : OVERFLOW;
      const verdict = gcra(full.get(counted) ?? at, at, limit);
      full.delete(counted);
      if (verdict.fullAt > at) full.set(counted, verdict.fullAt);
      return verdict.verdict;
    },
  };
  inProcessStores.add(store);
  return store;
}

/** The key every newcomer shares while the memory store is full of clients still limited. */
const OVERFLOW = '\u0000newcomers while full';
/** How many of the clients seen longest ago a new client's `take` looks at to make room. */
const ROOM_SEARCH = 32;

/**
 * GCRA: each request moves the time the allowance is full again on by `windowMs / max`; a
 * request may go on while that time stays within `windowMs` from now. The same arithmetic runs
 * in Redis's script below.
 */
function gcra(fullAt: number, at: number, { windowMs, max }: RateLimit) {
  const interval = windowMs / max;
  const next = Math.max(fullAt, at) + interval;
  if (next - at <= windowMs) return { verdict: { allowed: true } as const, fullAt: next };
  return {
    verdict: {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((next - at - windowMs) / 1000)),
    } as const,
    fullAt,
  };
}

// The same GCRA in one step in Redis, on Redis's own clock, so instances whose clocks differ
// count alike: KEYS[1] holds the time (ms) the allowance is full again; it expires then.
const TAKE_SCRIPT = `
local window = tonumber(ARGV[1])
local interval = window / tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local full = tonumber(redis.call('GET', KEYS[1]) or now)
local next = math.max(full, now) + interval
if next - now <= window then
  redis.call('SET', KEYS[1], tostring(next), 'PX', math.max(1, math.ceil(next - now)))
  return 0
end
return math.ceil(next - now - window)
`;

// Held as being started only by whoever read what it holds now (ARGV[1], '' for nothing): one
// step, so of two instances that read the same, one claims it.
const CLAIM_CHECKOUT = `
local held = redis.call('GET', KEYS[1])
if (held == false and ARGV[1] == '') or held == ARGV[1] then
  redis.call('SET', KEYS[1], 'p', 'PX', ARGV[2])
  return 1
end
return 0
`;

// One step, so an answer kept in between is not deleted.
const RELEASE_IF_PENDING =
  "if redis.call('GET', KEYS[1]) == 'p' then return redis.call('DEL', KEYS[1]) end return 0";

/** How `createRedisRateLimitStore` names its keys, for a Redis shared with other data. */
export interface RedisRateLimitStoreOptions {
  /** Prefixed to every key. Default `unistay:limit:`. */
  prefix?: string;
}

/**
 * Counts in Redis (and remembers the enquiries `deduplicate` sent), for every instance sharing it: one atomic script a request (GCRA, one key a
 * client, expiring once its allowance is full again). Takes your connected node-redis or ioredis
 * client; this package depends on neither.
 */
export function createRedisRateLimitStore(
  client: RedisClientLike,
  options: RedisRateLimitStoreOptions = {},
): RateLimitStore & DuplicateStore & CheckoutStore {
  const prefix = options.prefix ?? 'unistay:limit:';
  const send = redisSender(client);
  const milliseconds = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs)));
  return {
    async readCheckout(key) {
      return checkoutHeldOf(await send(['GET', `${prefix}checkout:${key}`]));
    },
    async claimCheckout(key, expected, ttlMs) {
      const claimed = await send([
        'EVAL',
        CLAIM_CHECKOUT,
        '1',
        `${prefix}checkout:${key}`,
        expected ?? '',
        milliseconds(ttlMs),
      ]);
      return Number(claimed) === 1;
    },
    async keepCheckout(key, value, ttlMs) {
      await send(['SET', `${prefix}checkout:${key}`, value, 'PX', milliseconds(ttlMs)]);
    },
    async releaseCheckout(key) {
      await send(['EVAL', RELEASE_IF_PENDING, '1', `${prefix}checkout:${key}`]);
    },
    async claimDuplicate(key, ttlMs) {
      const set = await send([
        'SET',
        `${prefix}dup:${key}`,
        PENDING,
        'NX',
        'PX',
        milliseconds(ttlMs),
      ]);
      if (set === 'OK') return { state: 'claimed' };
      // Held: being sent, or answered. One that expired in between reads as being sent.
      return claimOf(await send(['GET', `${prefix}dup:${key}`]));
    },
    async keepAnswer(key, answer, ttlMs) {
      await send(['SET', `${prefix}dup:${key}`, ANSWERED + answer, 'PX', milliseconds(ttlMs)]);
    },
    async releaseDuplicate(key) {
      await send(['EVAL', RELEASE_IF_PENDING, '1', `${prefix}dup:${key}`]);
    },
    async take(key, { windowMs, max }) {
      const waitMs = Number(
        await send(['EVAL', TAKE_SCRIPT, '1', prefix + key, String(windowMs), String(max)]),
      );
      if (!Number.isFinite(waitMs)) throw new Error('Redis answered the rate limit script oddly.');
      return waitMs <= 0
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

/**
 * What a store says of an enquiry about to be sent, by its fingerprint: `claimed` (send it),
 * `pending` (the same one is being sent right now), or `answered` with the API's answer to the
 * first one, to give again.
 */
export type DuplicateClaim =
  | { state: 'claimed' }
  | { state: 'pending' }
  | { state: 'answered'; answer: string };

/**
 * Where the proxy's `deduplicate` remembers the enquiries it sent, by fingerprint (never the
 * enquiry itself): both rate limit stores are one too, so one Redis serves both.
 */
export interface DuplicateStore {
  /** Claims `key` for `ttlMs` unless it is held: atomic, so of two instances one sends. */
  claimDuplicate(key: string, ttlMs: number): Promise<DuplicateClaim>;
  /** The API answered the claimed one: keep its answer for `ttlMs`. */
  keepAnswer(key: string, answer: string, ttlMs: number): Promise<void>;
  /** The claimed one failed: forget it, so it may be sent again. */
  releaseDuplicate(key: string): Promise<void>;
}

const PENDING = 'p';
const ANSWERED = 'a:';

const claimOf = (value: unknown): DuplicateClaim =>
  typeof value === 'string' && value.startsWith(ANSWERED)
    ? { state: 'answered', answer: value.slice(ANSWERED.length) }
    : { state: 'pending' };

/**
 * What a store holds for one visitor's checkout of a room: nothing, a checkout being started
 * right now (by another tab, or another instance), or the record kept (`value`, as the proxy wrote it).
 */
export type CheckoutHeld =
  | { state: 'none' }
  | { state: 'starting' }
  | { state: 'kept'; value: string };

/**
 * Where the proxy keeps each visitor's checkout of a room (the session the API started, and the
 * booking once made), so every tab, reload and instance pays into one session. A record is
 * replaced only by whoever claims it from what they read: of two starts at once, one starts and
 * the other is given what it started. Both rate limit stores are one, so one Redis serves all.
 */
export interface CheckoutStore {
  readCheckout(key: string): Promise<CheckoutHeld>;
  /**
   * Holds `key` as being started for `ttlMs` if it holds `expected` now (null: nothing), in one
   * atomic step; false when it holds anything else.
   */
  claimCheckout(key: string, expected: string | null, ttlMs: number): Promise<boolean>;
  /** Keeps `value` for `key` for `ttlMs`, whatever it held. */
  keepCheckout(key: string, value: string, ttlMs: number): Promise<void>;
  /** Forgets `key` if it is being started (the start failed), so it may be started again. */
  releaseCheckout(key: string): Promise<void>;
}

const checkoutHeldOf = (value: unknown): CheckoutHeld =>
  typeof value !== 'string'
    ? { state: 'none' }
    : value === PENDING
      ? { state: 'starting' }
      : { state: 'kept', value };

/**
 * The memory store's checkouts: at most `maxKeys`, and a record that has not expired is never
 * forgotten to make room (forgetting one would let a second session start for a room being
 * paid): once full of them, a new checkout cannot be claimed, which the proxy answers as a store
 * failure (the checkout cannot be started safely).
 */
function createMemoryCheckouts(maxKeys: number, now: () => number): CheckoutStore {
  const held = new Map<string, { value: string; expiresAt: number }>();
  const current = (key: string) => {
    const entry = held.get(key);
    if (entry && entry.expiresAt <= now()) held.delete(key);
    return entry && entry.expiresAt > now() ? entry.value : null;
  };
  const set = (key: string, value: string, ttlMs: number) => {
    if (!held.has(key) && held.size >= maxKeys) {
      // The ones written longest ago first (a Map keeps the order they were set in), a few at a
      // time: one still live goes to the back, so the next look reaches others. Whoever fills the
      // store, a start looks at no more than ROOM_SEARCH of them.
      for (let looked = 0; looked < ROOM_SEARCH && held.size >= maxKeys; looked++) {
        const oldest = held.entries().next().value;
        if (!oldest) break;
        const [oldKey, entry] = oldest;
        held.delete(oldKey);
        if (entry.expiresAt > now()) held.set(oldKey, entry);
      }
      if (held.size >= maxKeys)
        throw new Error('The memory store holds as many checkouts as it may.');
    }
    held.delete(key);
    held.set(key, { value, expiresAt: now() + ttlMs });
  };
  return {
    async readCheckout(key) {
      return checkoutHeldOf(current(key) ?? undefined);
    },
    async claimCheckout(key, expected, ttlMs) {
      if (current(key) !== expected) return false;
      set(key, PENDING, ttlMs);
      return true;
    },
    async keepCheckout(key, value, ttlMs) {
      set(key, value, ttlMs);
    },
    async releaseCheckout(key) {
      if (current(key) === PENDING) held.delete(key);
    },
  };
}
