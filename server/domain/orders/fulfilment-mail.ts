import type { MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { formatDollars } from './order-products.ts';

/**
 * The emails of fulfilling an order (pure: the service sends them after commit). Owners get theirs from the
 * product; a clinic's team gets theirs by name. Links lead to My Orders or the clinic's queue, never to a file.
 */

interface Order { orderId: number; productLabel: string; publicUrl: string }

/** The owner is asked for more information: the vet's question, and where to answer. */
export function questionMail(o: Order & { to: string; ownerName: string; vetName: string; question: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Your order #${o.orderId}: the vet needs more information`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'The vet needs more information' },
      { kind: 'paragraph', text: `Hello ${o.ownerName},` },
      { kind: 'paragraph', text: `${o.vetName} is reviewing your ${o.productLabel} (order #${o.orderId}) and asks:` },
      { kind: 'paragraph', text: o.question },
      { kind: 'paragraph', text: 'The 48-hour clock is paused until you answer.' },
      { kind: 'button', label: 'Answer in My Orders', url: `${o.publicUrl}/app/my-orders` },
    ],
  });
}

/** The assignee learns the owner answered. */
export function answerMail(o: Order & { to: string; vetName: string; ownerName: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Order #${o.orderId}: ${o.ownerName} answered`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'paragraph', text: `Hello ${o.vetName},` },
      { kind: 'paragraph', text: `${o.ownerName} answered your question on order #${o.orderId} (${o.productLabel}). The clock runs again.` },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}

/** The owner's report is ready. */
export function deliveredMail(o: Order & { to: string; ownerName: string; clinicName: string; petName: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Your ${o.productLabel} report is ready (order #${o.orderId})`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Your report is ready' },
      { kind: 'paragraph', text: `Hello ${o.ownerName},` },
      { kind: 'paragraph', text: `${o.clinicName} delivered the ${o.productLabel} report for ${o.petName}. It is also filed in ${o.petName}'s health record, under Documents.` },
      { kind: 'button', label: 'Read the report', url: `${o.publicUrl}/app/my-orders/${o.orderId}/report.pdf` },
    ],
  });
}

/** The owner's refund when the order was not delivered in time. */
export function expiredOwnerMail(o: Order & { to: string; ownerName: string; amountCents: number | null }): MailMessage {
  const refund = o.amountCents ? `A full refund of ${formatDollars(o.amountCents)} is on its way to your original payment method.` : 'Nothing was charged.';
  return renderMail({
    to: o.to, subject: `Order #${o.orderId} refunded: not delivered in time`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'We are sorry: your order was refunded' },
      { kind: 'paragraph', text: `Hello ${o.ownerName},` },
      { kind: 'paragraph', text: `Your ${o.productLabel} (order #${o.orderId}) was not delivered within the 5 days our terms promise. ${refund}` },
      { kind: 'button', label: 'Your orders', url: `${o.publicUrl}/app/my-orders` },
    ],
  });
}

/** The clinic's side of the same refund: its root admin and the assignee. */
export function expiredClinicMail(o: Order & { to: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Order #${o.orderId} was refunded: its 5 days passed`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'paragraph', text: `Order #${o.orderId} (${o.productLabel}) was not delivered within its 5 days and was refunded in full.` },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}

/** The assignee's reminder 12 hours before the deadline. */
export function reminderMail(o: Order & { to: string; vetName: string; dueIn: string }): MailMessage {
  return renderMail({
    to: o.to, subject: `Order #${o.orderId} is ${o.dueIn}`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'paragraph', text: `Hello ${o.vetName},` },
      { kind: 'paragraph', text: `The report of order #${o.orderId} (${o.productLabel}) is ${o.dueIn}.` },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}

/**
 * The clinic's side of an owner's cancel before review (My Orders): its root admin and the assignee learn which
 * order, for which pet, was canceled and refunded, so nobody starts work on it. The page stays readable.
 */
export function ownerCanceledClinicMail(o: Order & { to: string; ownerName: string; petName: string; amountCents: number | null }): MailMessage {
  const refund = o.amountCents ? `${formatDollars(o.amountCents)} was refunded in full to the owner under the refund policy.` : 'Nothing was charged.';
  const pet = o.petName ? ` for ${o.petName}` : '';
  return renderMail({
    to: o.to, subject: `Order #${o.orderId} was canceled by its owner`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'An order was canceled before review' },
      { kind: 'paragraph', text: `${o.ownerName || 'The owner'} canceled order #${o.orderId} (${o.productLabel}${pet}) from My Orders. ${refund}` },
      { kind: 'paragraph', text: 'The order has left your queue: no report is needed. Its page stays readable.' },
      { kind: 'button', label: 'Open the order', url: `${o.publicUrl}/app/orders/${o.orderId}` },
    ],
  });
}
