import type { RedisClientType } from 'redis';
import { closeRedis, connectRedis } from './redis.ts';
import type { Db } from '../db/knex.ts';
import { deleteExpiredCaptchaChallenges, insertCaptchaChallenge, takeCaptchaChallenge } from './captcha-challenges.queries.ts';

/**
 * Where captcha answers wait for their one attempt: Redis when REDIS_URL is set,
 * else the captcha_challenges table, so every process behind the load balancer
 * sees the same challenges (the pattern of the rate-limit store).
 */
export interface CaptchaStore {
  readonly kind: 'redis' | 'database';
  /** Keeps `answer` under `id` for `ttlMs`. */
  save(id: string, answer: string, ttlMs: number): Promise<void>;
  /** Removes `id` and returns its answer if it was there and live; of concurrent calls at most one gets it. */
  take(id: string): Promise<string | null>;
  close(): Promise<void>;
}

const KEY_PREFIX = 'petcare:captcha:';

class RedisCaptchaStore implements CaptchaStore {
  readonly kind = 'redis';
  constructor(private readonly client: RedisClientType) {}

  async save(id: string, answer: string, ttlMs: number) {
    await this.client.set(KEY_PREFIX + id, answer, { expiration: { type: 'PX', value: ttlMs } });
  }

  async take(id: string) {
    // GETDEL reads and deletes in one command; Redis expires the key on its own.
    return (await this.client.getDel(KEY_PREFIX + id)) as string | null;
  }

  async close() {
    await closeRedis(this.client);
  }
}

class DatabaseCaptchaStore implements CaptchaStore {
  readonly kind = 'database';
  constructor(private readonly db: Db) {}

  async save(id: string, answer: string, ttlMs: number) {
    await insertCaptchaChallenge(this.db, id, answer, ttlMs);
    // Unanswered challenges expire in place; sweeping now and then keeps the table small without a timer.
    if (Math.random() < 0.01) await deleteExpiredCaptchaChallenges(this.db);
  }

  take(id: string) {
    return takeCaptchaChallenge(this.db, id);
  }

  async close() { /* the database belongs to the caller */ }
}

/** Redis when REDIS_URL is set, else the captcha_challenges table. */
export async function createCaptchaStore(config: { redisUrl?: string | null }, db: Db): Promise<CaptchaStore> {
  if (config.redisUrl) {
    const client = await connectRedis(config.redisUrl);
    return new RedisCaptchaStore(client);
  }
  return new DatabaseCaptchaStore(db);
}
