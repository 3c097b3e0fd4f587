import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import type { CardInput, PaymentGateway } from '../../adapters/payments.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/accounts.queries.ts';
import { requireUser, type UserViewer, type Viewer } from '../accounts/viewer.ts';
import { PAYMENT_TYPE, PRODUCT } from '../reference/reference-data.ts';
import { validateCard } from '../payments/card.ts';
import { insertPayment, paymentByIdempotencyKey, settlePayment } from '../payments/payments.queries.ts';
import type { FileService } from '../files/file-service.ts';
import type { ConfirmedFile } from '../files/file-confirmation.ts';
import { orderConfirmation } from './order-confirmation.ts';
import type { HouseCallInput, SecondOpinionInput } from './order-input.ts';
import { ORDER_ERROR } from './order-input.ts';
import { orderProductByCode } from './order-products.ts';
import { insertOrder, orderByPaymentId, setOrderStatus } from './orders.queries.ts';
import { activePetsOfUser } from '../pets/pets.queries.ts';

export const ORDER_IN_PROGRESS = 'This payment is already being processed.';

/** One order as the route hands it over: details already shaped by the edge's zod schema. */
export type OrderRequest =
  | { productId: typeof PRODUCT.HOUSE_VISIT; details: HouseCallInput; card?: CardInput }
  | { productId: typeof PRODUCT.SECOND_OPINION; details: SecondOpinionInput; card?: CardInput };

/** The spec's payment answer for an order: its id, or 'Error' with the text to show. */
export type OrderOutcome = { result: number } | { result: 'Error'; status: string };

export interface OrderDeps {
  gateway: PaymentGateway;
  mail: MailAdapter;
  publicUrl: string;
  /** Confirms attached uploads against storage before anything is held, and records them with the order. */
  files: Pick<FileService, 'confirmUploads' | 'recordUploads'>;
  logger?: Pick<Logger, 'error'>;
}

/**
 * House-call packages and second opinions, paid in one flow: price from the
 * product table, order + payment committed as pending, charge outside the
 * transaction, then paid or failed; the confirmation email after that commit.
 */
export function orderService(db: Db, deps: OrderDeps) {
  async function outcomeOfPayment(key: string): Promise<OrderOutcome | null> {
    const payment = await paymentByIdempotencyKey(db, key);
    if (!payment) return null;
    const order = await orderByPaymentId(db, Number(payment.id));
    if (payment.status === 'captured' && order) return { result: Number(order.id) };
    if (payment.status === 'failed') return { result: 'Error', status: String(payment.details.failure ?? ORDER_ERROR) };
    throw new ConflictError(ORDER_IN_PROGRESS);
  }

  /** The order's stored details: the form's fields, server-side facts (pet, files) and the price charged. */
  async function orderDetails(owner: UserViewer, req: OrderRequest, priceCents: number): Promise<{
    details: Record<string, unknown>; summary: string[]; files: ConfirmedFile[];
  }> {
    const price = priceCents / 100;
    if (req.productId === PRODUCT.HOUSE_VISIT) {
      const d = req.details;
      const address = `${d.address}, ${d.city}, ${d.state} ${d.zipcode}`;
      return {
        details: {
          price, primaryPhone: d.primaryPhone, secondaryPhone: d.secondaryPhone || null, address,
          street: d.address, city: d.city, state: d.state, zipcode: d.zipcode,
        },
        summary: [`Visits at: ${address}`, `Phone: ${d.primaryPhone}`],
        files: [],
      };
    }
    const d = req.details;
    const [pet] = await activePetsOfUser(db, owner.id, [d.petId]);
    if (!pet) throw new ValidationError('Please select a pet', { fields: { petId: 'Please select a pet' } });
    // Only the owner's own second-opinion uploads, present in storage and within their rule, may be attached;
    // anything else is refused (naming the file), never silently dropped. Checked before any payment is held.
    const files = await deps.files.confirmUploads(owner, d.files, 'smo_service');
    return {
      details: {
        price, petId: Number(pet.id), petName: pet.name, petType: pet.type, petBreed: pet.breed, phrId: pet.phr_id,
        firstOpinion: d.firstOpinion, query: d.query, authorization: true,
        files: files.map((f) => ({ id: f.id, key: f.key, name: f.name, contentType: f.contentType, size: f.size })),
      },
      summary: [`Pet: ${pet.name}`, `Files attached: ${files.length}`],
      files,
    };
  }

  return {
    /** The pets an owner may pick on the second-opinion form. */
    async petsForForm(viewer: Viewer | null): Promise<Array<{ id: number; name: string }>> {
      const owner = requireUser(viewer);
      return (await activePetsOfUser(db, owner.id)).map((p) => ({ id: Number(p.id), name: p.name }));
    },

    /** Places and pays an order; a retry with the same idempotency key returns the first outcome and never charges twice. */
    async place(viewer: Viewer | null, req: OrderRequest, options: { idempotencyKey?: string } = {}): Promise<OrderOutcome> {
      const owner = requireUser(viewer);
      const key = options.idempotencyKey?.trim() || undefined;
      if (key) {
        const previous = await outcomeOfPayment(key);
        if (previous) return previous;
      }
      const product = orderProductByCode(req.productId);
      if (!product) throw new ValidationError(ORDER_ERROR);
      const [customer] = await usersByIds(db, [owner.id]);
      if (!customer) throw new ValidationError(ORDER_ERROR);
      const amountCents = product.priceCents;
      const card = validateCard(req.card);
      const { details, summary, files } = await orderDetails(owner, req, amountCents);

      const idempotencyKey = key ?? `auto:${randomUUID()}`;
      const held = await inTransaction(db, async (tx) => {
        const paymentId = await insertPayment(tx, {
          user_id: owner.id, vendor_id: null, amount_cents: amountCents, payment_type: PAYMENT_TYPE.SERVICES,
          product_id: product.code, gateway: deps.gateway.kind, idempotency_key: idempotencyKey, plan_id: null,
          details: { listPriceCents: amountCents },
        });
        const orderId = await insertOrder(tx, { user_id: owner.id, product_id: product.code, payment_id: paymentId, details });
        await deps.files.recordUploads(tx, files);
        return { paymentId, orderId };
      }).catch(async (err) => {
        // Two racing requests with one key: the unique index lets one in; the other answers with its outcome.
        if (sqlState(err) === SQLSTATE.uniqueViolation && key) {
          const previous = await outcomeOfPayment(key);
          if (previous) return previous;
        }
        throw err;
      });
      if ('result' in held) return held;

      const charge = await deps.gateway.charge({
        amountCents, currency: 'USD', idempotencyKey, card, description: `${product.label} (order ${held.orderId})`,
      });
      if (charge.status !== 'captured') {
        await inTransaction(db, async (tx) => {
          await settlePayment(tx, held.paymentId, { status: 'failed', failure: charge.message });
          await setOrderStatus(tx, held.orderId, 'failed');
        });
        return { result: 'Error', status: charge.message };
      }
      await inTransaction(db, async (tx) => {
        await settlePayment(tx, held.paymentId, { status: 'captured', gateway_ref: charge.reference });
        await setOrderStatus(tx, held.orderId, 'paid');
      });
      try {
        await deps.mail.send(orderConfirmation({
          orderId: held.orderId, product, amountCents, ownerName: `${customer.first_name} ${customer.last_name}`,
          ownerEmail: customer.email, publicUrl: deps.publicUrl, summary,
        }));
      } catch (err) {
        // A mail failure is logged and never undoes a paid order.
        deps.logger?.error({ err, orderId: held.orderId }, 'order confirmation email failed');
      }
      return { result: held.orderId };
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
