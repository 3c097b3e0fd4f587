import type { NewBookingSnapshot } from '../../../contracts/bookings.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import { HOUSE_VISIT_MESSAGES } from '../../../contracts/house-call-plan.ts';
import { WAITLIST_MESSAGES } from '../../../contracts/waitlist.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { bookingsChanged } from '../../db/cache-versions.ts';
import { ConflictError, SQLSTATE, sqlState } from '../../errors.ts';
import type { UserRow } from '../accounts/index.ts';
import { heldForSomeoneElse } from '../availability/availability-service.ts';
import type { ListingRow } from '../listings/index.ts';
import type { BookingDeps } from './booking-request.ts';
import { notifyBookingRow } from './booking-settlement.ts';
import { bookingRowById, insertLiveBooking, lockListingForBooking, overlappingLiveBooking } from './bookings.queries.ts';

/** A visit booked against a prepaid package (the house-call package): what the booking row and its snapshot keep. */
export interface PackageVisit {
  listing: ListingRow;
  customer: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'phone' | 'time_zone'>;
  slot: Date;
  /** The visit's length, and the travel the practice keeps free after it: the booking holds both. */
  visitMinutes: number;
  travelMinutes: number;
  /** The owner's address the vet goes to (the package's). */
  address: string;
  /** The package (its order) and the ledger's place the visit takes. */
  orderId: number;
  place: number;
}

/**
 * Books a package visit as an appointment of the listing, in the caller's transaction (the package's ledger row is
 * written beside it): under the listing's advisory lock, as every booking, `stillFree` re-checks the time (the
 * caller's rule, e.g. the offered times), then the overlap check and the waitlist's holds; the booking is live at
 * once (status in progress) with no payment: the package was paid by its order, and a payment row of 0 would be a
 * charge that never was in the payments ledger and the reports. The booking's duration is the visit plus the travel,
 * so the listing's exclusion constraint and the slot engine keep the travel free. Answers the booking's id.
 */
export async function holdPackageVisit(tx: Conn, v: PackageVisit, stillFree: (tx: Conn) => Promise<boolean>, now: Date): Promise<number> {
  const listingId = Number(v.listing.id);
  const duration = v.visitMinutes + v.travelMinutes;
  await lockListingForBooking(tx, listingId);
  if (!(await stillFree(tx))) throw new ConflictError(HOUSE_VISIT_MESSAGES.taken);
  if (await overlappingLiveBooking(tx, listingId, v.slot, duration)) throw new ConflictError(HOUSE_VISIT_MESSAGES.taken);
  if (await heldForSomeoneElse(tx, listingId, v.slot, duration, Number(v.customer.id), now)) throw new ConflictError(WAITLIST_MESSAGES.held);
  const details: NewBookingSnapshot = {
    type: 'house',
    user: { id: Number(v.customer.id), first_name: v.customer.first_name, last_name: v.customer.last_name, phone: v.customer.phone },
    pet: null,
    details: {
      title: v.listing.title, line1: v.listing.line1, line2: v.listing.line2, address: v.listing.address, avatar: v.listing.avatar,
      duration, price: 0, productId: CONSULTATION_KINDS.house.product,
    },
    info: { summary: null },
    listingTZ: v.listing.timezone,
    userTZ: v.customer.time_zone ?? null,
    slot: v.slot.toISOString(),
    bookedBy: { kind: 'user', id: Number(v.customer.id) },
    bookedOn: 'marketplace',
    houseVisit: { orderId: v.orderId, place: v.place, address: v.address, visitMinutes: v.visitMinutes, travelMinutes: v.travelMinutes },
  };
  const bookingId = await insertLiveBooking(tx, {
    slot: v.slot, duration, user_id: Number(v.customer.id), vendor_id: Number(v.listing.vendor_id), vendor_listing_id: listingId,
    payment_id: null, consultation_type: 'house', pet_id: null, details,
  }).catch((err: unknown) => {
    if (sqlState(err) === SQLSTATE.exclusionViolation) throw new ConflictError(HOUSE_VISIT_MESSAGES.taken, { cause: err });
    throw err;
  });
  await bookingsChanged(tx, { ids: [bookingId] });
  return bookingId;
}

/** After commit: the booked visit's confirmations to the owner and the practice (as any booking's; nothing paid). */
export async function notifyPackageVisit(db: Db, deps: Pick<BookingDeps, 'mail' | 'consultations' | 'publicUrl' | 'senderAddress' | 'logger' | 'pushToClinicLogins'>, bookingId: number, now: Date): Promise<void> {
  const row = await bookingRowById(db, bookingId);
  if (row) await notifyBookingRow(db, deps, row, 0, now);
}
