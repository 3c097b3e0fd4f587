import type { MailMessage } from '../../adapters/mail.ts';
import { inviteAttachment } from '../notices/calendar-invite.ts';
import { appointmentPage, attendBlock, noticeFacts, type BookingNotice, type NoticeSide } from '../notices/booking-notice.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';

/**
 * The owner's and the practice's confirmation emails of a booking's notice (its price said), each with its side's
 * invite attached (the booking's own UID, SEQUENCE 0); the practice's go to each of `vendorEmails`.
 */
export function confirmationMessages(n: BookingNotice, vendorEmails: string[], now: Date): MailMessage[] {
  const invite = (side: NoticeSide) => [inviteAttachment({ notice: n, side, method: 'REQUEST' }, now)];
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: 'Your appointment is booked' },
    { kind: 'paragraph', text: `Hi ${n.owner.name},` },
    { kind: 'paragraph', text: `Your ${n.typeLabel.toLowerCase()} with ${n.listing} is booked.` },
    { kind: 'facts', rows: noticeFacts(n, 'owner') },
    attendBlock(n, 'owner'),
    { kind: 'button', label: 'View your appointment', url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  const { customer } = n;
  const vendorBlocks: MailBlock[] = [
    { kind: 'heading', text: `New booking ${n.code}` },
    { kind: 'paragraph', text: `New booking ${n.code}: ${n.typeLabel} for ${customer} on ${n.clinicTime} clinic time.` },
    { kind: 'facts', rows: noticeFacts(n, 'vendor', { customer }) },
    attendBlock(n, 'vendor'),
    { kind: 'button', label: 'Open the appointment', url: appointmentPage(n, 'vendor') },
  ].filter((b): b is MailBlock => b !== null);
  const vendorAttachments = invite('vendor');
  return [
    renderMail({ to: n.owner.email, subject: `Booking confirmed: ${n.listingTitle}`, blocks: ownerBlocks, sender: n.sender, attachments: invite('owner') }),
    ...vendorEmails.map((to) => renderMail({
      to, subject: `New booking: ${customer}`, blocks: vendorBlocks, sender: PRODUCT_SENDER, attachments: vendorAttachments,
    })),
  ];
}
