import { PRODUCT } from './products.ts';

/**
 * The refund policy, in one place: what the marketing pages, the Terms, the FAQ, every payment step and the
 * cancel flows say, and what the services apply (`server/domain/payments/refund-rules.ts`).
 *
 * - Appointments (clinic visits, video, phone and chat consultations, e-Consultations): a full refund when the
 *   owner cancels at least the listing's cancellation window before the slot (24 hours unless the practice sets
 *   another, shown before payment by `cancellationPolicyText`); later, none. A practice cancelling always refunds.
 * - Orders (the house-call package, the second opinion): a full refund when the owner cancels within
 *   `ORDER_REFUND_DAYS` of payment and before the order is used (`ORDER_USED_WHEN`); later or once used, none.
 */

/** The Terms' window for orders: days after payment within which an unused order is refunded in full. */
export const ORDER_REFUND_DAYS = 30;

/** The order products this policy covers. */
export type OrderProductCode = typeof PRODUCT.HOUSE_VISIT | typeof PRODUCT.SECOND_OPINION;

/** What "used" means for each order product: from then on it is no longer refundable. */
export const ORDER_USED_WHEN: Readonly<Record<OrderProductCode, string>> = {
  [PRODUCT.HOUSE_VISIT]: 'once its first house visit is booked',
  [PRODUCT.SECOND_OPINION]: "once a vet has started reviewing your pet's records",
};

/** An order's policy in one sentence (the order form, its checkout, the confirmation email, My Orders). */
export function orderRefundPolicyText(product: OrderProductCode): string {
  return `Cancel within ${ORDER_REFUND_DAYS} days of payment for a full refund, as long as it has not been used (it is used ${ORDER_USED_WHEN[product]}). After that it is non-refundable.`;
}

/** The policy as the public pages state it (Terms, FAQ, the company page). */
export const REFUND_POLICY_COPY = {
  appointments:
    'Appointments (clinic visits, video and phone consultations, e-Consultations): cancel at least the listing\'s cancellation window before the appointment for a full refund. The window is 24 hours unless the practice sets another, and it is shown before you pay. Later cancellations are not refunded; if the practice cancels, you are always refunded in full.',
  orders:
    `The house-call package and the second medical opinion: cancel within ${ORDER_REFUND_DAYS} days of payment for a full refund, as long as it has not been used. The package is used ${ORDER_USED_WHEN[PRODUCT.HOUSE_VISIT]}, the second opinion ${ORDER_USED_WHEN[PRODUCT.SECOND_OPINION]}. After ${ORDER_REFUND_DAYS} days, or once used, it is non-refundable.`,
  where: 'Cancel an appointment from My Appointments and an order from My Orders; refunds go back to the card you paid with.',
} as const;

export const ORDER_CANCEL_MESSAGES = {
  canceled: 'The order was canceled.',
  notPaid: 'Only a paid order can be canceled.',
  alreadyCanceled: 'This order is already canceled.',
  expired: `This order can no longer be canceled for a refund: its ${ORDER_REFUND_DAYS} days have passed.`,
  used: 'This order can no longer be canceled for a refund: it has been used.',
  question: 'Are you sure you want to cancel this order?',
} as const;
