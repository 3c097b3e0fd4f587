import {
  APPOINTMENT_NOT_FOUND, BOOKING_STATUS, bookingCode, CANCELED_NOT_RESCHEDULABLE, RESCHEDULED_NOT_RESCHEDULABLE, SAME_SLOT,
  STARTED_NOT_RESCHEDULABLE,
} from '../../../contracts/appointments.ts';
import { SLOT_TAKEN } from '../../../contracts/bookings.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import { HOUSE_VISIT_MESSAGES } from '../../../contracts/house-call-plan.ts';
import { WAITLIST_MESSAGES } from '../../../contracts/waitlist.ts';
import { heldForSomeoneElse } from '../availability/availability-service.ts';
import { holdsBookedAlongside } from '../availability/index.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { checkSlot } from '../bookings/booking-steps.ts';
import { insertReplacementBooking, lockListingForBooking, overlappingLiveBooking } from '../bookings/index.ts';
import { bookingOf, clinicCustomerName } from '../bookings/booking-record.ts';
import { inviteIdentity } from '../notices/booking-notice.ts';
import { clinicActor, recordEvent } from '../audit/audit-log.ts';
import { rescheduledPhrase } from '../audit/audit-words.ts';
import { listingById } from '../listings/listing-lookup.ts';
import { isCancelable } from './appointment-dto.ts';
import { appointmentRow, markRescheduled, pointToSuccessor, type AppointmentRow, type AppointmentScope } from './appointments.queries.ts';

export interface Rescheduled {
  old: AppointmentRow;
  newId: number;
  newSlot: Date;
}

/** Why a booking cannot be moved, in the order a person would want to hear it; null when it can. */
function refusal(row: AppointmentRow, now: Date): Error | null {
  const status = Number(row.status);
  if (status === BOOKING_STATUS.RESCHEDULED) return new ConflictError(RESCHEDULED_NOT_RESCHEDULABLE);
  if (status === BOOKING_STATUS.CANCELED) return new ConflictError(CANCELED_NOT_RESCHEDULABLE);
  if (!isCancelable(status, new Date(row.slot), now)) return new ValidationError(STARTED_NOT_RESCHEDULABLE);
  return null;
}

/**
 * Moves a live booking that has not started to another slot of the same listing and type, offered by
 * the availability engine under the same rules as booking. In one transaction under the listing's
 * advisory lock: the old booking becomes Re-Scheduled (so it stops holding its time), the new one is
 * inserted live holding the old one's payment (no new charge, the paid price kept) and pointing back
 * at it, and the old one records the new one's id. The exclusion constraint still guards the new
 * slot, and the unique rescheduled_from index refuses a second successor.
 */
export async function rescheduleAppointment(
  db: Db, who: Viewer, scope: AppointmentScope, id: number, slotIso: string, now: Date,
): Promise<Rescheduled> {
  const current = await appointmentRow(db, scope, id);
  if (!current) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  const refused = refusal(current, now);
  if (refused) throw refused;
  const { type } = bookingOf(current);
  // A visit of a prepaid package is canceled (its place back in the package) and another booked, never moved.
  if (CONSULTATION_KINDS[type].byPackage) throw new ConflictError(HOUSE_VISIT_MESSAGES.notMovable);
  if (Date.parse(slotIso) === new Date(current.slot).getTime()) throw new ValidationError(SAME_SLOT, { fields: { slot: SAME_SLOT } });
  const listing = await listingById(db, Number(current.vendor_listing_id));
  const newSlot = await checkSlot(db, listing, type, slotIso, now, Number(current.user_id));

  try {
    return await inTransaction(db, async (tx) => {
      await lockListingForBooking(tx, Number(listing.id));
      const old = await appointmentRow(tx, scope, id, { forUpdate: true });
      if (!old) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
      const again = refusal(old, now);
      if (again) throw again;
      const by = { kind: who.kind, id: who.id };
      // The old booking lets go of its time first, so a new slot overlapping it (moved by a few minutes) is allowed.
      await markRescheduled(tx, id, { by, at: now.toISOString() });
      const duration = Number(old.duration);
      if (await overlappingLiveBooking(tx, Number(listing.id), newSlot, duration)) throw new ConflictError(SLOT_TAKEN);
      if (await heldForSomeoneElse(tx, Number(listing.id), newSlot, duration, Number(old.user_id), now)) throw new ConflictError(WAITLIST_MESSAGES.held);
      const booking = bookingOf(old);
      const identity = inviteIdentity(id, booking.snapshot);
      const snapshot = { ...booking.snapshot };
      delete snapshot.rescheduled;
      delete snapshot.canceled;
      const newId = await insertReplacementBooking(tx, {
        slot: newSlot, duration, user_id: Number(old.user_id), vendor_id: Number(old.vendor_id), vendor_listing_id: Number(old.vendor_listing_id),
        payment_id: old.payment_id === null ? null : Number(old.payment_id), rescheduled_from: id,
        consultation_type: old.consultation_type ?? null, pet_id: old.pet_id == null ? null : Number(old.pet_id),
        details: {
          ...snapshot, slot: newSlot.toISOString(),
          // The calendar event carries on: same UID, the next SEQUENCE.
          ics: { uid: identity.uid, sequence: identity.sequence + 1 },
          rescheduledFrom: { id, slot: new Date(old.slot).toISOString(), by, at: now.toISOString() },
        },
        // A waitlist offer of an earlier time taken by moving this appointment: its hold ends booked.
      }, [holdsBookedAlongside(now)]);
      await pointToSuccessor(tx, id, newId);
      const customer = clinicCustomerName(booking) || 'A customer';
      await recordEvent(tx, Number(old.vendor_id), who.kind === 'vendor' ? clinicActor(who) : { kind: 'customer', name: customer }, 'appointment.rescheduled', {
        details: { appointment: bookingCode(id), 'new appointment': bookingCode(newId) },
        phrase: rescheduledPhrase({
          by: who.kind === 'vendor' ? `${who.firstName} ${who.lastName}` : null, customer, type,
          from: booking.slot, to: newSlot, zone: booking.listingTZ,
        }),
      });
      return { old, newId, newSlot };
    });
  } catch (err) {
    if (sqlState(err) === SQLSTATE.exclusionViolation) throw new ConflictError(SLOT_TAKEN, { cause: err });
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ConflictError(RESCHEDULED_NOT_RESCHEDULABLE, { cause: err });
    throw err;
  }
}

