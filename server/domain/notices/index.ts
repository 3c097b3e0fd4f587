/** What other areas may use of notices' tables: posting an in-app notice to an owner. */
export { insertNotice } from './owner-notices.queries.ts';
export { eraseNoticesOf } from './owner-erasure.queries.ts';
