/**
 * A Redis client of either common library: node-redis (`createClient()`, which has
 * `sendCommand`) or ioredis (`new Redis()`, which has `call`).
 */
export type RedisClientLike =
  | { sendCommand(args: string[]): Promise<unknown> }
  | { call(command: string, ...args: string[]): Promise<unknown> };

/** Sends one command through either library. (ioredis has a `sendCommand` too, of another shape: `call` tells them apart.) */
export const redisSender =
  (client: RedisClientLike) =>
  (args: string[]): Promise<unknown> =>
    'call' in client ? client.call(args[0] as string, ...args.slice(1)) : client.sendCommand(args);
