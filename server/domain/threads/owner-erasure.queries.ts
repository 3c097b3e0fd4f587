import type { Conn } from '../../db/knex.ts';

/**
 * An erased owner's words leave the clinics' threads: their messages stay as a line in the conversation with no text
 * (their attachments go with their files). The clinic's own messages stay.
 */
export async function eraseMessagesOf(db: Conn, userId: number): Promise<number> {
  return db('thread_messages').where({ sender_kind: 'user', sender_id: userId }).update({ body: '' });
}
