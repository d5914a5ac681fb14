import { type RedisClientLike, redisSender } from './redisClient.js';

/**
 * What a webhook receiver remembers so an event delivered more than once is handled once.
 *
 * Not a `seen` then `remember` pair: two deliveries of one event can arrive together (a retry sent
 * while the first attempt is still being handled), and both would see nothing and both handle it.
 * `claim` checks and marks in one step, so exactly one of them goes on.
 */
export interface WebhookStore {
  /**
   * Marks `key` as being handled for `ttlMs`, unless it already is, or was handled:
   * 'claimed' (go on and handle it), 'in_progress' (another delivery is handling it) or 'handled'.
   */
  claim(key: string, ttlMs: number): Promise<WebhookClaim>;
  /** The event was handled: remember it for `ttlMs`, so later deliveries are acknowledged only. */
  markHandled(key: string, ttlMs: number): Promise<void>;
  /**
   * Handling failed: forget the claim, so the next delivery handles it again. A key already
   * marked handled (by a later delivery, once this one's claim had expired) stays handled.
   */
  release(key: string): Promise<void>;
}

/**
 * What a store's `claim` says of an event: `claimed` (this delivery handles it), `in_progress`
 * (another delivery is handling it; the sender is told to try later) or `handled` (acknowledged,
 * not handled again).
 */
export type WebhookClaim = 'claimed' | 'in_progress' | 'handled';

/**
 * Bounds on what `createMemoryWebhookStore` keeps. An event forgotten to stay within them is
 * handled again if it is delivered again: leave room for every event the receiver remembers
 * (`rememberForMs`, 7 days by default).
 */
export interface MemoryWebhookStoreOptions {
  /** Keys kept at most; past it the oldest are forgotten first. Default 100 000. */
  maxEntries?: number;
  /**
   * Bytes the keys may take at most (two a character, and an entry's overhead); past it the oldest
   * are forgotten first, so keys of any length cannot fill the process. Default 16 MiB.
   */
  maxBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * The default store: a Map in this process. Right for one server process; with several instances
 * (serverless functions, pods behind a load balancer) a retry can reach another one, so give them
 * one shared store, like `createRedisWebhookStore`.
 */
export function createMemoryWebhookStore(options: MemoryWebhookStoreOptions = {}): WebhookStore {
  const maxEntries = options.maxEntries ?? 100_000;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { state: 'in_progress' | 'handled'; expiresAt: number }>();
  let bytes = 0;

  function forget(key: string) {
    if (entries.delete(key)) bytes -= entryBytes(key);
  }

  function set(key: string, state: 'in_progress' | 'handled', ttlMs: number) {
    forget(key);
    entries.set(key, { state, expiresAt: now() + ttlMs });
    bytes += entryBytes(key);
    // Oldest first (a Map keeps insertion order, and `set` re-inserts): with one ttl for every
    // handled event, the oldest is also the first to expire.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    async claim(key, ttlMs) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.state;
      set(key, 'in_progress', ttlMs);
      return 'claimed';
    },
    async markHandled(key, ttlMs) {
      set(key, 'handled', ttlMs);
    },
    async release(key) {
      if (entries.get(key)?.state === 'in_progress') forget(key);
    },
  };
}

/** What an entry costs: its key's UTF-16 characters, and the entry object with its Map slot. */
const entryBytes = (key: string) => key.length * 2 + 80;

// One step, so a delivery marking the key handled in between cannot be undone.
const RELEASE_IF_IN_PROGRESS =
  "if redis.call('GET', KEYS[1]) == 'in_progress' then return redis.call('DEL', KEYS[1]) end return 0";

/** How `createRedisWebhookStore` names its keys, for a Redis shared with other data. */
export interface RedisWebhookStoreOptions {
  /** Prefixed to every key, so the store can share a Redis with other data. Default `unistay:webhook:`. */
  prefix?: string;
}

/**
 * A store in Redis, shared by every instance of the receiver. Claims are one atomic
 * `SET key in_progress NX PX ttl`, so two instances given the same event at once cannot both
 * handle it. Takes your connected client; this package depends on no Redis library.
 */
export function createRedisWebhookStore(
  client: RedisClientLike,
  options: RedisWebhookStoreOptions = {},
): WebhookStore {
  const prefix = options.prefix ?? 'unistay:webhook:';
  const send = redisSender(client);
  const milliseconds = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs)));

  return {
    async claim(key, ttlMs) {
      const set = await send(['SET', prefix + key, 'in_progress', 'NX', 'PX', milliseconds(ttlMs)]);
      if (set === 'OK') return 'claimed';
      // Taken: by a delivery still being handled, or by one handled. A key that expired between
      // the two commands reads as in progress, so the sender simply tries again.
      return (await send(['GET', prefix + key])) === 'handled' ? 'handled' : 'in_progress';
    },
    async markHandled(key, ttlMs) {
      await send(['SET', prefix + key, 'handled', 'PX', milliseconds(ttlMs)]);
    },
    async release(key) {
      await send(['EVAL', RELEASE_IF_IN_PROGRESS, '1', prefix + key]);
    },
  };
}
