import { LRUCache } from 'lru-cache';
import type { Knex } from 'knex';
import type { Conn, Db } from './knex.ts';
import { cacheCounts } from '../observability/cache-stats.ts';

/**
 * What a kept result shows, named so that a change reaches only the results that show it:
 * - `listingScope(id)`: one listing's bookings, schedule overrides and the listing itself (a vet list card, a day's slots);
 * - `clinicScope(vendorId)`: every listing of one clinic (the clinic's appointment list);
 * - `ownerScope(userId)`: one owner's bookings and notices (the owner's appointment list);
 * - `searchScope`: what the public search reads (which listings are live, what they offer and say, which clinics are
 *   verified): the vet list's matching listings in order. Bookings and schedule edits never move it.
 * Their versions are rows (migrations 20261128200000, 20261129100000) that the services move in the write's own
 * transaction with `bookingsChanged` (or `writeBookings`, the bookings write and its moves in one statement),
 * `listingsChanged`, `ownersChanged` and `searchChanged`; no trigger, no global sequence.
 */
export const listingScope = (listingId: number) => `l:${listingId}`;
export const clinicScope = (vendorId: number) => `c:${vendorId}`;
export const ownerScope = (userId: number) => `o:${userId}`;
export const searchScope = 's:';

type Reader = (scopes: readonly string[]) => void;

/**
 * This process's readers of each database, told at once of the scopes its own writes move (and again when they
 * commit). Keyed by the connection's configuration, which a knex transaction shares with its knex.
 */
const localReaders = new WeakMap<object, Set<Reader>>();
const databaseOf = (conn: Conn): object => (conn.client as { config: object }).config;

function announce(conn: Conn, scopes: string[]): void {
  if (!scopes.length) return;
  const tell = () => { for (const reader of localReaders.get(databaseOf(conn)) ?? []) reader(scopes); };
  tell();
  // Until the commit, other connections still read the old rows: whatever they computed meanwhile is keyed
  // with the old version, so told again at the end, the next read asks the database for the new one.
  const execution = (conn as { executionPromise?: Promise<unknown> }).executionPromise;
  if (conn.isTransaction && execution) execution.then(tell, tell);
}

interface ListingKey { vendor_id: number | string; listing_id: number | string }

function listingScopes(rows: ListingKey[]): string[] {
  return rows.flatMap((r) => [listingScope(Number(r.listing_id)), clinicScope(Number(r.vendor_id))]);
}

const LISTING_UPSERT = `on conflict (vendor_id, listing_id) do update set version = listing_cache_versions.version + 1
  returning vendor_id, listing_id`;
const OWNER_UPSERT = 'on conflict (user_id) do update set version = owner_cache_versions.version + 1 returning user_id';

async function bumpOwnersOfBookings(conn: Conn, where: string, bindings: number[]): Promise<string[]> {
  const owners = await conn.raw(`insert into owner_cache_versions (user_id, version)
    select distinct user_id, 1 from bookings where ${where} order by 1 ${OWNER_UPSERT}`, bindings) as { rows: Array<{ user_id: number | string }> };
  return owners.rows.map((r) => ownerScope(Number(r.user_id)));
}

/**
 * Moves the versions of what these bookings show (their listings, clinics and owners): call it in the transaction
 * that inserts a booking or changes its time, listing or status, after that write. One statement (a booking's
 * transactions are round trips end to end): the listings' rows are locked first, then the owners', each in id order
 * (the owners' upsert waits for the listings' through the scalar subquery), so two such transactions never wait on
 * each other in a circle.
 */
export async function bookingsChanged(conn: Conn, which: { ids: readonly number[] } | { paymentId: number }): Promise<void> {
  const ids = 'ids' in which ? which.ids.map(Number) : null;
  if (ids && !ids.length) return;
  const where = ids ? `id in (${ids.map(() => '?').join(', ')})` : 'payment_id = ?';
  const bindings = 'ids' in which ? ids! : [which.paymentId];
  const result = await conn.raw(`with listings as (
      insert into listing_cache_versions (vendor_id, listing_id, version)
      select distinct vendor_id, vendor_listing_id, 1 from bookings where ${where} order by 1, 2 ${LISTING_UPSERT}
    ), owners as (
      insert into owner_cache_versions (user_id, version)
      select distinct user_id, 1 from bookings where ${where} and (select count(*) from listings) >= 0 order by 1 ${OWNER_UPSERT}
    )
    select vendor_id, listing_id, null as user_id from listings union all select null, null, user_id from owners`, [...bindings, ...bindings]) as
    { rows: Array<{ vendor_id: number | string | null; listing_id: number | string | null; user_id: number | string | null }> };
  const rows = result.rows;
  announce(conn, [
    ...listingScopes(rows.filter((r) => r.listing_id !== null) as ListingKey[]),
    ...rows.filter((r) => r.user_id !== null).map((r) => ownerScope(Number(r.user_id))),
  ]);
}

/** A write to another table that reads the rows of a `writeBookings` statement (as `changed`), made in that statement. */
export interface AlongsideWrite {
  sql: string;
  bindings: readonly Knex.RawBinding[];
}

