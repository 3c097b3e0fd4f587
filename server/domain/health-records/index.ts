/** What other areas may use of health records' tables: ending and erasing an owner's records and share links. */
export { endShareLinksOf, eraseHealthRecordsOf } from './owner-erasure.queries.ts';
/** What other areas may use of health records' tables: filing a document with its files (records received from a clinic). */
export { attachFiles, insertRecord } from './health-records.queries.ts';
