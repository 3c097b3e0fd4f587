import type { MailAttachment } from '../../adapters/mail.ts';
import {
  appointmentPage, clinicTimeIn, consultationLink, typeLabelIn, type BookingNotice, type InviteIdentity, type NoticeSide,
} from './booking-notice.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import ical, {
  ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalCalendar,
} from 'ical-generator';

/**
 * The .ics invite of an appointment (RFC 5545 / iTIP, RFC 5546; written by ical-generator), drawn from its notice (`noticeOf`). One
 * appointment keeps one event through its life: the booking's UID, then the same UID for the booking that
 * replaces it on a reschedule with a higher SEQUENCE (METHOD:REQUEST updates the event in the recipient's calendar
 * instead of adding a second one), and METHOD:CANCEL with the same UID when it is canceled. The booking's identity
 * (`inviteIdentity`, booking-notice.ts) is read from its snapshot and carried by its notice.
 */

/** Which invite of a notice: for whom (its link is that side's consultation page), how, and as which SEQUENCE. */
export interface InviteEvent {
  notice: BookingNotice;
  side: NoticeSide;
  /** REQUEST and CANCEL travel by mail (iTIP); PUBLISH is the event downloaded from the confirmation or the appointment. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The UID and SEQUENCE to send: the notice's own (`notice.invite`) unless said (a cancel's next SEQUENCE). */
  identity?: InviteIdentity;
  /** The language of its summary and description: its reader's (the owner's by default; a practice login's, else English). */
  locale?: Locale;
}

/**
 * A parameter value (RFC 5545 3.2) such as a CN: ical-generator quotes it, and a double quote or a control character
 * cannot appear in a quoted one at all, so they are dropped.
 */
