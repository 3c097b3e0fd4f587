/** What other areas may use of availability's tables: live bookings and overrides in a window (the vet list's slots), and waitlist holds. */
export { liveBookingsBetween, overridesBetween, type LiveBookingRow, type OverrideRow } from './availability.queries.ts';
export {
  holdsBookedAlongside, claimHoldNotice, endHold, holdById, holdsOfEntries, insertHold, openHoldsBetween, overdueHolds, unnotifiedHolds, voidHoldsOfEntries,
  type HoldStatus, type SlotHoldRow,
} from './slot-holds.queries.ts';
