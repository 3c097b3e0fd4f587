import type { CardInput } from '../../contracts/payments.ts';
import { cardExpiryPast } from '../../contracts/payments.ts';

/**
 * Payment gateways. Card data passes through `charge` to the gateway and is
 * never stored or logged by us; results carry only a reference and a status.
 */
export type { CardInput };

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  description: string;
  idempotencyKey: string;
  card?: CardInput;
}

export type ChargeResult =
  | { status: 'captured'; reference: string }
  /**
   * `unsettled`: no definite answer (a timeout, the provider down): the money may have moved, so the
   * payment stays pending for a retry or the reconcile, never failed on a guess. Set by captures only.
   */
  | { status: 'failed'; message: string; unsettled?: true };

export interface RefundRequest {
  /** The gateway's reference of the captured payment (payments.gateway_ref). */
  captureRef: string;
  amountCents: number;
  currency: 'USD';
  /** The refund's own key: the same key never refunds twice. */
  idempotencyKey: string;
}

export type RefundResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed'; message: string };

/**
 * What the gateway knows of a charge we started under an idempotency key but never settled (the
 * process stopped in between): captured (the money was taken), not captured, or unknown (the
 * gateway could not be asked; the payment must stay pending).
 */
export type ChargeLookup =
  | { status: 'captured'; reference: string }
  | { status: 'not-captured' }
  | { status: 'unknown'; message: string };

export interface PaymentGateway {
  readonly kind: 'test' | 'paypal';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds (part of) a captured payment; a retry with the same key returns the first refund. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Asks the gateway about a charge by the idempotency key it was started with; never charges. */
  lookup(idempotencyKey: string): Promise<ChargeLookup>;
}

/** A provider order created for the buyer to approve in the browser, or why it could not be. */
export type ApprovalOrderResult =
  | { status: 'created'; id: string; approveUrl?: string }
  | { status: 'failed'; message: string };

/**
 * The approval flow of a card-payment provider whose own browser fields and button collect the card
 * (PayPal's JS SDK): we create an order for our price, the buyer approves it with the provider, and we
 * capture it by id. Card data never reaches our server. Both calls are idempotent by our key.
 */
export interface ApprovalGateway {
  readonly kind: 'paypal';
  createOrder(amountCents: number, description: string, idempotencyKey: string): Promise<ApprovalOrderResult>;
  captureOrder(orderId: string, idempotencyKey: string): Promise<ChargeResult>;
}

export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
} as const;

export const CARD_DECLINED = 'Your card was declined.';
export const CARD_EXPIRED_DECLINE = 'Your card has expired.';

/**
 * The built-in test gateway (never used in production): 4242 4242 4242 4242
 * approves, 4000 0000 0000 0002 declines, and a card whose expiry month has
 * passed is declined as a real gateway would (the same rule as our own card
 * check, so a caller that skipped that check still cannot charge it). The same
 * idempotency key returns the first result, as a real gateway does.
 */
export class TestGateway implements PaymentGateway {
  readonly kind = 'test';
  private readonly results = new Map<string, ChargeResult>();
  private readonly refundResults = new Map<string, RefundResult>();
  private counter = 0;
  private refundsDown = false;
  /** Every refund the gateway made (one per idempotency key), for tests to count. */
  readonly refunds: Array<{ captureRef: string; amountCents: number; idempotencyKey: string; reference: string }> = [];

  private readonly clock: () => Date;

  /** `clock` is read at each charge (tests pass a fixed one). */
  constructor(clock: () => Date = () => new Date()) {
    this.clock = clock;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const previous = this.results.get(request.idempotencyKey);
    if (previous) return previous;
    const number = request.card?.number.replace(/\D/g, '');
    const charged = request.amountCents > 0;
    const result: ChargeResult =
      charged && number === TEST_CARDS.decline ? { status: 'failed', message: CARD_DECLINED }
        : charged && request.card && cardExpiryPast(request.card.expiry, this.clock()) ? { status: 'failed', message: CARD_EXPIRED_DECLINE }
          : { status: 'captured', reference: `test_${Date.now().toString(36)}_${++this.counter}` };
    this.results.set(request.idempotencyKey, result);
    return result;
  }

  /** Refunds always succeed, once per key, unless `setRefundsDown(true)` simulates an outage. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const previous = this.refundResults.get(request.idempotencyKey);
    if (previous) return previous;
    if (this.refundsDown) return { status: 'failed', message: 'The payment provider is not answering.' };
    const reference = `test_refund_${Date.now().toString(36)}_${++this.counter}`;
    const result: RefundResult = { status: 'succeeded', reference };
    this.refunds.push({ captureRef: request.captureRef, amountCents: request.amountCents, idempotencyKey: request.idempotencyKey, reference });
    this.refundResults.set(request.idempotencyKey, result);
    return result;
  }

  /** Knows the charges of this process only: after a restart every key is 'not-captured' (no money moved). */
  async lookup(idempotencyKey: string): Promise<ChargeLookup> {
    const result = this.results.get(idempotencyKey);
    return result?.status === 'captured' ? { status: 'captured', reference: result.reference } : { status: 'not-captured' };
  }

  /** Tests: makes refund calls fail (an outage) until called again with false. */
  setRefundsDown(down: boolean): void {
    this.refundsDown = down;
  }

  /**
   * Tests: a charge the gateway took while our process never heard the answer (a crash between the
   * charge and its settlement), so `lookup` finds it.
   */
  recordCapturedCharge(idempotencyKey: string, reference = `test_${++this.counter}`): void {
    this.results.set(idempotencyKey, { status: 'captured', reference });
  }
}

/** Production with no gateway configured: every charge fails with a clear message. */
export class UnconfiguredGateway implements PaymentGateway {
  readonly kind = 'test';
  async charge(): Promise<ChargeResult> {
    return { status: 'failed', message: 'Payments are not available right now. Please try again later.' };
  }

  async refund(): Promise<RefundResult> {
    return { status: 'failed', message: 'Payments are not available right now.' };
  }

  async lookup(): Promise<ChargeLookup> {
    return { status: 'unknown', message: 'No payment gateway is configured.' };
  }
}
