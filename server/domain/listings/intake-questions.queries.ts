import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';
import { LISTING_STATUS } from '../../../contracts/listings.ts';

/** A listing's intake questions as stored (parsed by the service), or undefined when no such listing; `live` for the public. */
export async function intakeQuestionsOfListing(db: Conn, listingId: number, options: { live?: boolean } = {}): Promise<unknown[] | undefined> {
  const q = db('vendor_listings').select('intake_questions').where({ id: listingId });
  if (options.live) q.where({ status: LISTING_STATUS.live });
  const row = await prepared(q.first()) as { intake_questions: unknown } | undefined;
  if (!row) return undefined;
  return Array.isArray(row.intake_questions) ? row.intake_questions : [];
}

/** Replaces a listing's intake questions (the tenant's listing only); the rows changed. */
export function writeIntakeQuestions(db: Conn, vendorId: number, listingId: number, questions: readonly unknown[]): Promise<number> {
  return db('vendor_listings').where({ id: listingId, vendor_id: vendorId })
    .update({ intake_questions: JSON.stringify(questions), updated_at: db.fn.now() });
}

/** A live listing's zip code (its profile's, as the vet list filters on it), or undefined when no such listing. */
export async function liveListingZipcode(db: Conn, listingId: number): Promise<string | null | undefined> {
  const row = await db('vendor_listings').select('zipcode').where({ id: listingId, status: LISTING_STATUS.live }).first() as { zipcode: string | null } | undefined;
  return row ? row.zipcode : undefined;
}
