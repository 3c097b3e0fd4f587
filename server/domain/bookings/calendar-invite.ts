import { bookingCode } from '../../../contracts/appointments.ts';
import { CONSULTATION_KINDS, CONSULTATION_TYPE_LABEL, isConsultationType, type ConsultationType } from '../../../contracts/consultations.ts';
import type { BookingSnapshot } from '../../../contracts/bookings.ts';
import type { MailAttachment } from '../../adapters/mail.ts';
import { formatInZone } from './booking-times.ts';

/**
 * The .ics invite of an appointment (RFC 5545 / iTIP, RFC 5546). One appointment keeps one event
 * through its life: the booking's UID, then the same UID for the booking that replaces it on a
 * reschedule with a higher SEQUENCE (METHOD:REQUEST updates the event in the recipient's calendar
 * instead of adding a second one), and METHOD:CANCEL with the same UID when it is canceled.
 */

/** Where an appointment's event stands: its UID and the SEQUENCE of the last invite sent. */
export interface InviteIdentity {
  uid: string;
  sequence: number;
}

/** The identity a booking's parsed snapshot carries (`ics`, see `bookingOf`), else its own: a booking never rescheduled. */
export function inviteIdentity(bookingId: number, snapshot: Pick<BookingSnapshot, 'ics'> | null): InviteIdentity {
  const ics = snapshot?.ics;
  const uid = ics?.uid ? ics.uid : `booking-${bookingId}@petcare`;
  const sequence = ics?.sequence !== undefined && Number.isInteger(ics.sequence) ? ics.sequence : 0;
  return { uid, sequence };
}

/** A person an invite names: the organizer (the clinic) or an attendee (the owner). */
export interface InvitePerson {
  name: string;
  email: string;
}

export interface InviteEvent {
  identity: InviteIdentity;
  /** REQUEST and CANCEL travel by mail (iTIP); PUBLISH is the event downloaded from the confirmation or the appointment. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  bookingId: number;
  start: Date;
  durationMinutes: number;
  type: ConsultationType;
  listingTitle: string;
  listingLine1: string;
  address: string | null;
  listingTZ: string;
  /** The recipient's consultation page: the LOCATION of a video call and the URL of the event. */
  link: string | null;
  /** The clinic, by the address mail is sent from: ORGANIZER (some calendar clients refuse an iTIP REQUEST without one). */
  organizer?: InvitePerson | null;
  /** The owner: ATTENDEE. */
  attendee?: InvitePerson | null;
  pet?: string | null;
  reason?: string | null;
  /** The appointment's own page for the recipient, named in the description. */
  page?: string | null;
}

function icsDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 text escaping. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * A parameter value (RFC 5545 3.2): quoted when it holds a colon, semicolon or comma; a double quote and control
 * characters cannot appear in one at all, so they are dropped.
 */
function icsParam(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A calendar user address (RFC 5545 3.3.3): a mailto URI. */
function mailto(email: string): string {
  return `mailto:${email.replace(/[\s<>"]/g, '')}`;
}

/** RFC 5545 folding: content lines longer than 75 octets continue on lines that start with a space. */
function icsFold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An invite in UTC, so every calendar shows it in its own zone. */
export function buildIcs(e: InviteEvent, now: Date): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000);
  const label = isConsultationType(e.type) ? CONSULTATION_TYPE_LABEL[e.type] : 'Consultation';
  const location = CONSULTATION_KINDS[e.type].icsLocation === 'link' && e.link ? e.link : e.address ?? e.listingTitle;
  const canceled = e.method === 'CANCEL';
  const description = [
    `Booking ID ${bookingCode(e.bookingId)}.`, `${e.listingLine1}.`, `${formatInZone(e.start, e.listingTZ)} clinic time.`,
    ...(e.pet ? [`Pet: ${e.pet}.`] : []), ...(e.reason ? [`Reason for the visit: ${e.reason}`] : []),
    ...(e.page && !canceled ? [`Appointment: ${e.page}`] : []),
  ].join(' ');
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Petcare//Appointments//EN', `METHOD:${e.method}`, 'BEGIN:VEVENT',
    `UID:${e.identity.uid}`, `SEQUENCE:${e.identity.sequence}`, `DTSTAMP:${icsDate(now)}`, `DTSTART:${icsDate(e.start)}`, `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(`${canceled ? 'Canceled: ' : ''}${label} with ${e.listingTitle}`)}`,
    `LOCATION:${icsText(location)}`,
    ...(e.link && !canceled ? [`URL:${e.link}`] : []),
    ...(e.organizer ? [`ORGANIZER;CN=${icsParam(e.organizer.name)}:${mailto(e.organizer.email)}`] : []),
    ...(e.attendee ? [`ATTENDEE;CN=${icsParam(e.attendee.name || e.attendee.email)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${mailto(e.attendee.email)}`] : []),
    `STATUS:${canceled ? 'CANCELLED' : 'CONFIRMED'}`,
    `DESCRIPTION:${icsText(description)}`,
    'END:VEVENT', 'END:VCALENDAR', '',
  ].map(icsFold).join('\r\n');
}

/** The invite as a mail attachment, its METHOD also in the content type (as calendar clients expect). */
export function inviteAttachment(e: InviteEvent, now: Date): MailAttachment {
  return {
    filename: e.method === 'CANCEL' ? 'cancel.ics' : 'appointment.ics',
    contentType: `text/calendar; method=${e.method}`,
    content: buildIcs(e, now),
  };
}
