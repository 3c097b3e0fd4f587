import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { closeRedis, connectRedis } from './redis.ts';
import type { Config } from '../config.ts';
import { isPglite, type Db } from '../db/knex.ts';

/**
 * Fixed-window rate limits on rate-limiter-flexible, counted where every process behind the load balancer shares
 * them: RateLimiterRedis when REDIS_URL is set, else RateLimiterPostgres over the `rate_limits` table of our own
 * database (PostgreSQL, or the embedded PGlite: an in-process counter would be per process, and a deployment with
 * DATABASE_URL runs several; the same table serves both). One limiter per rule, made on first use.
 */
export interface RateLimitStore {
  readonly kind: 'redis' | 'database';
  /** The limiter of a rule: `limit` points per `windowMs`, its keys under the rule's name. */
  limiter(rule: { name: string; limit: number; windowMs: number }): RateLimiterAbstract;
  close(): Promise<void>;
}

/** What RateLimiterPostgres needs of a client (`query` of pg's shape), over a connection of the app's knex pool. */
function knexQueryClient(db: Db) {
  const pglite = isPglite(db);
  const pool = db.client as { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<void> };
  return {
    async query(q: { text: string; values?: unknown[]; name?: string }) {
      const conn = await pool.acquireConnection() as {
        query(text: string | object, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null; affectedRows?: number }>;
      };
      try {
        // pg takes the named statement as it is; PGlite takes text and values.
        const result = pglite ? await conn.query(q.text, q.values) : await conn.query(q);
        return { rows: result.rows, rowCount: result.rows.length || (result.rowCount ?? result.affectedRows ?? 0) };
      } finally {
        await pool.releaseConnection(conn);
      }
    },
  };
}

/** Redis when REDIS_URL is set, else the rate_limits table. */
export async function createRateLimitStore(config: Pick<Config, 'redisUrl' | 'rateLimitKeyPrefix'>, db: Db): Promise<RateLimitStore> {
  const limiters = new Map<string, RateLimiterAbstract>();
  const made = (rule: { name: string; limit: number; windowMs: number }, make: (options: { points: number; duration: number }) => RateLimiterAbstract) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) limiters.set(rule.name, (limiter = make({ points: rule.limit, duration: Math.ceil(rule.windowMs / 1000) })));
    return limiter;
  };
  if (config.redisUrl) {
    const client: RedisClientType = await connectRedis(config.redisUrl);
    return {
      kind: 'redis',
      // Keys as before the library: `<prefix><rule>:<key>` (it joins the prefix and the key with a colon).
      limiter: (rule) => made(rule, (o) => new RateLimiterRedis({ ...o, storeClient: client, useRedisPackage: true, keyPrefix: `${config.rateLimitKeyPrefix}${rule.name}` })),
      close: () => closeRedis(client),
    };
  }
  const storeClient = knexQueryClient(db);
  return {
    kind: 'database',
    // The table is the migrations' (tableCreated), swept of windows an hour past their end every 5 minutes.
    limiter: (rule) => made(rule, (o) => new RateLimiterPostgres({
      ...o, storeClient, storeType: 'client', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true, keyPrefix: rule.name,
    })),
    async close() { /* the database belongs to the caller */ },
  };
}
