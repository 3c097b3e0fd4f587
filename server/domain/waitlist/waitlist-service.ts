import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingsChanged } from '../../db/cache-versions.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { requireUser, requireVendor, type Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../../../contracts/forms.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import {
  WAITLIST_MAX_ENTRIES, WAITLIST_MESSAGES, waitlistFieldKey, waitlistJoinSchema,
  type ClinicWaitlistView, type WaitlistEntryState, type WaitlistEntryView, type WaitlistJoinView, type WaitlistOfferView,
} from '../../../contracts/waitlist.ts';
import { endHold, holdById, holdsOfEntries, voidHoldsOfEntries, type SlotHoldRow } from '../availability/index.ts';
import { findListing, listingsForVendor, type ListingRow } from '../listings/index.ts';
import { canManageListing, managerScope } from '../listings/listing-policy.ts';
import { untilText, whenText } from './waitlist-offers.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';
import {
  entriesByIds, entriesOfUser, entryOfUser, insertEntry, leaveEntry, liveSlotsOf, upcomingBookingsOfOwner, waitingCounts,
  waitingEntriesOfListings, waitlistEnabled, waitlistEnabledOf, setWaitlistEnabled, type WaitlistEntryRow,
} from './waitlist-entries.queries.ts';

export interface WaitlistDeps {
  /** A listing's line may have a time to offer now (an entry joined, an offer declined): its match is queued. */
  lineChanged?: (vendorId: number, listingId: number) => Promise<void>;
}

const notFound = () => new NotFoundError(WAITLIST_MESSAGES.notFound);

/** The checkout link of a held time: the normal booking path. */
function bookUrl(hold: SlotHoldRow, listing: Pick<ListingRow, 'timezone'>): string {
  const q = new URLSearchParams({
    vendorId: String(hold.vendor_id), vendorServiceId: String(hold.vendor_listing_id), type: hold.consultation_type,
    for_ts: new Date(hold.slot).toISOString(), listingTZ: listing.timezone,
  });
  return `/checkout?${q.toString()}`;
}

/**
 * The waitlist's people: an owner joins a listing's line, sees and leaves their entries, and reads or turns down a
 * time held for them; a clinic sees the lines of the listings it manages (a sub-user only those naming them) and
 * turns a listing's waitlist off or on. Authorization lives here; the matching of freed times is waitlist-offers.ts.
 */
