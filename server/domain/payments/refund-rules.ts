/**
 * The cancellation policy (pure): who cancels and how long before the slot decide the refund.
 *
 * - The practice cancelling always refunds in full (the owner did nothing wrong).
 * - An owner cancelling at least `windowHours` before the slot is refunded in full; later, nothing.
 *   The boundary itself counts as in time ("up to 24 hours before" includes exactly 24 hours).
 * - Nothing paid (a waived booking, a free promo): nothing to refund.
 */
export type RefundDecision = 'full' | 'none';

const HOUR_MS = 3_600_000;

export function refundDecision(input: {
  by: 'user' | 'vendor';
  slot: Date;
  now: Date;
  windowHours: number;
  paidCents: number;
}): RefundDecision {
  if (input.paidCents <= 0) return 'none';
  if (input.by === 'vendor') return 'full';
  return input.slot.getTime() - input.now.getTime() >= input.windowHours * HOUR_MS ? 'full' : 'none';
}

/** The one idempotency key of a payment's full refund: a second request for it is the same refund. */
export function fullRefundKey(paymentId: number): string {
  return `refund:payment:${paymentId}:full`;
}

/** Whether an owner's cancel of a paid order is refunded: in full within its days of payment and unused, else why not. */
export type OrderRefundDecision = 'full' | 'expired' | 'used';

const DAY_MS = 86_400_000;

/**
 * The Terms' policy for orders (contracts/refund-policy.ts), pure: a paid order canceled within `windowDays` of
 * its payment (the boundary itself counts as in time) and before it was used is refunded in full; otherwise it
 * is not, and the answer says why.
 */
export function orderRefundDecision(input: { paidAt: Date; usedAt: Date | null; now: Date; windowDays: number }): OrderRefundDecision {
  if (input.usedAt && input.usedAt.getTime() <= input.now.getTime()) return 'used';
  return input.now.getTime() - input.paidAt.getTime() <= input.windowDays * DAY_MS ? 'full' : 'expired';
}
