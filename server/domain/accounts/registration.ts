import { clinicWelcomeMessage } from './clinic-welcome.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, sqlState, SQLSTATE, ValidationError } from '../../errors.ts';
import { insertVendor } from '../vendors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { MESSAGES, normalizeEmail, passwordProblem } from '../../../contracts/account-rules.ts';
import { hashPassword, userViewer, vendorViewer } from './authentication.ts';
import { insertUser, insertVendorLogin, userByEmail, usersByIds, vendorLoginByEmail, vendorLoginsByIds } from './accounts.queries.ts';
import { VERIFIED_PHONE_TTL_MS } from './phone-verification.ts';
import { verifiedSince } from './phone-verifications.queries.ts';
import { planById, usePlan } from '../payments/index.ts';
import type { Viewer } from './viewer.ts';
import { emailVerification } from './email-verification.ts';
import type { Tx } from '../../db/knex.ts';
import type { Locale } from '../../../contracts/locale.ts';

export const VET_TYPE = 1000;

export interface OwnerSignup {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  planId?: number | null;
  source?: Record<string, string | number | null>;
}

export interface VetSignup {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  password: string;
  /** The language the clinic signs up in: its welcome and verification mails are written in it. */
  locale?: Locale;
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new ValidationError(problem, { fields: { password: problem } });
}

async function requireVerifiedPhone(tx: Tx, mobile: string, now: Date): Promise<void> {
  const verified = await verifiedSince(tx, mobile, new Date(now.getTime() - VERIFIED_PHONE_TTL_MS));
  if (!verified) throw new ValidationError(MESSAGES.phoneNotVerified, { fields: { phone: MESSAGES.phoneNotVerified } });
}

/** A duplicate email that slipped past the check (two sign-ups racing) is still a 409, not a 500. */
function duplicateAware(err: unknown): never {
  if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ConflictError(MESSAGES.duplicateEmail, { fields: { email: MESSAGES.duplicateEmail } });
  throw err;
}

/**
 * Creates a pet owner whose phone was verified, attaching a usable promo plan.
 * The bcrypt hash is computed before the transaction so no lock waits on it.
 */
export async function registerOwner(deps: AccountDeps, input: OwnerSignup, now = new Date()): Promise<Viewer> {
  checkPassword(input.password);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const id = await inTransaction(deps.db, async (tx) => {
    if (await userByEmail(tx, email)) throw new ConflictError(MESSAGES.duplicateEmail, { fields: { email: MESSAGES.duplicateEmail } });
    await requireVerifiedPhone(tx, input.phone, now);
    let plan: { id: number; code: string } | null = null;
    if (input.planId) {
      const row = await planById(tx, input.planId);
      if (!row || !(await usePlan(tx, row.id, now))) throw new ValidationError(MESSAGES.invalidCode, { fields: { plan_id: MESSAGES.invalidCode } });
      plan = { id: Number(row.id), code: row.code };
    }
    return insertUser(tx, {
      first_name: input.firstName, last_name: input.lastName, email, phone: input.phone, phone_verified_at: now,
      password_hash: passwordHash, signup_plan: plan?.id ?? null, promocode: plan?.code ?? null, source: input.source ?? {},
    }).catch(duplicateAware);
  });
  const [row] = await usersByIds(deps.db, [id]);
  return userViewer(row);
}

/**
 * Creates a vet: the vendor (type 1000, named after the person) and its
 * root-admin login, in one transaction so neither exists without the other;
 * then mails the link that verifies the sign-up address, and the welcome with the first steps.
 */
export async function registerVet(deps: AccountDeps, input: VetSignup, now = new Date()): Promise<Viewer> {
  checkPassword(input.password);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const loginId = await inTransaction(deps.db, async (tx) => {
    if (await vendorLoginByEmail(tx, email)) throw new ConflictError(MESSAGES.duplicateEmail, { fields: { email: MESSAGES.duplicateEmail } });
    await requireVerifiedPhone(tx, input.mobilePhone, now);
    const vendorId = await insertVendor(tx, {
      name: `${input.firstName} ${input.lastName}`,
      type: VET_TYPE,
      details: { mobile: input.mobilePhone, email, summary: '' },
    });
    return insertVendorLogin(tx, {
      vendor_id: vendorId, first_name: input.firstName, last_name: input.lastName, email, phone: input.mobilePhone,
      password_hash: passwordHash, subrole: 'root_admin',
    }).catch(duplicateAware);
  });
  const [row] = await vendorLoginsByIds(deps.db, [loginId]);
  // Only the phone is proven so far: the clinic publishes and takes bookings once this address is too.
  await deps.mail.send(clinicWelcomeMessage({ to: email, firstName: row.first_name, publicUrl: deps.publicUrl, locale: input.locale }));
  await emailVerification(deps).send({ vendorId: Number(row.vendor_id), loginId, email, firstName: row.first_name, locale: input.locale }, now);
  return vendorViewer(row);
}
