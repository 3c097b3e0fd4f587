import type { MailMessage } from '../../adapters/mail.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { formatInZone, whenInZones } from './booking-times.ts';
import { buildIcs as buildIcsEvent, inviteAttachment, inviteIdentity, type InviteEvent } from './calendar-invite.ts';
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
  /** The customer as the clinic knows them (what its desk typed, until the owner shares): the practice's emails name this. */
  clinicCustomerName?: string;
  vendorEmails: string[];
  amountCents: number;
  /**
   * The consultation link page (video and phone bookings): the owner's signed U link and
   * the vendor's C link. The video room itself is reached from that page.
   */
  links: { owner: string; vendor: string } | null;
  publicUrl: string;
}

/** The booking's first invite: its own UID, SEQUENCE 0. */
export function buildIcs(f: ConfirmationFacts, now: Date, link: string | null = null): string {
  return buildIcsEvent(inviteEvent(f, link), now);
}

function inviteEvent(f: ConfirmationFacts, link: string | null): InviteEvent {
  return {
    identity: inviteIdentity(f.bookingId, null), method: 'REQUEST', bookingId: f.bookingId, start: f.start, durationMinutes: f.durationMinutes,
    type: f.type, listingTitle: f.listingTitle, listingLine1: f.listingLine1, address: f.address, listingTZ: f.listingTZ, link,
  };
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
  const invite = (link: string | null) => [inviteAttachment(inviteEvent(f, link), now)];
  const ownerText = [
    `Hi ${f.ownerName},`, '',
    `Your ${TYPE_LABEL[f.type].toLowerCase()} with ${f.listingTitle} (${f.listingLine1}) is booked.`,
    `When: ${when.join('; ')}`, how, `Paid: ${price}`, `Booking ID: ${code}`, '',
    `Your appointments: ${f.publicUrl}/app/my-appointments`,
  ].join('\n');
  const customer = f.clinicCustomerName || f.ownerName;
  const vendorText = [
    `New booking ${code}: ${TYPE_LABEL[f.type]} for ${customer} on ${formatInZone(f.start, f.listingTZ)} clinic time.`,
    `Listing: ${f.listingTitle}. Paid: ${price}.`,
    ...(f.links ? [`Consultation page: ${f.links.vendor}`] : []),
    '', `Appointments: ${f.publicUrl}/app/appointments`,
  ].join('\n');
  const vendorAttachments = invite(f.links?.vendor ?? null);
  return [
    { to: f.ownerEmail, subject: `Booking confirmed: ${f.listingTitle}`, text: ownerText, attachments: invite(f.links?.owner ?? null) },
    ...f.vendorEmails.map((to) => ({ to, subject: `New booking: ${customer}`, text: vendorText, attachments: vendorAttachments })),
  ];
}
