import { expect } from 'chai';
import type { Knex } from 'knex';
import type { Db } from '../../server/db/knex.ts';
import { DbVersion, versionedCache } from '../../server/db/db-version.ts';
import { createBooking, createListing, createUser, createVendor } from '../factories/index.ts';
import { migratedDatabase, otherConnection, type TestDb } from '../setup/db.ts';
import { viewerLoader } from '../../server/domain/accounts/authentication.ts';

/**
 * The availability version and the results keyed by it: what another process commits is seen once the version is
 * read again (at most a second later), what this process writes at once, and nothing computed across a write of
 * this process is kept.
 */
describe('availability version and its short-lived results', () => {
  let testDb: TestDb;
  let db: Db;
  let other: Knex;
  let listingId: number;
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
    userId = (await createUser(db)).id;
  });
  after(async () => {
    if (testDb.url) await other.destroy();
    await testDb.destroy();
  });

  function fresh() {
    clock = 1_000_000;
    computed = 0;
    const version = new DbVersion(db, { sequence: 'availability_version', tables: ['bookings', 'availability_overrides', 'vendor_listings'] }, 1_000, () => clock);
    return { version, cache: versionedCache<{ run: number }>(version, { max: 10, ttlMs: 60_000 }) };
  }

  const versionNow = async () => String(((await db.raw('select last_value from availability_version')) as { rows: Array<{ last_value: unknown }> }).rows[0].last_value);

  it('keeps a result until another process commits a change and the version is read again, a second later at most', async () => {
    const { cache } = fresh();
    expect(await cache.get('k', compute)).to.deep.equal({ run: 1 });
    expect(await cache.get('k', compute)).to.deep.equal({ run: 1 });
    await other('availability_overrides').insert({ vendor_id: vendorId, vendor_listing_id: listingId, date: '2030-01-02', consultation_type: 'clinic', added: '[]', removed: '[]' });
    expect(await cache.get('k', compute), 'within the read interval').to.deep.equal({ run: 1 });
    clock += 1_001;
    expect(await cache.get('k', compute), 'the version read again has moved').to.deep.equal({ run: 2 });
    expect(await cache.get('k', compute)).to.deep.equal({ run: 2 });
  });

  it("sees this process's own change at once, and keeps nothing computed while its transaction is open", async () => {
    const { cache } = fresh();
    await cache.get('k', compute);
    await db('vendor_listings').where({ id: listingId }).update({ title: 'Renamed Practice' });
    expect(await cache.get('k', compute), 'after a write of its own, with the clock standing still').to.deep.equal({ run: 2 });
    // The embedded database has one connection, which the open transaction holds: only a server can answer beside it.
    if (!testDb.url) return;

    const trx = await db.transaction();
    await trx('bookings').insert({
      user_id: userId, vendor_id: vendorId, vendor_listing_id: listingId, slot: new Date('2030-01-03T15:00:00Z'), duration: 30, status: 0,
      details: JSON.stringify({ type: 'clinic' }),
    });
    expect(await cache.get('k', compute)).to.deep.equal({ run: 3 });
    expect(await cache.get('k', compute), 'not kept while the write is uncommitted').to.deep.equal({ run: 4 });
    await trx.commit();
    expect(await cache.get('k', compute)).to.deep.equal({ run: 5 });
    expect(await cache.get('k', compute), 'kept again once committed').to.deep.equal({ run: 5 });
  });

  it('does not keep a result whose computation overlapped a write of this process', async () => {
    const { cache } = fresh();
    const slow = cache.get('k', async () => {
      await db('availability_overrides').where({ vendor_listing_id: listingId }).delete();
      return compute();
    });
    expect(await slow).to.deep.equal({ run: 1 });
    expect(await cache.get('k', compute)).to.deep.equal({ run: 2 });
  });

  it('computes once for callers asking at the same time', async () => {
    const { cache } = fresh();
    const answers = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(answers.map((a) => a.run)).to.deep.equal([1, 1, 1]);
    expect(computed).to.equal(1);
  });

  it('moves with what decides availability, not with other changes to a booking', async () => {
    const bookingId = await createBooking(db, { userId, vendorId, listingId, slot: new Date('2030-01-04T15:00:00Z') });
    const before = await versionNow();
    await other('bookings').where({ id: bookingId }).update({ details: JSON.stringify({ type: 'clinic', note: 'seen' }) });
    expect(await versionNow(), 'a note on the booking').to.equal(before);
    await other('bookings').where({ id: bookingId }).update({ status: 2 });
    expect(Number(await versionNow()), 'its status').to.be.greaterThan(Number(before));
    const afterStatus = await versionNow();
    await other.transaction(async (trx) => {
      await trx('bookings').where({ id: bookingId }).update({ status: 0 });
      expect(await trx.raw('select last_value from availability_version').then((r: { rows: Array<{ last_value: unknown }> }) => String(r.rows[0].last_value)),
        'not before the commit').to.equal(afterStatus);
    });
    expect(Number(await versionNow()), 'at the commit').to.be.greaterThan(Number(afterStatus));
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
