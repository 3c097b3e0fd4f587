import type { MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { PEER_CONSULTS_PATH } from '../../../contracts/peer-consult-words.ts';
import { formatDollars } from './order-products.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { formatDollars as formatLocaleDollars } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The emails of a Peer-to-Peer Consult to the clinic that ordered it (pure: sent after commit). They go to the
 * vet who ordered it and lead to the clinic's own page of the consult; the report's PDF travels attached. Each is
 * written in its recipient login's stored language (`vendor_logins.locale`; English when none).
 */

interface Consult { orderId: number; publicUrl: string; to: string; vetName: string; petName: string; locale?: Locale | null }

const page = (c: { publicUrl: string; orderId: number }) => `${c.publicUrl}${PEER_CONSULTS_PATH}/${c.orderId}`;

/** The words of a consult mail in its recipient's language, the order number as text and dollars as each language writes them. */
function wordsFor(c: { orderId: number; locale?: Locale | null }) {
  const locale = c.locale ?? DEFAULT_LOCALE;
  return {
    locale,
    order: String(c.orderId),
    say: (id: MessageId, values?: Record<string, string>) => translate(locale, id, values),
    money: (cents: number) => (locale === DEFAULT_LOCALE ? formatDollars(cents) : formatLocaleDollars(INTL_LOCALE[locale], cents / 100)),
  };
}

/** The receipt once the clinic's card was charged. */
export function consultPaidMail(c: Consult & { amountCents: number }): MailMessage {
  const { say, order, money, locale } = wordsFor(c);
  return renderMail({
    to: c.to, subject: say('p2p.mail.paid.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('p2p.mail.paid.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: c.vetName }) },
      { kind: 'paragraph', text: say('p2p.mail.paid.text', { amount: money(c.amountCents), pet: c.petName, order }) },
      { kind: 'button', label: say('p2p.mail.open'), url: page(c) },
    ],
  });
}

/** The specialist asks the ordering vet for more: the question, and where to answer. */
export function consultQuestionMail(c: Consult & { specialistName: string; question: string }): MailMessage {
  const { say, order, locale } = wordsFor(c);
  return renderMail({
    to: c.to, subject: say('p2p.mail.question.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('p2p.mail.question.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: c.vetName }) },
      { kind: 'paragraph', text: say('p2p.mail.question.text', { specialist: c.specialistName, pet: c.petName, order }) },
      { kind: 'paragraph', text: c.question },
      { kind: 'paragraph', text: say('p2p.mail.question.paused') },
      { kind: 'button', label: say('p2p.mail.question.button'), url: page(c) },
    ],
  });
}

/** The report, delivered: the PDF attached, and the page where the clinic may share it into the pet's record. */
export function consultDeliveredMail(c: Consult & { panelName: string; pdf: Buffer }): MailMessage {
  const { say, order, locale } = wordsFor(c);
  return renderMail({
    to: c.to, subject: say('p2p.mail.delivered.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('p2p.mail.delivered.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: c.vetName }) },
      { kind: 'paragraph', text: say('p2p.mail.delivered.text', { panel: c.panelName, pet: c.petName }) },
      { kind: 'button', label: say('p2p.mail.open'), url: page(c) },
    ],
    attachments: [{ filename: `peer-consult-${c.orderId}-report.pdf`, content: c.pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' }],
  });
}

/** The refund when the consult was not delivered within 5 days. */
export function consultExpiredMail(c: Consult & { amountCents: number | null }): MailMessage {
  const { say, order, money, locale } = wordsFor(c);
  const refund = c.amountCents ? say('p2p.mail.refund', { amount: money(c.amountCents) }) : say('p2p.mail.nothingCharged');
  return renderMail({
    to: c.to, subject: say('p2p.mail.expired.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('p2p.mail.expired.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: c.vetName }) },
      { kind: 'paragraph', text: say('p2p.mail.expired.text', { pet: c.petName, order, refund }) },
      { kind: 'button', label: say('p2p.mail.open'), url: page(c) },
    ],
  });
}

/** The clinic canceled its consult before a specialist started it: the full refund, to the vet who ordered it. */
export function consultCanceledMail(c: Consult & { amountCents: number | null }): MailMessage {
  const { say, order, money, locale } = wordsFor(c);
  const refund = c.amountCents ? say('p2p.mail.refund', { amount: money(c.amountCents) }) : say('p2p.mail.nothingCharged');
  return renderMail({
    to: c.to, subject: say('p2p.mail.canceled.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('p2p.mail.canceled.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: c.vetName }) },
      { kind: 'paragraph', text: say('p2p.mail.canceled.text', { pet: c.petName, order, refund }) },
      { kind: 'button', label: say('p2p.mail.open'), url: page(c) },
    ],
  });
}

/** The panel's side of the same cancel: the vet it was assigned to (or the panel's admins) need not start it. */
export function consultCanceledPanelMail(c: { orderId: number; publicUrl: string; to: string; clinicName: string; petName: string; locale?: Locale | null }): MailMessage {
  const { say, order, locale } = wordsFor(c);
  return renderMail({
    to: c.to, subject: say('p2p.mail.panelCanceled.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'paragraph', text: say('p2p.mail.panelCanceled.text', { clinic: c.clinicName, pet: c.petName, order }) },
      { kind: 'button', label: say('teamMail.open'), url: `${c.publicUrl}/app/orders/${c.orderId}` },
    ],
  });
}
