import type { MailMessage } from '../../adapters/mail.ts';
import { inviteAttachment } from '../notices/calendar-invite.ts';
import {
  appointmentPage, attendBlock, clinicTimeIn, noticeFacts, ownerTypeWords, ownerWords, typeLabelIn, type BookingNotice, type NoticeSide,
} from '../notices/booking-notice.ts';
import { perLocale, PRODUCT_SENDER, recipientOf, renderMail, type MailBlock, type Recipient } from '../notices/mail-layout.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The owner's and the practice's confirmation emails of a booking's notice (its price said), each with its side's
 * invite attached (the booking's own UID, SEQUENCE 0); the practice's go to each of `vendorEmails`. Each is written
 * in its reader's language: the owner's, and each clinic login's own (an address alone reads English).
 */
export function confirmationMessages(n: BookingNotice, vendorEmails: readonly Recipient[], now: Date): MailMessage[] {
  const invite = (side: NoticeSide, locale?: Locale) => [inviteAttachment({ notice: n, side, method: 'REQUEST', locale }, now)];
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: ownerWords(n, 'mail.confirmation.heading') },
    { kind: 'paragraph', text: ownerWords(n, 'mail.hi', { name: n.owner.name }) },
    { kind: 'paragraph', text: ownerWords(n, 'mail.confirmation.text', { type: ownerTypeWords(n), listing: n.listing }) },
    { kind: 'facts', rows: noticeFacts(n, 'owner') },
    attendBlock(n, 'owner'),
    { kind: 'button', label: ownerWords(n, 'mail.viewYourAppointment'), url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  const { customer } = n;
  const practice = perLocale((locale) => {
    const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
    const blocks: MailBlock[] = [
      { kind: 'heading', text: say('mail.clinic.confirmation.heading', { code: n.code }) },
      {
        kind: 'paragraph',
        text: say('mail.clinic.confirmation.text', { code: n.code, type: typeLabelIn(n, locale), customer, time: clinicTimeIn(n, locale) }),
      },
      { kind: 'facts', rows: noticeFacts(n, 'vendor', { customer, locale }) },
      attendBlock(n, 'vendor', locale),
      { kind: 'button', label: say('mail.openTheAppointment'), url: appointmentPage(n, 'vendor') },
    ].filter((b): b is MailBlock => b !== null);
    return { subject: say('mail.clinic.confirmation.subject', { customer }), blocks, attachments: invite('vendor', locale) };
  });
  return [
    renderMail({
      to: n.owner.email, subject: ownerWords(n, 'mail.confirmation.subject', { listing: n.listingTitle }), blocks: ownerBlocks, sender: n.sender,
      attachments: invite('owner'), locale: n.owner.locale,
    }),
    ...vendorEmails.map(recipientOf).map(({ email, locale }) => renderMail({
      to: email, ...practice(locale), sender: PRODUCT_SENDER, locale,
    })),
  ];
}
