import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';
import { NAME_TITLES, prefixQuery } from './vet-search.ts';
import type { ListingView } from '../../../contracts/listings.ts';
import { E_CONSULTATION_TERMS, type ConsultationType } from '../../../contracts/consultations.ts';
import { LISTING_STATUS } from '../../../contracts/listings.ts';
import { listedVendorIds } from '../vendors/index.ts';

export type { Consultation, ScheduleRow } from '../../../contracts/listings.ts';
export type { ConsultationType } from '../../../contracts/consultations.ts';

/** A vendor_listings row: the view's fields under their column names (ids as the driver returns them). */
export interface ListingRow extends Omit<ListingView, 'id' | 'vendorId' | 'vendorLoginId' | 'cancellationHours' | 'followUpHours' | 'responseTargetHours' | 'state'> {
  id: number;
  cancellation_hours: number;
  follow_up_hours?: number;
  response_target_hours?: number | null;
  vendor_id: number;
  vendor_login_id: number | null;
  /** vendor_listings.status: LISTING_STATUS (1 live, 2 awaiting approval, 3 archived). */
  status: number;
  /** The published rating, kept by the review service (`reviews/review-service.ts`); numeric comes back as text. */
  review_count?: number;
  rating_average?: string | number | null;
}

const COLUMNS = [
  'id', 'vendor_id', 'vendor_login_id', 'managers', 'title', 'line1', 'line2', 'address', 'avatar', 'timezone',
  'profile', 'consultations', 'cancellation_hours', 'follow_up_hours', 'response_target_hours', 'status', 'review_count', 'rating_average',
];

/** Statuses a clinic works with: live, awaiting approval and archived (0 is an old hidden row, never shown). */
const MANAGED = [LISTING_STATUS.live, LISTING_STATUS.awaitingApproval, LISTING_STATUS.archived];

/**
 * One listing by id with its tenant: by default whatever its state (its managers edit it, its appointments name
 * it); `live` for what the public and booking may use. The service decides who may see it.
 */
export async function findListing(db: Conn, id: number, options: { forUpdate?: boolean; live?: boolean } = {}): Promise<ListingRow | undefined> {
  const q = db('vendor_listings').select(COLUMNS).where({ id }).whereIn('status', options.live ? [LISTING_STATUS.live] : MANAGED).first();
  return options.forUpdate ? q.forUpdate() : prepared(q);
}

/**
 * A vendor's listings, oldest first: live ones only, or with `allStates` those awaiting approval and archived
 * too (My Listings, the appointments' listing filter); with `managerId` only those naming that login in
 * managers (answered by the managers GIN index).
 */
export function listingsForVendor(
  db: Conn, vendorId: number, managerId: number | null, limit: number, offset: number, options: { allStates?: boolean } = {},
): Promise<ListingRow[]> {
  const q = db('vendor_listings').select(COLUMNS).where({ vendor_id: vendorId }).whereIn('status', options.allStates ? MANAGED : [LISTING_STATUS.live]);
  if (managerId !== null) q.whereRaw('managers @> ?::jsonb', [JSON.stringify([managerId])]);
  return q.orderBy('id', 'asc').limit(limit).offset(offset);
}

/** Moves a listing from one of `from` to `to`; returns the rows changed (0: not in such a state, or another vendor's). */
export function setListingStatus(db: Conn, vendorId: number, id: number, from: readonly number[], to: number): Promise<number> {
  return db('vendor_listings').where({ id, vendor_id: vendorId }).whereIn('status', from as number[]).update({ status: to, updated_at: db.fn.now() });
}

/** The columns a save writes (a row without its keys, plus the zipcode copy); jsonb values are serialised here. */
export type ListingWrite = Omit<ListingRow, 'id' | 'vendor_id' | 'status' | 'avatar'> & { zipcode: string | null; avatar?: string | null };

function serialise(w: ListingWrite) {
  return {
    ...w,
    managers: JSON.stringify(w.managers),
    profile: JSON.stringify(w.profile),
    consultations: JSON.stringify(w.consultations),
  };
}

export async function insertListing(db: Conn, vendorId: number, w: ListingWrite, status: number): Promise<number> {
  const [row] = await db('vendor_listings').insert({ vendor_id: vendorId, status, ...serialise(w) }).returning('id');
  return Number(row.id);
}

export async function updateListing(db: Conn, vendorId: number, id: number, w: ListingWrite): Promise<number> {
  return db('vendor_listings').where({ id, vendor_id: vendorId }).update({ ...serialise(w), updated_at: db.fn.now() });
}

/** Ids of a vendor's logins (owner and manager choices in the editor). */
export function vendorLoginChoices(db: Conn, vendorId: number): Promise<Array<{ id: number; first_name: string; last_name: string; subrole: string }>> {
  return db('vendor_logins').select('id', 'first_name', 'last_name', 'subrole').where({ vendor_id: vendorId }).orderBy('id', 'asc');
}

