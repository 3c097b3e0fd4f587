import type { MailMessage } from '../../adapters/mail.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { formatInZone, whenInZones } from './booking-times.ts';
import { CHAT_INSTRUCTION, CONSULTATION_TYPE_LABEL as TYPE_LABEL, JOIN_VIDEO_LABEL, PHONE_INSTRUCTION } from '../../../contracts/consultations.ts';

export interface ConfirmationFacts {
  bookingId: number;
  start: Date;
  durationMinutes: number;
  type: 'clinic' | 'video' | 'phone' | 'chat';
  listingTitle: string;
  listingLine1: string;
  address: string | null;
  listingTZ: string;
  /** The owner's own zone when known (from their browser), never the booker's: null names only the clinic's. */
  ownerTZ: string | null;
  ownerName: string;
  ownerEmail: string;
  vendorEmails: string[];
  amountCents: number;
  /**
   * The consultation link page (video and phone bookings): the owner's signed U link and
   * the vendor's C link. The video room itself is reached from that page.
   */
  links: { owner: string; vendor: string } | null;
  publicUrl: string;
}

function icsDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 text escaping. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
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
 * A calendar invite in UTC, so every calendar shows it in its own zone. `link` is the
 * recipient's consultation page: the LOCATION of a video call and the URL of the event.
 */
export function buildIcs(f: ConfirmationFacts, now: Date, link: string | null = null): string {
  const end = new Date(f.start.getTime() + f.durationMinutes * 60_000);
  const location = f.type === 'video' && link ? link : f.address ?? f.listingTitle;
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Petcare//Appointments//EN', 'METHOD:REQUEST', 'BEGIN:VEVENT',
    `UID:booking-${f.bookingId}@petcare`, `DTSTAMP:${icsDate(now)}`, `DTSTART:${icsDate(f.start)}`, `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(`${TYPE_LABEL[f.type]} with ${f.listingTitle}`)}`,
    `LOCATION:${icsText(location)}`,
    ...(link ? [`URL:${link}`] : []),
    `DESCRIPTION:${icsText(`Booking ID ${bookingCode(f.bookingId)}. ${f.listingLine1}. ${formatInZone(f.start, f.listingTZ)} clinic time.`)}`,
    'END:VEVENT', 'END:VCALENDAR', '',
  ].map(icsFold).join('\r\n');
}

/** The owner's and the vendor's confirmation emails, each with the invite attached. */
export function confirmationMessages(f: ConfirmationFacts, now: Date): MailMessage[] {
  const when = whenInZones(f.start, f.listingTZ, f.ownerTZ);
  const code = bookingCode(f.bookingId);
  const how = f.type === 'video' && f.links
    ? `${JOIN_VIDEO_LABEL} here: ${f.links.owner}`
    : f.type === 'phone'
      ? [PHONE_INSTRUCTION, ...(f.links ? [`Your consultation page: ${f.links.owner}`] : [])].join('\n')
      : f.type === 'clinic' ? `Address: ${f.address ?? f.listingTitle}` : CHAT_INSTRUCTION;
  const price = `$${(f.amountCents / 100).toFixed(2)}`;
  const invite = (link: string | null) => [
    { filename: 'appointment.ics', contentType: 'text/calendar; method=REQUEST', content: buildIcs(f, now, link) },
  ];
  const ownerText = [
    `Hi ${f.ownerName},`, '',
    `Your ${TYPE_LABEL[f.type].toLowerCase()} with ${f.listingTitle} (${f.listingLine1}) is booked.`,
    `When: ${when.join('; ')}`, how, `Paid: ${price}`, `Booking ID: ${code}`, '',
    `Your appointments: ${f.publicUrl}/app/my-appointments`,
  ].join('\n');
  const vendorText = [
    `New booking ${code}: ${TYPE_LABEL[f.type]} for ${f.ownerName} on ${formatInZone(f.start, f.listingTZ)} clinic time.`,
    `Listing: ${f.listingTitle}. Paid: ${price}.`,
    ...(f.links ? [`Consultation page: ${f.links.vendor}`] : []),
    '', `Appointments: ${f.publicUrl}/app/appointments`,
  ].join('\n');
  const vendorAttachments = invite(f.links?.vendor ?? null);
  return [
    { to: f.ownerEmail, subject: `Booking confirmed: ${f.listingTitle}`, text: ownerText, attachments: invite(f.links?.owner ?? null) },
    ...f.vendorEmails.map((to) => ({ to, subject: `New booking: ${f.ownerName}`, text: vendorText, attachments: vendorAttachments })),
  ];
}
