import type { Conn } from '../../db/knex.ts';
import { NotFoundError } from '../../errors.ts';
import { NO_LISTING } from '../../../contracts/listings.ts';
import { findListing, type ListingRow } from './listings.queries.ts';

/**
 * The listings area's answer to other areas: a listing by id, or NOT_FOUND with the spec's words. By default a
 * live one (what can be booked or rescheduled onto); `anyState` also one awaiting approval or archived (a
 * booking already held on it is still settled and confirmed).
 */
export async function listingById(db: Conn, id: number, options: { anyState?: boolean } = {}): Promise<ListingRow> {
  const listing = await findListing(db, id, { live: !options.anyState });
  if (!listing) throw new NotFoundError(NO_LISTING);
  return listing;
}