export function icsParamText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/["\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A calendar user address (RFC 5545 3.3.3): the address part of a mailto URI. */
function address(email: string): string {
  return email.replace(/[\s<>"]/g, '');
}

/**
 * The text of a calendar: ical-generator writes and escapes its lines; they end with CRLF (the last one too, as RFC
 * 5545 asks) and are folded at 75 octets. It writes an ATTENDEE's URI scheme in capitals, which we write as every
 * other address of ours, `mailto:` (scheme names are case-insensitive, RFC 3986 3.1), and a URL without its default
 * `VALUE=URI` parameter (as our invites always wrote it). The events' lines are written unfolded and folded once, by
 * `foldIcsLines`: ical-generator's own fold of the whole calendar costs a buffer per character, about a millisecond
 * per invite, which a booking paid four times. Only the calendar's few own lines go through it.
 */
export function calendarText(calendar: ICalCalendar): string {
  const events = [...calendar.events()];
  const body = events.map((event) => event.toString()).join('');
  let unfolded: string;
  if (calendar.x().length === 0) {
    const frame = calendar.clear().toString().replace(/\r\n /g, '');
    calendar.events(events);
    const end = frame.lastIndexOf('END:VCALENDAR');
    unfolded = frame.slice(0, end) + body + frame.slice(end);
  } else {
    // The calendar's own X- lines follow its events: ical-generator places them.
    unfolded = calendar.toString().replace(/\r\n /g, '');
  }
  const ours = unfolded.replace(/^(ATTENDEE[^\r\n]*?):MAILTO:/gm, '$1:mailto:').replace(/^URL;VALUE=URI:/gm, 'URL:');
  return `${foldIcsLines(ours)}\r\n`;
}

/** The UTF-8 octets of one UTF-16 code unit as TextEncoder writes it (a lone surrogate is U+FFFD, three). */
function unitOctets(code: number): number {
  return code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
}

/**
 * RFC 5545 3.1 folding, exactly as ical-generator's `foldLines` does it (a line breaks before the character that
 * would take it past 74 octets, and goes on after CRLF and a space; a surrogate pair is never split) without its
 * buffer per character.
 */
export function foldIcsLines(text: string): string {
  return text.split('\r\n').map((line) => {
    let out = '';
    let start = 0;
    let octets = 0;
    for (let r = 0; r < line.length; r++) {
      const at = r;
      const code = line.charCodeAt(r);
      let size = unitOctets(code);
      // A high surrogate takes the next unit with it, whatever it is (a low one makes a four-octet character).
      if (code >= 0xd800 && code <= 0xdbff && r + 1 < line.length) {
        const next = line.charCodeAt(++r);
        size = next >= 0xdc00 && next <= 0xdfff ? 4 : size + unitOctets(next);
      }
      octets += size;
      if (octets > 74) {
        out += `${line.slice(start, at)}\r\n `;
        start = at;
        octets = size;
      }
    }
    return out + line.slice(start);
  }).join('\r\n');
}

/** The one VEVENT of an appointment, in UTC (so every calendar shows it in its own zone), added to `calendar`. */
export function addAppointmentEvent(calendar: ICalCalendar, e: InviteEvent, now: Date): void {
  const n = e.notice;
  const identity = e.identity ?? n.invite;
  const end = new Date(n.start.getTime() + n.durationMinutes * 60_000);
  const canceled = e.method === 'CANCEL';
  const link = canceled ? null : consultationLink(n, e.side);
  const location = CONSULTATION_KINDS[n.type].icsLocation === 'link' && link ? link : n.address ?? n.listingTitle;
  const locale = e.locale ?? (e.side === 'owner' ? n.owner.locale : DEFAULT_LOCALE);
  const say = (id: MessageId, values: Record<string, string | number>) => translate(locale, id, values);
  const description = [
    say('mail.ics.bookingId', { code: n.code }), `${n.listingLine1}.`, say('mail.ics.clinicTime', { time: clinicTimeIn(n, locale) }),
    ...(n.petName ? [say('mail.ics.pet', { pet: n.petName })] : []), ...(n.reason ? [say('mail.ics.reason', { reason: n.reason })] : []),
    ...(canceled ? [] : [say('mail.ics.appointment', { url: appointmentPage(n, e.side) })]),
  ].join(' ');
  calendar.createEvent({
    id: identity.uid,
    sequence: identity.sequence,
    stamp: now,
    start: n.start,
    end,
    summary: say('mail.ics.summary', { canceled: canceled ? 'yes' : 'no', type: typeLabelIn(n, locale), listing: n.listingTitle }),
    location,
    url: link,
    organizer: n.senderAddress ? { name: icsParamText(n.sender), email: address(n.senderAddress) } : null,
    attendees: [{
      name: icsParamText(n.owner.name || n.owner.email), email: address(n.owner.email),
      role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED,
    }],
    status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    description,
  });
}

/** The product id every calendar of ours carries. */
export const PRODUCT_ID = { company: 'Petcare', product: 'Appointments', language: 'EN' } as const;

/**
 * An invite: ORGANIZER is the clinic by the sender address (some calendar clients refuse an iTIP REQUEST without
 * one), ATTENDEE the owner; the recipient's consultation page is the LOCATION of a video call and the URL of the event.
 */
export function buildIcs(e: InviteEvent, now: Date): string {
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod[e.method] });
  addAppointmentEvent(calendar, e, now);
  return calendarText(calendar);
}

/** What a clinic login's feed shows of an appointment beyond its notice: the customer's first name only. */
export interface FeedEntry {
  notice: BookingNotice;
  firstName: string;
}

/**
 * A clinic login's calendar subscription (METHOD:PUBLISH): each upcoming appointment as the event its invites
 * made (the same UID and SEQUENCE, so a calendar that got the invite holds one event, not two), in UTC, titled by
 * the type, the owner's first name and the pet, with the clinic's consultation page as its URL (and LOCATION for a
 * call), in the login's language. It names no owner's email or reason for the visit: a subscribed calendar is often shared.
 */
export function buildFeedIcs(entries: FeedEntry[], name: string, now: Date, locale: Locale = DEFAULT_LOCALE): string {
  const say = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH, name, ttl: 15 * 60 });
  for (const { notice: n, firstName } of entries) {
    const link = consultationLink(n, 'vendor');
    const who = [firstName.trim() || say('mail.feed.customer'), ...(n.petName ? [`(${n.petName})`] : [])].join(' ');
    const type = typeLabelIn(n, locale);
    calendar.createEvent({
      id: n.invite.uid,
      sequence: n.invite.sequence,
      stamp: now,
      start: n.start,
      end: new Date(n.start.getTime() + n.durationMinutes * 60_000),
      summary: say('mail.feed.summary', { type, who }),
      location: CONSULTATION_KINDS[n.type].icsLocation === 'link' && link ? link : n.address ?? n.listingTitle,
      url: link,
      status: ICalEventStatus.CONFIRMED,
      description: [
        say('mail.ics.bookingId', { code: n.code }), say('mail.feed.with', { type, who, listing: n.listingTitle }),
        say('mail.ics.clinicTime', { time: clinicTimeIn(n, locale) }),
        ...(link ? [say('mail.feed.consultation', { url: link })] : []), say('mail.ics.appointment', { url: appointmentPage(n, 'vendor') }),
      ].join(' '),
    });
  }
  return calendarText(calendar);
}

/** The invite as a mail attachment, its METHOD also in the content type (as calendar clients expect). */
export function inviteAttachment(e: InviteEvent, now: Date): MailAttachment {
  return {
    filename: e.method === 'CANCEL' ? 'cancel.ics' : 'appointment.ics',
    contentType: `text/calendar; method=${e.method}`,
    content: buildIcs(e, now),
  };
}
