import type { Conn } from '../../db/knex.ts';
import { claimSend, settleSend, type SendKey } from './reminder-sends.queries.ts';

export type Delivery = 'sent' | 'skipped';

/**
 * Sends one reminder on one channel at most once: the send is claimed (a unique row) before the
 * provider is called and its outcome recorded after. A retried job or a second worker finds the claim
 * and skips; a send that failed is recorded failed and the error rethrown, so the job is retried and
 * takes that claim back (up to three tries). A worker killed between the call and the record leaves
 * the claim 'sending': that reminder is never sent again, because it may have gone out.
 */
export async function deliverOnce(db: Conn, key: SendKey, recipient: string, now: Date, send: () => Promise<void>): Promise<Delivery> {
  const claim = await claimSend(db, key, recipient);
  if (claim === null) return 'skipped';
  try {
    await send();
  } catch (err) {
    await settleSend(db, claim, { sent: false, error: err instanceof Error ? err.message : String(err) });
    throw err;
  }
  await settleSend(db, claim, { sent: true, at: now });
  return 'sent';
}