/** What a bookings write must return for `writeBookings` to move the versions of what its rows show. */
interface BookingKeys { vendor_id: number | string; vendor_listing_id: number | string; user_id: number | string }

/**
 * A write to bookings (an insert or update returning at least `vendor_id`, `vendor_listing_id` and `user_id`) and
 * the moves of `bookingsChanged` for its rows, in one statement (with `alongside`, writes to other tables that read
 * its rows as `changed`): a booking's hold and settlement are round trips end to end, and this saves one or two of
 * each. The versions are locked in `bookingsChanged`'s order. The statement is named (server/db/prepared.ts).
 * Answers the write's rows.
 */
export async function writeBookings<Row extends BookingKeys>(conn: Conn, write: Knex.QueryBuilder, alongside: readonly AlongsideWrite[] = []): Promise<Row[]> {
  const own = write.toSQL();
  const ctes = [
    `changed as (${own.sql})`,
    ...alongside.map((a, i) => `alongside_${i} as (${a.sql})`),
    `listings as (insert into listing_cache_versions (vendor_id, listing_id, version)
      select distinct vendor_id, vendor_listing_id, 1 from changed order by 1, 2 ${LISTING_UPSERT})`,
    `owners as (insert into owner_cache_versions (user_id, version)
      select distinct user_id, 1 from changed where (select count(*) from listings) >= 0 order by 1 ${OWNER_UPSERT})`,
  ];
  const result = await conn.raw(`with ${ctes.join(', ')} select * from changed`, [...own.bindings, ...alongside.flatMap((a) => a.bindings)] as Knex.RawBinding[])
    .options({ prepare: 'write' }) as { rows: Row[] };
  announce(conn, [
    ...listingScopes(result.rows.map((r) => ({ vendor_id: r.vendor_id, listing_id: r.vendor_listing_id }))),
    ...result.rows.map((r) => ownerScope(Number(r.user_id))),
  ]);
  return result.rows;
}

/**
 * Moves the versions of these listings of one clinic: a schedule override, or (with `content`) the listing itself
 * (created, edited, approved or archived), whose title and address the appointment lists of its owners show and
 * whose words, zipcode, consultations and state the public search reads.
 */
export async function listingsChanged(conn: Conn, vendorId: number, listingIds: readonly number[], options: { content?: boolean } = {}): Promise<void> {
  const ids = [...new Set(listingIds.map(Number))].sort((a, b) => a - b);
  if (!ids.length) return;
  const values = ids.map(() => '(?, ?, 1)').join(', ');
  const listings = await conn.raw(`insert into listing_cache_versions (vendor_id, listing_id, version) values ${values} ${LISTING_UPSERT}`,
    ids.flatMap((id) => [vendorId, id])) as { rows: ListingKey[] };
  const owners = options.content
    ? await bumpOwnersOfBookings(conn, `vendor_id = ? and vendor_listing_id in (${ids.map(() => '?').join(', ')})`, [vendorId, ...ids])
    : [];
  if (options.content) await bumpSearch(conn);
  announce(conn, [...listingScopes(listings.rows), ...owners, ...(options.content ? [searchScope] : [])]);
}

async function bumpSearch(conn: Conn): Promise<void> {
  await conn.raw(`insert into search_cache_version (id, version) values (1, 1)
    on conflict (id) do update set version = search_cache_version.version + 1`);
}

/** Moves the version of what the public search reads, for a change outside a listing's row (a clinic verified). */
export async function searchChanged(conn: Conn): Promise<void> {
  await bumpSearch(conn);
  announce(conn, [searchScope]);
}

/**
 * Moves the versions of what shows these bookings' threads' unread counts (a message sent, a thread read): the
 * owners' appointment lists and the clinics' (whose version is their listings'), as `bookingsChanged` does and in
 * its lock order. A listing's slot results are computed again after it too: the price of having no clinic-only row.
 */
export async function threadsChanged(conn: Conn, bookingIds: readonly number[]): Promise<void> {
  await bookingsChanged(conn, { ids: bookingIds });
}

/** Moves the versions of these owners (a notice filed or read). */
export async function ownersChanged(conn: Conn, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds.map(Number))].sort((a, b) => a - b);
  if (!ids.length) return;
  await conn.raw(`insert into owner_cache_versions (user_id, version) values ${ids.map(() => '(?, 1)').join(', ')} ${OWNER_UPSERT}`, ids);
  announce(conn, ids.map(ownerScope));
}

interface Known { value: string; readAt: number }

/**
 * The versions of scopes as this process reads them: each at most once per `maxAgeMs` (a change committed by another
 * process shows within that), this process's own changes at once. A result computed from a scope's rows is keyed with
 * the version read before computing it; `unchanged()` says whether this process moved one of its scopes meanwhile
 * (then the result may predate the write and is not kept).
 */
export class CacheVersions {
  readonly #known = new Map<string, Known>();
  readonly #generation = new Map<string, number>();
  readonly #reading = new Map<string, Promise<void>>();

