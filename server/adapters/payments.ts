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
  | { status: 'failed'; message: string };

export interface PaymentGateway {
  readonly kind: 'test' | 'paypal';
  charge(request: ChargeRequest): Promise<ChargeResult>;
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
  private counter = 0;

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
}

/** Production with no gateway configured: every charge fails with a clear message. */
export class UnconfiguredGateway implements PaymentGateway {
  readonly kind = 'test';
  async charge(): Promise<ChargeResult> {
    return { status: 'failed', message: 'Payments are not available right now. Please try again later.' };
  }
}
