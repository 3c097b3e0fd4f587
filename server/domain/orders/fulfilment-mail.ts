import type { MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { formatDollars, orderProductByCode } from './order-products.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { formatDollars as formatLocaleDollars } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The emails of fulfilling an order (pure: the service sends them after commit). Owners get theirs from the
 * product, in their stored language; a clinic's team gets theirs by name, each login in its stored language
 * (`vendor_logins.locale`; English when none). Links lead to My Orders or the clinic's queue, never to a file.
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

/** A team login's mail: its address and stored language (English when none). */
interface TeamSide { to: string; locale?: Locale | null }

/** The words of a team mail in its login's language; the product's name in that language (its code known). */
function teamWords(o: Order & TeamSide & { productId?: number }) {
  const locale = o.locale ?? DEFAULT_LOCALE;
  const code = o.productId;
  const known = code !== undefined && locale !== DEFAULT_LOCALE && (code === 3000 || code === 7000 || code === 9000);
  return {
    locale,
    say: (id: MessageId, values?: Record<string, string>) => translate(locale, id, values),
    product: known ? translate(locale, `queue.product.${code}` as MessageId) : o.productLabel,
    order: String(o.orderId),
    open: { kind: 'button' as const, label: translate(locale, 'teamMail.open'), url: `${o.publicUrl}/app/orders/${o.orderId}` },
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
export function answerMail(o: Order & TeamSide & { vetName: string; ownerName: string; productId?: number }): MailMessage {
  const { say, product, order, locale, open } = teamWords(o);
  return renderMail({
    to: o.to, subject: say('teamMail.answer.subject', { order, owner: o.ownerName }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'paragraph', text: say('mail.hello', { name: o.vetName }) },
      { kind: 'paragraph', text: say('teamMail.answer.text', { owner: o.ownerName, order, product }) },
      open,
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
export function expiredClinicMail(o: Order & TeamSide & { productId?: number }): MailMessage {
  const { say, product, order, locale, open } = teamWords(o);
  return renderMail({
    to: o.to, subject: say('teamMail.expired.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'paragraph', text: say('teamMail.expired.text', { order, product }) },
      open,
    ],
  });
}

/** The assignee's reminder 12 hours before the deadline. */
export function reminderMail(o: Order & TeamSide & { vetName: string; dueIn: string; productId?: number }): MailMessage {
  const { say, product, order, locale, open } = teamWords(o);
  return renderMail({
    to: o.to, subject: say('teamMail.reminder.subject', { order, dueIn: o.dueIn }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'paragraph', text: say('mail.hello', { name: o.vetName }) },
      { kind: 'paragraph', text: say('teamMail.reminder.text', { order, product, dueIn: o.dueIn }) },
      open,
    ],
  });
}

/**
 * The clinic's side of an owner's cancel before review (My Orders): its root admin and the assignee learn which
 * order, for which pet, was canceled and refunded, so nobody starts work on it. The page stays readable.
 */
export function ownerCanceledClinicMail(o: Order & TeamSide & { ownerName: string; petName: string; amountCents: number | null; productId?: number }): MailMessage {
  const { say, product, order, locale, open } = teamWords(o);
  const amount = o.amountCents ? (locale === DEFAULT_LOCALE ? formatDollars(o.amountCents) : formatLocaleDollars(INTL_LOCALE[locale], o.amountCents / 100)) : '';
  const refund = o.amountCents ? say('teamMail.canceled.refund', { amount }) : say('teamMail.canceled.nothing');
  const pet = o.petName ? say('teamMail.canceled.forPet', { pet: o.petName }) : '';
  return renderMail({
    to: o.to, subject: say('teamMail.canceled.subject', { order }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('teamMail.canceled.heading') },
      { kind: 'paragraph', text: say('teamMail.canceled.text', { owner: o.ownerName || say('teamMail.canceled.theOwner'), order, product, pet, refund }) },
      { kind: 'paragraph', text: say('teamMail.canceled.left') },
      open,
    ],
  });
}
