import moment from 'moment-timezone';
import type { MailMessage } from '../../adapters/mail.ts';

export interface ConfirmationFacts {
  bookingId: number;
  start: Date;
  durationMinutes: number;
  type: 'clinic' | 'video' | 'phone' | 'chat';
  listingTitle: string;
  listingLine1: string;
  address: string | null;
  listingTZ: string;
  ownerTZ: string | null;
  ownerName: string;
  ownerEmail: string;
  vendorEmails: string[];
  amountCents: number;
  /** The video room for video consultations. */
  videoUrl: string | null;
  publicUrl: string;
}

const TYPE_LABEL = { clinic: 'Clinic visit', video: 'Video consultation', phone: 'Phone consultation', chat: 'Chat consultation' } as const;

function icsDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 text escaping. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A calendar invite in UTC, so every calendar shows it in its own zone. */
export function buildIcs(f: ConfirmationFacts, now: Date): string {
  const end = new Date(f.start.getTime() + f.durationMinutes * 60_000);
  const location = f.type === 'video' && f.videoUrl ? f.videoUrl : f.address ?? f.listingTitle;
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Petcare//Appointments//EN', 'METHOD:REQUEST', 'BEGIN:VEVENT',
    `UID:booking-${f.bookingId}@petcare`, `DTSTAMP:${icsDate(now)}`, `DTSTART:${icsDate(f.start)}`, `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(`${TYPE_LABEL[f.type]} with ${f.listingTitle}`)}`,
    `LOCATION:${icsText(location)}`,
    `DESCRIPTION:${icsText(`Booking ID ${f.bookingId}. ${f.listingLine1}`)}`,
    'END:VEVENT', 'END:VCALENDAR', '',
  ].join('\r\n');
}

/** "Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York)" */
export function formatInZone(at: Date, zone: string): string {
  return `${moment.tz(at, zone).format('dddd, MMMM D, YYYY [at] h:mm A z')} (${zone})`;
}

/** The owner's and the vendor's confirmation emails, each with the invite attached. */
export function confirmationMessages(f: ConfirmationFacts, now: Date): MailMessage[] {
  const when = [`${formatInZone(f.start, f.listingTZ)} at the clinic`];
  if (f.ownerTZ && f.ownerTZ !== f.listingTZ) when.push(`${formatInZone(f.start, f.ownerTZ)} where you are`);
  const how = f.type === 'video' && f.videoUrl
    ? `Join the video consultation here: ${f.videoUrl}`
    : f.type === 'phone'
      ? 'The doctor will call you at the appointment time.'
      : f.type === 'clinic' ? `Address: ${f.address ?? f.listingTitle}` : 'The vet will open the chat at the appointment time.';
  const price = `$${(f.amountCents / 100).toFixed(2)}`;
  const attachments = [{ filename: 'appointment.ics', contentType: 'text/calendar; method=REQUEST', content: buildIcs(f, now) }];
  const ownerText = [
    `Hi ${f.ownerName},`, '',
    `Your ${TYPE_LABEL[f.type].toLowerCase()} with ${f.listingTitle} (${f.listingLine1}) is booked.`,
    `When: ${when.join('; ')}`, how, `Paid: ${price}`, `Booking ID: ${f.bookingId}`, '',
    `Your appointments: ${f.publicUrl}/app/my-appointments`,
  ].join('\n');
  const vendorText = [
    `New booking ${f.bookingId}: ${TYPE_LABEL[f.type]} for ${f.ownerName} on ${formatInZone(f.start, f.listingTZ)}.`,
    `Listing: ${f.listingTitle}. Paid: ${price}.`, '', `Appointments: ${f.publicUrl}/app/appointments`,
  ].join('\n');
  return [
    { to: f.ownerEmail, subject: `Booking confirmed: ${f.listingTitle}`, text: ownerText, attachments },
    ...f.vendorEmails.map((to) => ({ to, subject: `New booking: ${f.ownerName}`, text: vendorText, attachments })),
  ];
}
