/** What other areas may use of the files table: erasing an owner's uploads. */
export { eraseFilesOf } from './owner-erasure.queries.ts';
