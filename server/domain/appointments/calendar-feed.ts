import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CALENDAR_FEED_DAYS, CALENDAR_FEED_MESSAGES, CALENDAR_FEED_PATH, type CalendarFeedView, type IssuedCalendarFeed,
} from '../../../contracts/calendar-feed.ts';
import type { Db } from '../../db/knex.ts';
import type { Logger } from '../../logger.ts';
import { vendorLoginsByIds } from '../accounts/index.ts';
import { requireVendor, type Viewer } from '../accounts/viewer.ts';
import { bookingOf, clinicCustomerName } from '../bookings/booking-record.ts';
import type { ConsultationLinks } from '../consultations/consultation-page.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import { buildFeedIcs, type FeedEntry } from '../notices/calendar-invite.ts';
import { DEFAULT_LOCALE } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';
import { noticeOf } from '../notices/booking-notice.ts';
import { upcomingAppointmentRows } from './appointments.queries.ts';
import {
  calendarFeedOf, deleteCalendarFeed, replaceCalendarFeed, touchCalendarFeed, type CalendarFeedRow,
} from './calendar-feeds.queries.ts';

/**
 * A clinic login's private calendar subscription: `/calendar/pcal_<clinic>_<login>_<43 characters>.ics`. The 256
 * random bits are the secret; the prefix names the row the token is kept by (only its SHA-256 is stored), so a read
 * is one primary-key lookup and a constant-time comparison. The feed lists what the login may see in its
 * appointment list (a sub-user: the listings naming them), read again on every poll, so a team change or a
 * login removed takes effect at once.
 */
const TOKEN_PATTERN = /^pcal_([1-9][0-9]{0,15})_([1-9][0-9]{0,15})_([A-Za-z0-9_-]{43})$/;
const TOUCH_EVERY_MS = 3600 * 1000;
/** The most events one feed lists (a busy clinic's 60 days fit many times over). */
const FEED_LIMIT = 2000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The clinic and login a well-formed token names, and its hash; null for anything else. */
export function readFeedToken(token: string): { vendorId: number; loginId: number; hash: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const vendorId = Number(match[1]);
  const loginId = Number(match[2]);
  if (!Number.isSafeInteger(vendorId) || !Number.isSafeInteger(loginId)) return null;
  return { vendorId, loginId, hash: hashOf(token) };
}

function view(row: CalendarFeedRow | undefined): CalendarFeedView {
  return {
    active: Boolean(row), createdAt: row?.created_at.toISOString() ?? null, lastUsedAt: row?.last_used_at?.toISOString() ?? null,
  };
}

export interface CalendarFeedDeps {
  consultations: ConsultationLinks;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
}

export function calendarFeedService(db: Db, deps: CalendarFeedDeps) {
  const feedUrl = (token: string) => new URL(`${CALENDAR_FEED_PATH}/${token}.ics`, deps.publicUrl).toString();

  return {
    /** The viewer's feed as My Profile shows it (never its address). Clinic logins only. */
    async get(viewer: Viewer | null): Promise<CalendarFeedView> {
      const who = requireVendor(viewer);
      return view(await calendarFeedOf(db, who.vendorId, who.id));
    },

    /** A new address for the viewer's feed, shown this once; the one before, if any, stops working. */
    async issue(viewer: Viewer | null, now = new Date()): Promise<IssuedCalendarFeed> {
      const who = requireVendor(viewer);
      const had = await calendarFeedOf(db, who.vendorId, who.id);
      const token = `pcal_${who.vendorId}_${who.id}_${randomBytes(32).toString('base64url')}`;
      await replaceCalendarFeed(db, who.vendorId, who.id, hashOf(token), now);
      return {
        ...view(await calendarFeedOf(db, who.vendorId, who.id)), url: feedUrl(token),
        message: had ? CALENDAR_FEED_MESSAGES.regenerated : CALENDAR_FEED_MESSAGES.created,
      };
    },

    /** Ends the viewer's feed (its address answers 404 from now on). */
    async revoke(viewer: Viewer | null): Promise<CalendarFeedView & { message: string }> {
      const who = requireVendor(viewer);
      const removed = await deleteCalendarFeed(db, who.vendorId, who.id);
      return { ...view(undefined), message: removed ? CALENDAR_FEED_MESSAGES.revoked : CALENDAR_FEED_MESSAGES.none };
    },

    /**
     * The feed a token opens (text/calendar), or null for a malformed, unknown, regenerated or revoked token, or a
     * login that is gone or belongs to another clinic now: the caller answers those alike, 404.
     */
    async feed(token: string, now = new Date()): Promise<string | null> {
      const claim = readFeedToken(token);
      if (!claim) return null;
      const row = await calendarFeedOf(db, claim.vendorId, claim.loginId);
      if (!row || !timingSafeEqual(Buffer.from(row.token_hash, 'hex'), Buffer.from(claim.hash, 'hex'))) return null;
      const [login] = await vendorLoginsByIds(db, [claim.loginId]);
      if (!login || Number(login.vendor_id) !== claim.vendorId) return null;
      const scope = { kind: 'vendor' as const, vendorId: claim.vendorId, managerId: login.subrole === 'root_admin' ? null : claim.loginId };
      const until = new Date(now.getTime() + CALENDAR_FEED_DAYS * 24 * 3600 * 1000);
      const rows = await upcomingAppointmentRows(db, scope, now, until, FEED_LIMIT);
      const entries: FeedEntry[] = [];
      for (const r of rows) {
        const booking = bookingOf(r, deps.logger);
        const links = CONSULTATION_KINDS[booking.type].hasConsultationPage
          ? await deps.consultations.linksFor({ id: Number(r.id), userId: Number(r.user_id), vendorId: Number(r.vendor_id) })
          : null;
        const notice = noticeOf(booking, {
          publicUrl: deps.publicUrl, links, owner: { name: clinicCustomerName(booking), email: String(r.user_email ?? '') },
        });
        entries.push({ notice, firstName: booking.customer.firstName ?? '' });
      }
      await touchCalendarFeed(db, claim.vendorId, claim.loginId, now, TOUCH_EVERY_MS);
      const locale = login.locale ?? DEFAULT_LOCALE;
      return buildFeedIcs(entries, translate(locale, 'mail.feed.name'), now, locale);
    },
  };
}

export type CalendarFeedService = ReturnType<typeof calendarFeedService>;
