import type { MailAttachment, MailMessage } from '../../adapters/mail.ts';
import { dollars } from '../../../contracts/products.ts';
import { RECORDS_LINK_DAYS } from '../../../contracts/records-requests.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';

/** The day a link stops working, as the mails state it (UTC, said so). */
const day = (at: Date) => `${at.toISOString().slice(0, 10)} (UTC)`;

/** The release PDF as a mail attachment. */
export function releaseAttachment(requestId: number, pdf: Buffer): MailAttachment {
  return { filename: `release-authorisation-${requestId}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' };
}

/**
 * The email to a clinic: who asks, for which pet, the signed release attached, and the private link where it
 * uploads the records (no account needed). A reminder says so and repeats the same link.
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

/** The owner's email when a clinic's records arrive. */
export function recordsReceivedMail(input: { ownerName: string; ownerEmail: string; clinicName: string; petName: string; files: number; publicUrl: string }): MailMessage {
  return renderMail({
    to: input.ownerEmail, subject: `Records received from ${input.clinicName}`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Records received' },
      { kind: 'paragraph', text: `Hello ${input.ownerName},` },
      { kind: 'paragraph', text: `${input.clinicName} sent ${input.files} ${input.files === 1 ? 'file' : 'files'} for ${input.petName}. They are filed in ${input.petName}'s health record under Documents, Misc.` },
      { kind: 'button', label: 'Medical records', url: `${input.publicUrl}/app/medical-records` },
    ],
  });
}

/** The owner's email when a clinic never answered: the link expired and a paid line is refunded. */
export function recordsExpiredMail(input: { ownerName: string; ownerEmail: string; clinicName: string; petName: string; refundCents: number | null; publicUrl: string }): MailMessage {
  const refund = input.refundCents ? ` The ${dollars(input.refundCents)} you paid for this vet is being refunded to your original payment method.` : '';
  return renderMail({
    to: input.ownerEmail, subject: `No records from ${input.clinicName}`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Records request expired' },
      { kind: 'paragraph', text: `Hello ${input.ownerName},` },
      { kind: 'paragraph', text: `${input.clinicName} did not send ${input.petName}'s records within ${RECORDS_LINK_DAYS} days, so their upload link has expired.${refund}` },
      { kind: 'button', label: 'Your records requests', url: `${input.publicUrl}/app/records-requests` },
    ],
  });
}

/** A clinic's contact as the release lists it. */
export const clinicContact = (v: { clinic_name: string; email: string; phone: string }) => ({ clinicName: v.clinic_name, email: v.email, phone: formatPhone(v.phone) });
