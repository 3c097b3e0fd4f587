import { orderSummary } from './order-details.ts';
import { orderProductByCode } from './order-products.ts';
import type { OrderRow } from './orders.queries.ts';

export const NO_ORDER = 'No order found!';
export const ORDER_ALREADY_PAID = 'This order is already paid.';
export const ORDER_IN_PROGRESS = 'This payment is already being processed.';

/** What /checkout shows for a stored service order: the price is the product table's, as the charge is. */
export interface ServiceOrderView {
  orderId: number;
  productId: number;
  label: string;
  /** Dollars, shown as $N.00. */
  price: number;
  summary: string[];
}

/**
 * The checkout's view of an order the caller loaded for its owner (undefined when
 * the owner has no such order), or the message that says why it cannot be paid. Pure.
 */
export function serviceOrderView(order: OrderRow | undefined): ServiceOrderView | { error: string } {
  const product = order ? orderProductByCode(Number(order.product_id)) : undefined;
  if (!order || !product) return { error: NO_ORDER };
  if (order.status === 'paid') return { error: ORDER_ALREADY_PAID };
  if (order.status === 'pending') return { error: ORDER_IN_PROGRESS };
  // Rows left 'failed' by the older one-shot flow were replaced by a new order each time: not payable again.
  if (order.status !== 'new') return { error: NO_ORDER };
  return {
    orderId: Number(order.id), productId: product.code, label: product.label, price: product.priceCents / 100,
    summary: orderSummary(product.code, order.details),
  };
}
