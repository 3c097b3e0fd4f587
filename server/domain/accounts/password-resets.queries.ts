import type { Conn } from '../../db/knex.ts';

export type ResetAccountType = 'user' | 'vendor_login';

export interface PasswordResetRow {
  id: number;
  account_type: ResetAccountType;
  account_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertPasswordReset(
  db: Conn, row: { account_type: ResetAccountType; account_id: number; code_hash: string; expires_at: Date },
): Promise<number> {
  const [inserted] = await db('password_resets').insert(row).returning('id');
  return Number(inserted.id);
}

/**
 * Marks an unused, unexpired code as used and returns it; a second use or an
 * expired code returns undefined. One statement, so two racing uses cannot both win.
 */
export async function consumePasswordReset(db: Conn, codeHash: string, now: Date): Promise<PasswordResetRow | undefined> {
  const [row] = await db('password_resets')
    .where({ code_hash: codeHash }).whereNull('used_at').where('expires_at', '>', now)
    .update({ used_at: now })
    .returning(['id', 'account_type', 'account_id', 'expires_at', 'used_at']);
  return row;
}
