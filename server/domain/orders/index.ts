/** What other areas may use of orders' tables: anonymising an erased owner's orders. */
export { anonymiseOrdersOf } from './owner-erasure.queries.ts';
