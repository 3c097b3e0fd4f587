import { randomUUID } from 'node:crypto';
import type { ApprovalGateway, ChargeResult, PaymentGateway } from '../../adapters/payments.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { inSpan, tagTenant } from '../../observability/spans.ts';
import { NO_PROVIDER_PAYMENT, NOTHING_TO_PAY } from '../../../contracts/payment-provider.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { attachProviderOrder, paymentByKey, recordPendingPayment, settle, stalePayments } from './payment-ledger.ts';
import { paymentById, paymentByProviderOrderId, type PaymentRow } from './payments.queries.ts';
import { holdPlanUse, releasePlanUse } from './plan-use.ts';
import { invalidCode } from './promo-plans.ts';
import type { Payable, Payer, PaymentAttempt, PaymentOutcome, ProviderOrderAnswer, ReleaseCause } from './payable.ts';

export type { Payable, Payer, PaymentAttempt, PaymentOutcome, ProviderOrderAnswer } from './payable.ts';

export interface PaymentSagaDeps {
  gateway: PaymentGateway;
  /** The card-payment provider (PayPal) when configured; null: its flow is off and its calls answer 404. */
  approvals: ApprovalGateway | null;
  /** Every kind of thing paid for (payable.ts); a payment is settled by the one of its `payment_type`. */
  payables: readonly Payable[];
  /** Production with the provider configured: a payment body carrying card fields is refused unread. */
  refusesCardFields: boolean;
  logger?: Pick<Logger, 'warn'>;
}

/** Who started a payment, as its hold recorded them (`details.bookedBy`). */
function startedBy(payment: PaymentRow): Payer | undefined {
  const by = payment.details.bookedBy as { kind?: string; id?: number } | undefined;
  return by?.kind ? { kind: by.kind, id: Number(by.id) } : undefined;
}

/** Whose key a payment's is: who started it, else (a row that does not say) the owner it was taken from. */
function payerOf(payment: PaymentRow): Payer {
  return startedBy(payment) ?? (payment.user_id !== null ? { kind: 'user', id: Number(payment.user_id) } : { kind: 'clinic', id: Number(payment.payer_vendor_id) });
}

const samePayer = (a: Payer, b: Payer) => a.kind === b.kind && a.id === b.id;

/**
 * The one payment saga: hold -> charge -> settle -> confirm for anything paid for (a booking, a service order)
 * behind the `Payable` port. The hold records the payment pending under its idempotency key with the payable's
 * own rows and the promo use, in one transaction; the charge (the gateway, or the provider's order the buyer
 * approves) runs outside it; the settlement locks the payment row, so of two racing settlements one changes
 * anything; the mails go after commit. A retry with the same key answers the first attempt's outcome.
 */
