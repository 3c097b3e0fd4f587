import type { MailMessage } from '../../adapters/mail.ts';
import { formatDollars, type OrderProduct } from './order-products.ts';
import { orderRefundPolicyText } from '../../../contracts/refund-policy.ts';

/** The owner's confirmation email for a paid order (pure: the caller sends it after commit). */
export function orderConfirmation(input: {
  orderId: number; product: OrderProduct; amountCents: number; ownerName: string; ownerEmail: string; publicUrl: string;
  summary: string[];
}): MailMessage {
  const lines = [
    `Hello ${input.ownerName},`,
    '',
    `Thanks for your Order! We received your payment of ${formatDollars(input.amountCents)} for: ${input.product.label}.`,
    `Order number: ${input.orderId}`,
    ...input.summary,
    '',
    input.product.slug === 'second-medical-opinion'
      ? 'A vet will review the records and send the report within 24~48 hrs of complete records.'
      : 'We will call you to arrange the first house visit.',
    '',
    orderRefundPolicyText(input.product.code),
    `Your orders: ${input.publicUrl}/app/my-orders`,
  ];
  return { to: input.ownerEmail, subject: `Your Petcare order #${input.orderId}: ${input.product.label}`, text: lines.join('\n') };
}

/** The owner's email when they cancel a paid order: the refund it gets and where it stands (pure). */
export function orderCancellation(input: {
  orderId: number; product: OrderProduct; ownerName: string; ownerEmail: string; publicUrl: string;
  refund: { cents: number; status: 'succeeded' | 'pending' } | null;
}): MailMessage {
  const refund = !input.refund
    ? 'No refund applies to this cancellation.'
    : input.refund.status === 'succeeded'
      ? `A full refund of ${formatDollars(input.refund.cents)} has been issued to your original payment method.`
      : `A full refund of ${formatDollars(input.refund.cents)} is being processed to your original payment method.`;
  const lines = [
    `Hello ${input.ownerName},`,
    '',
    `Your order #${input.orderId} (${input.product.label}) was canceled.`,
    refund,
    `Your orders: ${input.publicUrl}/app/my-orders`,
  ];
  return { to: input.ownerEmail, subject: `Order canceled: #${input.orderId} ${input.product.label}`, text: lines.join('\n') };
}
