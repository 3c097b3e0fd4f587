/** What other areas may use of health records' tables: ending and erasing an owner's records and share links. */
export { endShareLinksOf, eraseHealthRecordsOf } from './owner-erasure.queries.ts';
