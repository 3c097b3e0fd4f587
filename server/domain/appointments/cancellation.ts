import type { MailMessage } from '../../adapters/mail.ts';
import { formatInZone, whenInZones } from '../bookings/booking-times.ts';
import { inviteAttachment, type InviteEvent } from '../bookings/calendar-invite.ts';
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
  /** The event to withdraw from calendars (METHOD:CANCEL, same UID, next SEQUENCE); absent: no invite. */
  invite?: Omit<InviteEvent, 'method' | 'link'>;
  /** The refund made with the cancel: its amount and whether the gateway has confirmed it. */
  refund?: { cents: number; status: 'succeeded' | 'pending' } | null;
  /** Why it was canceled, when the one who canceled said (the customer reads the practice's reason). */
  reason?: string | null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The refund sentence of the owner's email. */
function refundLine(f: CancellationFacts): string {
  if (!f.refund) return 'No refund applies to this cancellation.';
  return f.refund.status === 'succeeded'
    ? `A full refund of ${dollars(f.refund.cents)} has been issued to your original payment method.`
    : `A full refund of ${dollars(f.refund.cents)} is being processed to your original payment method.`;
}

/**
 * The owner's and the practice's cancellation emails, each with a METHOD:CANCEL invite that takes
 * the event out of their calendars. Times are in the listing's zone (and the owner's too when it is
 * known and differs), each zone named.
 */
export function cancellationMessages(f: CancellationFacts, now: Date = new Date()): MailMessage[] {
  const label = isConsultationType(f.type) ? CONSULTATION_TYPE_LABEL[f.type] : 'Consultation';
  const when = whenInZones(f.start, f.listingTZ, f.ownerTZ);
  const byWhom = f.by === 'user' ? 'at your request' : `by ${f.listingTitle}`;
  const attachments = f.invite ? [inviteAttachment({ ...f.invite, method: 'CANCEL', link: null }, now)] : undefined;
  const ownerText = [
    `Hi ${f.ownerName},`, '',
    `Your ${label.toLowerCase()} with ${f.listingTitle} (${f.listingLine1}) has been canceled ${byWhom}.`,
    `It was on: ${when.join('; ')}`,
    ...(f.reason ? [`${f.by === 'vendor' ? 'Reason given by the practice' : 'Your reason'}: ${f.reason}`] : []),
    refundLine(f),
    `Booking ID: ${f.bookingCode}`, '',
    `Your appointments: ${f.publicUrl}/app/my-appointments`,
  ].join('\n');
  const vendorText = [
    `Booking ${f.bookingCode} (${label} for ${f.ownerName} on ${formatInZone(f.start, f.listingTZ)} clinic time) was canceled`
      + ` ${f.by === 'user' ? 'by the customer' : 'by your practice'}.`,
    ...(f.reason ? [`Reason: ${f.reason}`] : []),
    f.refund ? `The customer is refunded in full (${dollars(f.refund.cents)}).` : 'No refund applies.',
    `Listing: ${f.listingTitle}. The slot is open for booking again.`,
    '', `Appointments: ${f.publicUrl}/app/appointments`,
  ].join('\n');
  return [
    { to: f.ownerEmail, subject: `Appointment canceled: ${f.listingTitle}`, text: ownerText, attachments },
    ...f.vendorEmails.map((to) => ({ to, subject: `Appointment canceled: ${f.ownerName}`, text: vendorText, attachments })),
  ];
}
