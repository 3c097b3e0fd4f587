import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/knex.ts';

/** Tables whose rows decide what can be booked (the `availability_version` triggers watch the same ones). */
const WATCHED = /\b(?:bookings|availability_overrides|vendor_listings)\b/i;
const WRITE = /^\s*(?:insert|update|delete|truncate|merge)\b/i;
const END_OF_TRANSACTION = /^\s*(?:commit|rollback)\b/i;

interface KnexQueryEvent { sql?: string }

/**
 * The database's availability version (a sequence the triggers of migration 20261126120000 move at the commit of
 * any change to bookings, overrides or listings), read at most once per `maxAgeMs` by this process, and this
 * process's own changes seen as they are made.
 *
 * A result computed from availability is keyed with the version read before computing it, so a change committed
 * by any process makes older results unreachable within `maxAgeMs`. This process's own writes (watched through
 * knex's query events) count at once: the next read asks the database again, and a result whose computation
 * overlapped such a write is not kept (`unchanged`), since it may have read the rows before the write committed.
 */
export class AvailabilityVersion {
  #value: string | null = null;
  #readAt = -Infinity;
  #reading: Promise<string> | null = null;
  #generation = 0;
  #writing = false;
  readonly #listeners: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {
    db.on('query', (event: KnexQueryEvent) => this.#observe(event.sql ?? ''));
  }

  #observe(sql: string): void {
    if (WRITE.test(sql) && WATCHED.test(sql)) {
      this.#writing = true;
      this.#changed();
    } else if (this.#writing && END_OF_TRANSACTION.test(sql)) {
      this.#writing = false;
      this.#changed();
    }
  }

  #changed(): void {
    this.#generation += 1;
    this.#readAt = -Infinity;
    for (const listener of this.#listeners) listener();
  }

  /** Called when this process changes availability (results kept elsewhere should go). */
  onLocalChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** The version to key a result with, and the local generation to pass to `unchanged` once it is computed. */
  async begin(): Promise<{ version: string; generation: number }> {
    const generation = this.#generation;
    if (this.#value !== null && this.now() - this.#readAt < this.maxAgeMs) return { version: this.#value, generation };
    this.#reading ??= this.#read().finally(() => { this.#reading = null; });
    return { version: await this.#reading, generation };
  }

  async #read(): Promise<string> {
    const startedAt = this.now();
    const result = await this.db.raw('select last_value from availability_version') as { rows: Array<{ last_value: string | number }> };
    this.#value = String(result.rows[0].last_value);
    this.#readAt = startedAt;
    return this.#value;
  }

  /** Whether nothing of this process touched availability since `generation` was handed out (and nothing is in flight). */
  unchanged(generation: number): boolean {
    return generation === this.#generation && !this.#writing;
  }
}

export interface AvailabilityCache<T> {
  /** The kept result for `key` at the current version, or `compute()`'s (one computation for concurrent callers). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  size(): number;
}

/**
 * Short-lived results that depend on availability (the vet list's cards with their slot strips, a day's slots),
 * keyed by the availability version: a booking, an override or a listing edit anywhere makes them unreachable
 * (at once in this process, within the version's read interval in another). They also depend on the time of
 * day (a slot too close to now drops out), so each lives `ttlMs` at most; the booking steps check a chosen slot
 * again in any case. Bounded to `max` entries, least recently used first out.
 */
export function availabilityCache<T extends object>(version: AvailabilityVersion, options: { max: number; ttlMs: number }): AvailabilityCache<T> {
  const kept = new LRUCache<string, T>({ max: options.max, ttl: options.ttlMs });
  const inFlight = new Map<string, Promise<T>>();
  version.onLocalChange(() => kept.clear());
  return {
    async get(key, compute) {
      const { version: at, generation } = await version.begin();
      const full = `${at}|${key}`;
      const hit = kept.get(full);
      if (hit !== undefined) return hit;
      let pending = inFlight.get(full);
      if (!pending) {
        pending = compute().then((value) => {
          if (version.unchanged(generation)) kept.set(full, value);
          return value;
        }).finally(() => inFlight.delete(full));
        inFlight.set(full, pending);
      }
      return pending;
    },
    size: () => kept.size,
  };
}
