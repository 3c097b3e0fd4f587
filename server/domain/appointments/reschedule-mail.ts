import type { MailMessage } from '../../adapters/mail.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { inviteAttachment, type InviteIdentity } from '../bookings/calendar-invite.ts';
import {
  appointmentPage, attendBlock, inviteOf, noticeFacts, noticeOf, whenText, type BookingNoticeInput,
} from '../notices/booking-notice.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';

/** The new booking's notice facts (its id, start and links), with the booking it replaces. */
export interface RescheduleFacts extends BookingNoticeInput {
  oldBookingId: number;
  oldStart: Date;
  ownerName: string;
  ownerEmail: string;
  vendorEmails: string[];
  by: 'user' | 'vendor';
  /** The new booking's event: the first booking's UID with the next SEQUENCE (METHOD:REQUEST updates it). */
  invite: InviteIdentity;
}

/**
 * The owner's and the practice's reschedule emails: the old and the new time, each in the clinic's
 * zone and the owner's (named), and the updated invite (same UID, higher SEQUENCE) so calendars move
 * the event instead of adding a second one.
 */
export function rescheduleMessages(f: RescheduleFacts, now: Date): MailMessage[] {
  const n = noticeOf({ ...f, amountCents: null });
  const oldCode = bookingCode(f.oldBookingId);
  const byWhom = f.by === 'user' ? 'at your request' : `by ${f.listingTitle}`;
  const invite = (side: 'owner' | 'vendor') => [inviteAttachment(inviteOf(n, side, 'REQUEST', f.invite), now)];
  const times = (label: 'your time' | "the customer's time") => [
    { label: 'Was', value: whenText(n, f.oldStart, label) }, { label: 'Now', value: whenText(n, n.start, label) },
  ];
  const code = `${n.code} (replaces ${oldCode})`;
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: 'Your appointment is rescheduled' },
    { kind: 'paragraph', text: `Hi ${f.ownerName},` },
    { kind: 'paragraph', text: `Your ${n.typeLabel.toLowerCase()} with ${n.listing} has been rescheduled ${byWhom}.` },
    { kind: 'facts', rows: noticeFacts(n, 'owner', { when: times('your time'), code }) },
    attendBlock(n, 'owner'),
    { kind: 'button', label: 'View your appointment', url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  const vendorBlocks: MailBlock[] = [
    { kind: 'heading', text: `Booking ${oldCode} rescheduled` },
    {
      kind: 'paragraph',
      text: `Booking ${oldCode} (${n.typeLabel} for ${f.ownerName}) was rescheduled ${f.by === 'user' ? 'by the customer' : 'by your practice'} as ${n.code}.`,
    },
    { kind: 'facts', rows: noticeFacts(n, 'vendor', { customer: f.ownerName, when: times("the customer's time"), code }) },
    attendBlock(n, 'vendor'),
    { kind: 'button', label: 'Open the appointment', url: appointmentPage(n, 'vendor') },
  ].filter((b): b is MailBlock => b !== null);
  const vendorInvite = invite('vendor');
  return [
    renderMail({ to: f.ownerEmail, subject: `Appointment rescheduled: ${f.listingTitle}`, blocks: ownerBlocks, sender: n.sender, attachments: invite('owner') }),
    ...f.vendorEmails.map((to) => renderMail({
      to, subject: `Appointment rescheduled: ${f.ownerName}`, blocks: vendorBlocks, sender: PRODUCT_SENDER, attachments: vendorInvite,
    })),
  ];
}
