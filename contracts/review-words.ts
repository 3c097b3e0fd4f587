/**
 * The words of a listing's rating, zod-free so the vet list island may import them (the rules are in reviews.ts).
 */

/** A listing's rating: the average of its published reviews (one decimal) and how many. */
export interface ListingRating {
  average: number | null;
  count: number;
}

/** "4.5 out of 5 (12 reviews)": the words every card and page uses for a rating. */
export function ratingWords(r: ListingRating): string {
  if (!r.count || r.average === null) return 'No reviews yet';
  return `${r.average.toFixed(1)} out of 5 (${r.count} ${r.count === 1 ? 'review' : 'reviews'})`;
}

/** The vet list's orders (the URL's `sort`): best match (the default), or highest rated first. */
export const VET_LIST_SORTS = [
  { value: '', label: 'Best match' },
  { value: 'rating', label: 'Highest rated' },
] as const;
export type VetListSort = 'rating' | null;
