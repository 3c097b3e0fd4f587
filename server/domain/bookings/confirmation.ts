import type { MailMessage } from '../../adapters/mail.ts';
import { inviteAttachment, inviteIdentity } from './calendar-invite.ts';
import {
  appointmentPage, attendBlock, inviteOf, noticeFacts, noticeOf, type BookingNoticeInput, type NoticeSide,
} from '../notices/booking-notice.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';

export interface ConfirmationFacts extends BookingNoticeInput {
  type: 'clinic' | 'video' | 'phone' | 'chat';
  ownerName: string;
  ownerEmail: string;
  /** The customer as the clinic knows them (what its desk typed, until the owner shares): the practice's emails name this. */
  clinicCustomerName?: string;
  vendorEmails: string[];
  amountCents: number;
}

/** The owner's and the vendor's confirmation emails, each with its side's invite attached (its own UID, SEQUENCE 0). */
export function confirmationMessages(f: ConfirmationFacts, now: Date): MailMessage[] {
  const n = noticeOf(f);
  const invite = (side: NoticeSide) => [inviteAttachment(inviteOf(n, side, 'REQUEST', inviteIdentity(f.bookingId, null)), now)];
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: 'Your appointment is booked' },
    { kind: 'paragraph', text: `Hi ${f.ownerName},` },
    { kind: 'paragraph', text: `Your ${n.typeLabel.toLowerCase()} with ${n.listing} is booked.` },
    { kind: 'facts', rows: noticeFacts(n, 'owner') },
    attendBlock(n, 'owner'),
    { kind: 'button', label: 'View your appointment', url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  const customer = f.clinicCustomerName || f.ownerName;
  const vendorBlocks: MailBlock[] = [
    { kind: 'heading', text: `New booking ${n.code}` },
    { kind: 'paragraph', text: `New booking ${n.code}: ${n.typeLabel} for ${customer} on ${n.clinicTime} clinic time.` },
    { kind: 'facts', rows: noticeFacts(n, 'vendor', { customer }) },
    attendBlock(n, 'vendor'),
    { kind: 'button', label: 'Open the appointment', url: appointmentPage(n, 'vendor') },
  ].filter((b): b is MailBlock => b !== null);
  const vendorAttachments = invite('vendor');
  return [
    renderMail({ to: f.ownerEmail, subject: `Booking confirmed: ${f.listingTitle}`, blocks: ownerBlocks, sender: n.sender, attachments: invite('owner') }),
    ...f.vendorEmails.map((to) => renderMail({
      to, subject: `New booking: ${customer}`, blocks: vendorBlocks, sender: PRODUCT_SENDER, attachments: vendorAttachments,
    })),
  ];
}
