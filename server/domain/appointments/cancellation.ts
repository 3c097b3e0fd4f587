import type { MailMessage } from '../../adapters/mail.ts';
import { inviteAttachment } from '../notices/calendar-invite.ts';
import {
  appointmentPage, clinicTimeIn, dollarsIn, noticeFacts, ownerDollars, ownerTypeWords, ownerWords, typeLabelIn, whenText, type BookingNotice,
} from '../notices/booking-notice.ts';
import { perLocale, PRODUCT_SENDER, recipientOf, renderMail, type MailBlock, type Recipient } from '../notices/mail-layout.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';

/** What happened: who canceled, the refund made with it, the reason they gave; and who at the practice hears of it. */
export interface Cancel {
  /** The practice's logins told of it, each with their language (an address alone reads English). */
  vendorEmails: readonly Recipient[];
  /** Who canceled: the owner themself or the practice. */
  by: 'user' | 'vendor';
  /** The refund made with the cancel: its amount and whether the gateway has confirmed it. */
  refund?: { cents: number; status: 'succeeded' | 'pending' } | null;
  /** Why it was canceled, when the one who canceled said (the customer reads the practice's reason). */
  cancelReason?: string | null;
}

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
 * listing's zone (and the owner's too when it is known and differs), each zone named. Each reader's in their language.
 */
export function cancellationMessages(n: BookingNotice, f: Cancel, now: Date): MailMessage[] {
  const identity = { uid: n.invite.uid, sequence: n.invite.sequence + 1 };
  const attachments = (side: 'owner' | 'vendor', locale?: Locale) => [inviteAttachment({ notice: n, side, method: 'CANCEL', identity, locale }, now)];
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
  const practice = perLocale((locale) => {
    const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
    const clinicTime = clinicTimeIn(n, locale);
    const refund = n.packageOrderId !== null ? say('mail.clinic.cancel.backInPackage')
      : f.refund ? say('mail.clinic.cancel.refunded', { amount: dollarsIn(locale, f.refund.cents) }) : say('mail.clinic.cancel.noRefund');
    const blocks: MailBlock[] = [
      { kind: 'heading', text: say('mail.clinic.cancel.heading', { code: n.code }) },
      {
        kind: 'paragraph',
        text: say('mail.clinic.cancel.text', { code: n.code, type: typeLabelIn(n, locale), customer: n.customer, time: clinicTime, by: f.by }),
      },
      {
        kind: 'facts',
        rows: [
          ...noticeFacts(n, 'vendor', {
            customer: n.customer, locale, when: [{ label: say('mail.fact.itWasOn'), value: say('mail.time.clinic', { time: clinicTime }) }],
          }),
          ...(f.cancelReason ? [{ label: say('mail.fact.reasonGiven'), value: f.cancelReason }] : []),
        ],
      },
      { kind: 'paragraph', text: `${refund} ${say('mail.clinic.cancel.slotOpen')}` },
      { kind: 'button', label: say('mail.openTheAppointment'), url: appointmentPage(n, 'vendor') },
    ];
    return { subject: say('mail.clinic.cancel.subject', { customer: n.customer }), blocks, attachments: attachments('vendor', locale) };
  });
  return [
    renderMail({
      to: n.owner.email, subject: ownerWords(n, 'mail.cancel.subject', { listing: n.listingTitle }), blocks: ownerBlocks, sender: n.sender,
      attachments: attachments('owner'), locale: n.owner.locale,
    }),
    ...f.vendorEmails.map(recipientOf).map(({ email, locale }) => renderMail({ to: email, ...practice(locale), sender: PRODUCT_SENDER, locale })),
  ];
}
