import type { MailAttachment } from '../../adapters/mail.ts';
import {
  appointmentPage, consultationLink, type BookingNotice, type InviteIdentity, type NoticeSide,
} from './booking-notice.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';

/**
 * The .ics invite of an appointment (RFC 5545 / iTIP, RFC 5546), drawn from its notice (`noticeOf`). One
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

/**
 * An invite in UTC, so every calendar shows it in its own zone. ORGANIZER is the clinic by the sender address (some
 * calendar clients refuse an iTIP REQUEST without one), ATTENDEE the owner; the recipient's consultation page is
 * the LOCATION of a video call and the URL of the event.
 */
export function buildIcs(e: InviteEvent, now: Date): string {
  const n = e.notice;
  const identity = e.identity ?? n.invite;
  const end = new Date(n.start.getTime() + n.durationMinutes * 60_000);
  const canceled = e.method === 'CANCEL';
  const link = canceled ? null : consultationLink(n, e.side);
  const location = CONSULTATION_KINDS[n.type].icsLocation === 'link' && link ? link : n.address ?? n.listingTitle;
  const description = [
    `Booking ID ${n.code}.`, `${n.listingLine1}.`, `${n.clinicTime} clinic time.`,
    ...(n.petName ? [`Pet: ${n.petName}.`] : []), ...(n.reason ? [`Reason for the visit: ${n.reason}`] : []),
    ...(canceled ? [] : [`Appointment: ${appointmentPage(n, e.side)}`]),
  ].join(' ');
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Petcare//Appointments//EN', `METHOD:${e.method}`, 'BEGIN:VEVENT',
    `UID:${identity.uid}`, `SEQUENCE:${identity.sequence}`, `DTSTAMP:${icsDate(now)}`, `DTSTART:${icsDate(n.start)}`, `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(`${canceled ? 'Canceled: ' : ''}${n.typeLabel} with ${n.listingTitle}`)}`,
    `LOCATION:${icsText(location)}`,
    ...(link ? [`URL:${link}`] : []),
    ...(n.senderAddress ? [`ORGANIZER;CN=${icsParam(n.sender)}:${mailto(n.senderAddress)}`] : []),
    `ATTENDEE;CN=${icsParam(n.owner.name || n.owner.email)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${mailto(n.owner.email)}`,
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
