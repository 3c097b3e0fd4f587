import type { Conn } from '../../db/knex.ts';

export type ResetAccountType = 'user' | 'vendor_login';
/** A reset the person asked for, or a clinic's invitation to choose a first password. */
export type PasswordLinkPurpose = 'reset' | 'invite';

export interface PasswordResetRow {
  id: number;
  account_type: ResetAccountType;
  account_id: number;
  purpose: PasswordLinkPurpose;
  expires_at: Date;
  used_at: Date | null;
}

const COLUMNS = ['id', 'account_type', 'account_id', 'purpose', 'expires_at', 'used_at'];

export async function insertPasswordReset(
  db: Conn, row: { account_type: ResetAccountType; account_id: number; purpose: PasswordLinkPurpose; code_hash: string; expires_at: Date },
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
    .returning(COLUMNS);
  return row;
}

/** The link a code belongs to, used or not (the page it opens says which), without using it. */
export function passwordResetByCode(db: Conn, codeHash: string): Promise<PasswordResetRow | undefined> {
  return db('password_resets').select(COLUMNS).where({ code_hash: codeHash }).first();
}
