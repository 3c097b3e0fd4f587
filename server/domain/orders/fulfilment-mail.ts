import type { MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { formatDollars, orderProductByCode } from './order-products.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { formatDollars as formatLocaleDollars } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The emails of fulfilling an order (pure: the service sends them after commit). Owners get theirs from the
 * product, in their stored language; a clinic's team gets theirs by name (in English for now). Links lead to My Orders or the clinic's queue, never to a file.
 */

interface Order { orderId: number; productLabel: string; publicUrl: string }

/** An owner's mail: to whom, the product's code (its name in their language) and their stored language (English when none). */
interface OwnerSide { to: string; productId?: number; locale?: Locale | null }

/** The words of an owner's order mail: the catalogue in their language, the product's name and the order number as text. */
function ownerWords(o: Order & OwnerSide) {
  const locale = o.locale ?? DEFAULT_LOCALE;
  const slug = o.productId === undefined ? undefined : orderProductByCode(o.productId)?.slug;
  return {
    locale,
    say: (id: MessageId, values?: Record<string, string>) => translate(locale, id, values),
    product: locale === DEFAULT_LOCALE || !slug ? o.productLabel : translate(locale, `mail.product.${slug}`),
    order: String(o.orderId),
  };
}

/** The owner is asked for more information: the vet's question, and where to answer (in the owner's language). */
export function questionMail(o: Order & OwnerSide & { ownerName: string; vetName: string; question: string }): MailMessage {
  const { say, product, order, locale } = ownerWords(o);
  return renderMail({
    to: o.to, subject: say('mail.order.question.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('mail.order.question.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: o.ownerName }) },
      { kind: 'paragraph', text: say('mail.order.question.text', { vet: o.vetName, product, order }) },
      { kind: 'paragraph', text: o.question },
      { kind: 'paragraph', text: say('mail.order.question.paused') },
      { kind: 'button', label: say('mail.order.question.button'), url: `${o.publicUrl}/app/my-orders` },
    ],
  });
}

/** The assignee learns the owner answered. */
export function answerMail(o: Order & { to: string; vetName: string; ownerName: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Order #${o.orderId}: ${o.ownerName} answered`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'paragraph', text: `Hello ${o.vetName},` },
      { kind: 'paragraph', text: `${o.ownerName} answered your question on order #${o.orderId} (${o.productLabel}). The clock runs again.` },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}

/** The owner's report is ready (in the owner's language). */
export function deliveredMail(o: Order & OwnerSide & { ownerName: string; clinicName: string; petName: string }): MailMessage {
  const { say, product, order, locale } = ownerWords(o);
  return renderMail({
    to: o.to, subject: say('mail.order.delivered.subject', { product, order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('mail.order.delivered.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: o.ownerName }) },
      { kind: 'paragraph', text: say('mail.order.delivered.text', { clinic: o.clinicName, product, pet: o.petName }) },
      { kind: 'button', label: say('mail.order.delivered.button'), url: `${o.publicUrl}/app/my-orders/${o.orderId}/report.pdf` },
    ],
  });
}

/** The owner's refund when the order was not delivered in time (in the owner's language). */
export function expiredOwnerMail(o: Order & OwnerSide & { ownerName: string; amountCents: number | null }): MailMessage {
  const { say, product, order, locale } = ownerWords(o);
  const amount = o.amountCents ? (locale === DEFAULT_LOCALE ? formatDollars(o.amountCents) : formatLocaleDollars(INTL_LOCALE[locale], o.amountCents / 100)) : '';
  const refund = o.amountCents ? say('mail.order.expired.refund', { amount }) : say('mail.order.expired.nothing');
  return renderMail({
    to: o.to, subject: say('mail.order.expired.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('mail.order.expired.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: o.ownerName }) },
      { kind: 'paragraph', text: say('mail.order.expired.text', { product, order, refund }) },
      { kind: 'button', label: say('mail.order.yourOrders'), url: `${o.publicUrl}/app/my-orders` },
    ],
  });
}

/** The clinic's side of the same refund: its root admin and the assignee. */
export function expiredClinicMail(o: Order & { to: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Order #${o.orderId} was refunded: its 5 days passed`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'paragraph', text: `Order #${o.orderId} (${o.productLabel}) was not delivered within its 5 days and was refunded in full.` },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}

/** The assignee's reminder 12 hours before the deadline. */
export function reminderMail(o: Order & { to: string; vetName: string; dueIn: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Order #${o.orderId} is ${o.dueIn}`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'paragraph', text: `Hello ${o.vetName},` },
      { kind: 'paragraph', text: `The report of order #${o.orderId} (${o.productLabel}) is ${o.dueIn}.` },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}

/**
 * The clinic's side of an owner's cancel before review (My Orders): its root admin and the assignee learn which
 * order, for which pet, was canceled and refunded, so nobody starts work on it. The page stays readable.
 */
export function ownerCanceledClinicMail(o: Order & { to: string; ownerName: string; petName: string; amountCents: number | null }): MailMessage {
  const refund = o.amountCents ? `${formatDollars(o.amountCents)} was refunded in full to the owner under the refund policy.` : 'Nothing was charged.';
  const pet = o.petName ? ` for ${o.petName}` : '';
  return renderMail({
    to: o.to, subject: `Order #${o.orderId} was canceled by its owner`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'An order was canceled before review' },
      { kind: 'paragraph', text: `${o.ownerName || 'The owner'} canceled order #${o.orderId} (${o.productLabel}${pet}) from My Orders. ${refund}` },
      { kind: 'paragraph', text: 'The order has left your queue: no report is needed. Its page stays readable.' },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}
