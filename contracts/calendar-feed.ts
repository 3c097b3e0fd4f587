/**
 * A clinic login's calendar subscription (My Profile): a private ICS address that Google Calendar, Apple Calendar
 * and Outlook poll, listing the login's upcoming appointments for CALENDAR_FEED_DAYS days. The address holds a long
 * random token shown once (only its hash is stored); regenerating gives a new one and ends the old, revoking ends it.
 * Zod-free: the profile island imports it.
 */

/** How far ahead the feed lists appointments. */
export const CALENDAR_FEED_DAYS = 60;

/** The feed's path prefix: `/calendar/<token>.ics`. */
export const CALENDAR_FEED_PATH = '/calendar';

/** Create or regenerate (POST), and revoke. */
export const CALENDAR_FEED_API = '/api/calendar-feed';
export const CALENDAR_FEED_REVOKE_API = '/api/calendar-feed/revoke';

export const CALENDAR_FEED_MESSAGES = {
  created: 'Your calendar address is ready. Copy it now: it is shown only once.',
  regenerated: 'A new calendar address is ready and the old one no longer works. Copy it now: it is shown only once.',
  revoked: 'The calendar address has been revoked.',
  none: 'You have no calendar address.',
  vendorsOnly: 'Calendar feeds are for vets and clinics.',
} as const;

/** The login's feed as My Profile shows it: whether there is one and since when (never its address, which is shown once). */
export interface CalendarFeedView {
  active: boolean;
  createdAt: string | null;
  lastUsedAt: string | null;
}

/** What creating or regenerating answers: the address, this once. */
export interface IssuedCalendarFeed extends CalendarFeedView {
  url: string;
  message: string;
}
