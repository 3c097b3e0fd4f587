import type { Db } from '../../db/knex.ts';
import { ValidationError } from '../../errors.ts';
import { liveBookingsBetween, openHoldsBetween, overridesBetween, type LiveBookingRow, type OverrideRow } from '../availability/index.ts';
import { bookableSlots, groupByDay, zoneAbbreviation, type StripDay } from '../availability/slots.ts';
import { toEngineInput } from '../availability/availability-service.ts';
import { CONSULTATION_PRODUCT, E_CONSULTATION_TERMS, isSoldType, type ConsultationType } from '../../../contracts/consultations.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { SPECIALIZATIONS } from '../../../contracts/reference.ts';
import { publicListingsPage, type ListingRow } from './listings.queries.ts';
import { searchWords } from './vet-search.ts';
import { canonicalZone } from '../../../contracts/time-zone.ts';
import { addDays, localDate, startOfDate } from '../../../contracts/zoned-time.ts';
import { listingScope, searchScope, type ScopedCache } from '../../db/cache-versions.ts';
import type { ListingRating, VetListSort } from '../../../contracts/review-words.ts';

/** The spec's public "vendor service": a listing's consultation of one type, seen from outside, with its roster. */
export interface VendorService {
  id: number;
  vendorId: number;
  name: string;
  providerName: string;
  type: ConsultationType;
  productId: number;
  price: number;
  duration: number;
  description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  avatar: string | null;
  education: string | null;
  categories: number[];
  specialization: number[];
  specializationNames: string[];
  pets: number[];
  pics: string[];
  timezone: string;
  zoneName: string;
  /** The listing's cancellation window in hours: the booking flows state the policy before payment. */
  cancellationHours: number;
  /** The listing's published reviews: their average and count. */
  rating: ListingRating;
  /** Bookable starts in epoch ms (the spec's roster). */
  roster: number[];
  /** The same roster as a 7-day strip of the listing's local dates. */
  strip: StripDay[];
}

export interface VetListQuery {
  type?: string | null;
  search?: string | null;
  zipcode?: string | null;
  /** 8000: only the e-Consultation (listings offering a video consultation on its terms), sold as that product. */
  product?: number | null;
  /** 'rating': highest rated first (the URL's `sort`); anything else is the default order. */
  sort?: string | null;
  offset?: number | null;
  limit?: number | null;
}

export const VET_LIST_PAGE_SIZE = 5;
/**
 * The list's window onto the engine's slots (the spec's pick mode): a strip of 7 local days, from
 * starts more than 3 hours ahead. What it shows is what the booking rules offer there, so every
 * slot on a card is one the wizard offers too and the server accepts.
 */
export const VET_LIST_STRIP = { days: 7, aheadMinutes: 180 } as const;
const DAY_MS = 86_400_000;
const ZIP = /^[0-9A-Za-z -]{2,10}$/;

/** Normalises and checks a vet list query (from the URL or GraphQL). */
export function normaliseVetListQuery(q: VetListQuery) {
  const product = q.product ?? null;
  if (product !== null && product !== PRODUCT.E_CONSULTATION) throw new ValidationError('Unknown product', { fields: { product: 'Unknown product' } });
  const type = (product ? E_CONSULTATION_TERMS.type : q.type ?? 'clinic') as ConsultationType;
  if (!isSoldType(type)) throw new ValidationError('Unknown consultation type', { fields: { type: 'Unknown consultation type' } });
  const search = (q.search ?? '').trim().slice(0, 100) || null;
  const zipcode = (q.zipcode ?? '').trim() || null;
  if (zipcode && !ZIP.test(zipcode)) throw new ValidationError('Enter a valid zipcode', { fields: { zipcode: 'Enter a valid zipcode' } });
  const limit = Math.min(Math.max(Math.trunc(q.limit ?? VET_LIST_PAGE_SIZE), 1), 20);
  const offset = Math.max(Math.trunc(q.offset ?? 0), 0);
  const sort: VetListSort = q.sort === 'rating' ? 'rating' : null;
  return { type, product, search, zipcode, sort, limit, offset };
}

const profileList = (v: unknown) => (Array.isArray(v) ? v.map(Number).filter(Number.isFinite) : []);
const profileText = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** What a process keeps of the vet list (cache-versions.ts): each search's matching listings, and each listing's card. */
export interface VetListCaches {
  /** A search's page of matching listing rows in order, under the search's version (listing content, clinics verified). */
  searches: ScopedCache<ListingRow[]>;
  /** A listing's card (its slots included), under its own listing's version. */
  cards: ScopedCache<VendorService>;
}

/**
 * The public vet list: one page of listings offering an enabled consultation of `type`, filtered
 * by the search words (names, specializations, city; titles and punctuation aside) and zipcode, each with its next 7 days of slots from the one engine
 * call every surface makes (`bookableSlots`). Bookings and overrides of the whole page come in two queries.
 */
