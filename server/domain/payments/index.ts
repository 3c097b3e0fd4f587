/**
 * What other areas may use of payments' tables: reading a payment and, for orders, the ledger rows of their own
 * saga; plans (promo codes) at registration; the refund row a cancellation reports.
 */
export {
  insertPayment, paymentById, paymentByIdempotencyKey, paymentsByIds, settlePendingPayment, type PaymentRow,
} from './payments.queries.ts';
export { planByCode, planById, usePlan } from './plans.queries.ts';
export type { RefundRow } from './refunds.queries.ts';
