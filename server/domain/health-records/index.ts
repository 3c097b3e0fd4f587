/** What other areas may use of health records' tables: filing a document with its files (records received from a clinic). */
export { attachFiles, insertRecord } from './health-records.queries.ts';
