/** What other areas may use of the exports' tables: removing a person's or a clinic's exports with their erasure. */
export { deleteExportsOf } from './data-exports.queries.ts';
