import type { MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { PEER_CONSULT_LABEL, PEER_CONSULTS_PATH } from '../../../contracts/peer-consult-words.ts';
import { formatDollars } from './order-products.ts';

/**
 * The emails of a Peer-to-Peer Consult to the clinic that ordered it (pure: sent after commit). They go to the
 * vet who ordered it and lead to the clinic's own page of the consult; the report's PDF travels attached.
 */

interface Consult { orderId: number; publicUrl: string; to: string; vetName: string; petName: string }

const page = (c: Consult) => `${c.publicUrl}${PEER_CONSULTS_PATH}/${c.orderId}`;

/** The receipt once the clinic's card was charged. */
export function consultPaidMail(c: Consult & { amountCents: number }): MailMessage {
  return renderMail({
    to: c.to, subject: `${PEER_CONSULT_LABEL} #${c.orderId} is paid`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Your consult is on its way to our panel' },
      { kind: 'paragraph', text: `Hello ${c.vetName},` },
      { kind: 'paragraph', text: `We charged ${formatDollars(c.amountCents)} to your clinic's card for the ${PEER_CONSULT_LABEL} about ${c.petName} (#${c.orderId}). A specialist of our panel answers with a PDF report within 48 hours (up to 5 days if information is missing); not delivered within 5 days, it is refunded in full.` },
      { kind: 'button', label: 'Open the consult', url: page(c) },
    ],
  });
}

/** The specialist asks the ordering vet for more: the question, and where to answer. */
export function consultQuestionMail(c: Consult & { specialistName: string; question: string }): MailMessage {
  return renderMail({
    to: c.to, subject: `${PEER_CONSULT_LABEL} #${c.orderId}: the specialist needs more information`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'The specialist needs more information' },
      { kind: 'paragraph', text: `Hello ${c.vetName},` },
      { kind: 'paragraph', text: `${c.specialistName} is reviewing your consult about ${c.petName} (#${c.orderId}) and asks:` },
      { kind: 'paragraph', text: c.question },
      { kind: 'paragraph', text: 'The 48-hour clock is paused until you answer.' },
      { kind: 'button', label: 'Answer the question', url: page(c) },
    ],
  });
}

/** The report, delivered: the PDF attached, and the page where the clinic may share it into the pet's record. */
export function consultDeliveredMail(c: Consult & { panelName: string; pdf: Buffer }): MailMessage {
  return renderMail({
    to: c.to, subject: `Your ${PEER_CONSULT_LABEL} report is ready (#${c.orderId})`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Your report is ready' },
      { kind: 'paragraph', text: `Hello ${c.vetName},` },
      { kind: 'paragraph', text: `${c.panelName} delivered the ${PEER_CONSULT_LABEL} report about ${c.petName}; the PDF is attached. It stays with your clinic: share it into ${c.petName}'s health record from the consult's page if the owner should read it.` },
      { kind: 'button', label: 'Open the consult', url: page(c) },
    ],
    attachments: [{ filename: `peer-consult-${c.orderId}-report.pdf`, content: c.pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' }],
  });
}

/** The refund when the consult was not delivered within 5 days. */
export function consultExpiredMail(c: Consult & { amountCents: number | null }): MailMessage {
  const refund = c.amountCents ? `A full refund of ${formatDollars(c.amountCents)} is on its way to your clinic's card.` : 'Nothing was charged.';
  return renderMail({
    to: c.to, subject: `${PEER_CONSULT_LABEL} #${c.orderId} refunded: not delivered in time`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'We are sorry: your consult was refunded' },
      { kind: 'paragraph', text: `Hello ${c.vetName},` },
      { kind: 'paragraph', text: `Your ${PEER_CONSULT_LABEL} about ${c.petName} (#${c.orderId}) was not delivered within the 5 days our terms promise. ${refund}` },
      { kind: 'button', label: 'Open the consult', url: page(c) },
    ],
  });
}

/** The clinic canceled its consult before a specialist started it: the full refund, to the vet who ordered it. */
export function consultCanceledMail(c: Consult & { amountCents: number | null }): MailMessage {
  const refund = c.amountCents ? `A full refund of ${formatDollars(c.amountCents)} is on its way to your clinic's card.` : 'Nothing was charged.';
  return renderMail({
    to: c.to, subject: `${PEER_CONSULT_LABEL} #${c.orderId} canceled and refunded`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Your consult was canceled' },
      { kind: 'paragraph', text: `Hello ${c.vetName},` },
      { kind: 'paragraph', text: `Your clinic canceled the ${PEER_CONSULT_LABEL} about ${c.petName} (#${c.orderId}) before a specialist started it. ${refund}` },
      { kind: 'button', label: 'Open the consult', url: page(c) },
    ],
  });
}

/** The panel's side of the same cancel: the vet it was assigned to (or the panel's admins) need not start it. */
export function consultCanceledPanelMail(c: { orderId: number; publicUrl: string; to: string; clinicName: string; petName: string }): MailMessage {
  return renderMail({
    to: c.to, subject: `${PEER_CONSULT_LABEL} #${c.orderId} was canceled by the clinic`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'paragraph', text: `${c.clinicName} canceled its ${PEER_CONSULT_LABEL} about ${c.petName} (#${c.orderId}) before the review started, and was refunded in full. Nothing is left to do.` },
      { kind: 'button', label: 'Open the order', url: `${c.publicUrl}/app/orders/${c.orderId}` },
    ],
  });
}
