import type { MailAttachment, MailMessage } from '../../adapters/mail.ts';
import { dollars } from '../../../contracts/products.ts';
import { RECORDS_LINK_DAYS } from '../../../contracts/records-requests.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';

/** The day a link stops working, as the mails state it (UTC, said so). */
const day = (at: Date) => `${at.toISOString().slice(0, 10)} (UTC)`;

/** The release PDF as a mail attachment. */
export function releaseAttachment(requestId: number, pdf: Buffer): MailAttachment {
  return { filename: `release-authorisation-${requestId}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' };
}

/**
 * The email to a clinic: who asks, for which pet, the signed release attached, and the private link where it
 * uploads the records (no account needed). A reminder says so and repeats the same link. In English: the clinic
 * has no account with us, so no language of its own.
 */
export function clinicRequestMail(input: {
  clinicName: string; clinicEmail: string; ownerName: string; petName: string; uploadUrl: string; expiresAt: Date;
  release: MailAttachment; reminder: number;
}): MailMessage {
  const subject = input.reminder
    ? `Reminder: medical records requested for ${input.petName}`
    : `Medical records requested for ${input.petName}`;
  return renderMail({
    to: input.clinicEmail, subject, sender: PRODUCT_SENDER, attachments: [input.release],
    blocks: [
      { kind: 'heading', text: 'Medical records request' },
      { kind: 'paragraph', text: `Hello ${input.clinicName},` },
      {
        kind: 'paragraph',
        text: `${input.ownerName} asks you to send the medical records of their pet ${input.petName} to Petcare, where they keep the pet's health record. `
          + 'Their signed release authorisation is attached.'
          + (input.reminder ? '\nWe have not received the records yet.' : ''),
      },
      { kind: 'paragraph', text: `Upload the records through this private link (no account needed). It works once, until ${day(input.expiresAt)}; please do not forward it.` },
      { kind: 'button', label: 'Upload the records', url: input.uploadUrl },
    ],
  });
}

/** The owner's email when a clinic's records arrive, in the owner's language. */
export function recordsReceivedMail(input: {
  ownerName: string; ownerEmail: string; clinicName: string; petName: string; files: number; publicUrl: string; locale?: Locale | null;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  return renderMail({
    to: input.ownerEmail, subject: say('mail.records.received.subject', { clinic: input.clinicName }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('mail.records.received.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: input.ownerName }) },
      { kind: 'paragraph', text: say('mail.records.received.text', { clinic: input.clinicName, files: input.files, pet: input.petName }) },
      { kind: 'button', label: say('mail.records.received.button'), url: `${input.publicUrl}/app/medical-records` },
    ],
  });
}

/** The owner's email when a clinic never answered: the link expired and a paid line is refunded (in the owner's language). */
export function recordsExpiredMail(input: {
  ownerName: string; ownerEmail: string; clinicName: string; petName: string; refundCents: number | null; publicUrl: string; locale?: Locale | null;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const amount = !input.refundCents ? '' : locale === DEFAULT_LOCALE ? dollars(input.refundCents) : formatDollars(INTL_LOCALE[locale], input.refundCents / 100);
  return renderMail({
    to: input.ownerEmail, subject: say('mail.records.expired.subject', { clinic: input.clinicName }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('mail.records.expired.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: input.ownerName }) },
      {
        kind: 'paragraph',
        text: say('mail.records.expired.text', {
          clinic: input.clinicName, pet: input.petName, days: String(RECORDS_LINK_DAYS), hasRefund: input.refundCents ? 'yes' : 'no', amount,
        }),
      },
      { kind: 'button', label: say('mail.records.expired.button'), url: `${input.publicUrl}/app/records-requests` },
    ],
  });
}

/** A clinic's contact as the release lists it. */
export const clinicContact = (v: { clinic_name: string; email: string; phone: string }) => ({ clinicName: v.clinic_name, email: v.email, phone: formatPhone(v.phone) });
