import type { CardInput } from '../../../contracts/payments.ts';
import type { Conn } from '../../db/knex.ts';
import type { PaymentRow } from './payments.queries.ts';
import type { PlanRow } from './plans.queries.ts';

/*
 * The port of the payment saga (payment-saga.ts): what a thing that is paid for (a booking, a service order)
 * tells the saga. The saga owns hold -> charge -> settle -> confirm, the idempotency key, the provider's order
 * and the reconcile; the payable says what to hold, how to confirm it, how to release it and how to describe it.
 */

/** The spec's payment answer: the booking's or the order's id, or 'Error' with the text to show. */
export type PaymentOutcome = { result: number } | { result: 'Error'; status: string; code: 'DECLINED' | 'CONFLICT' };

/** The provider's order the buyer is to approve in the browser. */
export type ProviderOrderAnswer = { orderId: string };

/** Who started a payment: its idempotency key and its provider order are theirs alone. */
export interface Payer {
  kind: string;
  id: number;
}

/** Why a held payment is released: its charge was declined, or a crash interrupted it (the reconcile). */
export type ReleaseCause = 'declined' | 'interrupted';

/** A kind of thing paid for, as the saga settles any payment of it from the payment row alone. */
export interface Payable {
  /** The `payments.payment_type` its payments record. */
  paymentType: number;
  /** The payment was captured: what was held becomes what was bought, in the settling transaction (the row as locked there). */
  confirm(tx: Conn, payment: PaymentRow): Promise<void>;
  /** The payment failed: what the hold wrote goes back, in the settling transaction (the promo use is the saga's). */
  release(tx: Conn, payment: PaymentRow, cause: ReleaseCause): Promise<void>;
  /** The id a captured payment answers with (the booking's, the order's); undefined when there is none. */
  resultOf(db: Conn, payment: PaymentRow): Promise<number | undefined>;
  /** After the commit of a payment captured outside the request that held it (the provider's capture): the mails. */
  notifyCaptured(payment: PaymentRow, now: Date): Promise<void>;
  /** The words a retry hears: while the first attempt runs, and for a failure that recorded no reason. */
  messages: { inProgress: string; failed: string };
}

/** One attempt to pay for one thing, prepared by its area (authorized, checked and priced; nothing written yet). */
export interface PaymentAttempt<H> {
  /** The pending payment row: who pays (an owner, or a clinic), for what, how much (the gateway and the key are the saga's). */
  payment: {
    user_id: number | null; payer_vendor_id?: number | null; vendor_id: number | null; amount_cents: number; payment_type: number; product_id: number;
    list_price_cents: number; discount_cents: number; discount_funded_by: 'marketplace' | 'clinic' | null;
    details: Record<string, unknown>;
  };
  /** The promo plan whose use is held with the payment (and given back when it fails). */
  plan: Pick<PlanRow, 'id' | 'per_user_limit'> | null;
  /** What the gateway, the provider's order and the receipt call it. */
  description: string;
  /** The card, when the gateway takes one (never stored). */
  card?: CardInput;
  /** In the hold's transaction, before the payment is recorded: lock and check what is to be held (a slot, an order). */
  claim(tx: Conn): Promise<void>;
  /** In the same transaction, after the payment and the promo use: the payable's own rows. */
  hold(tx: Conn, paymentId: number): Promise<H>;
  /** The id the answer names (the booking's, the order's). */
  result(held: H): number;
  /** A declined charge: what this attempt wrote that the payment row does not name (a pet created with a booking). */
  release?(tx: Conn, held: H): Promise<void>;
  /** Written on the payment with the provider's order: what its capture needs that the row does not say. */
  approvalDetails?(held: H): Record<string, unknown>;
  /** After the commit of a captured payment: the mails (a failure is logged, never undoes the payment). */
  notify(held: H): Promise<void>;
}
