import { expect } from 'chai';
import moment from 'moment-timezone';
import { migratedDatabase, type TestDb } from '../setup/db.ts';
import { seedReference } from '../../seeds/reference.ts';
import { createCustomer, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { authorizeBooking, checkSlot, priceBooking, resolveParty } from '../../server/domain/bookings/booking-steps.ts';
import type { AppointmentRequest } from '../../server/domain/bookings/booking-request.ts';
import { findListing } from '../../server/domain/listings/listings.queries.ts';
import { E_CONSULTATION_NOT_OFFERED, NOT_AVAILABLE, SLOT_TAKEN } from '../../contracts/bookings.ts';
import { NO_LISTING } from '../../contracts/listings.ts';
import { PRODUCT } from '../../contracts/products.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
const NOW = new Date();

/** An error's class name, message and fields, or 'none' when the call resolved. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
    return 'none';
  } catch (err) {
    const e = err as Error & { fields?: Record<string, string> };
    return { name: e.name, message: e.message, fields: e.fields ?? null };
  }
}

/** Each step of book(), alone: what it answers and what it refuses, before anything is written. */
describe('the booking steps', () => {
  let testDb: TestDb;
  let listingId: number;
  let owner: Viewer;
  let vet: Viewer;
  let stranger: Viewer;
  const request = (extra: Partial<AppointmentRequest> = {}): AppointmentRequest => ({
    vendorListingId: listingId, type: 'video', slot: moment.tz(ZONE).add(2, 'days').startOf('day').hour(10).toISOString(),
    summary: 'Itchy ears', ...extra,
  });
  const viewer = (kind: 'user' | 'vendor', id: number, vendorId = 0): Viewer => (kind === 'user'
    ? { kind, id, email: 'o@example.test', role: 'user', firstName: 'O', lastName: 'O', pic: null }
    : { kind, id, vendorId, subrole: 'root_admin', email: 'v@example.test', role: 'vendor', firstName: 'V', lastName: 'V', pic: null });

  before(async () => {
    testDb = await migratedDatabase();
    await seedReference(testDb.db);
    const vendorId = await createVendor(testDb.db);
    const otherVendor = await createVendor(testDb.db);
    listingId = await createListing(testDb.db, vendorId, {
      timezone: ZONE,
      consultations: [
        { type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY },
        { type: 'phone', enabled: true, duration: 30, price: 30, schedule: EVERY_DAY },
        { type: 'chat', enabled: false, duration: 30, price: 20, schedule: EVERY_DAY },
      ],
    });
    owner = viewer('user', (await createUser(testDb.db)).id);
    vet = viewer('vendor', (await createVendorLogin(testDb.db, vendorId)).id, vendorId);
    await createCustomer(testDb.db, vendorId, owner.id);
    stranger = viewer('vendor', (await createVendorLogin(testDb.db, otherVendor)).id, otherVendor);
  });
  after(() => testDb.destroy());

  it('authorize: the listing, a vendor of its practice, an offered type', async () => {
    expect(await refusal(authorizeBooking(testDb.db, owner, request({ vendorListingId: 999_999 }))))
      .to.deep.equal({ name: 'NotFoundError', message: NO_LISTING, fields: null });
    expect(await refusal(authorizeBooking(testDb.db, stranger, request()))).to.include({ name: 'ForbiddenError' });
    expect(await refusal(authorizeBooking(testDb.db, owner, request({ type: 'chat' }))))
      .to.deep.equal({ name: 'ValidationError', message: NOT_AVAILABLE, fields: { type: NOT_AVAILABLE } });
    const { consultation } = await authorizeBooking(testDb.db, vet, request());
    expect(consultation).to.include({ type: 'video', price: 40 });
  });

  it('resolve the party: the customer, and the zone only an owner\'s own browser gives', async () => {
    const listing = (await findListing(testDb.db, listingId))!;
    expect(await refusal(resolveParty(testDb.db, vet, request({ userId: 999_999 }), listing, false)))
      .to.deep.equal({ name: 'ValidationError', message: 'Customer not found', fields: { userId: 'Customer not found' } });
    const mine = await resolveParty(testDb.db, owner, request({ userTZ: 'Asia/Calcutta' }), listing, false);
    expect(mine).to.include({ browserTZ: 'Asia/Kolkata', ownerTZ: 'Asia/Kolkata', listingTZ: ZONE, pet: null });
    const atTheDesk = await resolveParty(testDb.db, vet, request({ userId: owner.id, userTZ: 'Europe/Paris' }), listing, false);
    expect(atTheDesk.browserTZ).to.equal(null);
    expect(Number(atTheDesk.customer.id)).to.equal(owner.id);
  });

  it('check the slot: only a start the engine offers', async () => {
    const listing = (await findListing(testDb.db, listingId))!;
    const offered = request().slot;
    expect((await checkSlot(testDb.db, listing, 'video', offered, NOW)).toISOString()).to.equal(offered);
    const taken = { name: 'ConflictError', message: SLOT_TAKEN, fields: null };
    expect(await refusal(checkSlot(testDb.db, listing, 'video', 'tomorrow', NOW))).to.deep.equal(taken);
    const night = moment.tz(ZONE).add(2, 'days').startOf('day').hour(3).toISOString();
    expect(await refusal(checkSlot(testDb.db, listing, 'video', night, NOW))).to.deep.equal(taken);
  });

  it('price: the server\'s price, the e-Consultation only on its terms, a vendor\'s waiver, a card when charging', async () => {
    const video = { type: 'video' as const, enabled: true, duration: 30, price: 40, schedule: EVERY_DAY };
    const card = { number: '4111111111111111', name: 'Olive Owner', expiry: '2099-01', securityCode: '123' };
    expect(await priceBooking(testDb.db, owner, request({ card }), video, owner.id, NOW))
      .to.include({ productId: PRODUCT.VIDEO, listPriceCents: 4000, amountCents: 4000, waived: false });
    const eConsultation = { ...video, duration: 15, price: 25 };
    expect(await priceBooking(testDb.db, owner, request({ productId: PRODUCT.E_CONSULTATION, card }), eConsultation, owner.id, NOW))
      .to.include({ productId: PRODUCT.E_CONSULTATION, amountCents: 2500 });
    const notOffered = { name: 'ValidationError', message: E_CONSULTATION_NOT_OFFERED, fields: { type: E_CONSULTATION_NOT_OFFERED } };
    expect(await refusal(priceBooking(testDb.db, owner, request({ productId: PRODUCT.E_CONSULTATION, card }), video, owner.id, NOW)))
      .to.deep.equal(notOffered);
    expect(await refusal(priceBooking(testDb.db, owner, request({ productId: PRODUCT.E_CONSULTATION, type: 'phone' }), { ...eConsultation, type: 'phone' }, owner.id, NOW)))
      .to.deep.equal(notOffered);
    expect(await refusal(priceBooking(testDb.db, owner, request({ promoCode: 'NO-SUCH-CODE', card }), video, owner.id, NOW)))
      .to.deep.equal({ name: 'ValidationError', message: 'Invalid code', fields: { promoCode: 'Invalid code' } });
    expect(await refusal(priceBooking(testDb.db, owner, request(), video, owner.id, NOW))).to.include({ name: 'ValidationError' });
    expect(await priceBooking(testDb.db, vet, request({ waive: true }), video, owner.id, NOW)).to.include({ amountCents: 0, waived: true });
    expect(await priceBooking(testDb.db, owner, request({ waive: true, card }), video, owner.id, NOW)).to.include({ amountCents: 4000, waived: false });
  });

});