export async function vendorServices(
  db: Db, query: VetListQuery, now: Date, ownFile: (url: string | null) => string | null, caches?: VetListCaches,
): Promise<VendorService[]> {
  const q = normaliseVetListQuery(query);
  const search = {
    type: q.type, words: searchWords(q.search), zipcode: q.zipcode, eConsultation: q.product === PRODUCT.E_CONSULTATION, sort: q.sort, limit: q.limit, offset: q.offset,
  };
  // Which listings match moves only with listing content and clinics' verification, never with a booking or a
  // schedule edit: kept under the search's version. Each card is kept under its own listing's version, so a booking
  // or schedule edit at one clinic recomputes only that clinic's cards.
  const rows = caches
    ? await caches.searches.get(JSON.stringify(search), [searchScope], () => publicListingsPage(db, search))
    : await publicListingsPage(db, search);
  if (!rows.length) return [];
  if (!caches) return servicesOf(db, rows, q.type, q.product, now, ownFile);
  const { cards } = caches;
  let missing: Promise<Map<number, VendorService>> | null = null;
  const computeMissing = () => {
    missing ??= Promise.all(rows.map(async (r) => ((await cards.has(cardKey(r, q.type, q.product), [listingScope(Number(r.id))])) ? null : r)))
      .then((left) => servicesOf(db, left.filter((r): r is ListingRow => r !== null), q.type, q.product, now, ownFile))
      .then((services) => new Map(services.map((s) => [s.id, s])));
    return missing;
  };
  return Promise.all(rows.map((r) => cards.get(cardKey(r, q.type, q.product), [listingScope(Number(r.id))], async () => {
    const computed = (await computeMissing()).get(Number(r.id));
    return computed ?? (await servicesOf(db, [r], q.type, q.product, now, ownFile))[0];
  })));
}

const cardKey = (row: ListingRow, type: ConsultationType, product: number | null) => `${row.id}|${type}|${product ?? ''}`;

/** The cards of these listings: their bookings and overrides of the strip in two queries. */
async function servicesOf(
  db: Db, rows: ListingRow[], type: ConsultationType, product: number | null, now: Date, ownFile: (url: string | null) => string | null,
): Promise<VendorService[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const from = now.getTime();
  const to = from + (VET_LIST_STRIP.days + 1) * DAY_MS; // the strip's 7th local day may end past now + 7 days
  // A time held for an owner on a waitlist shows to nobody here (the card is the same for everyone).
  const [bookings, overrides, held] = await Promise.all([
    liveBookingsBetween(db, ids, new Date(from), new Date(to)),
    overridesBetween(db, ids, localDate(from - DAY_MS, 'UTC'), localDate(to + DAY_MS, 'UTC'), type),
    openHoldsBetween(db, ids, new Date(from), new Date(to), now),
  ]);
  return rows.map((row) => toService(row, type, product, [...bookings, ...held], overrides, from, ownFile));
}

function toService(
  row: ListingRow, type: ConsultationType, product: number | null, bookings: readonly LiveBookingRow[], overrides: readonly OverrideRow[], now: number,
  ownFile: (url: string | null) => string | null,
): VendorService {
  const c = row.consultations.find((x) => x.type === type && x.enabled)!;
  const p = row.profile ?? {};
  const today = localDate(now, row.timezone);
  const stripStart = startOfDate(today, row.timezone);
  const stripEnd = startOfDate(addDays(today, VET_LIST_STRIP.days), row.timezone);
  // Strictly more than 3 hours ahead: the window opens a millisecond after now + 3 hours.
  const from = Math.max(stripStart, now + VET_LIST_STRIP.aheadMinutes * 60_000 + 1);
  const roster = from < stripEnd ? bookableSlots(toEngineInput(row, type, from, stripEnd, bookings, overrides), now) : [];
  const specialization = profileList(p.specializations);
  return {
    id: Number(row.id),
    vendorId: Number(row.vendor_id),
    name: row.title,
    providerName: row.line1,
    type,
    productId: product ?? CONSULTATION_PRODUCT[type],
    price: Number(c.price),
    duration: Number(c.duration),
    description: row.line2,
    address: row.address,
    city: profileText(p.city),
    state: profileText(p.state),
    zipcode: profileText(p.zipcode),
    country: profileText(p.country),
    // A picture saved as a URL before pictures were uploads shows only when it is one of our stored files.
    avatar: ownFile(row.avatar),
    education: profileText(p.education),
    categories: profileList(p.categories),
    specialization,
    specializationNames: specialization.map((code) => SPECIALIZATIONS.find((s) => s.code === code)?.name).filter((n): n is string => !!n),
    pets: profileList(p.pets),
    pics: Array.isArray(p.pics) ? p.pics.filter((x): x is string => typeof x === 'string') : [],
    timezone: canonicalZone(row.timezone),
    zoneName: zoneAbbreviation(row.timezone, now),
    cancellationHours: Number(row.cancellation_hours ?? 24),
    rating: { count: Number(row.review_count ?? 0), average: row.rating_average == null ? null : Number(row.rating_average) },
    roster,
    strip: groupByDay(roster, row.timezone, stripStart, VET_LIST_STRIP.days),
  };
}
