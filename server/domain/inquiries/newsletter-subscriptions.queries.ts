import type { Conn } from '../../db/knex.ts';

/**
 * Adds an address once: a second sign-up with the same (lowercased) email is a
 * no-op thanks to the unique index. Returns whether a row was created.
 */
export async function insertSubscriptionOnce(db: Conn, email: string): Promise<boolean> {
  const rows = await db('newsletter_subscriptions').insert({ email }).onConflict('email').ignore().returning('id');
  return rows.length > 0;
}

/** How many rows hold this email (0 or 1). */
export async function countSubscriptions(db: Conn, email: string): Promise<number> {
  const [row] = await db('newsletter_subscriptions').where({ email }).count<{ count: string | number }[]>('id as count');
  return Number(row.count);
}