export function paymentSaga(db: Db, deps: PaymentSagaDeps) {
  function approvals(): ApprovalGateway {
    if (!deps.approvals) throw new NotFoundError('Not found');
    return deps.approvals;
  }

  function payableOf(payment: PaymentRow): Payable {
    const payable = deps.payables.find((p) => p.paymentType === Number(payment.payment_type)) ?? deps.payables[0];
    if (!payable) throw new Error('No payable kinds are registered.');
    return payable;
  }

  /** The answer for a payment once settled: the id it paid for, the failure shown, or CONFLICT while it runs. */
  async function outcomeOf(payable: Payable, payment: PaymentRow | undefined): Promise<PaymentOutcome> {
    if (payment?.status === 'failed') return { result: 'Error', status: String(payment.details.failure ?? payable.messages.failed), code: 'DECLINED' };
    const id = payment?.status === 'captured' ? await payable.resultOf(db, payment) : undefined;
    if (id) return { result: id };
    throw new ConflictError(payable.messages.inProgress);
  }

  /**
   * A retry with the same idempotency key: the first attempt's outcome, or null when the key is new. A key is
   * bound to the person who first used it: someone else's key tells nothing about their payment (CONFLICT).
   */
  async function previousOutcome(payable: Payable, payer: Payer, key: string): Promise<PaymentOutcome | null> {
    const payment = await paymentByKey(db, key);
    if (!payment) return null;
    if (!samePayer(payerOf(payment), payer)) throw new ConflictError(ORDER_FAILED);
    return outcomeOf(payable, payment);
  }

  /** A retry of a provider order's creation by `payer`: the order already created under this key, else the payment's outcome. */
  async function previousProviderOrder(payable: Payable, payer: Payer, key: string): Promise<ProviderOrderAnswer | PaymentOutcome | null> {
    const payment = await paymentByKey(db, key);
    const by = payment ? startedBy(payment) : undefined;
    if (payment?.status === 'pending' && payment.provider_order_id && by && samePayer(by, payer)) {
      return { orderId: payment.provider_order_id };
    }
    return previousOutcome(payable, payer, key);
  }

  /**
   * Hold: the payable's claim, the pending payment, the promo use and the payable's rows in one transaction. Two
   * requests with one key that raced past the first look: the loser answers with the winner's outcome.
   */
  async function hold<H, T>(
    attempt: PaymentAttempt<H>, payer: Payer, idempotencyKey: string, key: string | undefined, now: Date, previous: (key: string) => Promise<T | null>,
  ): Promise<{ paymentId: number; held: H } | { raced: T }> {
    try {
      return await inTransaction(db, async (tx) => {
        await attempt.claim(tx);
        const paymentId = await recordPendingPayment(tx, {
          // Who started it: the key (and a provider's order) are theirs alone.
          ...attempt.payment, details: { ...attempt.payment.details, bookedBy: { kind: payer.kind, id: payer.id } },
          gateway: attempt.payment.amount_cents === 0 ? 'waived' : deps.gateway.kind,
          idempotency_key: idempotencyKey, plan_id: attempt.plan ? Number(attempt.plan.id) : null,
        });
        // A promo use is counted with the hold (against max_uses and the customer's own limit, safe under
        // concurrency) and given back if the charge fails, so only a payment that succeeded keeps it.
        // Promo codes are an owner's: a clinic's payment never carries one.
        if (attempt.plan && (attempt.payment.user_id === null || !(await holdPlanUse(tx, attempt.plan, attempt.payment.user_id, paymentId, now)))) throw invalidCode();
        return { paymentId, held: await attempt.hold(tx, paymentId) };
      });
    } catch (err) {
      if (key && (sqlState(err) === SQLSTATE.uniqueViolation || err instanceof ConflictError)) {
        const raced = await previous(key);
        if (raced) return { raced };
      }
      throw err;
    }
  }

  /**
   * Settle, under the payment's row lock: captured, the payable confirms what it held; failed, the payment fails,
   * the payable releases its hold and the promo use goes back. True when this call settled it. The reconcile,
   * which knows only the payment, passes every kind.
   */
  async function settleHeld(
    payable: Payable | readonly Payable[], paymentId: number, charge: ChargeResult, cause: ReleaseCause,
    releaseAttempt?: (tx: Parameters<Payable['confirm']>[0]) => Promise<void>,
  ): Promise<boolean> {
    const kinds = Array.isArray(payable) ? payable as readonly Payable[] : [payable as Payable];
    return inTransaction(db, async (tx) => {
      const settled = await settle(tx, paymentId, charge.status === 'captured'
        ? { status: 'captured', gateway_ref: charge.reference }
        : { status: 'failed', failure: charge.message });
      if (!settled) return false;
      if (charge.status === 'captured') {
        for (const kind of kinds) await kind.confirm(tx, settled);
        return true;
      }
      for (const kind of kinds) await kind.release(tx, settled, cause);
      await releasePlanUse(tx, { id: paymentId, plan_id: settled.plan_id });
      await releaseAttempt?.(tx);
      return true;
    });
  }

  return {
    /** Whether the card-payment provider's flow is on (PayPal configured). */
    enabled: deps.approvals !== null,
    refusesCardFields: deps.refusesCardFields,

    /**
     * Pays for one thing by card through the gateway: a retry with the same idempotency key answers the first
     * outcome and never charges twice; `prepare` (the payable's checks and price) runs only for a new key.
     */
    async pay<H>(
      payable: Payable, payer: Payer, options: { idempotencyKey?: string; now: Date }, prepare: () => Promise<PaymentAttempt<H>>,
    ): Promise<PaymentOutcome> {
      const key = options.idempotencyKey?.trim() || undefined;
      return inSpan('payment.pay', { 'payment.type': payable.paymentType }, async (span) => {
        const previous = key ? await previousOutcome(payable, payer, key) : null;
        if (previous) return previous;
        const attempt = await prepare();
        tagTenant(attempt.payment.vendor_id);
        const idempotencyKey = key ?? `auto:${randomUUID()}`;
        const holding = await hold(attempt, payer, idempotencyKey, key, options.now, (k) => previousOutcome(payable, payer, k));
        if ('raced' in holding) return holding.raced;
        const { paymentId, held } = holding;
        span.setAttribute('payment.id', paymentId);
        const charge: ChargeResult = attempt.payment.amount_cents === 0
          ? { status: 'captured', reference: 'no-charge' }
          : await inSpan('payment.charge', { 'payment.id': paymentId, 'payment.gateway': deps.gateway.kind }, async (charging) => {
            const result = await deps.gateway.charge({
              amountCents: attempt.payment.amount_cents, currency: 'USD', idempotencyKey, card: attempt.card, description: attempt.description,
            });
            charging.setAttribute('payment.status', result.status);
            return result;
          });
        await settleHeld(payable, paymentId, charge, 'declined', attempt.release ? (tx) => attempt.release!(tx, held) : undefined);
        if (charge.status !== 'captured') return { result: 'Error', status: charge.message, code: 'DECLINED' };
        await inSpan('payment.notify', { 'payment.id': paymentId }, () => attempt.notify(held));
        return { result: attempt.result(held) };
      });
    },

    /** The outcome a retried idempotency key already has (the payer's own key only), or null for a new key. */
    async retried(payable: Payable, payer: Payer, options: { idempotencyKey?: string }): Promise<PaymentOutcome | null> {
      const key = options.idempotencyKey?.trim() || undefined;
      return key ? previousOutcome(payable, payer, key) : null;
    },

    /**
     * The card-payment provider's flow, first half: the same checks, price, promo and hold as `pay`, then the
     * provider's order for the server's price instead of a charge (the buyer approves it in the provider's own
     * fields or button). A provider that cannot create it releases the hold at once. A retry by the same person
     * with the same idempotency key answers the order already created.
     */
    async startApproval<H>(
      payable: Payable, viewer: Viewer | null, options: { idempotencyKey?: string; now: Date }, prepare: (payer: Payer) => Promise<PaymentAttempt<H>>,
    ): Promise<ProviderOrderAnswer | PaymentOutcome> {
      const provider = approvals();
      const who = requireViewer(viewer);
      const payer: Payer = { kind: who.kind, id: who.id };
      const key = options.idempotencyKey?.trim() || undefined;
      const previous = key ? await previousProviderOrder(payable, payer, key) : null;
      if (previous) return previous;
      const attempt = await prepare(payer);
      if (attempt.payment.amount_cents === 0) throw new ValidationError(NOTHING_TO_PAY);
      const idempotencyKey = key ?? `auto:${randomUUID()}`;
      const holding = await hold(attempt, payer, idempotencyKey, key, options.now, (k) => previousProviderOrder(payable, payer, k));
      if ('raced' in holding) return holding.raced;
      const { paymentId, held } = holding;
      const created = await provider.createOrder(attempt.payment.amount_cents, attempt.description, idempotencyKey);
      if (created.status === 'failed') {
        await settleHeld(payable, paymentId, created, 'declined', attempt.release ? (tx) => attempt.release!(tx, held) : undefined);
        return { result: 'Error', status: created.message, code: 'DECLINED' };
      }
      await attachProviderOrder(db, paymentId, created.id, attempt.approvalDetails?.(held) ?? {});
      return { orderId: created.id };
    },

    /**
     * The provider's flow, second half: captures the approved provider order `orderId` (PayPal-Request-Id from
     * the payment's key, so a double click captures once) and settles it as `pay` settles a charge. Only the
     * person who created the order may: anyone else's order id reads as not found, and PayPal is not asked. A
     * payment no longer pending is never captured again; a capture with no definite answer leaves it pending
     * for a retry or the reconcile.
     */
    async capture(viewer: Viewer | null, orderId: string, now: Date): Promise<PaymentOutcome> {
      const provider = approvals();
      const who = requireViewer(viewer);
      const payment = orderId ? await paymentByProviderOrderId(db, orderId) : undefined;
      const by = payment ? startedBy(payment) : undefined;
      if (!payment || by?.kind !== who.kind || by.id !== who.id) throw new NotFoundError(NO_PROVIDER_PAYMENT);
      const payable = payableOf(payment);
      const paymentId = Number(payment.id);
      if (payment.status === 'pending') {
        const charge = await provider.captureOrder(payment.provider_order_id ?? '', payment.idempotency_key ?? `payment:${paymentId}`);
        // No definite answer: the hold stays as it is for a retry of this capture or the reconcile (which asks PayPal).
        if (charge.status === 'failed' && charge.unsettled) return { result: 'Error', status: charge.message, code: 'DECLINED' };
        if (await settleHeld(payable, paymentId, charge, 'declined') && charge.status === 'captured') await payable.notifyCaptured(payment, now);
      }
      return outcomeOf(payable, await paymentById(db, paymentId));
    },

    /**
     * After a crash between a hold and its settlement, for every kind paid for: each payment still pending after
     * `graceMs` is first asked about at the gateway it used, by the idempotency key its charge was started with.
     * Captured there (the money was taken): it is settled captured and its payable confirmed, so a paid booking is
     * never released and a paid order is paid. Not captured: it fails, its payable releases what it held (the
     * booking frees its slot, the order goes back to 'new') and its promo use goes back. When the gateway cannot
     * answer, the payment stays pending for the next run.
     */
    async reconcile(now: Date, graceMs = 15 * 60_000): Promise<{ captured: number; failed: number; unknown: number }> {
      const stale = await stalePayments(db, new Date(now.getTime() - graceMs));
      const counts = { captured: 0, failed: 0, unknown: 0 };
      for (const payment of stale) {
        const asked = payment.gateway === deps.gateway.kind && payment.idempotency_key
          ? await deps.gateway.lookup(payment.idempotency_key)
          : { status: 'not-captured' as const };
        if (asked.status === 'unknown') {
          counts.unknown += 1;
          deps.logger?.warn({ paymentId: payment.id, message: asked.message }, 'interrupted payment left pending: the gateway did not answer');
          continue;
        }
        const charge: ChargeResult = asked.status === 'captured'
          ? { status: 'captured', reference: asked.reference }
          : { status: 'failed', message: 'Interrupted before the charge completed.' };
        // Every kind is asked, by the payment's id: whatever any of them held on it is confirmed or released.
        await settleHeld(deps.payables, Number(payment.id), charge, 'interrupted');
        counts[asked.status === 'captured' ? 'captured' : 'failed'] += 1;
      }
      return counts;
    },
  };
}

export type PaymentSaga = ReturnType<typeof paymentSaga>;
