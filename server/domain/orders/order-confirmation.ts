import type { MailMessage } from '../../adapters/mail.ts';
import { formatDollars as formatCents, type OrderProduct } from './order-products.ts';
import { ORDER_REFUND_DAYS } from '../../../contracts/refund-policy.ts';
import { HOUSE_CALL_PACKAGE } from '../../../contracts/house-call-package.ts';
import { CHARGED_CENTS, dollars, PRODUCT, QUOTED_CENTS } from '../../../contracts/products.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock, type MailFact } from '../notices/mail-layout.ts';

/**
 * The owner's order mails (numbers go in as text: an order number is never grouped as "1,234"), in the owner's stored language (English when they have none). English says amounts as
 * the spec's `$N.00` and the package's prices as the product pages do; another language writes them by `Intl`.
 */

type Values = Record<string, string | number>;

function wordsOf(locale: Locale) {
  const say = (id: MessageId, values?: Values) => translate(locale, id, values);
  const english = locale === DEFAULT_LOCALE;
  return {
    say,
    /** Cents: English `$N.00`, else the language's way. */
    cents: (cents: number) => (english ? formatCents(cents) : formatDollars(INTL_LOCALE[locale], cents / 100)),
    /** A whole price as the product pages say it: English `$360`, else the language's way. */
    price: (cents: number) => (english ? dollars(cents) : formatDollars(INTL_LOCALE[locale], cents / 100).replace(/[.,]00(?=\D*$)/, '')),
    product: (p: OrderProduct) => say(`mail.product.${p.slug}`),
  };
}

/** The refund policy of an order product in a language (English: `orderRefundPolicyText`, word for word). */
export function orderPolicyWords(locale: Locale, product: OrderProduct): string {
  return translate(locale, 'mail.order.policy', { days: String(ORDER_REFUND_DAYS), product: product.code === PRODUCT.HOUSE_VISIT ? 'house' : 'opinion' });
}

/** The owner's confirmation email for a paid order (pure: the caller sends it after commit). */
export function orderConfirmation(input: {
  orderId: number; product: OrderProduct; amountCents: number; ownerName: string; ownerEmail: string; publicUrl: string;
  /** The order's facts (`orderSummaryFacts`, in the same language). */
  summary: MailFact[];
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const w = wordsOf(locale);
  const product = w.product(input.product);
  const blocks: MailBlock[] = [
    { kind: 'heading', text: w.say('mail.order.heading') },
    { kind: 'paragraph', text: w.say('mail.hello', { name: input.ownerName }) },
    { kind: 'paragraph', text: w.say('mail.order.text', { amount: w.cents(input.amountCents), product }) },
    { kind: 'facts', rows: [{ label: w.say('mail.order.number'), value: String(input.orderId) }, ...input.summary] },
    {
      kind: 'paragraph',
      text: input.product.slug === 'second-medical-opinion'
        ? w.say('mail.order.secondOpinion')
        : w.say('mail.order.houseCall', {
          visits: String(HOUSE_CALL_PACKAGE.houseVisits), minutes: String(HOUSE_CALL_PACKAGE.visitMinutes), price: w.price(CHARGED_CENTS.HOUSE_VISIT_YEAR),
          traditional: w.price(QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR), url: `${input.publicUrl}/app/house-calls`,
        }),
    },
    { kind: 'paragraph', text: orderPolicyWords(locale, input.product) },
    { kind: 'button', label: w.say('mail.order.yourOrders'), url: `${input.publicUrl}/app/my-orders` },
  ];
  return renderMail({
    to: input.ownerEmail, subject: w.say('mail.order.subject', { order: String(input.orderId), product }), blocks, sender: PRODUCT_SENDER, locale,
  });
}

/** The owner's email when they cancel a paid order: the refund it gets and where it stands (pure). */
export function orderCancellation(input: {
  orderId: number; product: OrderProduct; ownerName: string; ownerEmail: string; publicUrl: string;
  refund: { cents: number; status: 'succeeded' | 'pending' } | null;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const w = wordsOf(locale);
  const product = w.product(input.product);
  const refund = !input.refund
    ? w.say('mail.cancel.noRefund')
    : w.say(input.refund.status === 'succeeded' ? 'mail.cancel.refunded' : 'mail.cancel.refundPending', { amount: w.cents(input.refund.cents) });
  const blocks: MailBlock[] = [
    { kind: 'heading', text: w.say('mail.order.cancel.heading') },
    { kind: 'paragraph', text: w.say('mail.hello', { name: input.ownerName }) },
    { kind: 'paragraph', text: `${w.say('mail.order.cancel.text', { order: String(input.orderId), product })}\n${refund}` },
    { kind: 'button', label: w.say('mail.order.yourOrders'), url: `${input.publicUrl}/app/my-orders` },
  ];
  return renderMail({
    to: input.ownerEmail, subject: w.say('mail.order.cancel.subject', { order: String(input.orderId), product }), blocks, sender: PRODUCT_SENDER, locale,
  });
}
