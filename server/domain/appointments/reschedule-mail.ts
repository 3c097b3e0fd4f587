import type { MailMessage } from '../../adapters/mail.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { inviteAttachment } from '../notices/calendar-invite.ts';
import { appointmentPage, attendBlock, noticeFacts, whenText, type BookingNotice } from '../notices/booking-notice.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';

/** What happened: the booking it replaces (its id and start), who moved it; and who at the practice hears of it. */
export interface Reschedule {
  was: { bookingId: number; start: Date };
  by: 'user' | 'vendor';
  vendorEmails: string[];
}

/**
 * The owner's and the practice's reschedule emails: the old and the new time, each in the clinic's
 * zone and the owner's (named), and the updated invite (same UID, higher SEQUENCE) so calendars move
 * the event instead of adding a second one.
 */
export function rescheduleMessages(n: BookingNotice, f: Reschedule, now: Date): MailMessage[] {
  const oldCode = bookingCode(f.was.bookingId);
  const byWhom = f.by === 'user' ? 'at your request' : `by ${n.listingTitle}`;
  const invite = (side: 'owner' | 'vendor') => [inviteAttachment({ notice: n, side, method: 'REQUEST' }, now)];
  const times = (label: 'your time' | "the customer's time") => [
    { label: 'Was', value: whenText(n, f.was.start, label) }, { label: 'Now', value: whenText(n, n.start, label) },
  ];
  const code = `${n.code} (replaces ${oldCode})`;
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: 'Your appointment is rescheduled' },
    { kind: 'paragraph', text: `Hi ${n.owner.name},` },
    { kind: 'paragraph', text: `Your ${n.typeLabel.toLowerCase()} with ${n.listing} has been rescheduled ${byWhom}.` },
    { kind: 'facts', rows: noticeFacts(n, 'owner', { when: times('your time'), code }) },
    attendBlock(n, 'owner'),
    { kind: 'button', label: 'View your appointment', url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  const vendorBlocks: MailBlock[] = [
    { kind: 'heading', text: `Booking ${oldCode} rescheduled` },
    {
      kind: 'paragraph',
      text: `Booking ${oldCode} (${n.typeLabel} for ${n.customer}) was rescheduled ${f.by === 'user' ? 'by the customer' : 'by your practice'} as ${n.code}.`,
    },
    { kind: 'facts', rows: noticeFacts(n, 'vendor', { customer: n.customer, when: times("the customer's time"), code }) },
    attendBlock(n, 'vendor'),
    { kind: 'button', label: 'Open the appointment', url: appointmentPage(n, 'vendor') },
  ].filter((b): b is MailBlock => b !== null);
  const vendorInvite = invite('vendor');
  return [
    renderMail({ to: n.owner.email, subject: `Appointment rescheduled: ${n.listingTitle}`, blocks: ownerBlocks, sender: n.sender, attachments: invite('owner') }),
    ...f.vendorEmails.map((to) => renderMail({
      to, subject: `Appointment rescheduled: ${n.customer}`, blocks: vendorBlocks, sender: PRODUCT_SENDER, attachments: vendorInvite,
    })),
  ];
}
