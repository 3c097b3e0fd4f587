import { expect } from 'chai';
import { knexForUrl, type Db } from '../../server/db/knex.ts';
import { prepared } from '../../server/db/prepared.ts';
import { compiledRead, compiledShapes } from '../../server/db/compiled-read.ts';
import { appointmentRows, type AppointmentFilter, type AppointmentScope } from '../../server/domain/appointments/appointments.queries.ts';
import { unreadNotices } from '../../server/domain/notices/owner-notices.queries.ts';
import { unreadByBooking } from '../../server/domain/threads/threads.queries.ts';
import { BOOKING_STATUS } from '../../contracts/appointments.ts';
import {
  createBooking, createListing, createOwnerNotice, createUser, createVendor, createVendorLogin,
} from '../factories/index.ts';
import { migratedDatabase, type TestDb } from '../setup/db.ts';

/**
 * The hottest reads compiled once per shape (server/db/compiled-read.ts): on PostgreSQL, run compiled on the pipelined
 * connection, they answer what knex's own compile of every call answers, for every shape of the appointment list.
 */
describe('reads compiled once per shape', () => {
  let testDb: TestDb;
  let ownerId: number;
  let vendorId: number;
  let listingIds: number[];
  let managerId: number;
  const now = new Date('2030-03-10T12:00:00Z');

  before(async () => {
    testDb = await migratedDatabase();
    const { db } = testDb;
    ownerId = (await createUser(db)).id;
    const other = (await createUser(db)).id;
    vendorId = await createVendor(db);
    managerId = (await createVendorLogin(db, vendorId, { subrole: 'user' })).id;
    listingIds = [await createListing(db, vendorId, { managers: [managerId] }), await createListing(db, vendorId)];
    const hour = 3_600_000;
    const statuses = [0, 1, 2, 3, 6, 1, 0, 3];
    for (const [i, status] of statuses.entries()) {
      await createBooking(db, {
        userId: i % 3 === 2 ? other : ownerId, vendorId, listingId: listingIds[i % 2], status,
        slot: new Date(now.getTime() + (i - 4) * 24 * hour), createdAt: new Date(now.getTime() - (i + 1) * hour),
      });
    }
    await createOwnerNotice(db, { userId: ownerId });
    await createOwnerNotice(db, { userId: ownerId, text: 'Another note.' });
  });
  after(async () => { await testDb.destroy(); });

  /** A knex of its own whose pipelined connection is made (a compiled read runs there). */
  async function pipelinedDb(): Promise<Db> {
    const db = knexForUrl(testDb.url!, { min: 0, max: 4 });
    for (let i = 0; i < 100; i++) {
      const pids = await Promise.all([1, 2].map(async () => ((await prepared(db.select(db.raw('pg_backend_pid() as pid')))) as Array<{ pid: number }>)[0].pid));
      if (pids[0] === pids[1]) return db;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the pipeline connection was never made');
  }

  const scopes = (): AppointmentScope[] => [
    { kind: 'user', userId: ownerId }, { kind: 'vendor', vendorId, managerId: null }, { kind: 'vendor', vendorId, managerId },
  ];
  const filters = (): AppointmentFilter[] => {
    const all: AppointmentFilter[] = [];
    for (const status of [null, ...[0, 1, 2, 3, 6].map((s) => s as number)]) {
      for (const sort of ['slot', 'created', 'recent'] as const) all.push({ status, sort, offset: 0, limit: 3, now });
    }
    all.push({ sort: 'slot', offset: 2, limit: 2, now, listingId: listingIds[1] });
    all.push({ sort: 'created', offset: 0, limit: 10, now, customerId: ownerId, status: BOOKING_STATUS.CANCELED });
    all.push({ sort: 'slot', offset: 1, limit: 10, now: new Date(now.getTime() + 36 * 3_600_000), status: BOOKING_STATUS.COMPLETE });
    return all;
  };

  it('answers every shape of the appointment list, the notices and the unread counts as knex does, compiling each shape once', async function () {
    if (!testDb.url) {
      console.log('      (skipped: DATABASE_URL is not set; on PGlite every read is compiled by knex; the PostgreSQL run covers it)');
      return this.skip();
    }
    // The same knex with no pipeline: every read compiled by knex as ever.
    const plain = knexForUrl(testDb.url, { min: 0, max: 2 }, { pipelinedReads: false });
    const db = await pipelinedDb();
    try {
      const before = compiledShapes();
      let compared = 0;
      for (const scope of scopes()) {
        for (const filter of filters()) {
          const expected = await appointmentRows(plain, scope, filter);
          // Twice: compiled the first time, reused the second; and a few at once (pipelined together).
          for (const rows of [await appointmentRows(db, scope, filter), ...await Promise.all([1, 2].map(() => appointmentRows(db, scope, filter)))]) {
            expect(rows, `${JSON.stringify(scope)} ${JSON.stringify(filter)}`).to.deep.equal(expected);
          }
          compared += expected.length;
        }
      }
      expect(compared, 'the shapes found rows').to.be.greaterThan(40);
      expect(await unreadNotices(db, ownerId)).to.deep.equal(await unreadNotices(plain, ownerId)).and.to.have.length(2);
      expect(await unreadNotices(db, ownerId, 1)).to.deep.equal(await unreadNotices(plain, ownerId, 1)).and.to.have.length(1);
      for (const who of [
        { kind: 'user' as const, userId: ownerId }, { kind: 'vendor' as const, vendorId, loginId: managerId, managerId },
        { kind: 'vendor' as const, vendorId, loginId: managerId, managerId: null },
      ]) {
        expect(await unreadByBooking(db, who)).to.deep.equal(await unreadByBooking(plain, who));
      }
      // Every shape was kept compiled (none fell back to knex's compile of each call).
      const after = compiledShapes();
      expect(after.compiled - before.compiled).to.equal(after.kept - before.kept);
      expect(after.kept - before.kept).to.be.greaterThan(20);
    } finally {
      await Promise.all([plain.destroy(), db.destroy()]);
    }
  });

  it('builds a shape\'s query twice when it first runs, then never again; a value changed on its way is compiled by knex each time', async function () {
    if (!testDb.url) {
      console.log('      (skipped: DATABASE_URL is not set; on PGlite every read is compiled by knex; the PostgreSQL run covers it)');
      return this.skip();
    }
    const db = await pipelinedDb();
    try {
      let built = 0;
      const read = (id: number) => compiledRead<Array<{ id: number }>>(db, 'test:users-by-id', { id }, (v) => {
        built += 1;
        return prepared(db('users').select('id').where('id', v.id));
      });
      expect(await read(ownerId)).to.deep.equal([{ id: ownerId }]);
      expect(built).to.equal(2);
      for (let i = 0; i < 3; i++) expect(await read(ownerId)).to.deep.equal([{ id: ownerId }]);
      expect(await read(ownerId + 1_000_000)).to.deep.equal([]);
      expect(built).to.equal(2);
      // A number and a string are two shapes; a null is none (knex compiles it).
      expect(await compiledRead(db, 'test:users-by-id', { id: String(ownerId) }, (v) => prepared(db('users').select('id').where('id', v.id)))).to.have.length(1);

      // `id + 0` reaches knex changed: the stand-ins cannot be found in the bindings, so knex compiles each call (and is right).
      let changedBuilt = 0;
      const changed = (id: number) => compiledRead<Array<{ id: number }>>(db, 'test:users-by-changed-id', { id }, (v) => {
        changedBuilt += 1;
        return prepared(db('users').select('id').where('id', String(v.id)));
      });
      const shapes = compiledShapes();
      expect(await changed(ownerId)).to.deep.equal([{ id: ownerId }]);
      expect(await changed(ownerId + 1_000_000)).to.deep.equal([]);
      expect(changedBuilt).to.equal(4);
      expect(compiledShapes()).to.deep.equal({ kept: shapes.kept + 1, compiled: shapes.compiled });
    } finally {
      await db.destroy();
    }
  });

  it('answers the same rows through knex on either database, and inside a transaction', async () => {
    const { db } = testDb;
    const rows = await appointmentRows(db, { kind: 'user', userId: ownerId }, { sort: 'slot', offset: 0, limit: 10, now });
    expect(rows.map((r) => Number(r.user_id))).to.have.length(6).and.to.satisfy((ids: number[]) => ids.every((id) => id === ownerId));
    await db.transaction(async (trx) => {
      expect(await appointmentRows(trx, { kind: 'user', userId: ownerId }, { sort: 'slot', offset: 0, limit: 10, now })).to.deep.equal(rows);
    });
  });
});
