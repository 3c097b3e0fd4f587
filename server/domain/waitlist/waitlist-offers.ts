import type { MailAdapter } from '../../adapters/mail.ts';
import type { SmsAdapter } from '../../adapters/sms.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingsChanged } from '../../db/cache-versions.ts';
import type { Logger } from '../../logger.ts';
import { CONSULTATION_KINDS, type ConsultationType } from '../../../contracts/consultations.ts';
import type { PushMessage } from '../../../contracts/push.ts';
import { WAITLIST_HOLD_MINUTES } from '../../../contracts/waitlist.ts';
import { engineInput } from '../availability/availability-service.ts';
import { bookableSlots } from '../availability/slots.ts';
import {
  claimHoldNotice, endHold, holdById, holdsOfEntries, insertHold, overdueHolds, unnotifiedHolds, type SlotHoldRow,
} from '../availability/index.ts';
import { lockListingForBooking } from '../bookings/index.ts';
import { findListing, type ListingRow } from '../listings/index.ts';
import { renderMail } from '../notices/mail-layout.ts';
import { holdExpiry, pickOffers, type LineEntry } from './waitlist-rules.ts';
import { formatZoned, readableZone } from '../reference/zone-format.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { translate } from '../../i18n/server-intl.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { liveSlotsOf, listingsWithWaiting, ownerContact, waitingEntriesOfListing, waitlistEnabled } from './waitlist-entries.queries.ts';

const DAY_MS = 86_400_000;

/** The job queue's names for the waitlist: a listing's match, a hold's expiry, and the sweep (every minute). */
export const WAITLIST_QUEUES = { match: 'waitlist-match', expiry: 'waitlist-expiry', sweep: 'waitlist-sweep' } as const;

/** A listing's match job: one queued per listing at a time. */
export function waitlistMatchJob(vendorId: number, listingId: number): { data: { vendorId: number; listingId: number }; singletonKey: string } {
  return { data: { vendorId, listingId }, singletonKey: String(listingId) };
}

export interface WaitlistOfferDeps {
  mail: MailAdapter;
  sms: SmsAdapter;
  publicUrl: string;
  /** Web push to an owner's devices (never throws; email and SMS are sent anyway). */
  pushToOwner?: (userId: number, message: PushMessage) => Promise<unknown>;
  logger?: Pick<Logger, 'error' | 'warn'>;
}

/** A hold just placed: the expiry job to queue for it. */
export interface PlacedHold {
  vendorId: number;
  holdId: number;
  listingId: number;
  expiresAt: Date;
}

/** The time as the listing's zone reads it: 'Mon 7 Dec, 10:00 AM EST' (another language by `Intl`: 'lun, 7 dic, 10:00 a.m. EST'). */
export function whenText(at: Date | number, timezone: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return formatZoned(at, timezone, 'EEE d MMM, h:mm a', true);
  return dateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: readableZone(timezone),
  }).format(new Date(at));
}

/** The end of a hold as the listing's zone reads it: '10:15 AM EST'. */
export function untilText(at: Date | number, timezone: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return formatZoned(at, timezone, 'h:mm a', true);
  return dateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: readableZone(timezone) }).format(new Date(at));
}

/**
 * The waitlist's offers: matching freed times to the line of a listing (first come, first offered), the 15-minute
 * hold, its expiry and the sweep that repairs missed expiries. Each runs in the job queue with the clock passed in;
 * a hold is placed under the listing's booking lock, after which the booking path refuses the time to anyone else.
 */
