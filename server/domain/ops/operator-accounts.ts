import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../errors.ts';
import { BCRYPT_COST, hashPassword } from '../accounts/authentication.ts';
import { passwordProblem } from '../../../contracts/account-rules.ts';
import { OPS_MESSAGES, RECOVERY_CODE_COUNT } from '../../../contracts/ops.ts';
import {
  acceptTotpStep, insertOperator, insertRecoveryCodes, operatorByEmail, operatorById, spendRecoveryCode, unusedRecoveryCodes, type OperatorRow,
} from './operators.queries.ts';
import { recordOperatorAction } from './ops-audit.ts';
import type { OperatorViewer } from './operator-viewer.ts';
import { openTotpSecret, sealTotpSecret, type OpsSecretKey } from './totp-secret-box.ts';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Petcare operators';
/** Codes of the previous and next 30-second step pass too (a phone's clock a little off). */
const TOTP_TOLERANCE_SECONDS = 30;
const TOTP_PERIOD_SECONDS = 30;
/** Operators hold the keys to every clinic's money: a longer password than owners'. */
export const OPERATOR_PASSWORD_MIN = 12;
const DUMMY_HASH = bcrypt.hashSync('not-an-operator-password', BCRYPT_COST);
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as typed (any case, dashes and spaces anywhere), in the one form its hash is taken of. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** Ten random characters (about 49 bits) shown as two groups of five. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export interface NewOperator {
  id: number;
  email: string;
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

/** The otpauth:// address an authenticator app reads (from a QR code or typed in). */
export function otpauthUrlOf(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * Creates an operator (`npm run ops:create-operator`): a password of the owners' rules, a fresh TOTP secret and
 * RECOVERY_CODE_COUNT recovery codes, shown once here and stored only as hashes. Two-factor counts as set up
 * once the first code from the authenticator verifies (at the first sign-in). The secret is stored encrypted under
 * `key` (OPS_SECRET_KEY); without a key nothing is created.
 */
export async function createOperator(
  db: Db, input: { email: string; name: string; password: string }, key: OpsSecretKey,
): Promise<NewOperator> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ValidationError('Enter a valid email address.');
  const name = input.name.trim();
  if (!name || name.length > 100) throw new ValidationError('Enter a name of at most 100 characters.');
  const problem = input.password.length < OPERATOR_PASSWORD_MIN
    ? `An operator's password has at least ${OPERATOR_PASSWORD_MIN} characters.` : passwordProblem(input.password);
  if (problem) throw new ValidationError(problem);
  const secret = generateSecret();
  const sealedSecret = sealTotpSecret(key, secret);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const passwordHash = await hashPassword(input.password);
  const id = await inTransaction(db, async (tx) => {
    if (await operatorByEmail(tx, email)) throw new ConflictError(`An operator with ${email} exists already.`);
    const operatorId = await insertOperator(tx, { email, name, password_hash: passwordHash, totp_secret: sealedSecret });
    await insertRecoveryCodes(tx, operatorId, recoveryCodes.map(hashRecoveryCode));
    return operatorId;
  });
  return { id, email, secret, otpauthUrl: otpauthUrlOf(email, secret), recoveryCodes };
}

/** The operator a session names, while the account is enabled; null otherwise. */
export async function activeOperator(db: Db, id: number): Promise<OperatorRow | null> {
  const row = await operatorById(db, id);
  return row && !row.disabled_at ? row : null;
}

/** The first factor: the operator's id for a right email and password (the same refusal for any wrong one). */
export async function checkOperatorPassword(db: Db, email: string, password: string): Promise<number> {
  const row = await operatorByEmail(db, email);
  const ok = await bcrypt.compare(password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !ok || row.disabled_at) throw new UnauthenticatedError(OPS_MESSAGES.wrongCredentials);
  return Number(row.id);
}

/** The TOTP step a code verifies at now, or null. */
async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_TOLERANCE_SECONDS });
  return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
}

export type SecondFactorOutcome = { via: 'totp'; enrolled: boolean } | { via: 'recovery'; left: number };

