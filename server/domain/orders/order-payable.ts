import type { CardInput } from '../../../contracts/payments.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { NO_ORDER, ORDER_ALREADY_PAID, ORDER_IN_PROGRESS } from '../../../contracts/orders.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Db } from '../../db/knex.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/index.ts';
import type { Payable, PaymentAttempt } from '../payments/payable.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { notifyClinicPaid } from './peer-consult-payable.ts';
import { orderSummaryFacts } from './order-details.ts';
import { markOrderOfPaymentPaid, reopenOrderOfPayment } from './order-payments.ts';
import { orderProductByCode, type OrderProduct } from './order-products.ts';
import { attachPayment, orderById, orderByIdForUpdate, orderByPaymentId, vendorOfOrder, type OrderRow } from './orders.queries.ts';

export interface OrderPaymentDeps {
  mail: MailAdapter;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
}

/** Only a 'new' order can take a payment attempt: each other state answers with why not. */
export function assertPayable(order: OrderRow | undefined): asserts order is OrderRow {
  if (!order) throw new NotFoundError(NO_ORDER);
  if (order.status === 'paid') throw new ConflictError(ORDER_ALREADY_PAID);
  if (order.status === 'pending') throw new ConflictError(ORDER_IN_PROGRESS);
  if (order.status !== 'new') throw new NotFoundError(NO_ORDER);
}

type Customer = { first_name: string; last_name: string; email: string; locale?: Locale | null };

/** The owner's confirmation (in their language), after commit; a mail failure is logged and never undoes a paid order. */
async function mailPaid(deps: OrderPaymentDeps, order: OrderRow, product: OrderProduct, customer: Customer): Promise<void> {
  const orderId = Number(order.id);
  const locale = customer.locale ?? DEFAULT_LOCALE;
  try {
    await deps.mail.send(orderConfirmation({
      orderId, product, amountCents: product.priceCents, ownerName: `${customer.first_name} ${customer.last_name}`,
      ownerEmail: customer.email, publicUrl: deps.publicUrl, summary: orderSummaryFacts(locale, product.code, order.details), locale,
    }));
  } catch (err) {
    deps.logger?.error({ err, orderId }, 'order confirmation email failed');
  }
}

/**
 * A service order as the payment saga settles it from its payment row alone (payments/payable.ts): captured,
 * the order is paid; failed or interrupted, it goes back to 'new' so the owner can try another card on it;
 * the answer is the order's id; a provider's capture mails the owner as `pay` does.
 */
export function orderPayable(db: Db, deps: OrderPaymentDeps): Payable {
  return {
    paymentType: PAYMENT_TYPE.SERVICES,
    confirm: (tx, payment) => markOrderOfPaymentPaid(tx, Number(payment.id)),
    release: (tx, payment) => reopenOrderOfPayment(tx, Number(payment.id)),
    resultOf: async (conn, payment) => Number(payment.details.orderId) || Number((await orderByPaymentId(conn, Number(payment.id)))?.id) || undefined,
    async notifyCaptured(payment) {
      // A clinic's payment (a Peer-to-Peer Consult) has no owner: its receipt goes to the vet who ordered it.
      if (payment.payer_vendor_id !== null && payment.payer_vendor_id !== undefined) return notifyClinicPaid(db, deps, payment);
      const order = await orderById(db, Number(payment.user_id), Number(payment.details.orderId));
      const product = order ? orderProductByCode(Number(order.product_id)) : undefined;
      const [customer] = await usersByIds(db, [Number(payment.user_id)]);
      if (order && product && customer) await mailPaid(deps, order, product, customer);
    },
    messages: { inProgress: ORDER_IN_PROGRESS, failed: ORDER_FAILED },
  };
}

/**
 * One payment attempt on the owner's order for the saga: the claim locks the order row (so a second attempt on
 * the same order waits, then sees it 'pending' or paid and stops); the hold points the order at the payment
 * ('pending'); the price is the product table's, with no promo.
 */
export function orderAttempt(
  db: Db, deps: OrderPaymentDeps, owner: { id: number }, order: OrderRow, product: OrderProduct, customer: Customer, card?: CardInput,
): PaymentAttempt<{ orderId: number }> {
  const orderId = Number(order.id);
  const amountCents = product.priceCents;
  return {
    payment: {
      user_id: owner.id, vendor_id: null, amount_cents: amountCents, payment_type: PAYMENT_TYPE.SERVICES, product_id: product.code,
      list_price_cents: amountCents, discount_cents: 0, discount_funded_by: null, details: { listPriceCents: amountCents, orderId },
    },
    plan: null,
    description: `${product.label} (order ${orderId})`,
    card,
    claim: async (tx) => assertPayable(await orderByIdForUpdate(tx, vendorOfOrder(order), owner.id, orderId)),
    async hold(tx, paymentId) {
      await attachPayment(tx, vendorOfOrder(order), orderId, paymentId);
      return { orderId };
    },
    result: (held) => held.orderId,
    notify: () => mailPaid(deps, order, product, customer),
  };
}
