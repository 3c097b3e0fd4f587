/** What other areas may use of the records requests' tables: anonymising an erased owner's. */
export { anonymiseRecordsRequestsOf } from './owner-erasure.queries.ts';
