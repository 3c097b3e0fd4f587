/**
 * What other areas may use of the bookings table: a booking's summary (appointments, consultation pages), the
 * addresses a clinic is notified at, and the locked replacement insert a reschedule makes.
 */
export {
  bookingSummaryById, insertReplacementBooking, lockListingForBooking, overlappingLiveBooking, vendorNotificationRecipients,
  type BookingSummaryRow,
} from './bookings.queries.ts';
export { anonymiseBookingsOf } from './owner-erasure.queries.ts';
