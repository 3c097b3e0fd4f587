import {
  REVIEW_MESSAGES, reviewInputSchema, reviewReplySchema, reviewReportSchema, type ListingRating, type ReviewPanel, type ReviewView,
} from '../../../contracts/reviews.ts';
import type { AppointmentDetail } from '../../../contracts/appointments.ts';
import { parseInput } from '../../../contracts/forms.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingsChanged, searchChanged } from '../../db/cache-versions.ts';
import { ConflictError, ForbiddenError, NotFoundError, SQLSTATE, sqlState } from '../../errors.ts';
import { usersByIds } from '../accounts/index.ts';
import { requireUser, requireVendor, type Viewer } from '../accounts/viewer.ts';
import { findListing, setListingRating } from '../listings/index.ts';
import { authorName, averageOf, reviewability } from './review-rules.ts';
import {
  insertReview, publishedReviewsOfVendor, ratingTotals, reviewById, reviewOfBooking, setHidden, setReply, setReported,
  vendorRatingTotals, type ReviewRow,
} from './reviews.queries.ts';

export interface ReviewDeps {
  /** The appointment as the viewer may see it (NOT_FOUND otherwise): the appointments service's one rule of who sees what. */
  appointmentDetail(viewer: Viewer, id: number, now: Date): Promise<AppointmentDetail>;
  /** The clinic's public pages read differently now (its site's stored pages go). */
  publicContentChanged(vendorId: number): void;
}

/** How many reviews the clinic's site shows. */
export const SITE_REVIEWS = 10;

/** Recomputes a listing's published rating and moves its cache version, in the caller's transaction. */
async function refreshRating(tx: Conn, vendorId: number, listingId: number): Promise<void> {
  const { count, sum } = await ratingTotals(tx, vendorId, listingId);
  await setListingRating(tx, vendorId, listingId, { count, average: averageOf(count, sum) });
  // The vet list's card of the listing shows its rating: it is computed afresh; and the search sorted by rating
  // orders by it, so the kept searches are too (reviews are rare beside bookings, which never move the search).
  await listingsChanged(tx, vendorId, [listingId]);
  await searchChanged(tx);
}

function viewOf(row: ReviewRow, names: Map<number, { first_name: string | null; last_name: string | null }>): ReviewView {
  const name = names.get(Number(row.user_id));
  return {
    id: Number(row.id), rating: Number(row.rating), text: row.text, author: authorName(name?.first_name ?? null, name?.last_name ?? null),
    createdAt: row.created_at.toISOString(), reply: row.reply, repliedAt: row.replied_at?.toISOString() ?? null,
  };
}

async function namesOf(db: Conn, rows: ReviewRow[]) {
  const users = rows.length ? await usersByIds(db, [...new Set(rows.map((r) => Number(r.user_id)))]) : [];
  return new Map(users.map((u) => [Number(u.id), u]));
}

/**
 * Verified reviews. Who may do what is decided here: the owner of an appointment that took place reviews it once,
 * within the window (`review-rules.ts`); a clinic login that may see the appointment replies once and reports; the
 * marketplace hides (`hide`, the `reviews:hide` command). Each write that changes a listing's published rating
 * recomputes it in its own transaction and moves the listing's cache version there.
 */
