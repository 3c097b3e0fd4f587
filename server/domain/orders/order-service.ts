import type { Locale } from '../../../contracts/locale.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ValidationError } from '../../errors.ts';
import type { CardInput } from '../../../contracts/payments.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/index.ts';
import { requireUser, type UserViewer, type Viewer } from '../accounts/viewer.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { houseCallPractice } from './house-call-area.ts';
import { validateCard } from '../../../contracts/payments.ts';
import type { PaymentOutcome, PaymentSaga, ProviderOrderAnswer } from '../payments/payment-saga.ts';
import type { FileService } from '../files/file-service.ts';
import { type ServiceOrderView } from '../../../contracts/orders.ts';
import { serviceOrderView } from './order-checkout.ts';
import { prepareOrderDetails, type OrderDetailsRequest } from './order-details.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { orderProductByCode, PANEL_VENDOR_ID } from './order-products.ts';
import { vendorsByIds } from '../vendors/index.ts';
import { assertPayable, orderAttempt, orderPayable } from './order-payable.ts';
import { deleteUnpaidOrder, insertOrder, orderById } from './orders.queries.ts';

export type { OrderDetailsRequest } from './order-details.ts';

/** The one-shot form of the payment call: the order's fields and the card together. */
export type OrderRequest = OrderDetailsRequest & { card?: CardInput };

/** The spec's payment answer for an order: its id, or 'Error' with the text to show (the saga's). */
export type OrderOutcome = PaymentOutcome;

export interface OrderDeps {
  mail: MailAdapter;
  publicUrl: string;
  /** Confirms attached uploads against storage before the order is stored, and records them with it. */
  files: Pick<FileService, 'confirmUploads' | 'recordUploads'>;
  /** The payment saga that holds, charges and settles each attempt (payments/payment-saga.ts). */
  payments: PaymentSaga;
  logger?: Pick<Logger, 'error'>;
}

/**
 * House-call packages and second opinions, stored first and paid at checkout.
 * `store` keeps the order as 'new'; `pay` prices it from the product table, holds
 * one payment per attempt (order 'pending') in a transaction, charges after
 * commit, then marks it 'paid' (and emails the owner) or puts it back to 'new' so
 * another card can be tried on the same order.
 */
export function orderService(db: Db, deps: OrderDeps) {
  const payments = orderPayable(db, deps);

  /** Who fulfils an order: a house call's practice (by its area), else the clinic whose site took it, else the panel practice (when it exists). */
  async function fulfillerOf(prepared: { vendorId: number | null }, siteVendorId: number | null): Promise<number | null> {
    if (prepared.vendorId) return prepared.vendorId;
    if (siteVendorId) return siteVendorId;
    return (await vendorsByIds(db, [PANEL_VENDOR_ID])).length ? PANEL_VENDOR_ID : null;
  }

  async function store(viewer: Viewer | null, req: OrderDetailsRequest, siteVendorId: number | null = null): Promise<{ orderId: number }> {
    const owner = requireUser(viewer);
    const product = orderProductByCode(req.productId);
    if (!product) throw new ValidationError(ORDER_FAILED);
    const prepared = await prepareOrderDetails(db, deps.files, owner, req, product.priceCents);
    const vendorId = await fulfillerOf(prepared, siteVendorId);
    const orderId = await inTransaction(db, async (tx) => {
      const id = await insertOrder(tx, { user_id: owner.id, product_id: product.code, details: prepared.details, vendor_id: vendorId });
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

  /** Pays the owner's own 'new' order through the saga, one payment row per attempt. */
  async function pay(viewer: Viewer | null, req: { orderId: number; card?: CardInput }, options: { idempotencyKey?: string; now: Date }): Promise<OrderOutcome> {
    const owner = requireUser(viewer);
    return deps.payments.pay(payments, owner, options, async () => {
      const { order, product, customer } = await payable(owner, req.orderId);
      const card = validateCard(req.card, options.now);
      return orderAttempt(db, deps, owner, order, product, customer, card);
    });
  }

  return {
    /**
     * Stores an owner's order as 'new' (awaiting payment) with its confirmed uploads; nothing is charged. It names
     * who fulfils it: the clinic whose site took it (`siteVendorId`), else the panel practice.
     */
    store,

    /**
     * Pays the owner's own 'new' order (someone else's is NOT_FOUND, a paid one CONFLICT); a retry
     * with the same idempotency key returns the first outcome and never charges twice.
     */
    pay,

    /** The one-shot form for API clients: stores the order, then pays it; a bad card stores nothing. */
    async place(viewer: Viewer | null, req: OrderRequest, options: { idempotencyKey?: string; now: Date }): Promise<OrderOutcome> {
      const owner = requireUser(viewer);
      const previous = await deps.payments.retried(payments, owner, options);
      if (previous) return previous;
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
     * fields; the saga captures it). A provider that cannot create it puts the order back to 'new' at once.
     */
    async startApproval(viewer: Viewer | null, req: { orderId: number }, options: { idempotencyKey?: string; now: Date }): Promise<OrderOutcome | ProviderOrderAnswer> {
      const owner = requireUser(viewer);
      return deps.payments.startApproval(payments, owner, options, async () => {
        const { order, product, customer } = await payable(owner, req.orderId);
        return orderAttempt(db, deps, owner, order, product, customer);
      });
    },

    /** /checkout's view of the owner's order, or why it cannot be paid ('No order found!' for anyone else's). */
    /** Said in `locale` (the page's; English by default). */
    async forCheckout(viewer: Viewer | null, orderId: number, locale?: Locale): Promise<ServiceOrderView | { error: string }> {
      const owner = requireUser(viewer);
      const order = Number.isSafeInteger(orderId) && orderId > 0 ? await orderById(db, owner.id, orderId) : undefined;
      const view = serviceOrderView(order, locale);
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
