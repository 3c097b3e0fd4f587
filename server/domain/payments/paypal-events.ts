import type { Conn } from '../../db/knex.ts';
import { recordRefundedAtGateway } from './refund-audit.ts';

export interface PayPalEvent {
  event_type?: string;
  resource?: { id?: string; status?: string; links?: Array<{ rel?: string; href?: string }> };
}

/** The capture a refund belongs to: its `up` link ends in the capture id. */
function captureIdOfRefund(resource: NonNullable<PayPalEvent['resource']>): string | undefined {
  const up = resource.links?.find((l) => l.rel === 'up')?.href;
  return up?.split('/').filter(Boolean).at(-1);
}

/**
 * Applies a verified PayPal event to our payment rows, matched by the capture id
 * stored as gateway_ref. Completed captures settle a payment still waiting;
 * refunds mark it refunded. Other events are acknowledged and ignored.
 */
export async function applyPayPalEvent(db: Conn, event: PayPalEvent): Promise<'captured' | 'refunded' | 'ignored'> {
  const resource = event.resource;
  if (!resource?.id) return 'ignored';
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const updated = await db('payments')
      .where({ gateway: 'paypal', gateway_ref: resource.id })
      .whereIn('status', ['pending', 'authorized'])
      .update({ status: 'captured', updated_at: db.fn.now() });
    return Number(updated) > 0 ? 'captured' : 'ignored';
  }
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    const refs = [resource.id, captureIdOfRefund(resource)].filter((v): v is string => Boolean(v));
    // Only a payment not already refunded (by us, or by an earlier delivery of this event) is news to the clinic.
    const updated: Array<{ id: number; vendor_id: number | null; amount_cents: number }> = await db('payments')
      .where({ gateway: 'paypal' })
      .whereIn('gateway_ref', refs)
      .whereNot({ status: 'refunded' })
      .update({ status: 'refunded', updated_at: db.fn.now() }, ['id', 'vendor_id', 'amount_cents']);
    for (const payment of updated) await recordRefundedAtGateway(db, payment);
    return updated.length > 0 ? 'refunded' : 'ignored';
  }
  return 'ignored';
}
