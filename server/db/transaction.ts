import type { Conn, Tx } from './knex.ts';

/**
 * Runs work in a transaction, then runs the callbacks it queued with `afterCommit`
 * once the commit succeeded (mail, SMS, captures never fire for rolled-back work).
 */
export async function inTransaction<T>(
  db: Conn,
  work: (tx: Tx, afterCommit: (fn: () => unknown) => void) => Promise<T>,
): Promise<T> {
  const pending: Array<() => unknown> = [];
  const result = await db.transaction((tx) => work(tx, (fn) => pending.push(fn)));
  for (const fn of pending) await fn();
  return result;
}
