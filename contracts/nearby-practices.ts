/**
 * The in-person practices the health assessment's emergency answer lists near a zip code (apart from
 * contracts/listings.ts, so the assessment's island carries no zod).
 */

/** An in-person practice near a zip code: where to go (the listing's clinic, vet and address). */
export interface NearbyPractice {
  id: number;
  /** The clinic (the listing's title). */
  name: string;
  /** The vet (the listing's provider line). */
  providerName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/** The vet list's in-person practices around a zip code. */
export function vetListNear(zipcode: string): string {
  return `/vet-appointments/list?${new URLSearchParams({ zip: zipcode, type: 'clinic' }).toString()}`;
}
