import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import type { CardInput } from '../../../contracts/payments.ts';
import type { ApprovalGateway, ChargeResult, PaymentGateway } from '../../adapters/payments.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/index.ts';
import { requireUser, type UserViewer, type Viewer } from '../accounts/viewer.ts';
import { PAYMENT_TYPE, PRODUCT } from '../../../contracts/products.ts';
import { houseCallPractice } from './house-call-area.ts';
import { validateCard } from '../../../contracts/payments.ts';
import {
  insertPayment, paymentById, paymentByIdempotencyKey, paymentByIdForUpdate, settlePayment, type PaymentRow,
} from '../payments/index.ts';
import { attachProviderOrder } from '../payments/payment-ledger.ts';
import type { FileService } from '../files/file-service.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { NO_ORDER, ORDER_ALREADY_PAID, ORDER_IN_PROGRESS, type ServiceOrderView } from '../../../contracts/orders.ts';
import { serviceOrderView } from './order-checkout.ts';
import { orderSummary, prepareOrderDetails, type OrderDetailsRequest } from './order-details.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { orderProductByCode, type OrderProduct } from './order-products.ts';
import {
  attachPayment, deleteUnpaidOrder, insertOrder, orderById, orderByIdForUpdate, orderByPaymentId, setOrderStatus, type OrderRow,
} from './orders.queries.ts';

export type { OrderDetailsRequest } from './order-details.ts';

/** The one-shot form of the payment call: the order's fields and the card together. */
export type OrderRequest = OrderDetailsRequest & { card?: CardInput };

/** The provider's order the buyer is to approve in the browser. */
export type ProviderOrderAnswer = { orderId: string };

/** The spec's payment answer for an order: its id, or 'Error' with the text to show. */
export type OrderOutcome = { result: number } | { result: 'Error'; status: string };

export interface OrderDeps {
  gateway: PaymentGateway;
  mail: MailAdapter;
  publicUrl: string;
  /** Confirms attached uploads against storage before the order is stored, and records them with it. */
  files: Pick<FileService, 'confirmUploads' | 'recordUploads'>;
  logger?: Pick<Logger, 'error'>;
}

/** Only a 'new' order can take a payment attempt: each other state answers with why not. */
function assertPayable(order: OrderRow | undefined): asserts order is OrderRow {
  if (!order) throw new NotFoundError(NO_ORDER);
  if (order.status === 'paid') throw new ConflictError(ORDER_ALREADY_PAID);
  if (order.status === 'pending') throw new ConflictError(ORDER_IN_PROGRESS);
  if (order.status !== 'new') throw new NotFoundError(NO_ORDER);
}

/**
 * House-call packages and second opinions, stored first and paid at checkout.
 * `store` keeps the order as 'new'; `pay` prices it from the product table, holds
 * one payment per attempt (order 'pending') in a transaction, charges after
 * commit, then marks it 'paid' (and emails the owner) or puts it back to 'new' so
 * another card can be tried on the same order.
 */