export function reviewService(db: Db, deps: ReviewDeps) {
  /** The clinic of an appointment the viewer may see (a vendor's own; an owner's through its listing). */
  async function vendorOf(viewer: Viewer, d: AppointmentDetail): Promise<number> {
    if (viewer.kind === 'vendor') return viewer.vendorId;
    const listing = await findListing(db, d.listing.id);
    if (!listing) throw new NotFoundError(REVIEW_MESSAGES.noReview);
    return Number(listing.vendor_id);
  }

  return {
    /** What the appointment's detail page shows of its review, for this viewer. */
    async panel(viewer: Viewer, d: AppointmentDetail, now: Date): Promise<ReviewPanel> {
      const vendorId = await vendorOf(viewer, d);
      const row = await reviewOfBooking(db, vendorId, d.id);
      const rule = reviewability(d, now);
      const review = row ? { ...viewOf(row, await namesOf(db, [row])), reported: Boolean(row.reported_at), hidden: Boolean(row.hidden_at) } : null;
      const owner = viewer.kind === 'user';
      return {
        review,
        canReview: owner && !row && rule.ok,
        reviewUntil: owner && !row && rule.ok ? rule.until.toISOString() : null,
        canReply: !owner && Boolean(row) && !row!.reply && !row!.hidden_at,
        canReport: !owner && Boolean(row) && !row!.reported_at && !row!.hidden_at,
      };
    },

    /** The owner's review of their appointment. */
    async write(viewer: Viewer | null, bookingId: number, input: unknown, now: Date): Promise<ReviewView> {
      const who = requireUser(viewer);
      const d = await deps.appointmentDetail(who, bookingId, now);
      const rule = reviewability(d, now);
      if (!rule.ok) throw new ForbiddenError(REVIEW_MESSAGES[rule.why]);
      const { rating, text } = parseInput(reviewInputSchema, input ?? {});
      const vendorId = await vendorOf(who, d);
      const row = await inTransaction(db, async (tx) => {
        if (await reviewOfBooking(tx, vendorId, d.id)) throw new ConflictError(REVIEW_MESSAGES.already);
        try {
          await insertReview(tx, { vendor_id: vendorId, booking_id: d.id, listing_id: d.listing.id, user_id: who.id, rating, text, created_at: now });
        } catch (err) {
          if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ConflictError(REVIEW_MESSAGES.already);
          throw err;
        }
        await refreshRating(tx, vendorId, d.listing.id);
        return (await reviewOfBooking(tx, vendorId, d.id))!;
      });
      deps.publicContentChanged(vendorId);
      return viewOf(row, await namesOf(db, [row]));
    },

    /** The practice's one reply to the review of an appointment it may see. */
    async reply(viewer: Viewer | null, bookingId: number, input: unknown, now: Date): Promise<void> {
      const who = requireVendor(viewer);
      const d = await deps.appointmentDetail(who, bookingId, now);
      const row = await reviewOfBooking(db, who.vendorId, d.id);
      if (!row || row.hidden_at) throw new NotFoundError(REVIEW_MESSAGES.noReview);
      const { reply } = parseInput(reviewReplySchema, input ?? {});
      if (!(await setReply(db, who.vendorId, Number(row.id), reply, who.id, now))) throw new ConflictError(REVIEW_MESSAGES.alreadyReplied);
      deps.publicContentChanged(who.vendorId);
    },

    /** The practice's report of the review of an appointment it may see (it stays up until the marketplace hides it). */
    async report(viewer: Viewer | null, bookingId: number, input: unknown, now: Date): Promise<void> {
      const who = requireVendor(viewer);
      const d = await deps.appointmentDetail(who, bookingId, now);
      const row = await reviewOfBooking(db, who.vendorId, d.id);
      if (!row || row.hidden_at) throw new NotFoundError(REVIEW_MESSAGES.noReview);
      const { reason } = parseInput(reviewReportSchema, input ?? {});
      if (!(await setReported(db, who.vendorId, Number(row.id), reason, who.id, now))) throw new ConflictError(REVIEW_MESSAGES.alreadyReported);
    },

    /**
     * Hides a review from every page and rating: the marketplace's decision (`npm run reviews:hide -- <id>`), for a
     * reported review. Answers what happened, for the command to print. `alongside` runs in the hiding's own
     * transaction when it hides (the operator console's audit row).
     */
    async hide(reviewId: number, now: Date, alongside?: (tx: Conn) => Promise<void>): Promise<'hidden' | 'already' | 'missing'> {
      const row = await reviewById(db, reviewId);
      if (!row) return 'missing';
      const vendorId = Number(row.vendor_id);
      const changed = await inTransaction(db, async (tx) => {
        if (!(await setHidden(tx, vendorId, reviewId, now))) return false;
        await refreshRating(tx, vendorId, Number(row.listing_id));
        await alongside?.(tx);
        return true;
      });
      if (changed) deps.publicContentChanged(vendorId);
      return changed ? 'hidden' : 'already';
    },

    /** A clinic's site: its published rating over every listing and its latest reviews. */
    async forSite(vendorId: number): Promise<{ rating: ListingRating; reviews: ReviewView[] }> {
      const [totals, rows] = await Promise.all([vendorRatingTotals(db, vendorId), publishedReviewsOfVendor(db, vendorId, SITE_REVIEWS)]);
      const names = await namesOf(db, rows);
      return { rating: { count: totals.count, average: averageOf(totals.count, totals.sum) }, reviews: rows.map((r) => viewOf(r, names)) };
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
