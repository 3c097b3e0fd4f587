/** What other areas may use of the reviews table: erasing an owner's words. */
export { eraseReviewTextsOf } from './owner-erasure.queries.ts';