  constructor(private readonly db: Db, private readonly maxAgeMs = 1_000, private readonly now: () => number = Date.now) {
    const readers = localReaders.get(databaseOf(db)) ?? new Set<Reader>();
    localReaders.set(databaseOf(db), readers);
    readers.add((scopes) => {
      for (const scope of scopes) {
        this.#generation.set(scope, (this.#generation.get(scope) ?? 0) + 1);
        this.#known.delete(scope);
      }
    });
  }

  /** The versions of `scopes` joined (the key part for a result computed from them), and whether they since moved here. */
  async begin(scopes: readonly string[]): Promise<{ version: string; unchanged: () => boolean }> {
    const generations = scopes.map((s) => this.#generation.get(s) ?? 0);
    const stale = scopes.filter((s) => {
      const known = this.#known.get(s);
      return !known || this.now() - known.readAt >= this.maxAgeMs;
    });
    const toRead = stale.filter((s) => !this.#reading.has(s));
    if (toRead.length) {
      const reading = this.#read(toRead).finally(() => { for (const s of toRead) if (this.#reading.get(s) === reading) this.#reading.delete(s); });
      for (const s of toRead) this.#reading.set(s, reading);
    }
    await Promise.all([...new Set(stale.map((s) => this.#reading.get(s)).filter((p) => p !== undefined))]);
    return {
      version: scopes.map((s) => this.#known.get(s)?.value ?? '?').join('.'),
      unchanged: () => scopes.every((s, i) => (this.#generation.get(s) ?? 0) === generations[i]),
    };
  }

  async #read(scopes: readonly string[]): Promise<void> {
    const startedAt = this.now();
    const ids = (prefix: string) => scopes.filter((s) => s.startsWith(prefix)).map((s) => Number(s.slice(2)));
    const [listings, clinics, owners] = [ids('l:'), ids('c:'), ids('o:')];
    const values = new Map<string, string>(scopes.map((s) => [s, '0']));
    const [listingRows, clinicRows, ownerRows, searchRows] = await Promise.all([
      listings.length ? this.db('listing_cache_versions').select('listing_id', 'version').whereIn('listing_id', listings) : [],
      clinics.length ? this.db('listing_cache_versions').select('vendor_id', 'listing_id', 'version').whereIn('vendor_id', clinics).orderBy('listing_id') : [],
      owners.length ? this.db('owner_cache_versions').select('user_id', 'version').whereIn('user_id', owners) : [],
      scopes.includes(searchScope) ? this.db('search_cache_version').select('version') : [],
    ]);
    for (const r of searchRows as Array<{ version: string }>) values.set(searchScope, String(r.version));
    for (const r of listingRows as Array<{ listing_id: string; version: string }>) values.set(listingScope(Number(r.listing_id)), String(r.version));
    for (const r of ownerRows as Array<{ user_id: string; version: string }>) values.set(ownerScope(Number(r.user_id)), String(r.version));
    const byClinic = new Map<string, string[]>();
    for (const r of clinicRows as Array<{ vendor_id: string; listing_id: string; version: string }>) {
      const scope = clinicScope(Number(r.vendor_id));
      byClinic.set(scope, [...(byClinic.get(scope) ?? []), `${r.listing_id}-${r.version}`]);
    }
    for (const [scope, parts] of byClinic) values.set(scope, parts.join(','));
    for (const [scope, value] of values) this.#known.set(scope, { value, readAt: startedAt });
  }
}

export interface ScopedCache<T> {
  /** The kept result for `key` at the current versions of `scopes`, or `compute()`'s (one computation for concurrent callers). */
  get(key: string, scopes: readonly string[], compute: () => Promise<T>): Promise<T>;
  /** Whether a result for `key` is kept at the current versions of `scopes`. */
  has(key: string, scopes: readonly string[]): Promise<boolean>;
  size(): number;
}

/**
 * Short-lived results keyed by the versions of the scopes they show: a change in one scope makes unreachable only
 * the results that name it. Each lives `ttlMs` at most, for what else they depend on (the time of day). Bounded to
 * `max` entries, least recently used first out.
 */
export function scopedCache<T extends object>(versions: CacheVersions, options: { max: number; ttlMs: number; name?: string }): ScopedCache<T> {
  const kept = new LRUCache<string, T>({ max: options.max, ttl: options.ttlMs });
  const counts = cacheCounts(options.name ?? 'scoped');
  const inFlight = new Map<string, Promise<T>>();
  return {
    async get(key, scopes, compute) {
      const { version, unchanged } = await versions.begin(scopes);
      const full = `${version}|${key}`;
      const hit = kept.get(full);
      if (hit !== undefined) {
        counts.hits += 1;
        return hit;
      }
      counts.misses += 1;
      let pending = inFlight.get(full);
      if (!pending) {
        pending = compute().then((value) => {
          if (unchanged()) kept.set(full, value);
          return value;
        }).finally(() => inFlight.delete(full));
        inFlight.set(full, pending);
      }
      return pending;
    },
    async has(key, scopes) {
      const full = `${(await versions.begin(scopes)).version}|${key}`;
      return kept.has(full);
    },
    size: () => kept.size,
  };
}
