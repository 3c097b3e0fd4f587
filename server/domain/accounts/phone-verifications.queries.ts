import type { Conn } from '../../db/knex.ts';

export interface PhoneVerificationRow {
  id: number;
  mobile: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  verified_at: Date | null;
}

const COLUMNS = ['id', 'mobile', 'code_hash', 'expires_at', 'attempts', 'verified_at'];

export async function insertPhoneVerification(db: Conn, row: { mobile: string; code_hash: string; expires_at: Date }): Promise<number> {
  const [inserted] = await db('phone_verifications').insert(row).returning('id');
  return Number(inserted.id);
}

/** The newest code sent to a number that is neither verified nor expired. */
export function latestOpenVerification(db: Conn, mobile: string, now: Date): Promise<PhoneVerificationRow | undefined> {
  return db('phone_verifications').select(COLUMNS)
    .where({ mobile }).whereNull('verified_at').where('expires_at', '>', now)
    .orderBy('id', 'desc').first();
}

/**
 * Counts one attempt, atomically and only while attempts remain; returns the
 * row as it was counted, or undefined when the code is used up.
 */
export async function countAttempt(db: Conn, id: number, maxAttempts: number): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db('phone_verifications').where({ id }).where('attempts', '<', maxAttempts)
    .increment('attempts', 1).returning(COLUMNS);
  return row;
}

export async function markVerified(db: Conn, id: number, at: Date): Promise<void> {
  await db('phone_verifications').where({ id }).update({ verified_at: at });
}

/** The newest verification of a number completed after `since`. */
export function verifiedSince(db: Conn, mobile: string, since: Date): Promise<PhoneVerificationRow | undefined> {
  return db('phone_verifications').select(COLUMNS)
    .where({ mobile }).where('verified_at', '>', since)
    .orderBy('id', 'desc').first();
}
