import { inTransaction } from '../../db/transaction.ts';
import { ValidationError } from '../../errors.ts';
import type { AccountDeps } from './account-deps.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';
import { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MS, sameDigest } from './codes.ts';
import {
  countAttempt, insertPhoneVerification, latestOpenVerification, markVerified, verifiedSince,
} from './phone-verifications.queries.ts';

/** How long a verified number stays good for a sign-up. */
export const VERIFIED_PHONE_TTL_MS = 60 * 60_000;

/**
 * Stores a hashed 4-digit code for the number and texts it once the row has committed, in the language of the
 * page that asked for it (the signed-in person's stored one, else the visitor's: `req.locale`).
 */
export async function sendOtp(deps: AccountDeps, mobile: string, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<void> {
  const code = generateOtp();
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await insertPhoneVerification(tx, {
      mobile, code_hash: hashOtp(deps.secret, mobile, code), expires_at: new Date(now.getTime() + OTP_TTL_MS),
    });
    afterCommit(() => deps.sms.send({
      to: mobile,
      text: translate(locale, 'sms.otp', { code }),
    }));
  });
}

/**
 * Checks a code against the newest open one for the number. Every try counts,
 * right or wrong, and a code allows at most five; all failures read 'Invalid OTP'.
 */
export async function verifyOtp(deps: AccountDeps, mobile: string, otp: string, now = new Date()): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const open = await latestOpenVerification(tx, mobile, now);
    const counted = open && (await countAttempt(tx, open.id, OTP_MAX_ATTEMPTS));
    if (!counted || !sameDigest(counted.code_hash, hashOtp(deps.secret, mobile, otp))) {
      return false;
    }
    await markVerified(tx, counted.id, now);
    return true;
  }).then((ok) => {
    // Thrown after the transaction so the counted attempt is kept.
    if (!ok) throw new ValidationError(MESSAGES.invalidOtp, { fields: { otp: MESSAGES.invalidOtp } });
  });
}

/** True when the number was verified recently enough to sign up with. */
export async function isPhoneVerified(deps: Pick<AccountDeps, 'db'>, mobile: string, now = new Date()): Promise<boolean> {
  return !!(await verifiedSince(deps.db, mobile, new Date(now.getTime() - VERIFIED_PHONE_TTL_MS)));
}
