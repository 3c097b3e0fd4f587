/** What other areas may use of audit's tables: the clinic login an audit line names. */
export { loginOfVendor } from './audit-events.queries.ts';
