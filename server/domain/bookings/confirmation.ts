import type { MailMessage } from '../../adapters/mail.ts';
import { inviteAttachment } from '../notices/calendar-invite.ts';
import {
  appointmentPage, attendBlock, noticeFacts, ownerTypeWords, ownerWords, type BookingNotice, type NoticeSide,
} from '../notices/booking-notice.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';

/**
 * The owner's and the practice's confirmation emails of a booking's notice (its price said), each with its side's
 * invite attached (the booking's own UID, SEQUENCE 0); the practice's go to each of `vendorEmails`. The owner's is
 * written in the owner's language.
 */
export function confirmationMessages(n: BookingNotice, vendorEmails: string[], now: Date): MailMessage[] {
  const invite = (side: NoticeSide) => [inviteAttachment({ notice: n, side, method: 'REQUEST' }, now)];
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: ownerWords(n, 'mail.confirmation.heading') },
    { kind: 'paragraph', text: ownerWords(n, 'mail.hi', { name: n.owner.name }) },
    { kind: 'paragraph', text: ownerWords(n, 'mail.confirmation.text', { type: ownerTypeWords(n), listing: n.listing }) },
    { kind: 'facts', rows: noticeFacts(n, 'owner') },
    attendBlock(n, 'owner'),
    { kind: 'button', label: ownerWords(n, 'mail.viewYourAppointment'), url: appointmentPage(n, 'owner') },
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
    renderMail({
      to: n.owner.email, subject: ownerWords(n, 'mail.confirmation.subject', { listing: n.listingTitle }), blocks: ownerBlocks, sender: n.sender,
      attachments: invite('owner'), locale: n.owner.locale,
    }),
    ...vendorEmails.map((to) => renderMail({
      to, subject: `New booking: ${customer}`, blocks: vendorBlocks, sender: PRODUCT_SENDER, attachments: vendorAttachments,
    })),
  ];
}
