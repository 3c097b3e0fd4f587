import type { Db } from '../../db/knex.ts';
import { ValidationError } from '../../errors.ts';
import type { NearbyPractice } from '../../../contracts/nearby-practices.ts';
import { clinicListingsByZipPrefix } from './listings.queries.ts';
import { normaliseVetListQuery } from './vet-list.ts';

/** How many practices an emergency answer lists: a few to call or drive to, not a directory. */
export const NEARBY_PRACTICES = 3;

/**
 * The zip code prefixes to look for, nearest first: the whole code, then its first three characters (a US
 * sectional centre, a few towns), then its first (a region). We keep no coordinates, so a shared prefix is
 * our measure of near. Pure.
 */
export function zipPrefixes(zipcode: string): string[] {
  return [...new Set([zipcode, zipcode.slice(0, 3), zipcode.slice(0, 1)])].filter((p) => p.length > 0);
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * In-person practices from the vet list near `zipcode`, for the health assessment's emergency answer: those
 * in the same zip code, then the same area, then the same region. A malformed zip code is the vet list's
 * 'Enter a valid zipcode', keyed `zip` (the assessment's field).
 */
export async function nearbyPractices(db: Db, zipcode: string, limit = NEARBY_PRACTICES): Promise<NearbyPractice[]> {
  let zip: string | null;
  try {
    zip = normaliseVetListQuery({ type: 'clinic', zipcode }).zipcode;
  } catch (err) {
    if (err instanceof ValidationError) throw new ValidationError(err.message, { fields: { zip: err.message } });
    throw err;
  }
  if (!zip) throw new ValidationError('Enter a valid zipcode', { fields: { zip: 'Enter a valid zipcode' } });
  const rows = await clinicListingsByZipPrefix(db, zipPrefixes(zip), limit);
  return rows.map((row) => {
    const p = row.profile ?? {};
    return {
      id: Number(row.id), name: row.title, providerName: row.line1, address: row.address,
      city: text(p.city), state: text(p.state), zipcode: text(p.zipcode),
    };
  });
}
