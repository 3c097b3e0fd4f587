import type { MailMessage } from '../../adapters/mail.ts';
import { inviteAttachment } from '../notices/calendar-invite.ts';
import {
  appointmentPage, noticeFacts, ownerDollars, ownerTypeWords, ownerWords, whenText, type BookingNotice,
} from '../notices/booking-notice.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';

/** What happened: who canceled, the refund made with it, the reason they gave; and who at the practice hears of it. */
export interface Cancel {
  vendorEmails: string[];
  /** Who canceled: the owner themself or the practice. */
  by: 'user' | 'vendor';
  /** The refund made with the cancel: its amount and whether the gateway has confirmed it. */
  refund?: { cents: number; status: 'succeeded' | 'pending' } | null;
  /** Why it was canceled, when the one who canceled said (the customer reads the practice's reason). */
  cancelReason?: string | null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The refund sentence of the owner's email, in the owner's language (a package's visit was not paid for: its place is back in the package). */
function refundLine(n: BookingNotice, f: Cancel): string {
  if (n.packageOrderId !== null) return ownerWords(n, 'mail.cancel.backInPackage');
  if (!f.refund) return ownerWords(n, 'mail.cancel.noRefund');
  const amount = ownerDollars(n, f.refund.cents);
  return ownerWords(n, f.refund.status === 'succeeded' ? 'mail.cancel.refunded' : 'mail.cancel.refundPending', { amount });
}

/**
 * The owner's and the practice's cancellation emails of a booking's notice (no price said), each with a
 * METHOD:CANCEL invite (same UID, next SEQUENCE) that takes the event out of their calendars. Times are in the
 * listing's zone (and the owner's too when it is known and differs), each zone named.
 */
export function cancellationMessages(n: BookingNotice, f: Cancel, now: Date): MailMessage[] {
  const identity = { uid: n.invite.uid, sequence: n.invite.sequence + 1 };
  const attachments = (side: 'owner' | 'vendor') => [inviteAttachment({ notice: n, side, method: 'CANCEL', identity }, now)];
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: ownerWords(n, 'mail.cancel.heading') },
    { kind: 'paragraph', text: ownerWords(n, 'mail.hi', { name: n.owner.name }) },
    {
      kind: 'paragraph',
      text: f.by === 'user'
        ? ownerWords(n, 'mail.cancel.textByYou', { type: ownerTypeWords(n), listing: n.listing })
        : ownerWords(n, 'mail.cancel.textByPractice', { type: ownerTypeWords(n), listing: n.listing, practice: n.listingTitle }),
    },
    {
      kind: 'facts',
      rows: [
        ...noticeFacts(n, 'owner', { when: [{ label: ownerWords(n, 'mail.fact.itWasOn'), value: whenText(n) }] }),
        ...(f.cancelReason ? [{ label: ownerWords(n, f.by === 'vendor' ? 'mail.fact.practiceReason' : 'mail.fact.yourReason'), value: f.cancelReason }] : []),
      ],
    },
    { kind: 'paragraph', text: refundLine(n, f) },
    { kind: 'button', label: ownerWords(n, 'mail.viewTheAppointment'), url: appointmentPage(n, 'owner') },
  ];
  const vendorBlocks: MailBlock[] = [
    { kind: 'heading', text: `Booking ${n.code} canceled` },
    {
      kind: 'paragraph',
      text: `Booking ${n.code} (${n.typeLabel} for ${n.customer} on ${n.clinicTime} clinic time) was canceled`
        + ` ${f.by === 'user' ? 'by the customer' : 'by your practice'}.`,
    },
    {
      kind: 'facts',
      rows: [
        ...noticeFacts(n, 'vendor', { customer: n.customer, when: [{ label: 'It was on', value: `${n.clinicTime} clinic time` }] }),
        ...(f.cancelReason ? [{ label: 'Reason', value: f.cancelReason }] : []),
      ],
    },
    {
      kind: 'paragraph',
      text: `${n.packageOrderId !== null ? "The visit is back in the customer's house-call package." : f.refund ? `The customer is refunded in full (${dollars(f.refund.cents)}).` : 'No refund applies.'} The slot is open for booking again.`,
    },
    { kind: 'button', label: 'Open the appointment', url: appointmentPage(n, 'vendor') },
  ];
  const vendorAttachments = attachments('vendor');
  return [
    renderMail({
      to: n.owner.email, subject: ownerWords(n, 'mail.cancel.subject', { listing: n.listingTitle }), blocks: ownerBlocks, sender: n.sender,
      attachments: attachments('owner'), locale: n.owner.locale,
    }),
    ...f.vendorEmails.map((to) => renderMail({
      to, subject: `Appointment canceled: ${n.customer}`, blocks: vendorBlocks, sender: PRODUCT_SENDER, attachments: vendorAttachments,
    })),
  ];
}
