import type { MailMessage } from '../../adapters/mail.ts';
import { formatDollars, type OrderProduct } from './order-products.ts';

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
    `Your dashboard: ${input.publicUrl}/app`,
  ];
  return { to: input.ownerEmail, subject: `Your Petcare order #${input.orderId}: ${input.product.label}`, text: lines.join('\n') };
}
