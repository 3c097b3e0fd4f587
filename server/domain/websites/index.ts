/** What other areas may use of the websites table: a clinic's site (for its links) and sites by vendor for a loader. */
export { findByVendorIds, websiteOfVendor, type WebsiteRow } from './websites.queries.ts';
export { findByCustomDomains, findBySubDomain, releasedSubDomain } from './websites.queries.ts';
