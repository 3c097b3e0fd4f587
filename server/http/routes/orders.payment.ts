import type { Request, Response } from 'express';
import type { Services } from '../../services.ts';
import { ValidationError } from '../../errors.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { houseCallSchema, secondOpinionSchema } from '../../../contracts/orders.ts';
import { checkInput, parseInput } from '../../../contracts/forms.ts';
import { orderRequestSchema, paymentInfoSchema, serviceOrderPaymentSchema } from '../../../contracts/payment-input.ts';
import type { OrderDetailsRequest, OrderOutcome } from '../../domain/orders/order-service.ts';
import { cardFromPaymentInfo, fail, refuse } from './payment-answer.ts';

/** What `schema` makes of `raw`, or the order call's one refusal (400 ORDER_FAILED, no field named). */
function orFailed<T>(checked: { data?: T; fields?: Record<string, string> }): T {
  if (checked.fields) throw new ValidationError(ORDER_FAILED);
  return checked.data as T;
}

/** The payload's product and details as an order request; a refusal throws (the first field's message, every field's). */
export function parseOrder(body: unknown): OrderDetailsRequest {
  const { productId, details } = orFailed(checkInput(orderRequestSchema, body));
  const schema = productId === PRODUCT.HOUSE_VISIT ? houseCallSchema : productId === PRODUCT.SECOND_OPINION ? secondOpinionSchema : null;
  if (!schema) throw new ValidationError(ORDER_FAILED);
  return { productId, details: parseInput(schema, details) } as OrderDetailsRequest;
}

/** A stored order's payment, or the one-shot form (fields + card) kept for API clients. */
async function payment(services: Services, req: Request): Promise<OrderOutcome> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const options = { idempotencyKey: req.get('idempotency-key'), now: new Date() };
  if (body.orderId !== undefined && body.orderId !== null && body.orderId !== '') {
    const { orderId, paymentInfo } = orFailed(checkInput(serviceOrderPaymentSchema, body));
    // A clinic pays for its own Peer-to-Peer Consult with the clinic's card; an owner for their order.
    const orders = req.viewer?.kind === 'vendor' ? services.peerConsults : services.orders;
    return orders.pay(req.viewer ?? null, { orderId, card: cardFromPaymentInfo(paymentInfo) }, options);
  }
  const order = parseOrder(body);
  const card = orFailed(checkInput(paymentInfoSchema, body.paymentInfo));
  return services.orders.place(req.viewer ?? null, { ...order, card: cardFromPaymentInfo(card) }, options);
}

/** A service order's payment (paymentType 100): `{result: <order id>}` or the spec's refusal. */
export async function payServiceOrder(services: Services, req: Request, res: Response): Promise<void> {
  try {
    const outcome = await payment(services, req);
    if (outcome.result === 'Error') return fail(res, 402, outcome.status);
    res.status(201).json({ result: outcome.result });
  } catch (err) {
    refuse(res, err);
  }
}
