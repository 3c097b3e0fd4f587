import { PROVIDER_CAPTURE_PATH, PROVIDER_ORDER_PATH } from '../../../contracts/payment-provider.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { errorText, postJson } from '../../lib/post-json.ts';
import type { ProviderOrderBody } from '../../../contracts/rest-calls.ts';

/*
 * The browser's half of the card-payment provider's flow (PayPal's card fields and button): our server
 * creates the provider's order for its own price, the provider collects the card, our server captures.
 * Neither body holds a card field: the card stays in the provider's frames.
 */

/** A refusal to show: the HTTP status (0: no answer) and the server's message. */
export interface ProviderFailure { status: number; message: string }

/** The provider's order for the booking or service order `body` (the payment call's payload without any card). */
export async function startProviderOrder(
  body: ProviderOrderBody, idempotencyKey: string,
): Promise<{ orderId: string } | { paidId: number } | { failure: ProviderFailure }> {
  const answer = await postJson(PROVIDER_ORDER_PATH, body, { 'Idempotency-Key': idempotencyKey });
  if (answer.ok && typeof answer.body.orderID === 'string') return { orderId: answer.body.orderID };
  // A retry after the payment went through answers its booking or order id.
  if (answer.ok && typeof answer.body.result === 'number') return { paidId: answer.body.result };
  return { failure: { status: answer.status, message: errorText(answer, ORDER_FAILED) } };
}

/** Captures the order the buyer approved with the provider: the booking's or service order's id, or the refusal. */
export async function captureProviderOrder(orderId: string): Promise<{ paidId: number } | { failure: ProviderFailure }> {
  const answer = await postJson(PROVIDER_CAPTURE_PATH, { orderID: orderId });
  if (answer.ok && typeof answer.body.result === 'number') return { paidId: answer.body.result };
  return { failure: { status: answer.status, message: errorText(answer, ORDER_FAILED) } };
}