export function orderService(db: Db, deps: OrderDeps) {
  /** The first answer given for an idempotency key, or null when the key is new. */
  async function outcomeOfPayment(owner: UserViewer, key: string): Promise<OrderOutcome | null> {
    const payment = await paymentByIdempotencyKey(db, key);
    if (!payment) return null;
    // Someone else's key tells this owner nothing about their payment.
    if (Number(payment.user_id) !== owner.id) throw new ConflictError(ORDER_FAILED);
    if (payment.status === 'failed') return { result: 'Error', status: String(payment.details.failure ?? ORDER_FAILED) };
    const orderId = Number(payment.details.orderId) || Number((await orderByPaymentId(db, Number(payment.id)))?.id);
    if (payment.status === 'captured' && orderId) return { result: orderId };
    throw new ConflictError(ORDER_IN_PROGRESS);
  }

  async function store(viewer: Viewer | null, req: OrderDetailsRequest): Promise<{ orderId: number }> {
    const owner = requireUser(viewer);
    const product = orderProductByCode(req.productId);
    if (!product) throw new ValidationError(ORDER_FAILED);
    const prepared = await prepareOrderDetails(db, deps.files, owner, req, product.priceCents);
    const orderId = await inTransaction(db, async (tx) => {
      const id = await insertOrder(tx, { user_id: owner.id, product_id: product.code, details: prepared.details, vendor_id: prepared.vendorId });
      await deps.files.recordUploads(tx, prepared.files);
      return id;
    });
    return { orderId };
  }

  /** The owner's payable order, its product and the customer, or the refusal the owner sees. */
  async function payable(owner: UserViewer, orderId: number) {
    const order = Number.isSafeInteger(orderId) && orderId > 0 ? await orderById(db, owner.id, orderId) : undefined;
    assertPayable(order);
    const product = orderProductByCode(Number(order.product_id));
    const [customer] = await usersByIds(db, [owner.id]);
    if (!product || !customer) throw new ValidationError(ORDER_FAILED);
    // A practice may have narrowed its area since the order was stored: the address is checked again before the charge.
    if (product.code === PRODUCT.HOUSE_VISIT) {
      await houseCallPractice(db, { state: String(order.details.state ?? ''), zipcode: String(order.details.zipcode ?? '') });
    }
    return { order, product, customer };
  }

  /**
   * Holds one payment attempt on the order (the order 'pending', under its row lock), or answers the
   * outcome of a racing request with the same key.
   */
  async function hold<T>(owner: UserViewer, orderId: number, amountCents: number, productCode: number, idempotencyKey: string, key: string | undefined,
    previous: (owner: UserViewer, key: string) => Promise<T | null>): Promise<{ paymentId: number } | { raced: T }> {
    return inTransaction(db, async (tx) => {
      // The lock makes a second attempt on the same order wait, then see it 'pending' (or paid) and stop.
      assertPayable(await orderByIdForUpdate(tx, owner.id, orderId));
      const paymentId = await insertPayment(tx, {
        user_id: owner.id, vendor_id: null, amount_cents: amountCents, payment_type: PAYMENT_TYPE.SERVICES,
        product_id: productCode, gateway: deps.gateway.kind, idempotency_key: idempotencyKey, plan_id: null,
        list_price_cents: amountCents, discount_cents: 0, discount_funded_by: null,
        details: { listPriceCents: amountCents, orderId },
      });
      await attachPayment(tx, orderId, paymentId);
      return { paymentId };
    }).catch(async (err): Promise<{ raced: T }> => {
      // Two racing requests with one key: one holds the payment; the other answers with its outcome.
      if (key && (sqlState(err) === SQLSTATE.uniqueViolation || err instanceof ConflictError)) {
        const raced = await previous(owner, key);
        if (raced) return { raced };
      }
      throw err;
    });
  }

  /** Settles an attempt: paid, or failed with the order back to 'new' for another card. True when this call settled it. */
  async function settleAttempt(paymentId: number, orderId: number, charge: ChargeResult): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      // Locked: of two racing settlements (a double-clicked capture) only the first changes anything.
      if ((await paymentByIdForUpdate(tx, paymentId))?.status !== 'pending') return false;
      if (charge.status !== 'captured') {
        await settlePayment(tx, paymentId, { status: 'failed', failure: charge.message });
        await setOrderStatus(tx, orderId, 'new');
      } else {
        await settlePayment(tx, paymentId, { status: 'captured', gateway_ref: charge.reference });
        await setOrderStatus(tx, orderId, 'paid');
      }
      return true;
    });
  }

  /** The owner's confirmation, after commit; a mail failure is logged and never undoes a paid order. */
  async function mailPaid(order: OrderRow, product: OrderProduct, customer: { first_name: string; last_name: string; email: string }): Promise<void> {
    const orderId = Number(order.id);
    try {
      await deps.mail.send(orderConfirmation({
        orderId, product, amountCents: product.priceCents, ownerName: `${customer.first_name} ${customer.last_name}`,
        ownerEmail: customer.email, publicUrl: deps.publicUrl, summary: orderSummary(product.code, order.details),
      }));
    } catch (err) {
      deps.logger?.error({ err, orderId }, 'order confirmation email failed');
    }
  }

  async function pay(viewer: Viewer | null, req: { orderId: number; card?: CardInput }, options: { idempotencyKey?: string; now: Date }): Promise<OrderOutcome> {
    const owner = requireUser(viewer);
    const key = options.idempotencyKey?.trim() || undefined;
    if (key) {
      const previous = await outcomeOfPayment(owner, key);
      if (previous) return previous;
    }
    const { order, product, customer } = await payable(owner, req.orderId);
    const card = validateCard(req.card, options.now);
    const amountCents = product.priceCents;
    const orderId = Number(order.id);

    const idempotencyKey = key ?? `auto:${randomUUID()}`;
    const held = await hold(owner, orderId, amountCents, product.code, idempotencyKey, key, outcomeOfPayment);
    if ('raced' in held) return held.raced;

    const charge = await deps.gateway.charge({
      amountCents, currency: 'USD', idempotencyKey, card, description: `${product.label} (order ${orderId})`,
    });
    await settleAttempt(held.paymentId, orderId, charge);
    if (charge.status !== 'captured') return { result: 'Error', status: charge.message };
    await mailPaid(order, product, customer);
    return { result: orderId };
  }

  /** A retry of a provider order's creation: the order already created under this key, else the payment's outcome. */
  async function previousProviderOrder(owner: UserViewer, key: string): Promise<OrderOutcome | ProviderOrderAnswer | null> {
    const payment = await paymentByIdempotencyKey(db, key);
    if (payment?.status === 'pending' && payment.provider_order_id && Number(payment.user_id) === owner.id) {
      return { orderId: payment.provider_order_id };
    }
    return outcomeOfPayment(owner, key);
  }

  return {
    /** Stores an owner's order as 'new' (awaiting payment) with its confirmed uploads; nothing is charged. */
    store,

    /**
     * Pays the owner's own 'new' order (someone else's is NOT_FOUND, a paid one CONFLICT); a retry
     * with the same idempotency key returns the first outcome and never charges twice.
     */
    pay,

    /** The one-shot form for API clients: stores the order, then pays it; a bad card stores nothing. */
    async place(viewer: Viewer | null, req: OrderRequest, options: { idempotencyKey?: string; now: Date }): Promise<OrderOutcome> {
      const owner = requireUser(viewer);
      const key = options.idempotencyKey?.trim() || undefined;
      if (key) {
        const previous = await outcomeOfPayment(owner, key);
        if (previous) return previous;
      }
      validateCard(req.card, options.now);
      const { orderId } = await store(owner, req);
      try {
        return await pay(owner, { orderId, card: req.card }, options);
      } finally {
        // When a racing retry with the same key answered instead, this order never had a payment held: it goes.
        await deleteUnpaidOrder(db, orderId);
      }
    },

    /**
     * The card-payment provider's flow for a stored order, first half: the same checks and hold as `pay`,
     * then the provider's order for the product's price (no card: the buyer enters it in the provider's own
     * fields). A provider that cannot create it puts the order back to 'new' at once.
     */
    async startApproval(
      viewer: Viewer | null, req: { orderId: number }, approvals: ApprovalGateway, options: { idempotencyKey?: string },
    ): Promise<OrderOutcome | ProviderOrderAnswer> {
      const owner = requireUser(viewer);
      const key = options.idempotencyKey?.trim() || undefined;
      const previous = key ? await previousProviderOrder(owner, key) : null;
      if (previous) return previous;
      const { order, product } = await payable(owner, req.orderId);
      const orderId = Number(order.id);
      const idempotencyKey = key ?? `auto:${randomUUID()}`;
      const held = await hold(owner, orderId, product.priceCents, product.code, idempotencyKey, key, previousProviderOrder);
      if ('raced' in held) return held.raced;
      const created = await approvals.createOrder(product.priceCents, `${product.label} (order ${orderId})`, idempotencyKey);
      if (created.status === 'failed') {
        await settleAttempt(held.paymentId, orderId, created);
        return { result: 'Error', status: created.message };
      }
      await attachProviderOrder(db, held.paymentId, created.id, { bookedBy: { kind: owner.kind, id: owner.id } });
      return { orderId: created.id };
    },

    /**
     * The provider's flow, second half: captures the order the owner approved (once, whatever the number of
     * calls), marks the order paid and mails the owner after commit, or puts it back to 'new' when declined.
     */
    async captureApproval(payment: PaymentRow, approvals: ApprovalGateway): Promise<OrderOutcome> {
      const paymentId = Number(payment.id);
      const orderId = Number(payment.details.orderId);
      if (payment.status === 'pending') {
        const charge = await approvals.captureOrder(payment.provider_order_id ?? '', payment.idempotency_key ?? `payment:${paymentId}`);
        // No definite answer: the order stays pending for a retry of this capture or the reconcile.
        if (charge.status === 'failed' && charge.unsettled) return { result: 'Error', status: charge.message };
        if (await settleAttempt(paymentId, orderId, charge) && charge.status === 'captured') {
          const order = await orderById(db, Number(payment.user_id), orderId);
          const product = order ? orderProductByCode(Number(order.product_id)) : undefined;
          const [customer] = await usersByIds(db, [Number(payment.user_id)]);
          if (order && product && customer) await mailPaid(order, product, customer);
        }
      }
      const settled = await paymentById(db, paymentId);
      if (settled?.status === 'captured') return { result: orderId };
      if (settled?.status === 'failed') return { result: 'Error', status: String(settled.details.failure ?? ORDER_FAILED) };
      throw new ConflictError(ORDER_IN_PROGRESS);
    },

    /** /checkout's view of the owner's order, or why it cannot be paid ('No order found!' for anyone else's). */
    async forCheckout(viewer: Viewer | null, orderId: number): Promise<ServiceOrderView | { error: string }> {
      const owner = requireUser(viewer);
      const order = Number.isSafeInteger(orderId) && orderId > 0 ? await orderById(db, owner.id, orderId) : undefined;
      const view = serviceOrderView(order);
      // The address is said to be out of every practice's area before the card, not after it.
      if (order && !('error' in view) && view.productId === PRODUCT.HOUSE_VISIT) {
        try {
          await houseCallPractice(db, { state: String(order.details.state ?? ''), zipcode: String(order.details.zipcode ?? '') });
        } catch (err) {
          if (err instanceof ValidationError) return { error: err.message };
          throw err;
        }
      }
      return view;
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