export function waitlistOffers(db: Db, deps: WaitlistOfferDeps) {
  async function line(tx: Db, listing: ListingRow, now: Date): Promise<{ entries: LineEntry[]; holds: SlotHoldRow[] }> {
    const rows = await waitingEntriesOfListing(tx, Number(listing.vendor_id), Number(listing.id));
    const holds = await holdsOfEntries(tx, [Number(listing.vendor_id)], rows.map((r) => Number(r.id)));
    const booked = new Set(holds.filter((h) => h.status === 'booked').map((h) => Number(h.entry_id)));
    const limits = await liveSlotsOf(tx, rows.flatMap((r) => (r.before_booking_id === null ? [] : [Number(r.before_booking_id)])), now);
    const entries: LineEntry[] = [];
    for (const r of rows) {
      if (booked.has(Number(r.id))) continue;
      const before = r.before_booking_id === null ? null : limits.get(Number(r.before_booking_id));
      if (before === undefined) continue; // the booking it waits to move is no longer upcoming
      entries.push({ id: Number(r.id), userId: Number(r.user_id), type: r.consultation_type, days: r.days ?? [], windows: r.windows ?? [], beforeSlot: before });
    }
    return { entries, holds };
  }

  /** Mails, texts and pushes one hold to its owner, once (the claim); a failure is logged, the hold stands. */
  async function notify(hold: SlotHoldRow, listing: ListingRow, now: Date): Promise<boolean> {
    const vendorId = Number(hold.vendor_id);
    if (!(await claimHoldNotice(db, vendorId, Number(hold.id), now))) return false;
    try {
      const to = await ownerContact(db, Number(hold.user_id));
      if (!to) return false;
      const base = deps.publicUrl.replace(/\/$/, '');
      const url = `${base}/app/waitlist/offers/${hold.id}`;
      const locale = to.locale ?? DEFAULT_LOCALE;
      const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
      const when = whenText(hold.slot, listing.timezone, locale);
      const until = untilText(hold.expires_at, listing.timezone, locale);
      const type = hold.consultation_type as ConsultationType;
      const label = CONSULTATION_KINDS[type] ? say(`consultation.${type}`) : say('waitlist.mail.appointment');
      const listingName = listing.title;
      await deps.mail.send(renderMail({
        to: to.email,
        subject: say('waitlist.mail.subject', { listing: listingName, when }),
        sender: listing.title,
        locale,
        blocks: [
          { kind: 'heading', text: say('waitlist.mail.heading') },
          {
            kind: 'paragraph',
            text: to.firstName
              ? say('waitlist.mail.textNamed', { name: to.firstName, listing: listingName, minutes: WAITLIST_HOLD_MINUTES, until })
              : say('waitlist.mail.text', { listing: listingName, minutes: WAITLIST_HOLD_MINUTES, until }),
          },
          { kind: 'facts', rows: [{ label: say('waitlist.mail.type'), value: label }, { label: say('waitlist.mail.when'), value: when }, { label: say('waitlist.mail.until'), value: until }] },
          { kind: 'button', label: say('waitlist.mail.book'), url },
        ],
      }));
      if (to.mobile) {
        await deps.sms.send({ to: to.mobile, text: say('waitlist.sms.offer', { listing: listingName, when, until, url }) });
      }
      await deps.pushToOwner?.(Number(hold.user_id), {
        kind: 'appointment', title: say('waitlist.push.title'), body: say('waitlist.push.body', { listing: listingName, when, until }), url: `/app/waitlist/offers/${hold.id}`,
      });
      return true;
    } catch (err) {
      deps.logger?.error({ err, holdId: hold.id }, 'waitlist offer notice failed');
      return false;
    }
  }

  return {
    /**
     * Offers the listing's free times to its line: under the listing's booking lock, each waiting entry in line order
     * that holds nothing is offered the earliest free start of its type that fits its days and windows (or comes
     * before its booking) and that it was never offered, held for it for 15 minutes. Then, after commit, each new
     * hold's owner is told (and any hold of the listing a failed run left untold). Answers the holds placed, whose
     * expiry jobs the caller queues.
     */
    async match(vendorId: number, listingId: number, now: Date): Promise<PlacedHold[]> {
      const placed = await inTransaction(db, async (tx) => {
        await lockListingForBooking(tx, listingId);
        const listing = await findListing(tx, listingId, { live: true });
        if (!listing || Number(listing.vendor_id) !== vendorId || !(await waitlistEnabled(tx, listingId))) return [];
        const { entries, holds } = await line(tx as Db, listing, now);
        if (!entries.length) return [];
        const types = [...new Set(entries.map((e) => e.type))];
        const free: Partial<Record<ConsultationType, number[]>> = {};
        const durations: Partial<Record<ConsultationType, number>> = {};
        for (const type of types) {
          const c = (listing.consultations ?? []).find((x) => x.type === type && x.enabled);
          if (!c) continue;
          durations[type] = Number(c.duration);
          const input = await engineInput(tx, listing, type, now.getTime(), now.getTime() + 15 * DAY_MS + DAY_MS, { now, holderId: null });
          free[type] = bookableSlots(input, now.getTime());
        }
        const open = holds.filter((h) => h.status === 'open' && new Date(h.expires_at) > now);
        const picks = pickOffers({
          line: entries, free, durations, timezone: listing.timezone,
          offered: new Set(holds.map((h) => `${h.entry_id}:${new Date(h.slot).getTime()}`)),
          holding: new Set(open.map((h) => Number(h.entry_id))),
        });
        const rows: SlotHoldRow[] = [];
        for (const p of picks) {
          rows.push(await insertHold(tx, {
            vendor_id: vendorId, vendor_listing_id: listingId, consultation_type: p.type, slot: new Date(p.at), duration: p.duration,
            user_id: p.userId, entry_id: p.entryId, expires_at: holdExpiry(now),
          }));
        }
        if (rows.length) await listingsChanged(tx, vendorId, [listingId]);
        return rows;
      });
      const listing = await findListing(db, listingId);
      if (listing) for (const hold of await unnotifiedHolds(db, vendorId, listingId, now)) await notify(hold, listing, now);
      return placed.map((h) => ({ vendorId, holdId: Number(h.id), listingId, expiresAt: new Date(h.expires_at) }));
    },

    /**
     * A hold's time is up: an open hold past its expiry ends 'expired' and the listing's line is matched again (the
     * next in line). Answers 'early' (with when to try again) for a hold not yet due, else whether it expired it.
     */
    async expire(vendorId: number, holdId: number, now: Date): Promise<{ expired: boolean; retryAt: Date | null; listingId: number | null }> {
      const hold = await holdById(db, vendorId, holdId);
      if (!hold || hold.status !== 'open') return { expired: false, retryAt: null, listingId: null };
      if (new Date(hold.expires_at) > now) return { expired: false, retryAt: new Date(hold.expires_at), listingId: Number(hold.vendor_listing_id) };
      const ended = await inTransaction(db, async (tx) => {
        const row = await endHold(tx, vendorId, holdId, 'expired', now);
        if (row) await listingsChanged(tx, vendorId, [Number(row.vendor_listing_id)]);
        return row;
      });
      return { expired: Boolean(ended), retryAt: null, listingId: Number(hold.vendor_listing_id) };
    },

    /**
     * The sweep: every open hold past its expiry ends 'expired' (an expiry job lost or late), and every listing
     * with someone waiting is answered, for its match to be queued (a freed time no trigger announced).
     */
    async sweep(now: Date): Promise<{ expired: number; listings: Array<{ vendorId: number; listingId: number }> }> {
      let expired = 0;
      for (const h of await overdueHolds(db, now)) {
        if ((await this.expire(Number(h.vendor_id), Number(h.id), now)).expired) expired += 1;
      }
      const listings = (await listingsWithWaiting(db)).map((r) => ({ vendorId: Number(r.vendor_id), listingId: Number(r.vendor_listing_id) }));
      return { expired, listings };
    },
  };
}

export type WaitlistOffers = ReturnType<typeof waitlistOffers>;
