import type { CardInput } from '../../../contracts/payments.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Db } from '../../db/knex.ts';
import type { Logger } from '../../logger.ts';
import type { VendorViewer } from '../accounts/viewer.ts';
import type { PaymentAttempt } from '../payments/payable.ts';
import type { PaymentRow } from '../payments/payment-ledger.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { NO_ORDER, ORDER_IN_PROGRESS, ORDER_ALREADY_PAID } from '../../../contracts/orders.ts';
import { orderOfRequester } from './fulfilment.queries.ts';
import { PEER_CONSULT_PRODUCT } from './order-products.ts';
import { attachPayment, vendorOfOrder } from './orders.queries.ts';
import { consultPaidMail } from './peer-consult-mail.ts';
import { consultForPayment, type ConsultPaymentRow } from './peer-consults.queries.ts';

export interface ConsultPaymentDeps {
  mail: MailAdapter;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
}

/** The receipt to the vet who ordered the consult, after commit; a mail failure is logged and never undoes the payment. */
async function mailConsultPaid(db: Db, deps: ConsultPaymentDeps, requesterVendorId: number, orderId: number, amountCents: number): Promise<void> {
  const row = await orderOfRequester(db, requesterVendorId, orderId);
  if (!row?.requester_email) return;
  try {
    await deps.mail.send(consultPaidMail({
      orderId, publicUrl: deps.publicUrl, to: row.requester_email, vetName: [row.requester_first_name, row.requester_last_name].filter(Boolean).join(' '),
      petName: String(row.details.petName ?? ''), amountCents, locale: row.requester_locale,
    }));
  } catch (err) {
    deps.logger?.error({ err, orderId }, 'peer consult receipt failed');
  }
}

/** After a provider's capture of a clinic's payment (payments.payer_vendor_id): the receipt, as `pay` sends it. */
export function notifyClinicPaid(db: Db, deps: ConsultPaymentDeps, payment: PaymentRow): Promise<void> {
  return mailConsultPaid(db, deps, Number(payment.payer_vendor_id), Number(payment.details.orderId), Number(payment.amount_cents));
}

/**
 * One payment attempt on the clinic's consult for the saga: the clinic pays (`payer_vendor_id`, no owner); the claim
 * locks the consult row so a second attempt waits and then sees it 'pending' or paid; the hold points it at the
 * payment; the price is the product's, with no promo.
 */
export function consultPaymentAttempt(
  db: Db, deps: ConsultPaymentDeps, vet: VendorViewer, consult: ConsultPaymentRow, card?: CardInput,
): PaymentAttempt<{ orderId: number }> {
  const orderId = Number(consult.id);
  const amountCents = PEER_CONSULT_PRODUCT.priceCents;
  return {
    payment: {
      user_id: null, payer_vendor_id: vet.vendorId, vendor_id: null, amount_cents: amountCents, payment_type: PAYMENT_TYPE.SERVICES,
      product_id: PEER_CONSULT_PRODUCT.code, list_price_cents: amountCents, discount_cents: 0, discount_funded_by: null,
      details: { listPriceCents: amountCents, orderId },
    },
    plan: null,
    description: `${PEER_CONSULT_PRODUCT.label} (order ${orderId})`,
    card,
    async claim(tx) {
      const locked = await consultForPayment(tx, vet.vendorId, orderId, { forUpdate: true });
      if (!locked) throw new NotFoundError(NO_ORDER);
      if (locked.status === 'pending') throw new ConflictError(ORDER_IN_PROGRESS);
      if (locked.status !== 'new') throw new ConflictError(ORDER_ALREADY_PAID);
    },
    async hold(tx, paymentId) {
      await attachPayment(tx, vendorOfOrder(consult), orderId, paymentId);
      return { orderId };
    },
    result: (held) => held.orderId,
    notify: () => mailConsultPaid(db, deps, vet.vendorId, orderId, amountCents),
  };
}
