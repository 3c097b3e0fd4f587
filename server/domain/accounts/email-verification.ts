import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import { ValidationError } from '../../errors.ts';
import { searchChanged } from '../../db/cache-versions.ts';
import { inTransaction } from '../../db/transaction.ts';
import { clinicVerified, markClinicVerified } from '../vendors/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { vendorLoginsByIds } from './accounts.queries.ts';
import { requireRootAdmin, type Viewer } from './viewer.ts';

/** The page an emailed link opens: it asks for a click (a POST) before anything is marked. */
export const VERIFY_EMAIL_PATH = '/vendor/verify-email';
/** How long a link works. */
export const VERIFY_TTL_MS = 7 * 24 * 3600 * 1000;

/** What a link names: the clinic, its root admin's login, and when the link stops working (ms). */
export interface VerificationClaim {
  vendorId: number;
  loginId: number;
  expires: number;
}

/**
 * The link's signature binds the clinic, the login, the expiry and the address the link was sent to, so the
 * link proves that address only: once the login's email changes, old links stop working. Stateless: a link
 * may be opened twice (the second changes nothing), which is all single use would buy here.
 */
function signature(secret: string, claim: VerificationClaim, email: string): string {
  return createHmac('sha256', `email-verification:${secret}`)
    .update(`${claim.vendorId}.${claim.loginId}.${claim.expires}.${email}`).digest('base64url');
}

/** The query of a verification link (pure). */
export function verificationQuery(secret: string, claim: VerificationClaim, email: string): string {
  return new URLSearchParams({
    v: String(claim.vendorId), l: String(claim.loginId), e: String(claim.expires), s: signature(secret, claim, email),
  }).toString();
}

/** The claim a query names, before its signature is checked (pure), or null for a malformed one. */
export function readVerificationQuery(query: Record<string, unknown>): (VerificationClaim & { sig: string }) | null {
  const num = (v: unknown) => (typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : NaN);
  const [vendorId, loginId, expires] = [num(query.v), num(query.l), num(query.e)];
  if (![vendorId, loginId, expires].every(Number.isSafeInteger) || typeof query.s !== 'string') return null;
  return { vendorId, loginId, expires, sig: query.s };
}

/** The state of a link: the address it proves, whether the clinic is verified already, or null (no good). */
export interface LinkCheck {
  email: string;
  vendorId: number;
  alreadyVerified: boolean;
}

/**
 * Email verification of a clinic's sign-up address (its root admin's email): mailed at sign-up, sent again
 * from the dashboard, confirmed by a click on the page the link opens.
 */
export function emailVerification(deps: Pick<AccountDeps, 'db' | 'mail' | 'secret' | 'publicUrl'>) {
  async function check(query: Record<string, unknown>, now: Date): Promise<LinkCheck | null> {
    const claim = readVerificationQuery(query);
    if (!claim || claim.expires <= now.getTime()) return null;
    const [login] = await vendorLoginsByIds(deps.db, [claim.loginId]);
    if (!login || Number(login.vendor_id) !== claim.vendorId || login.subrole !== 'root_admin') return null;
    const expected = Buffer.from(signature(deps.secret, claim, login.email));
    const given = Buffer.from(claim.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { email: login.email, vendorId: claim.vendorId, alreadyVerified: await clinicVerified(deps.db, claim.vendorId) };
  }

  return {
    /** Mails a clinic's root admin the link that verifies their address (after the caller's commit), in their language. */
    async send(login: { vendorId: number; loginId: number; email: string; firstName: string; locale?: Locale | null }, now = new Date()): Promise<void> {
      const locale = login.locale ?? DEFAULT_LOCALE;
      const say = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);
      const query = verificationQuery(deps.secret, { vendorId: login.vendorId, loginId: login.loginId, expires: now.getTime() + VERIFY_TTL_MS }, login.email);
      const link = `${deps.publicUrl}${VERIFY_EMAIL_PATH}?${query}`;
      await deps.mail.send(renderMail({
        to: login.email,
        subject: say('mail.verify.subject'),
        sender: PRODUCT_SENDER,
        locale,
        blocks: [
          { kind: 'heading', text: say('mail.verify.heading') },
          { kind: 'paragraph', text: say('mail.hello', { name: login.firstName }) },
          { kind: 'paragraph', text: say('mail.verify.text') },
          { kind: 'button', label: say('mail.verify.button'), url: link },
          { kind: 'paragraph', text: say('mail.verify.notYou') },
        ],
      }));
    },

    /** What the link's page shows: the address it proves, or null for a link that is no good. */
    check,

    /** Confirms the address a link proves: the clinic may publish its site and take bookings from now on. */
    async confirm(query: Record<string, unknown>, now = new Date()): Promise<LinkCheck> {
      const found = await check(query, now);
      if (!found) throw new ValidationError(VERIFY_MESSAGES.linkInvalid);
      await inTransaction(deps.db, async (tx) => {
        await markClinicVerified(tx, found.vendorId, now);
        await searchChanged(tx); // its live listings join the public search
      });
      return found;
    },

    /** Sends the viewer's link again (a clinic's root admin whose clinic is not verified yet). */
    async resend(viewer: Viewer | null, now = new Date()): Promise<string> {
      const admin = requireRootAdmin(viewer);
      if (await clinicVerified(deps.db, admin.vendorId)) throw new ValidationError(VERIFY_MESSAGES.alreadyVerified);
      await this.send({ vendorId: admin.vendorId, loginId: admin.id, email: admin.email, firstName: admin.firstName, locale: admin.locale }, now);
      return admin.email;
    },
  };
}

export type EmailVerification = ReturnType<typeof emailVerification>;
