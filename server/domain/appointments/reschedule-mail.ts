import type { MailMessage } from '../../adapters/mail.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { inviteAttachment } from '../notices/calendar-invite.ts';
import {
  appointmentPage, attendBlock, noticeFacts, ownerTypeWords, ownerWords, typeLabelIn, whenText, type BookingNotice,
} from '../notices/booking-notice.ts';
import type { OwnerZoneLabel } from '../notices/booking-times.ts';
import { perLocale, PRODUCT_SENDER, recipientOf, renderMail, type MailBlock, type Recipient } from '../notices/mail-layout.ts';

/** What happened: the booking it replaces (its id and start), who moved it; and who at the practice hears of it. */
export interface Reschedule {
  was: { bookingId: number; start: Date };
  by: 'user' | 'vendor';
  /** The practice's logins told of it, each with their language (an address alone reads English). */
  vendorEmails: readonly Recipient[];
}

/**
 * The owner's and the practice's reschedule emails: the old and the new time, each in the clinic's
 * zone and the owner's (named), and the updated invite (same UID, higher SEQUENCE) so calendars move
 * the event instead of adding a second one. Each is written in its reader's language.
 */
export function rescheduleMessages(n: BookingNotice, f: Reschedule, now: Date): MailMessage[] {
  const oldCode = bookingCode(f.was.bookingId);
  const invite = (side: 'owner' | 'vendor', locale?: Locale) => [inviteAttachment({ notice: n, side, method: 'REQUEST', locale }, now)];
  const times = (label: OwnerZoneLabel, locale: Locale) => [
    { label: translate(locale, 'mail.fact.was'), value: whenText(n, f.was.start, label, locale) },
    { label: translate(locale, 'mail.fact.now'), value: whenText(n, n.start, label, locale) },
  ];
  const code = (locale: Locale) => translate(locale, 'mail.fact.replaces', { code: n.code, old: oldCode });
  const ownerBlocks: MailBlock[] = [
    { kind: 'heading', text: ownerWords(n, 'mail.reschedule.heading') },
    { kind: 'paragraph', text: ownerWords(n, 'mail.hi', { name: n.owner.name }) },
    { kind: 'paragraph', text: ownerWords(n, 'mail.reschedule.text', { type: ownerTypeWords(n), listing: n.listing, by: f.by, practice: n.listingTitle }) },
    { kind: 'facts', rows: noticeFacts(n, 'owner', { when: times('your time', n.owner.locale), code: code(n.owner.locale) }) },
    attendBlock(n, 'owner'),
    { kind: 'button', label: ownerWords(n, 'mail.viewYourAppointment'), url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  const practice = perLocale((locale) => {
    const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
    const blocks: MailBlock[] = [
      { kind: 'heading', text: say('mail.clinic.reschedule.heading', { old: oldCode }) },
      {
        kind: 'paragraph',
        text: say('mail.clinic.reschedule.text', { old: oldCode, type: typeLabelIn(n, locale), customer: n.customer, by: f.by, code: n.code }),
      },
      { kind: 'facts', rows: noticeFacts(n, 'vendor', { customer: n.customer, when: times("the customer's time", locale), code: code(locale), locale }) },
      attendBlock(n, 'vendor', locale),
      { kind: 'button', label: say('mail.openTheAppointment'), url: appointmentPage(n, 'vendor') },
    ].filter((b): b is MailBlock => b !== null);
    return { subject: say('mail.clinic.reschedule.subject', { customer: n.customer }), blocks, attachments: invite('vendor', locale) };
  });
  return [
    renderMail({
      to: n.owner.email, subject: ownerWords(n, 'mail.reschedule.subject', { listing: n.listingTitle }), blocks: ownerBlocks, sender: n.sender,
      attachments: invite('owner'), locale: n.owner.locale,
    }),
    ...f.vendorEmails.map(recipientOf).map(({ email, locale }) => renderMail({ to: email, ...practice(locale), sender: PRODUCT_SENDER, locale })),
  ];
}
