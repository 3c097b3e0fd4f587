import type { Conn } from '../../db/knex.ts';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  meta?: Record<string, unknown>;
}

export interface OutboxRow extends OutboxMessage {
  id: number;
  created_at: Date;
}

export async function insertMessage(db: Conn, message: OutboxMessage): Promise<number> {
  const [id] = await insertMessages(db, [message]);
  return id;
}

/** Several messages in one insert; their ids in order. */
export async function insertMessages(db: Conn, messages: readonly OutboxMessage[]): Promise<number[]> {
  const rows: Array<{ id: number }> = await db('outbox_messages')
    .insert(messages.map((message) => ({ ...message, meta: JSON.stringify(message.meta ?? {}) })))
    .returning('id');
  return rows.map((row) => Number(row.id));
}

/** Newest first. */
export function latestMessages(db: Conn, limit = 100): Promise<OutboxRow[]> {
  return db('outbox_messages')
    .select('id', 'channel', 'to', 'subject', 'text', 'html', 'meta', 'created_at')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** Messages in the outbox per channel (email, sms). */
export async function countByChannel(db: Conn): Promise<Array<{ channel: string; count: number }>> {
  const rows = await db('outbox_messages').select('channel').count({ count: '*' }).groupBy('channel') as Array<{ channel: string; count: string | number }>;
  return rows.map((r) => ({ channel: r.channel, count: Number(r.count) }));
}
