import { expect } from 'chai';
import { bookingOf, type BookingRowLike } from '../../../../server/domain/bookings/booking-record.ts';

const row = (details: unknown, extra: Partial<BookingRowLike> = {}): BookingRowLike => ({
  id: 12, slot: new Date('2026-03-10T14:00:00Z'), duration: 30, status: 0, user_id: 3, vendor_id: 4, details, ...extra,
});

/** A logger that keeps what it is told. */
function log() {
  const warned: unknown[] = [];
  return { warned, warn: (obj: unknown) => { warned.push(obj); } };
}

describe('bookingOf: one rule per fact of the snapshot', () => {
  it('reads a full snapshot as booked', () => {
    const b = bookingOf(row({
      type: 'video', user: { id: 3, first_name: 'Olive', last_name: 'Owner', phone: '2125550100' }, pet: { id: '9', name: 'Rex' },
      details: { title: 'Dr. Vet', line1: 'Main St', address: '1 Main St', price: 55 }, info: { summary: 'Limping' },
      listingTZ: 'US/Eastern', userTZ: 'Asia/Calcutta', bookedBy: { kind: 'vendor', id: 8 }, bookedOn: 'clinic-site',
      ics: { uid: 'booking-1@petcare', sequence: 2 }, outcome: { at: '2026-03-10T15:00:00Z' },
    }, { listing_title: 'Renamed', user_first_name: 'Changed', user_time_zone: 'Europe/Paris' }));
    expect(b).to.deep.include({
      id: 12, type: 'video', knownType: true, listingTZ: 'America/New_York', ownerTZ: 'Asia/Kolkata', reason: 'Limping', price: 55,
      bookedOn: 'clinic-site', outcomeAt: '2026-03-10T15:00:00Z', problems: [],
    });
    expect(b.listing).to.deep.equal({ title: 'Dr. Vet', line1: 'Main St', address: '1 Main St' });
    expect(b.customer).to.deep.equal({ firstName: 'Olive', lastName: 'Owner', phone: '2125550100' });
    expect(b.pet).to.deep.equal({ id: 9, name: 'Rex', ownerName: null });
    expect(b.bookedBy).to.deep.equal({ kind: 'vendor', id: 8 });
    expect(b.snapshot.ics).to.deep.equal({ uid: 'booking-1@petcare', sequence: 2 });
  });

  it('reads a house visit of a package: its order, the address and the visit without the travel; none on other bookings', () => {
    const b = bookingOf(row({
      type: 'house', details: { title: 'Dr. Vet', price: 0, productId: 3000 },
      houseVisit: { orderId: 41, place: 2, address: '1 Main St, New York, NY 10001', visitMinutes: 60, travelMinutes: 30 },
    }));
    expect(b).to.deep.include({ type: 'house', knownType: true, price: 0, problems: [] });
    expect(b.houseVisit).to.deep.equal({ orderId: 41, address: '1 Main St, New York, NY 10001', visitMinutes: 60, travelMinutes: 30 });
    expect(bookingOf(row({ type: 'clinic' })).houseVisit).to.equal(null);
  });

  it("takes the owner's zone from the snapshot first, then the account's", () => {
    expect(bookingOf(row({ type: 'clinic', userTZ: 'Asia/Calcutta' }, { user_time_zone: 'Europe/Paris' })).ownerTZ).to.equal('Asia/Kolkata');
    expect(bookingOf(row({ type: 'clinic' }, { user_time_zone: 'Europe/Paris' })).ownerTZ).to.equal('Europe/Paris');
    expect(bookingOf(row({ type: 'clinic', userTZ: 'Mars/Olympus' })).ownerTZ).to.equal(null);
  });

  it("falls back to the listing's and the account's current values on an old row", () => {
    const b = bookingOf(row({ type: 'phone' }, {
      listing_title: 'Dr. Now', listing_line1: 'Elm St', listing_address: null, listing_timezone: 'America/Chicago',
      user_first_name: 'Ada', user_last_name: 'Lovelace', user_phone: '2125550199',
    }));
    expect(b).to.deep.include({ listingTZ: 'America/Chicago', ownerTZ: null, pet: null, reason: null, price: null, bookedBy: null, bookedOn: 'marketplace', problems: [] });
    expect(b.listing).to.deep.equal({ title: 'Dr. Now', line1: 'Elm St', address: null });
    expect(b.customer).to.deep.equal({ firstName: 'Ada', lastName: 'Lovelace', phone: '2125550199' });
    expect(bookingOf(row(null)).listingTZ).to.equal('UTC');
  });

  it('logs an unknown consultation type as a problem and shows the booking with the fallback type', () => {
    const logger = log();
    const b = bookingOf(row({ type: 'ferry', pet: { id: 2, name: 'Tom' } }), logger);
    expect(b).to.deep.include({ type: 'clinic', knownType: false });
    expect(b.pet).to.deep.equal({ id: 2, name: 'Tom', ownerName: null });
    expect(b.problems).to.have.length(1);
    expect(b.problems[0]).to.match(/^type: /);
    expect(logger.warned).to.deep.equal([{ bookingId: 12, problems: b.problems }]);
  });

  it('keeps what parses of a damaged snapshot', () => {
    const b = bookingOf(row({ type: 'chat', pet: 'Rex', info: { summary: 'Hairballs' } }));
    expect(b).to.deep.include({ type: 'chat', knownType: true, pet: null, reason: 'Hairballs' });
    expect(b.problems).to.have.length(1);
    expect(bookingOf(row('not an object')).problems).to.have.length(1);
  });
});
