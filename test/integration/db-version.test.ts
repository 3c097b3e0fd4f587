import { expect } from 'chai';
import type { Knex } from 'knex';
import type { Db } from '../../server/db/knex.ts';
import { DbVersion } from '../../server/db/db-version.ts';
import { bookingsChanged, CacheVersions, clinicScope, listingScope, listingsChanged, ownerScope, scopedCache, writeBookings } from '../../server/db/cache-versions.ts';
import { createBooking, createListing, createUser, createVendor } from '../factories/index.ts';
import { migratedDatabase, otherConnection, type TestDb } from '../setup/db.ts';
import { viewerLoader } from '../../server/domain/accounts/authentication.ts';

/**
 * Per-scope versions and the results keyed by them: what another process commits is seen once the scope is read
 * again (at most a second later), what this process writes at once, nothing computed across a write of this
 * process is kept, and a change in one scope leaves the others' results kept.
 */
describe('scoped versions and their short-lived results', () => {
  let testDb: TestDb;
  let db: Db;
  let other: Knex;
  let listingId: number;
  let otherListingId: number;
  let vendorId: number;
  let userId: number;
  let clock: number;
  let computed: number;
  const compute = async () => ({ run: ++computed });

  before(async () => {
    testDb = await migratedDatabase();
    db = testDb.db;
    other = otherConnection(testDb);
    vendorId = await createVendor(db);
    listingId = await createListing(db, vendorId);
    otherListingId = await createListing(db, await createVendor(db));
    userId = (await createUser(db)).id;
  });
  after(async () => {
    if (testDb.url) await other.destroy();
    await testDb.destroy();
  });

  function fresh() {
    clock = 1_000_000;
    computed = 0;
    const versions = new CacheVersions(db, 1_000, () => clock);
    return { versions, cache: scopedCache<{ run: number }>(versions, { max: 10, ttlMs: 60_000 }) };
  }
  const scope = [listingScope(0)];
  beforeEach(() => { scope[0] = listingScope(listingId); });

  it('keeps a result until another process commits a change and the scope is read again, a second later at most', async () => {
    const { cache } = fresh();
    expect(await cache.get('k', scope, compute)).to.deep.equal({ run: 1 });
    expect(await cache.get('k', scope, compute)).to.deep.equal({ run: 1 });
    await other.transaction((tx) => listingsChanged(tx, vendorId, [listingId]));
    if (testDb.url) expect(await cache.get('k', scope, compute), 'within the read interval').to.deep.equal({ run: 1 });
    clock += 1_001;
    const moved = await cache.get('k', scope, compute);
    expect(moved.run, 'the version read again has moved').to.be.greaterThan(1);
    expect(await cache.get('k', scope, compute)).to.equal(moved);
  });

  it("sees this process's own change at once, and keeps nothing computed while its transaction is open", async () => {
    const { cache } = fresh();
    await cache.get('k', scope, compute);
    await listingsChanged(db, vendorId, [listingId]);
    expect(await cache.get('k', scope, compute), 'after a write of its own, with the clock standing still').to.deep.equal({ run: 2 });
    // The embedded database has one connection, which the open transaction holds: only a server can answer beside it.
    if (!testDb.url) return;

    const trx = await db.transaction();
    const bookingId = await createBooking(other, { userId, vendorId, listingId, slot: new Date('2030-01-03T15:00:00Z') });
    await bookingsChanged(trx, { ids: [bookingId] });
    expect(await cache.get('k', scope, compute)).to.deep.equal({ run: 3 });
    await trx.commit();
    expect(await cache.get('k', scope, compute)).to.deep.equal({ run: 4 });
    expect(await cache.get('k', scope, compute), 'kept again once committed').to.deep.equal({ run: 4 });
  });

  it('does not keep a result whose computation overlapped a write of this process', async () => {
    const { cache } = fresh();
    const slow = cache.get('k', scope, async () => {
      await listingsChanged(db, vendorId, [listingId]);
      return compute();
    });
    expect(await slow).to.deep.equal({ run: 1 });
    expect(await cache.get('k', scope, compute)).to.deep.equal({ run: 2 });
  });

  it('computes once for callers asking at the same time', async () => {
    const { cache } = fresh();
    const answers = await Promise.all([cache.get('k', scope, compute), cache.get('k', scope, compute), cache.get('k', scope, compute)]);
    expect(answers.map((a) => a.run)).to.deep.equal([1, 1, 1]);
    expect(computed).to.equal(1);
  });

  it("keeps another listing's, clinic's and owner's results when one listing's bookings change", async () => {
    const { cache } = fresh();
    const scopes = [[listingScope(otherListingId)], [clinicScope(vendorId + 1_000)], [ownerScope(userId + 1_000)], [clinicScope(vendorId)], [ownerScope(userId)]];
    const before = await Promise.all(scopes.map((s, i) => cache.get(`k${i}`, s, compute)));
    await createBooking(db, { userId, vendorId, listingId, slot: new Date('2030-01-04T15:00:00Z') });
    const after = await Promise.all(scopes.map((s, i) => cache.get(`k${i}`, s, compute)));
    expect(after.slice(0, 3), 'elsewhere').to.deep.equal(before.slice(0, 3));
    expect(after[3], "the booking's clinic").to.not.deep.equal(before[3]);
    expect(after[4], "the booking's owner").to.not.deep.equal(before[4]);
  });

  it("moves the versions of a bookings write's rows in that statement, with the writes alongside it", async () => {
    const { cache } = fresh();
    const bookingId = await createBooking(db, { userId, vendorId, listingId, slot: new Date('2030-01-05T15:00:00Z') });
    const version = async () => ({
      listing: Number((await db('listing_cache_versions').where({ vendor_id: vendorId, listing_id: listingId }).first()).version),
      owner: Number((await db('owner_cache_versions').where({ user_id: userId }).first()).version),
    });
    const was = await version();
    const scopes = [[listingScope(listingId)], [clinicScope(vendorId)], [ownerScope(userId)], [listingScope(otherListingId)]];
    const before = await Promise.all(scopes.map((s, i) => cache.get(`w${i}`, s, compute)));
    const seen = new Date('2030-01-01T00:00:00Z');
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    db.on('query', listen);
    const rows = await writeBookings<{ id: number; vendor_id: number; vendor_listing_id: number; user_id: number }>(db,
      db('bookings').where({ id: bookingId }).update({ updated_at: db.fn.now() }, ['id', 'vendor_id', 'vendor_listing_id', 'user_id']),
      [{ sql: 'update users u set updated_at = ? from changed c where u.id = c.user_id', bindings: [seen] }]);
    db.off('query', listen);
    expect(statements).to.have.length(1);
    expect(rows.map((r) => Number(r.id))).to.deep.equal([bookingId]);
    expect(await version()).to.deep.equal({ listing: was.listing + 1, owner: was.owner + 1 });
    expect(new Date((await db('users').where({ id: userId }).first()).updated_at).getTime()).to.equal(seen.getTime());
    const after = await Promise.all(scopes.map((s, i) => cache.get(`w${i}`, s, compute)));
    expect(after.slice(0, 3).map((a, i) => a.run > before[i].run), "the listing's, clinic's and owner's results").to.deep.equal([true, true, true]);
    expect(after[3], "another clinic's listing").to.deep.equal(before[3]);
  });
});

