import type { RedisClientType } from 'redis';
import { closeRedis, connectRedis } from './redis.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/knex.ts';

/**
 * Fixed-window rate limits. The counters live in Redis when REDIS_URL is set,
 * else in the `rate_limits` table of our own database, so every process behind
 * the load balancer shares them (an in-process map would not).
 */
export interface RateLimitStore {
  readonly kind: 'redis' | 'database';
  /** Counts one hit on `key` and returns the hits so far in its window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }>;
  /** The hits on `key` in its current window without counting one (0 once the window has ended). */
  peek(key: string): Promise<{ hits: number; resetAt: Date }>;
  close(): Promise<void>;
}

class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  constructor(private readonly client: RedisClientType, private readonly prefix: string) {}

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    // SET NX PX starts the window only on the first hit; INCR counts; PTTL says when it ends.
    const [, hits, ttl] = await this.client.multi().set(k, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
      .incr(k).pTTL(k).exec() as unknown as [unknown, number, number];
    return { hits: Number(hits), resetAt: new Date(Date.now() + Math.max(Number(ttl), 0)) };
  }

  async peek(key: string) {
    const [hits, ttl] = await this.client.multi().get(this.prefix + key).pTTL(this.prefix + key).exec() as unknown as [string | null, number];
    return { hits: Number(hits ?? 0), resetAt: new Date(Date.now() + Math.max(Number(ttl), 0)) };
  }

  async close() {
    await closeRedis(this.client);
  }
}

class DatabaseRateLimitStore implements RateLimitStore {
  readonly kind = 'database';
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number) {
    const result = await this.db.raw(
      `insert into rate_limits (key, hits, reset_at) values (?, 1, now() + (? * interval '1 millisecond'))
       on conflict (key) do update set
         hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning hits, reset_at`,
      [key, windowMs],
    );
    const row = (result.rows ?? result)[0] as { hits: number; reset_at: Date | string };
    // Expired rows are dead weight; sweeping them now and then keeps the table small without a timer.
    if (Math.random() < 0.01) await this.db('rate_limits').where('reset_at', '<', new Date()).delete();
    return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
  }

  async peek(key: string) {
    const row = await this.db('rate_limits').where({ key }).andWhere('reset_at', '>', new Date()).first('hits', 'reset_at') as
      { hits: number; reset_at: Date | string } | undefined;
    return row ? { hits: Number(row.hits), resetAt: new Date(row.reset_at) } : { hits: 0, resetAt: new Date() };
  }

  async close() { /* the database belongs to the caller */ }
}

/** Redis when REDIS_URL is set, else the rate_limits table. */
export async function createRateLimitStore(config: Pick<Config, 'redisUrl' | 'rateLimitKeyPrefix'>, db: Db): Promise<RateLimitStore> {
  if (config.redisUrl) {
    const client = await connectRedis(config.redisUrl);
    return new RedisRateLimitStore(client, config.rateLimitKeyPrefix);
  }
  return new DatabaseRateLimitStore(db);
}
