/** What other areas may use of customers' tables: how an owner relates to a clinic. */
export { endPetShare, relationOf, sharePetWithClinic } from './vendor-customers.queries.ts';
export { forgetCustomerEverywhere } from './owner-erasure.queries.ts';
export { RECORD_READING_ORDER_STATUSES } from './clinic-access.ts';
