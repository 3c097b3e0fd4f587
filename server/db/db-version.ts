import { LRUCache } from 'lru-cache';
import { cacheCounts } from '../observability/cache-stats.ts';
import type { Db } from './knex.ts';

const WRITE = /^\s*(?:insert|update|delete|truncate|merge)\b/i;
const END_OF_TRANSACTION = /^\s*(?:commit|rollback)\b/i;

/** knex's query event: the statement, and the transaction it belongs to if any. */
interface KnexQueryEvent { sql?: string; __knexTxId?: string }

/**
 * A database sequence that triggers move at the commit of any change to some tables (see the migrations that
 * create `accounts_version`), read by this process at most once per `maxAgeMs`, with
 * this process's own writes to those tables seen as they are made.
 *
 * A result computed from those tables is keyed with the version read before computing it, so a change committed
 * by any process makes older results unreachable within `maxAgeMs`. This process's own writes (watched through
 * knex's query events) count at once: the next read asks the database again, and a result whose computation
 * overlapped such a write is not kept (`unchanged`), since it may have read the rows before the write committed.
 */
export class DbVersion {
  #value: string | null = null;
  #readAt = -Infinity;
  #reading: Promise<string> | null = null;
  #generation = 0;
  #writing = false;
  readonly #listeners: Array<() => void> = [];

  readonly #watched: RegExp;

  constructor(
    private readonly db: Db,
    private readonly source: { sequence: string; tables: readonly string[] },
    private readonly maxAgeMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#watched = new RegExp(`\\b(?:${source.tables.join('|')})\\b`, 'i');
    db.on('query', (event: KnexQueryEvent) => this.#observe(event.sql ?? '', event.__knexTxId !== undefined));
  }

  #observe(sql: string, inTransaction: boolean): void {
    if (WRITE.test(sql) && this.#watched.test(sql)) {
      // A statement of its own commits as it ends; one in a transaction only at the commit.
      if (inTransaction) this.#writing = true;
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

  /** Called when this process writes to the watched tables (results kept elsewhere should go). */
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
    const result = await this.db.raw('select last_value from ??', [this.source.sequence]) as { rows: Array<{ last_value: string | number }> };
    this.#value = String(result.rows[0].last_value);
    this.#readAt = startedAt;
    return this.#value;
  }

  /** Whether nothing of this process touched the watched tables since `generation` was handed out (and nothing is in flight). */
  unchanged(generation: number): boolean {
    return generation === this.#generation && !this.#writing;
  }
}

export interface VersionedCache<T> {
  /** The kept result for `key` at the current version, or `compute()`'s (one computation for concurrent callers). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  size(): number;
}

/**
 * Short-lived results computed from the tables a version watches, keyed by that version: a change anywhere makes
 * them unreachable (at once in this process, within the version's read interval in another). Each lives `ttlMs`
 * at most, for what else they depend on (the time of day). Bounded to `max` entries, least recently used first out.
 */
export function versionedCache<T extends object>(version: DbVersion, options: { max: number; ttlMs: number; name?: string }): VersionedCache<T> {
  const kept = new LRUCache<string, T>({ max: options.max, ttl: options.ttlMs });
  const counts = cacheCounts(options.name ?? 'versioned');
  const inFlight = new Map<string, Promise<T>>();
  version.onLocalChange(() => kept.clear());
  return {
    async get(key, compute) {
      const { version: at, generation } = await version.begin();
      const full = `${at}|${key}`;
      const hit = kept.get(full);
      if (hit !== undefined) {
        counts.hits += 1;
        return hit;
      }
      counts.misses += 1;
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
