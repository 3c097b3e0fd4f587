import type { Conn } from '../../db/knex.ts';

export interface SendKey {
  kind: 'appointment' | 'health';
  subjectId: number;
  occasion: string;
  channel: 'email' | 'sms' | 'push';
}

/** Tries after which a failed send is left failed. */
export const MAX_SEND_ATTEMPTS = 3;

/**
 * Claims a send before it happens: a new row ('sending'), or a failed one taken back for another try.
 * Returns the row id, or null when the send is already made, under way, or out of tries: the unique
 * key makes a retried or concurrent job unable to send twice.
 */
export async function claimSend(db: Conn, key: SendKey, recipient: string): Promise<number | null> {
  const row = { kind: key.kind, subject_id: key.subjectId, occasion: key.occasion, channel: key.channel };
  const [inserted] = await db('reminder_sends').insert({ ...row, recipient }).onConflict(['kind', 'subject_id', 'occasion', 'channel']).ignore().returning('id');
  if (inserted) return Number(inserted.id);
  const [retried] = await db('reminder_sends').where(row).where({ outcome: 'failed' }).where('attempts', '<', MAX_SEND_ATTEMPTS)
    .update({ outcome: 'sending', recipient, attempts: db.raw('attempts + 1'), error: null, updated_at: db.fn.now() }).returning('id');
  return retried ? Number(retried.id) : null;
}

/** Records how a claimed send went. */
export async function settleSend(db: Conn, id: number, outcome: { sent: true; at: Date } | { sent: false; error: string }): Promise<void> {
  await db('reminder_sends').where({ id }).update(outcome.sent
    ? { outcome: 'sent', sent_at: outcome.at, updated_at: db.fn.now() }
    : { outcome: 'failed', error: outcome.error.slice(0, 500), updated_at: db.fn.now() });
}

/** The (subject, occasion) pairs of a kind that have a send row for every channel asked, to skip them in a sweep. */
export async function handledOccasions(db: Conn, kind: SendKey['kind'], subjectIds: readonly number[]): Promise<Set<string>> {
  if (!subjectIds.length) return new Set();
  const rows = await db('reminder_sends').select('subject_id', 'occasion').where({ kind }).whereIn('subject_id', subjectIds.map(Number))
    .whereIn('outcome', ['sent', 'sending']).where({ channel: 'email' });
  return new Set(rows.map((r: { subject_id: number; occasion: string }) => `${r.subject_id}:${r.occasion}`));
}
