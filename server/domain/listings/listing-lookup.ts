import type { Conn } from '../../db/knex.ts';
import { NotFoundError } from '../../errors.ts';
import { NO_LISTING } from '../../../contracts/listings.ts';
import { findListing, type ListingRow } from './listings.queries.ts';

/** The listings area's answer to other areas: an active listing by id, or NOT_FOUND with the spec's words. */
export async function listingById(db: Conn, id: number): Promise<ListingRow> {
  const listing = await findListing(db, id);
  if (!listing) throw new NotFoundError(NO_LISTING);
  return listing;
}
