import { NO_ORDER, ORDER_ALREADY_PAID, ORDER_IN_PROGRESS, type ServiceOrderView } from '../../../contracts/orders.ts';
import { orderSummary, orderSummaryFacts } from './order-details.ts';
import { orderRefundPolicyText } from '../../../contracts/refund-policy.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';
import { orderPolicyWords } from './order-confirmation.ts';
import { orderProductByCode } from './order-products.ts';
import type { OrderRow } from './orders.queries.ts';


/**
 * The checkout's view of an order the caller loaded for its owner (undefined when
 * the owner has no such order), or the message that says why it cannot be paid. Pure. Its product, summary and
 * refund policy are said in `locale` (the page's), from the stored details as the confirmation email says them;
 * English word for word as before.
 */
export function serviceOrderView(order: OrderRow | undefined, locale: Locale = DEFAULT_LOCALE): ServiceOrderView | { error: string } {
  const product = order ? orderProductByCode(Number(order.product_id)) : undefined;
  if (!order || !product) return { error: NO_ORDER };
  if (order.status === 'paid') return { error: ORDER_ALREADY_PAID };
  if (order.status === 'pending') return { error: ORDER_IN_PROGRESS };
  // Rows left 'failed' by the older one-shot flow were replaced by a new order each time: not payable again.
  if (order.status !== 'new') return { error: NO_ORDER };
  if (locale === DEFAULT_LOCALE) {
    return {
      orderId: Number(order.id), productId: product.code, label: product.label, price: product.priceCents / 100,
      summary: orderSummary(product.code, order.details), policy: orderRefundPolicyText(product.code),
    };
  }
  return {
    orderId: Number(order.id), productId: product.code, label: translate(locale, `orders.product.${product.code}`), price: product.priceCents / 100,
    summary: orderSummaryFacts(locale, product.code, order.details).map((f) => `${f.label}: ${f.value}`), policy: orderPolicyWords(locale, product),
  };
}
