import type { MailMessage } from '../../adapters/mail.ts';
import { formatDollars, type OrderProduct } from './order-products.ts';
import { orderRefundPolicyText } from '../../../contracts/refund-policy.ts';
import { HOUSE_CALL_PACKAGE_INCLUDES } from '../../../contracts/house-call-package.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock, type MailFact } from '../notices/mail-layout.ts';

/** A summary line "Label: value" as a facts row (a line without a label stays whole). */
function summaryFact(line: string): MailFact {
  const at = line.indexOf(': ');
  return at > 0 ? { label: line.slice(0, at), value: line.slice(at + 2) } : { label: 'Note', value: line };
}

/** The owner's confirmation email for a paid order (pure: the caller sends it after commit). */
export function orderConfirmation(input: {
  orderId: number; product: OrderProduct; amountCents: number; ownerName: string; ownerEmail: string; publicUrl: string;
  summary: string[];
}): MailMessage {
  const blocks: MailBlock[] = [
    { kind: 'heading', text: 'Thanks for your order' },
    { kind: 'paragraph', text: `Hello ${input.ownerName},` },
    { kind: 'paragraph', text: `Thanks for your Order! We received your payment of ${formatDollars(input.amountCents)} for: ${input.product.label}.` },
    { kind: 'facts', rows: [{ label: 'Order number', value: String(input.orderId) }, ...input.summary.map(summaryFact)] },
    {
      kind: 'paragraph',
      text: input.product.slug === 'second-medical-opinion'
        ? 'A vet will review the records and send the report within 24~48 hrs of complete records.'
        : `Your package includes ${HOUSE_CALL_PACKAGE_INCLUDES} Book each house visit at ${input.publicUrl}/app/house-calls.`,
    },
    { kind: 'paragraph', text: orderRefundPolicyText(input.product.code) },
    { kind: 'button', label: 'Your orders', url: `${input.publicUrl}/app/my-orders` },
  ];
  return renderMail({ to: input.ownerEmail, subject: `Your Petcare order #${input.orderId}: ${input.product.label}`, blocks, sender: PRODUCT_SENDER });
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
  const blocks: MailBlock[] = [
    { kind: 'heading', text: 'Your order is canceled' },
    { kind: 'paragraph', text: `Hello ${input.ownerName},` },
    { kind: 'paragraph', text: `Your order #${input.orderId} (${input.product.label}) was canceled.\n${refund}` },
    { kind: 'button', label: 'Your orders', url: `${input.publicUrl}/app/my-orders` },
  ];
  return renderMail({ to: input.ownerEmail, subject: `Order canceled: #${input.orderId} ${input.product.label}`, blocks, sender: PRODUCT_SENDER });
}
