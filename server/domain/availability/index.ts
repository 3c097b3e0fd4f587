/** What other areas may use of availability's tables: live bookings and overrides in a window (the vet list's slots). */
export { liveBookingsBetween, overridesBetween, type LiveBookingRow, type OverrideRow } from './availability.queries.ts';
