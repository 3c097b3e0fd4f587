import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { houseCallSchema, secondOpinionSchema } from '../../../contracts/orders.ts';
import { fieldErrors } from '../../../contracts/forms.ts';
import type { OrderDetailsRequest, OrderOutcome } from '../../domain/orders/order-service.ts';
import { cardFromPaymentInfo, fail, paymentInfoSchema, refuse } from './payment-answer.ts';

/** An order's fields; `price`, `newPrice` and `details.price` from the browser are ignored. */
const orderFieldsSchema = z.object({
  productId: z.coerce.number().int(),
  details: z.record(z.string(), z.unknown()).default({}),
});

/** The spec's service-order payment: a stored order's id and the card (the one-shot form sends the fields instead). */
const payOrderSchema = z.object({
  orderId: z.coerce.number().int().positive(),
  paymentInfo: paymentInfoSchema,
});

export type Refusal = { error: string; fields?: Record<string, string> };

/** The payload's product and details as an order request, or the first field's message and every field's. */
export function parseOrder(body: unknown): { order: OrderDetailsRequest } | Refusal {
  const parsed = orderFieldsSchema.safeParse(body);
  if (!parsed.success) return { error: ORDER_FAILED };
  const { productId, details } = parsed.data;
  const schema = productId === PRODUCT.HOUSE_VISIT ? houseCallSchema : productId === PRODUCT.SECOND_OPINION ? secondOpinionSchema : null;
  if (!schema) return { error: ORDER_FAILED };
  const fields = schema.safeParse(details);
  if (!fields.success) {
    const errors = fieldErrors(fields.error);
    return { error: Object.values(errors)[0], fields: errors };
  }
  return { order: { productId, details: fields.data } as OrderDetailsRequest };
}

/** A stored order's payment, or the one-shot form (fields + card) kept for API clients. */
async function payment(services: Services, req: Request): Promise<OrderOutcome | Refusal> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const options = { idempotencyKey: req.get('idempotency-key'), now: new Date() };
  if (body.orderId !== undefined && body.orderId !== null && body.orderId !== '') {
    const parsed = payOrderSchema.safeParse(body);
    if (!parsed.success) return { error: ORDER_FAILED };
    const { orderId, paymentInfo } = parsed.data;
    return services.orders.pay(req.viewer ?? null, { orderId, card: cardFromPaymentInfo(paymentInfo) }, options);
  }
  const parsed = parseOrder(body);
  if ('error' in parsed) return parsed;
  const card = payOrderSchema.shape.paymentInfo.safeParse(body.paymentInfo);
  if (!card.success) return { error: ORDER_FAILED };
  return services.orders.place(req.viewer ?? null, { ...parsed.order, card: cardFromPaymentInfo(card.data) }, options);
}

/** A service order's payment (paymentType 100): `{result: <order id>}` or the spec's refusal. */
export async function payServiceOrder(services: Services, req: Request, res: Response): Promise<void> {
  try {
    const outcome = await payment(services, req);
    if ('error' in outcome) return fail(res, 400, outcome.error, outcome.fields);
    if (outcome.result === 'Error') return fail(res, 402, outcome.status);
    res.status(201).json({ result: outcome.result });
  } catch (err) {
    refuse(res, err);
  }
}