export interface PublicSearch {
  type: ConsultationType;
  /** The search's words (titles and punctuation left out, see vet-search.ts); empty for none. */
  words: readonly string[];
  /** A zipcode prefix: '100' finds 10001 and 10011. */
  zipcode: string | null;
  /** Only listings offering the e-Consultation (a video consultation on its terms, E_CONSULTATION_TERMS). */
  eConsultation?: boolean;
  /** 'rating': highest published rating first (unrated last), before any other order. */
  sort?: 'rating' | null;
  limit: number;
  offset: number;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A name column's words as the search document has them, titles left out (for ranking exact matches). */
const nameWords = (column: 'title' | 'line1') =>
  `array(select w from unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(regexp_replace(${column}, '[[:punct:]]', ' ', 'g'))))) w
         where w <> all(string_to_array(?, ' ')))`;

/**
 * Active listings of every listed vendor (verified, approved, not suspended) offering an enabled consultation of `type`, filtered by
 * zipcode prefix and by the search words' stems over the listing's search document (names,
 * specialization labels, city, all without accents: the GIN index answers it). With words, a listing whose clinic
 * or provider name is exactly those words comes first, then by text rank; oldest first otherwise.
 */
export function publicListingsPage(db: Conn, s: PublicSearch): Promise<ListingRow[]> {
  const q = db('vendor_listings').select(COLUMNS).where({ status: LISTING_STATUS.live })
    .whereRaw('consultations @> ?::jsonb', [JSON.stringify([{ type: s.type, enabled: true }])])
    // A clinic that has not verified its sign-up address, waits for the marketplace's approval, is suspended or closed
    // takes no bookings, so the public list leaves it out.
    .whereIn('vendor_id', listedVendorIds(db));
  if (s.eConsultation) {
    const t = E_CONSULTATION_TERMS;
    q.whereRaw('jsonb_path_exists(consultations, ?::jsonpath)', [
      `$[*] ? (@.type == "${t.type}" && @.enabled == true && @.price == ${t.price} && @.duration >= ${t.minMinutes} && @.duration <= ${t.maxMinutes})`,
    ]);
  }
  if (s.zipcode) q.where('zipcode', 'like', `${escapeLike(s.zipcode)}%`); // a prefix, served by the text_pattern_ops index
  if (s.sort === 'rating') q.orderByRaw('rating_average desc nulls last, review_count desc');
  if (s.words.length) {
    const query = prefixQuery(s.words);
    const titles = [...NAME_TITLES].join(' ');
    const words = s.words.join(' ');
    // Accents off on both sides (the document is kept without them); f_unaccent also spells out 'ø' and 'ß'.
    q.whereRaw(`search_document @@ to_tsquery('simple', f_unaccent(?))`, [query]);
    // Set equality both ways, so word order and repeats do not matter.
    const exact = (column: 'title' | 'line1') =>
      `(${nameWords(column)} @> string_to_array(f_unaccent(?), ' ') and ${nameWords(column)} <@ string_to_array(f_unaccent(?), ' '))`;
    q.orderByRaw(`(${exact('line1')} or ${exact('title')}) desc`, [titles, words, titles, words, titles, words, titles, words]);
    q.orderByRaw(`ts_rank(search_document, to_tsquery('simple', f_unaccent(?))) desc`, [query]);
  }
  return q.orderBy('id', 'asc').limit(s.limit).offset(s.offset);
}

/**
 * Up to `limit` active listings with an enabled in-person (clinic) consultation whose zipcode starts with the
 * last (shortest) of `prefixes`, those sharing a longer prefix first, then the oldest. Each prefix is a LIKE
 * on the text_pattern_ops index of the vet list's zipcode search.
 */
export function clinicListingsByZipPrefix(db: Conn, prefixes: readonly string[], limit: number): Promise<ListingRow[]> {
  const like = (prefix: string) => `${escapeLike(prefix)}%`;
  const q = db('vendor_listings').select(COLUMNS).where({ status: 1 })
    .whereRaw('consultations @> ?::jsonb', [JSON.stringify([{ type: 'clinic', enabled: true }])])
    .where('zipcode', 'like', like(prefixes[prefixes.length - 1]));
  for (const prefix of prefixes.slice(0, -1)) q.orderByRaw('(zipcode like ?) desc', [like(prefix)]);
  return q.orderBy('id', 'asc').limit(limit);
}

/** A listing's published rating, as the review service computes it in the review's transaction. */
export async function setListingRating(conn: Conn, vendorId: number, listingId: number, rating: { count: number; average: number | null }): Promise<void> {
  await conn('vendor_listings').where({ vendor_id: vendorId, id: listingId }).update({ review_count: rating.count, rating_average: rating.average });
}
