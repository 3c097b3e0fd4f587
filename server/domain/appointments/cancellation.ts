import type { MailMessage } from '../../adapters/mail.ts';
import { formatInZone, whenInZones } from '../bookings/booking-times.ts';
import { CONSULTATION_TYPE_LABEL, isConsultationType } from '../../../contracts/consultations.ts';

export interface CancellationFacts {
  bookingCode: string;
  start: Date;
  type: string;
  listingTitle: string;
  listingLine1: string;
  listingTZ: string;
  ownerTZ: string | null;
  ownerName: string;
  ownerEmail: string;
  vendorEmails: string[];
  /** Who canceled: the owner themself or the practice. */
  by: 'user' | 'vendor';
  publicUrl: string;
}

/**
 * The owner's and the practice's cancellation emails. Times are in the listing's
 * zone (and the owner's too when it is known and differs), each zone named.
 */
export function cancellationMessages(f: CancellationFacts): MailMessage[] {
  const label = isConsultationType(f.type) ? CONSULTATION_TYPE_LABEL[f.type] : 'Consultation';
  const when = whenInZones(f.start, f.listingTZ, f.ownerTZ);
  const byWhom = f.by === 'user' ? 'at your request' : `by ${f.listingTitle}`;
  const ownerText = [
    `Hi ${f.ownerName},`, '',
    `Your ${label.toLowerCase()} with ${f.listingTitle} (${f.listingLine1}) has been canceled ${byWhom}.`,
    `It was on: ${when.join('; ')}`,
    `Booking ID: ${f.bookingCode}`, '',
    `Your appointments: ${f.publicUrl}/app/my-appointments`,
  ].join('\n');
  const vendorText = [
    `Booking ${f.bookingCode} (${label} for ${f.ownerName} on ${formatInZone(f.start, f.listingTZ)} clinic time) was canceled`
      + ` ${f.by === 'user' ? 'by the customer' : 'by your practice'}.`,
    `Listing: ${f.listingTitle}. The slot is open for booking again.`,
    '', `Appointments: ${f.publicUrl}/app/appointments`,
  ].join('\n');
  return [
    { to: f.ownerEmail, subject: `Appointment canceled: ${f.listingTitle}`, text: ownerText },
    ...f.vendorEmails.map((to) => ({ to, subject: `Appointment canceled: ${f.ownerName}`, text: vendorText })),
  ];
}
