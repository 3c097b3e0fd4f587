/**
 * What other areas may use of orders' tables: anonymising an erased owner's orders, and the house-call package's
 * ledger told that the appointment a house visit is was canceled (its place back in the package).
 */
export { anonymiseOrdersOf } from './owner-erasure.queries.ts';
export { cancelVisitOfBooking } from './house-call-visits.queries.ts';
