import { expect } from 'chai';
import { migratedDatabase, type TestDb } from '../setup/db.ts';
import { seedReference } from '../../seeds/reference.ts';
import { seedDemo } from '../../seeds/demo/index.ts';
import { bookingSnapshotSchema } from '../../contracts/bookings.ts';
import { bookingOf } from '../../server/domain/bookings/booking-record.ts';
import { createBooking, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';

/** Every booking row of the database, as the queries hand them to `bookingOf`. */
function bookingRows(db: TestDb['db']) {
  return db('bookings').select('id', 'slot', 'duration', 'status', 'user_id', 'vendor_id', 'consultation_type', 'pet_id', 'details').orderBy('id');
}

describe('every stored booking parses as the one booking record', function () {
  this.timeout(60_000);
  let testDb: TestDb;
  beforeEach(async () => { testDb = await migratedDatabase(); });
  afterEach(() => testDb.destroy());

  it('parses every demo booking row (seeds/demo) without a problem', async () => {
    await seedReference(testDb.db);
    await seedDemo(testDb.db, { now: new Date('2026-11-27T12:00:00Z') });
    const rows = await bookingRows(testDb.db);
    expect(rows.length).to.be.greaterThan(5);
    for (const row of rows) {
      const parsed = bookingSnapshotSchema.safeParse(row.details);
      expect(parsed.success, `demo booking ${row.id}: ${parsed.error?.message}`).to.equal(true);
      const booking = bookingOf(row);
      expect(booking.problems, `demo booking ${row.id}`).to.deep.equal([]);
      expect(booking.knownType).to.equal(true);
      expect(booking.pet?.name).to.be.a('string');
      // The columns the database filters on say what the snapshot says.
      expect([row.consultation_type, Number(row.pet_id)]).to.deep.equal([booking.type, booking.pet?.id]);
    }
  });

  it('parses every factory-built booking without a problem', async () => {
    const { db } = testDb;
    await seedReference(db);
    const vendorId = await createVendor(db);
    const listingId = await createListing(db, vendorId);
    const owner = await createUser(db);
    const login = await createVendorLogin(db, vendorId);
    const slot = new Date('2026-12-01T15:00:00Z');
    const rex = await createPet(db, owner.id, { name: 'Rex' });
    await createBooking(db, { userId: owner.id, vendorId, listingId, slot });
    await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date('2026-12-02T15:00:00Z'), type: 'video', pet: { id: rex, name: 'Rex' } });
    await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date('2026-12-03T15:00:00Z'), type: 'phone', bookedBy: { kind: 'vendor', id: Number(login.id) } });
    const rows = await bookingRows(db);
    expect(rows).to.have.length(3);
    for (const row of rows) {
      expect(bookingSnapshotSchema.safeParse(row.details).success, `factory booking ${row.id}`).to.equal(true);
      // A full snapshot, as holdBooking writes it (not only the type).
      expect(Object.keys(row.details)).to.include.members(['type', 'user', 'pet', 'details', 'info', 'listingTZ', 'slot', 'bookedBy', 'bookedOn']);
      const booking = bookingOf(row);
      expect(booking.problems).to.deep.equal([]);
      expect([row.consultation_type, row.pet_id === null ? null : Number(row.pet_id)]).to.deep.equal([booking.type, booking.pet?.id ?? null]);
    }
  });
});
