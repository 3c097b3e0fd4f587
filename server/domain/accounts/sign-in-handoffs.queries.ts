import type { Conn } from '../../db/knex.ts';
import type { AccountRole } from './authentication.ts';
import { accountType } from './api-tokens.queries.ts';

export async function insertHandoff(db: Conn, kind: AccountRole, accountId: number, row: { code_hash: string; expires_at: Date }): Promise<void> {
  await db('sign_in_handoffs').insert({ account_type: accountType(kind), account_id: accountId, ...row });
}

/** Uses a live code once: one statement, so two racing uses cannot both sign in. True when this use won. */
export async function useHandoff(db: Conn, kind: AccountRole, accountId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db('sign_in_handoffs')
    .where({ account_type: accountType(kind), account_id: accountId, code_hash: codeHash })
    .whereNull('used_at').where('expires_at', '>', now)
    .update({ used_at: now });
  return Number(rows) === 1;
}