export function waitlistService(db: Db, deps: WaitlistDeps = {}) {
  async function liveListing(listingId: number): Promise<ListingRow> {
    const listing = Number.isInteger(listingId) && listingId > 0 ? await findListing(db, listingId, { live: true }) : undefined;
    if (!listing) throw new NotFoundError(WAITLIST_MESSAGES.noListing);
    return listing;
  }

  function offerView(hold: SlotHoldRow, listing: ListingRow, entry: WaitlistEntryRow | undefined, earlier: Map<number, number>, locale: Locale): WaitlistOfferView {
    const before = entry?.before_booking_id == null ? null : Number(entry.before_booking_id);
    const beforeAt = before === null ? undefined : earlier.get(before);
    return {
      id: Number(hold.id), listingId: Number(listing.id), vendorId: Number(listing.vendor_id), listingTitle: listing.title,
      type: hold.consultation_type as ConsultationType, slot: new Date(hold.slot).toISOString(), timezone: listing.timezone,
      when: whenText(hold.slot, listing.timezone, locale), expiresAt: new Date(hold.expires_at).toISOString(),
      until: untilText(hold.expires_at, listing.timezone, locale), status: hold.status, bookUrl: bookUrl(hold, listing),
      earlierThan: before !== null && beforeAt !== undefined ? { id: before, when: whenText(beforeAt, listing.timezone, locale) } : null,
    };
  }

  async function listingsById(ids: readonly number[]): Promise<Map<number, ListingRow>> {
    const out = new Map<number, ListingRow>();
    for (const id of new Set(ids)) {
      const l = await findListing(db, id);
      if (l) out.set(id, l);
    }
    return out;
  }

  return {
    /** The join form of a live listing that takes a waitlist: its consultations and the owner's upcoming bookings of it. */
    async joinPage(viewer: Viewer | null, listingId: number, type: string | null, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<WaitlistJoinView> {
      const owner = requireUser(viewer);
      const listing = await liveListing(listingId);
      const types = (listing.consultations ?? []).filter((c) => c.enabled).map((c) => ({ type: c.type, label: translate(locale, `consultation.${c.type}`) }));
      const bookings = await upcomingBookingsOfOwner(db, owner.id, Number(listing.id), now);
      return {
        listingId: Number(listing.id), title: listing.title, line1: listing.line1 ?? null, timezone: listing.timezone, types,
        type: types.find((t) => t.type === type)?.type ?? null,
        bookings: bookings.map((b) => ({ id: Number(b.id), label: translate(locale, 'waitlist.bookingLabel', { type: translate(locale, `consultation.${b.consultation_type ?? 'clinic'}`), when: whenText(b.slot, listing.timezone, locale) }) })),
        enabled: await waitlistEnabled(db, Number(listing.id)),
      };
    },

    /** Joins a listing's line (last in it): a type the listing offers, at most 10 lines at once, one per listing and type. */
    async join(viewer: Viewer | null, raw: unknown, now: Date): Promise<number> {
      const owner = requireUser(viewer);
      const input = parseInput(waitlistJoinSchema, raw);
      const listing = await liveListing(input.listingId);
      if (!(await waitlistEnabled(db, Number(listing.id)))) throw new ConflictError(WAITLIST_MESSAGES.off);
      if (!(listing.consultations ?? []).some((c) => c.type === input.type && c.enabled)) {
        throw new ValidationError(WAITLIST_MESSAGES.type, { fields: { type: WAITLIST_MESSAGES.type } });
      }
      if (input.beforeBookingId !== null) {
        const [booking] = await upcomingBookingsOfOwner(db, owner.id, Number(listing.id), now, [input.beforeBookingId]);
        if (!booking) throw new ValidationError(WAITLIST_MESSAGES.earlierBooking, { fields: { beforeBookingId: WAITLIST_MESSAGES.earlierBooking } });
      }
      const id = await inTransaction(db, async (tx) => {
        // One owner's joins take turns, so two at once never pass the limits together.
        // (A two-key lock, so it never meets the listings' one-key booking locks.)
        await tx.raw('select pg_advisory_xact_lock(?::int, ?::int)', [7341, owner.id % 2_147_483_647]);
        const counts = await waitingCounts(tx, owner.id, Number(listing.id), input.type);
        if (counts.same > 0) throw new ConflictError(WAITLIST_MESSAGES.already);
        if (counts.total >= WAITLIST_MAX_ENTRIES) throw new ConflictError(WAITLIST_MESSAGES.tooMany);
        return insertEntry(tx, {
          vendor_id: Number(listing.vendor_id), vendor_listing_id: Number(listing.id), user_id: owner.id, consultation_type: input.type,
          days: [...new Set(input.days)], windows: input.windows, before_booking_id: input.beforeBookingId, created_at: now,
        });
      });
      await deps.lineChanged?.(Number(listing.vendor_id), Number(listing.id));
      return id;
    },

    /** The owner's entries, newest first, each with its state and the time held for them, if any. */
    async ownerPage(viewer: Viewer | null, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<WaitlistEntryView[]> {
      const owner = requireUser(viewer);
      const entries = await entriesOfUser(db, owner.id);
      const listings = await listingsById(entries.map((e) => Number(e.vendor_listing_id)));
      const holds = await holdsOfEntries(db, entries.map((e) => Number(e.vendor_id)), entries.map((e) => Number(e.id)));
      const enabled = await waitlistEnabledOf(db, [...listings.keys()]);
      const earlier = await liveSlotsOf(db, entries.flatMap((e) => (e.before_booking_id === null ? [] : [Number(e.before_booking_id)])), now);
      return entries.flatMap((e): WaitlistEntryView[] => {
        const listing = listings.get(Number(e.vendor_listing_id));
        if (!listing) return [];
        const own = holds.filter((h) => Number(h.entry_id) === Number(e.id) && Number(h.vendor_id) === Number(e.vendor_id));
        const open = own.find((h) => h.status === 'open' && new Date(h.expires_at) > now);
        const booked = own.some((h) => h.status === 'booked');
        const state: WaitlistEntryState = e.status === 'left' ? 'left' : booked ? 'booked' : open ? 'offered' : enabled.get(Number(listing.id)) ? 'waiting' : 'paused';
        const before = e.before_booking_id === null ? null : earlier.get(Number(e.before_booking_id));
        return [{
          id: Number(e.id), listingId: Number(listing.id), listingTitle: listing.title, type: e.consultation_type, days: e.days ?? [], windows: e.windows ?? [],
          earlierThan: e.before_booking_id === null ? null : before != null
            ? translate(locale, 'waitlist.earlier.owner', { when: whenText(before, listing.timezone, locale) }) : translate(locale, 'waitlist.earlier.ownerGone'),
          joinedAt: new Date(e.created_at).toISOString(), state, offer: open ? offerView(open, listing, e, earlier, locale) : null,
        }];
      });
    },

    /** Leaves a line: the entry ends and a time held for it goes to the next in line. */
    async leave(viewer: Viewer | null, entryId: number, now: Date): Promise<void> {
      const owner = requireUser(viewer);
      const entry = await entryOfUser(db, owner.id, entryId);
      if (!entry) throw notFound();
      const vendorId = Number(entry.vendor_id);
      await inTransaction(db, async (tx) => {
        await leaveEntry(tx, vendorId, Number(entry.id), now);
        const listings = await voidHoldsOfEntries(tx, vendorId, [Number(entry.id)], now);
        if (listings.length) await listingsChanged(tx, vendorId, listings);
      });
      await deps.lineChanged?.(vendorId, Number(entry.vendor_listing_id));
    },

    /** A time held for the owner: only theirs (anyone else: not found). */
    async offer(viewer: Viewer | null, holdId: number, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<WaitlistOfferView> {
      const owner = requireUser(viewer);
      const hold = Number.isInteger(holdId) && holdId > 0 ? await holdById(db, null, holdId) : undefined;
      if (!hold || Number(hold.user_id) !== owner.id) throw new NotFoundError(WAITLIST_MESSAGES.offerNotFound);
      const listing = await findListing(db, Number(hold.vendor_listing_id));
      if (!listing) throw new NotFoundError(WAITLIST_MESSAGES.offerNotFound);
      const [entry] = await entriesByIds(db, Number(hold.vendor_id), [Number(hold.entry_id)]);
      const earlier = await liveSlotsOf(db, entry?.before_booking_id == null ? [] : [Number(entry.before_booking_id)], now);
      const view = offerView(hold, listing, entry, earlier, locale);
      // Open in the table but past its time: it reads as run out (the expiry job or the sweep records it).
      return hold.status === 'open' && new Date(hold.expires_at) <= now ? { ...view, status: 'expired' } : view;
    },

    /** Turns down a held time: the hold ends and the time goes to the next in line (the entry keeps waiting). */
    async decline(viewer: Viewer | null, holdId: number, now: Date): Promise<void> {
      const owner = requireUser(viewer);
      const hold = Number.isInteger(holdId) && holdId > 0 ? await holdById(db, null, holdId) : undefined;
      if (!hold || Number(hold.user_id) !== owner.id) throw new NotFoundError(WAITLIST_MESSAGES.offerNotFound);
      const vendorId = Number(hold.vendor_id);
      const ended = await inTransaction(db, async (tx) => {
        const row = await endHold(tx, vendorId, Number(hold.id), 'declined', now);
        if (row) await listingsChanged(tx, vendorId, [Number(row.vendor_listing_id)]);
        return row;
      });
      if (!ended) throw new ConflictError(WAITLIST_MESSAGES.offerClosed);
      await deps.lineChanged?.(vendorId, Number(hold.vendor_listing_id));
    },

    /** The clinic's lines: each listing the login manages (a sub-user: those naming them), in line order. */
    async clinicPage(viewer: Viewer | null, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<ClinicWaitlistView[]> {
      const login = requireVendor(viewer);
      const listings = await listingsForVendor(db, login.vendorId, managerScope(login), 200, 0);
      const ids = listings.map((l) => Number(l.id));
      const [entries, enabled] = await Promise.all([waitingEntriesOfListings(db, login.vendorId, ids), waitlistEnabledOf(db, ids)]);
      const holds = await holdsOfEntries(db, [login.vendorId], entries.map((e) => Number(e.id)));
      const earlier = await liveSlotsOf(db, entries.flatMap((e) => (e.before_booking_id === null ? [] : [Number(e.before_booking_id)])), now);
      return listings.map((l) => {
        const mine = entries.filter((e) => Number(e.vendor_listing_id) === Number(l.id))
          .filter((e) => !holds.some((h) => Number(h.entry_id) === Number(e.id) && h.status === 'booked'));
        return {
          listingId: Number(l.id), title: l.title, enabled: enabled.get(Number(l.id)) ?? true,
          entries: mine.map((e, i) => {
            const open = holds.find((h) => Number(h.entry_id) === Number(e.id) && h.status === 'open' && new Date(h.expires_at) > now);
            const before = e.before_booking_id === null ? undefined : earlier.get(Number(e.before_booking_id));
            return {
              id: Number(e.id), position: i + 1, customer: `${e.first_name ?? ''} ${e.last_name ?? ''}`.trim() || translate(locale, 'waitlist.aCustomer'),
              type: e.consultation_type, days: e.days ?? [], windows: e.windows ?? [],
              earlierThan: before === undefined ? null : translate(locale, 'waitlist.earlier.clinic', { when: whenText(before, l.timezone, locale) }),
              joinedAt: new Date(e.created_at).toISOString(), heldSlot: open ? whenText(open.slot, l.timezone, locale) : null,
            };
          }),
        };
      });
    },

    /**
     * Turns a listing's waitlist off (times held for its line go back at once; entries stay, paused) or on again
     * (its line is matched). The listing's managers only.
     */
    async setEnabled(viewer: Viewer | null, listingId: number, enabled: boolean, now: Date): Promise<void> {
      requireVendor(viewer);
      const listing = Number.isInteger(listingId) && listingId > 0 ? await findListing(db, listingId) : undefined;
      if (!listing) throw new NotFoundError(WAITLIST_MESSAGES.noListing);
      if (!canManageListing(viewer, listing)) throw new NotFoundError(WAITLIST_MESSAGES.noListing);
      const vendorId = Number(listing.vendor_id);
      await inTransaction(db, async (tx) => {
        await setWaitlistEnabled(tx, vendorId, Number(listing.id), enabled);
        if (!enabled) {
          const line = await waitingEntriesOfListings(tx, vendorId, [Number(listing.id)]);
          await voidHoldsOfEntries(tx, vendorId, line.map((e) => Number(e.id)), now);
        }
        await listingsChanged(tx, vendorId, [Number(listing.id)]);
      });
      if (enabled) await deps.lineChanged?.(vendorId, Number(listing.id));
    },

    /** Form field keys of a join refusal (the plain form's names). */
    fieldKey: waitlistFieldKey,
  };
}

export type WaitlistService = ReturnType<typeof waitlistService>;
