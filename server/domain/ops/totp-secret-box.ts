import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Conn } from '../../db/knex.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import { OPS_MESSAGES } from '../../../contracts/ops.ts';

/**
 * Operators' TOTP secrets at rest (`operators.totp_secret`): AES-256-GCM under OPS_SECRET_KEY (config.ts), so a
 * copy of the database (a backup, a replica, a leaked dump) does not hand over the second factor of the accounts
 * that hold every clinic's money.
 *
 * Stored form: `v1:` + base64url(iv 12 bytes | tag 16 bytes | ciphertext). The version names the algorithm and
 * layout, so a later key rotation or algorithm can read old rows by their prefix. A value without a prefix is a
 * secret written before encryption (plain Base32, which never contains `:`): it still reads, and
 * `sealPlaintextTotpSecrets` (run with the migrations) encrypts such rows in place.
 */
const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a ciphertext to this column: the same key used for something else one day cannot be swapped in. */
const AAD = Buffer.from('operators.totp_secret');

/** The key the console seals secrets with; undefined in production when OPS_SECRET_KEY is not set. */
export type OpsSecretKey = Buffer | undefined;

function keyOrRefuse(key: OpsSecretKey): Buffer {
  if (!key) throw new ServiceUnavailableError(OPS_MESSAGES.secretKeyMissing);
  return key;
}

/** Encrypts a TOTP secret for storage. */
export function sealTotpSecret(key: OpsSecretKey, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOrRefuse(key), iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** True when a stored value is sealed (not a secret written before encryption). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * The TOTP secret of a stored value. A value sealed under another key (OPS_SECRET_KEY changed or lost) or altered
 * is refused with 503 and words an operator can pass on, never a stack or a wrong code's message.
 */
export function openTotpSecret(key: OpsSecretKey, stored: string): string {
  if (!isSealed(stored)) return stored;
  const packed = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (packed.length <= IV_BYTES + TAG_BYTES) throw new ServiceUnavailableError(OPS_MESSAGES.secretUnreadable);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOrRefuse(key), packed.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch (err) {
    if (err instanceof ServiceUnavailableError) throw err;
    throw new ServiceUnavailableError(OPS_MESSAGES.secretUnreadable);
  }
}

/**
 * Encrypts the secrets still stored in plain text (written before encryption); returns how many. Safe to run at
 * every start: sealed rows are left alone, and a row is only rewritten while it is still the plain value read.
 */
export async function sealPlaintextTotpSecrets(db: Conn, key: Buffer): Promise<number> {
  const rows: { id: number; totp_secret: string }[] = await db('operators').select('id', 'totp_secret').whereNot('totp_secret', 'like', `${PREFIX}%`);
  let sealed = 0;
  for (const row of rows) {
    sealed += Number(await db('operators').where({ id: row.id, totp_secret: row.totp_secret })
      .update({ totp_secret: sealTotpSecret(key, row.totp_secret) }));
  }
  return sealed;
}

/** Whether any operator exists (production refuses to start without OPS_SECRET_KEY once one does). */
export async function operatorsExist(db: Conn): Promise<boolean> {
  return Boolean(await db('operators').first('id'));
}