/**
 * The second factor of a sign-in whose password passed: a TOTP code (once per time step), or an unused recovery
 * code (spent). Before two-factor is set up only a TOTP code is taken, and it sets two-factor up. The sign-in is
 * written to the audit log in the same transaction.
 */
export async function checkSecondFactor(
  db: Db, key: OpsSecretKey, operatorId: number, typed: string, now: Date, address: string | null,
): Promise<SecondFactorOutcome> {
  const row = await activeOperator(db, operatorId);
  if (!row) throw new UnauthenticatedError(OPS_MESSAGES.sessionEnded);
  const enrolled = row.totp_confirmed_at !== null;
  const code = typed.replace(/\s/g, '');
  const who = { id: Number(row.id), email: row.email, address };
  const step = await totpStep(openTotpSecret(key, row.totp_secret), code, now);
  if (step !== null) {
    const accepted = await inTransaction(db, async (tx) => {
      if (!(await acceptTotpStep(tx, who.id, step, now, !enrolled))) return false;
      if (!enrolled) await recordOperatorAction(tx, who, 'operator.two_factor_set_up', { kind: 'operator', id: who.id }, {}, now);
      await recordOperatorAction(tx, who, 'operator.signed_in', { kind: 'operator', id: who.id }, { factor: 'authenticator' }, now);
      return true;
    });
    if (accepted) return { via: 'totp', enrolled: !enrolled };
  } else if (enrolled) {
    const spent = await inTransaction(db, async (tx) => {
      if (!(await spendRecoveryCode(tx, who.id, hashRecoveryCode(code), now))) return false;
      await recordOperatorAction(tx, who, 'operator.signed_in_with_recovery_code', { kind: 'operator', id: who.id }, { factor: 'recovery code' }, now);
      return true;
    });
    if (spent) return { via: 'recovery', left: await unusedRecoveryCodes(db, who.id) };
  }
  throw new ValidationError(enrolled ? OPS_MESSAGES.wrongCode : OPS_MESSAGES.wrongEnrolCode, {
    fields: { code: enrolled ? OPS_MESSAGES.wrongCode : OPS_MESSAGES.wrongEnrolCode },
  });
}

/** The operator a console session names, as the services see them (two-factor: set up and passed by this session). */
export async function operatorViewerOf(db: Db, id: number, passedSecondFactor: boolean, address: string | null): Promise<OperatorViewer | null> {
  const row = await activeOperator(db, id);
  if (!row) return null;
  return {
    kind: 'operator', id: Number(row.id), email: row.email, name: row.name,
    twoFactor: passedSecondFactor && row.totp_confirmed_at !== null, address,
  };
}

/** What the enrolment step shows: the otpauth address, for the QR code and the key typed by hand. */
export async function enrolmentOf(db: Db, key: OpsSecretKey, id: number): Promise<{ otpauthUrl: string; secret: string } | null> {
  const row = await activeOperator(db, id);
  if (!row || row.totp_confirmed_at) return null;
  const secret = openTotpSecret(key, row.totp_secret);
  return { otpauthUrl: otpauthUrlOf(row.email, secret), secret };
}

/** Writes a sign-out to the audit log. */
export async function recordSignOut(db: Db, operator: OperatorViewer, now: Date): Promise<void> {
  await recordOperatorAction(db, operator, 'operator.signed_out', { kind: 'operator', id: operator.id }, {}, now);
}

/** The sign-in steps and session reads the console's routes call, bound to the database and the secrets' key. */
export function operatorSignIn(db: Db, key: OpsSecretKey) {
  return {
    checkPassword: (email: string, password: string) => checkOperatorPassword(db, email, password),
    checkSecondFactor: (operatorId: number, code: string, now: Date, address: string | null) => checkSecondFactor(db, key, operatorId, code, now, address),
    viewerOf: (id: number, passedSecondFactor: boolean, address: string | null) => operatorViewerOf(db, id, passedSecondFactor, address),
    enrolment: (id: number) => enrolmentOf(db, key, id),
    signedOut: (operator: OperatorViewer, now: Date) => recordSignOut(db, operator, now),
  };
}
export type OperatorSignIn = ReturnType<typeof operatorSignIn>;
