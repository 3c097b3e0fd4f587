/**
 * What other areas may use of payments' tables: reading a payment and, for orders, the ledger rows of their own
 * saga; plans (promo codes) at registration and the operator's promo codes; the refund row a cancellation reports.
 */
export {
  insertPayment, paymentById, paymentByIdempotencyKey, paymentsByIds, settlePendingPayment, type PaymentRow,
} from './payments.queries.ts';
export { expirePlan, insertPlan, planByCode, planById, plansNewestFirst, setPlanMaxUses, usePlan, type PlanRow } from './plans.queries.ts';
export type { RefundRow } from './refunds.queries.ts';
