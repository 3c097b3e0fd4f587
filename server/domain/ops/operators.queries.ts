import type { Conn } from '../../db/knex.ts';

export interface OperatorRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  totp_secret: string;
  totp_confirmed_at: Date | null;
  totp_last_step: number | string | null;
  disabled_at: Date | null;
}

const COLUMNS = ['id', 'email', 'name', 'password_hash', 'totp_secret', 'totp_confirmed_at', 'totp_last_step', 'disabled_at'];

export function operatorByEmail(db: Conn, email: string): Promise<OperatorRow | undefined> {
  return db('operators').select(COLUMNS).where({ email: email.toLowerCase() }).first();
}

export function operatorById(db: Conn, id: number): Promise<OperatorRow | undefined> {
  return db('operators').select(COLUMNS).where({ id }).first();
}

export async function insertOperator(db: Conn, row: { email: string; name: string; password_hash: string; totp_secret: string }): Promise<number> {
  const [inserted] = await db('operators').insert(row).returning('id');
  return Number(inserted.id);
}

export async function insertRecoveryCodes(db: Conn, operatorId: number, hashes: readonly string[]): Promise<void> {
  await db('operator_recovery_codes').insert(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash })));
}

/**
 * Accepts a TOTP time step once: true when it is later than the last one accepted (a code is never used twice),
 * and records it; with `confirm`, two-factor counts as set up from then on.
 */
export async function acceptTotpStep(db: Conn, operatorId: number, step: number, at: Date, confirm: boolean): Promise<boolean> {
  const n = await db('operators').where({ id: operatorId })
    .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step, updated_at: at, ...(confirm ? { totp_confirmed_at: at } : {}) });
  return Number(n) > 0;
}

/** Spends an unused recovery code of the operator; true when it was one. */
export async function spendRecoveryCode(db: Conn, operatorId: number, hash: string, at: Date): Promise<boolean> {
  const n = await db('operator_recovery_codes').where({ operator_id: operatorId, code_hash: hash }).whereNull('used_at').update({ used_at: at });
  return Number(n) > 0;
}

export async function unusedRecoveryCodes(db: Conn, operatorId: number): Promise<number> {
  const row = await db('operator_recovery_codes').where({ operator_id: operatorId }).whereNull('used_at').count<{ n: string }[]>('id as n').first();
  return Number(row?.n ?? 0);
}