describe('accounts kept under the accounts version', () => {
  let testDb: TestDb;
  let db: Db;
  let other: Knex;

  before(async () => {
    testDb = await migratedDatabase();
    db = testDb.db;
    other = otherConnection(testDb);
  });
  after(async () => {
    if (testDb.url) await other.destroy();
    await testDb.destroy();
  });

  it("ends a session at a password change made by another process within a second, and at once at this process's own", async () => {
    let clock = 1_000_000;
    const load = viewerLoader(db, new DbVersion(db, { sequence: 'accounts_version', tables: ['users', 'vendor_logins'] }, 1_000, () => clock));
    const owner = await createUser(db);
    const session = { kind: 'user' as const, id: owner.id, at: Date.now() };
    expect((await load(session))?.email).to.equal(owner.email);

    await other('users').where({ id: owner.id }).update({ password_changed_at: new Date(Date.now() + 1_000) });
    expect(await load(session), 'within the read interval').to.not.equal(null);
    clock += 1_001;
    expect(await load(session), 'once the version is read again').to.equal(null);
    expect(await load({ ...session, at: Date.now() + 2_000 }), 'a session begun after the change').to.not.equal(null);

    await db('users').where({ id: owner.id }).update({ password_changed_at: new Date(Date.now() + 5_000) });
    expect(await load({ ...session, at: Date.now() + 2_000 }), 'a change of its own, with the clock standing still').to.equal(null);

    await other('users').where({ id: owner.id }).delete();
    clock += 1_001;
    expect(await load({ ...session, at: Date.now() + 10_000 }), 'a removed account').to.equal(null);
  });
});
