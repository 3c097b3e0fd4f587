import type { Conn } from '../../db/knex.ts';
import type { AccountRole } from './authentication.ts';

type AccountType = 'user' | 'vendor_login';

/** The stored account type of a person's kind (the same words as password_resets). */
export function accountType(kind: AccountRole): AccountType {
  return kind === 'vendor' ? 'vendor_login' : 'user';
}

export interface ApiTokenRow {
  id: number;
  name: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = ['id', 'name', 'created_at', 'expires_at', 'last_used_at', 'revoked_at'];

export async function insertApiToken(
  db: Conn, kind: AccountRole, accountId: number, row: { token_hash: string; name: string; created_at: Date; expires_at: Date },
): Promise<number> {
  const [inserted] = await db('api_tokens').insert({ account_type: accountType(kind), account_id: accountId, ...row }).returning('id');
  return Number(inserted.id);
}

/** The person's token with this hash while it works (not revoked, not expired), else undefined. */
export function liveApiToken(db: Conn, kind: AccountRole, accountId: number, tokenHash: string, now: Date): Promise<ApiTokenRow | undefined> {
  return db('api_tokens').select(COLUMNS)
    .where({ account_type: accountType(kind), account_id: accountId, token_hash: tokenHash })
    .whereNull('revoked_at').where('expires_at', '>', now)
    .first();
}

/** A person's tokens, newest first: those still working, and those that stopped after `endedAfter`. */
export function apiTokensOf(db: Conn, kind: AccountRole, accountId: number, endedAfter: Date): Promise<ApiTokenRow[]> {
  return db('api_tokens').select(COLUMNS)
    .where({ account_type: accountType(kind), account_id: accountId })
    .where((q) => q.where('expires_at', '>', endedAfter).andWhere((r) => r.whereNull('revoked_at').orWhere('revoked_at', '>', endedAfter)))
    .orderBy('id', 'desc')
    .limit(50);
}

/** One of the person's tokens by id, whatever its state. */
export function apiTokenOf(db: Conn, kind: AccountRole, accountId: number, id: number): Promise<ApiTokenRow | undefined> {
  return db('api_tokens').select(COLUMNS).where({ account_type: accountType(kind), account_id: accountId, id }).first();
}

/** Notes a use, at most once per `everyMs` per token (a write on every call would cost more than it tells). */
export async function touchApiToken(db: Conn, kind: AccountRole, accountId: number, id: number, now: Date, everyMs: number): Promise<void> {
  await db('api_tokens')
    .where({ account_type: accountType(kind), account_id: accountId, id })
    .where((q) => q.whereNull('last_used_at').orWhere('last_used_at', '<', new Date(now.getTime() - everyMs)))
    .update({ last_used_at: now });
}

/** Revokes one of the person's tokens (rows changed: 0 when it is not theirs or already ended). */
export function revokeApiToken(db: Conn, kind: AccountRole, accountId: number, id: number, now: Date): Promise<number> {
  return db('api_tokens').where({ account_type: accountType(kind), account_id: accountId, id }).whereNull('revoked_at').update({ revoked_at: now });
}

/** Revokes every token of the person that still works. */
export async function revokeApiTokensOf(db: Conn, kind: AccountRole, accountId: number, now: Date): Promise<void> {
  await db('api_tokens').where({ account_type: accountType(kind), account_id: accountId }).whereNull('revoked_at').update({ revoked_at: now });
}

/** Removes a person's tokens with the person (no foreign key does it: see the migration). */
export async function deleteApiTokensOf(db: Conn, kind: AccountRole, accountId: number): Promise<void> {
  await db('api_tokens').where({ account_type: accountType(kind), account_id: accountId }).delete();
}
