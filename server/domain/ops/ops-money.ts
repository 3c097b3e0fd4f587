import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { RefundService } from '../payments/refund-service.ts';
import { expirePlan, insertPlan, paymentById, planById, plansNewestFirst, setPlanMaxUses } from '../payments/index.ts';
import { dollars, PRODUCT_TYPES } from '../../../contracts/products.ts';
import { ERASED_OWNER_NAME } from '../../../contracts/appointments.ts';
import {
  OPS_MESSAGES, OPS_PAGE_SIZE, type OpsPaymentRow, type OpsPlanRow, type OpsRefundRow, type PlanCreateInput,
} from '../../../contracts/ops.ts';
import { bookingOfPayment, paymentsPage, refundsPage } from './console.queries.ts';
import { recordOperatorAction } from './ops-audit.ts';
import { requireOperator, type OperatorViewer } from './operator-viewer.ts';

const productLabel = (code: number) => PRODUCT_TYPES.find((p) => p.code === Number(code))?.label ?? `Product ${code}`;

/**
 * The console's money: payments and refunds across clinics, a refund by an operator (the normal refund path:
 * recorded pending in a transaction with its audit row, then tried with the gateway after commit and retried by
 * the job queue), and the marketplace's promo codes (create, limit, expire).
 */
export function opsMoney(db: Db, deps: { refunds: RefundService }) {
  return {
    async payments(viewer: OperatorViewer | null, search: string | null, page: number): Promise<{ rows: OpsPaymentRow[]; more: boolean }> {
      requireOperator(viewer);
      const rows = await paymentsPage(db, search, OPS_PAGE_SIZE + 1, (page - 1) * OPS_PAGE_SIZE);
      return {
        more: rows.length > OPS_PAGE_SIZE,
        rows: rows.slice(0, OPS_PAGE_SIZE).map((p) => ({
          id: Number(p.id), at: new Date(p.created_at).toISOString(), clinic: p.vendor_name,
          payer: [p.first_name, p.last_name].filter(Boolean).join(' ') || ERASED_OWNER_NAME, product: productLabel(p.product_id),
          amountCents: Number(p.amount_cents), refundedCents: Number(p.refunded_cents), status: p.status, gateway: p.gateway,
          refundable: p.status === 'captured' && Number(p.amount_cents) > 0 && p.gateway !== 'waived' && Boolean(p.gateway_ref)
            && Number(p.refunded_cents) < Number(p.amount_cents),
        })),
      };
    },

    async refunds(viewer: OperatorViewer | null): Promise<OpsRefundRow[]> {
      requireOperator(viewer);
      return (await refundsPage(db, OPS_PAGE_SIZE)).map((r) => ({
        id: Number(r.id), paymentId: Number(r.payment_id), at: new Date(r.created_at).toISOString(), clinic: r.vendor_name,
        amountCents: Number(r.amount_cents), status: r.status, reason: r.reason, lastError: r.last_error,
      }));
    },

    /** Refunds a payment in full for the marketplace (a dispute): the refund service records it, then the gateway is asked. */
    async refund(viewer: OperatorViewer | null, paymentId: number, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      if (!(await paymentById(db, paymentId))) throw new NotFoundError(OPS_MESSAGES.notFound);
      const refund = await inTransaction(db, async (tx) => {
        const bookingId = await bookingOfPayment(tx, paymentId);
        const row = await deps.refunds.requestFullRefund(tx, paymentId, bookingId, 'refunded by the marketplace');
        if (!row || row.status !== 'pending') return null;
        await recordOperatorAction(tx, operator, 'payment.refunded', { kind: 'payment', id: paymentId }, {
          amount: dollars(Number(row.amount_cents)), refund: Number(row.id), appointment: bookingId,
        }, now);
        return row;
      });
      if (!refund) throw new ConflictError(OPS_MESSAGES.notRefundable);
      const outcome = await deps.refunds.attempt(Number(refund.id), now).catch(() => 'pending' as const);
      const amount = dollars(Number(refund.amount_cents));
      return outcome === 'pending' ? OPS_MESSAGES.refundPending(amount) : OPS_MESSAGES.refundRequested(amount);
    },

    async plans(viewer: OperatorViewer | null, now: Date): Promise<OpsPlanRow[]> {
      requireOperator(viewer);
      return (await plansNewestFirst(db, 200)).map((p) => {
        const offers = (typeof p.offers === 'string' ? JSON.parse(p.offers) : p.offers) as { percent_off?: number; amount_off?: number };
        const offer = [offers.percent_off ? `${offers.percent_off}% off` : '', offers.amount_off ? `$${offers.amount_off} off` : ''].filter(Boolean).join(', ');
        return {
          id: Number(p.id), code: p.code, description: p.description, offer: offer || '(none)', uses: Number(p.uses),
          maxUses: p.max_uses === null ? null : Number(p.max_uses), perUserLimit: p.per_user_limit === null ? null : Number(p.per_user_limit),
          expiresAt: p.expires_at ? new Date(p.expires_at).toISOString() : null, expired: Boolean(p.expires_at && new Date(p.expires_at) <= now),
        };
      });
    },

    async createPlan(viewer: OperatorViewer | null, input: PlanCreateInput, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      // An expiry date ends at the close of that day, UTC.
      const expiresAt = input.expiresOn ? new Date(`${input.expiresOn}T23:59:59.999Z`) : null;
      if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt <= now)) {
        throw new ValidationError('The expiry date must be in the future.', { fields: { expiresOn: 'The expiry date must be in the future.' } });
      }
      const offers = { ...(input.percentOff ? { percent_off: input.percentOff } : {}), ...(input.amountOff ? { amount_off: input.amountOff } : {}) };
      await inTransaction(db, async (tx) => {
        const id = await insertPlan(tx, {
          code: input.code, description: input.description, offers, max_uses: input.maxUses, per_user_limit: input.perUserLimit, expires_at: expiresAt,
        });
        if (id === null) throw new ConflictError(OPS_MESSAGES.planCodeTaken, { fields: { code: OPS_MESSAGES.planCodeTaken } });
        await recordOperatorAction(tx, operator, 'plan.created', { kind: 'plan', id }, {
          code: input.code, percentOff: input.percentOff, amountOff: input.amountOff, maxUses: input.maxUses, perUserLimit: input.perUserLimit,
          expiresOn: input.expiresOn,
        }, now);
      });
      return OPS_MESSAGES.planCreated(input.code);
    },

    async limitPlan(viewer: OperatorViewer | null, planId: number, maxUses: number | null, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      const plan = await planById(db, planId);
      if (!plan) throw new NotFoundError(OPS_MESSAGES.notFound);
      await inTransaction(db, async (tx) => {
        if (!(await setPlanMaxUses(tx, planId, maxUses))) {
          throw new ValidationError(OPS_MESSAGES.planLimitBelowUses(Number(plan.uses)), { fields: { maxUses: OPS_MESSAGES.planLimitBelowUses(Number(plan.uses)) } });
        }
        await recordOperatorAction(tx, operator, 'plan.limited', { kind: 'plan', id: planId }, { code: plan.code, maxUses }, now);
      });
      return OPS_MESSAGES.planLimited(plan.code);
    },

    async expirePlan(viewer: OperatorViewer | null, planId: number, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      const plan = await planById(db, planId);
      if (!plan) throw new NotFoundError(OPS_MESSAGES.notFound);
      await inTransaction(db, async (tx) => {
        if (await expirePlan(tx, planId, now)) {
          await recordOperatorAction(tx, operator, 'plan.expired', { kind: 'plan', id: planId }, { code: plan.code }, now);
        }
      });
      return OPS_MESSAGES.planExpired(plan.code);
    },
  };
}
export type OpsMoney = ReturnType<typeof opsMoney>;
