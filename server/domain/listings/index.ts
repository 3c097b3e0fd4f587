/** What other areas may use of the listings table: one listing, a clinic's listings, and the row types. */
export { findListing, listingsForVendor, setListingRating, type Consultation, type ConsultationType, type ListingRow } from './listings.queries.ts';
export { bookingIntakeQuestions } from './intake-questions.ts';
