import bcrypt from 'bcryptjs';
import { inTransaction } from '../../db/transaction.ts';
import { UnauthenticatedError, ValidationError } from '../../errors.ts';
import type { AccountDeps } from './account-deps.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';
import { MESSAGES, normalizeEmail, passwordProblem } from '../../../contracts/account-rules.ts';
import { authenticate, hashPassword, type AccountRole } from './authentication.ts';
import { setPassword, userByEmail, vendorLoginByEmail } from './accounts.queries.ts';
import { revokeApiTokensOf } from './api-tokens.queries.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { generateResetCode, hashResetCode, RESET_TTL_MS } from './codes.ts';
import {
  consumePasswordReset, insertPasswordReset, passwordResetByCode, type PasswordLinkPurpose,
} from './password-resets.queries.ts';

/** Where each role's reset link lands: the page that shows change-password mode. */
export function resetPath(role: AccountRole): string {
  return role === 'vendor' ? '/vendor/login' : '/login/';
}

/** What a set-password email says and how long its link lives: a reset (the default) or an invitation. */
export interface PasswordLinkMail {
  purpose: PasswordLinkPurpose;
  ttlMs: number;
  subject: string;
  /** The mail's blocks (mail-layout.ts) for the account's first name and the link. */
  blocks: (firstName: string, link: string) => MailBlock[];
  /** Who signs it: a clinic's name for the mails it has sent; the product by default. */
  sender?: string;
  /** The site the link opens on (a clinic's own, for the customers it registers); the main site by default. */
  siteUrl?: string;
  /** The language it is written in (the HTML's `lang`, the footer); English by default. */
  locale?: Locale;
}

/** The reset mail, in the account's language. */
function resetMail(locale: Locale): PasswordLinkMail {
  const say = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);
  return {
    purpose: 'reset',
    ttlMs: RESET_TTL_MS,
    subject: say('mail.reset.subject'),
    locale,
    blocks: (firstName, link) => [
      { kind: 'heading', text: say('mail.reset.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: firstName }) },
      { kind: 'paragraph', text: say('mail.reset.text') },
      { kind: 'button', label: say('mail.reset.button'), url: link },
      { kind: 'paragraph', text: say('mail.reset.notYou') },
    ],
  };
}

/** Invitation links last a week: a new team member may not read their mail the same hour. */
export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Emails a single-use link to choose a password (one hour for a reset; a week for an invitation) when
 * the account exists. The caller answers the same way whether or not it does (no enumeration). A reset is
 * written in the account's stored language (English when it has none).
 */
export async function requestPasswordReset(
  deps: AccountDeps, role: AccountRole, rawEmail: string, now = new Date(), given?: PasswordLinkMail,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const account = role === 'vendor' ? await vendorLoginByEmail(deps.db, email) : await userByEmail(deps.db, email);
  // A deleted account gets no link: nothing brings it back.
  if (!account || ('deleted_at' in account && account.deleted_at)) return;
  const mail = given ?? resetMail(account.locale ?? DEFAULT_LOCALE);
  const code = generateResetCode();
  const query = new URLSearchParams({ forgot: '', code, email });
  const link = `${mail.siteUrl ?? deps.publicUrl}${resetPath(role)}?${query.toString()}`;
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await insertPasswordReset(tx, {
      account_type: role === 'vendor' ? 'vendor_login' : 'user',
      account_id: Number(account.id),
      purpose: mail.purpose,
      code_hash: hashResetCode(code),
      expires_at: new Date(now.getTime() + mail.ttlMs),
    });
    afterCommit(() => deps.mail.send(renderMail({
      to: email, subject: mail.subject, blocks: mail.blocks(account.first_name, link), sender: mail.sender ?? PRODUCT_SENDER, locale: mail.locale,
    })));
  });
}

/** What a set-password link opens: its purpose, and whether it can still set a password. */
export interface PasswordLinkState {
  purpose: PasswordLinkPurpose;
  usable: boolean;
}

/**
 * Reads the link a code belongs to without using it, so its page can refuse a used or expired link at once
 * rather than after the form is filled in. Null for a code that was never issued.
 */
export async function passwordLinkState(deps: Pick<AccountDeps, 'db'>, code: string, now = new Date()): Promise<PasswordLinkState | null> {
  const row = code ? await passwordResetByCode(deps.db, hashResetCode(code)) : undefined;
  if (!row) return null;
  return { purpose: row.purpose, usable: row.used_at === null && row.expires_at > now };
}

/** Who changed their password, and how: by a reset link, an invitation, or their current password. */
export interface ChangedPassword {
  kind: AccountRole;
  id: number;
  via: PasswordLinkPurpose | 'current';
}

export interface PasswordChange {
  role: AccountRole;
  email: string;
  newPassword: string;
  forgotCode?: string;
  currentPassword?: string;
}

/**
 * Sets a new password with a reset code (single use, one hour) or the current
 * password, stamps password_changed_at so every older session ends, and revokes
 * every API token of the person in the same transaction. Returns the account, so the caller can re-issue the session it came from.
 */
export async function changePassword(deps: AccountDeps, input: PasswordChange, now = new Date()): Promise<ChangedPassword> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new ValidationError(problem, { fields: { newPassword: problem } });
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.newPassword);

  if (input.forgotCode) {
    return inTransaction(deps.db, async (tx) => {
      const reset = await consumePasswordReset(tx, hashResetCode(input.forgotCode!), now);
      const account = input.role === 'vendor' ? await vendorLoginByEmail(tx, email) : await userByEmail(tx, email);
      const expectedType = input.role === 'vendor' ? 'vendor_login' : 'user';
      // A code for another account or role is as good as none; throwing rolls back its use.
      if (!reset || !account || reset.account_type !== expectedType || Number(reset.account_id) !== Number(account.id)) {
        throw new ValidationError(MESSAGES.resetLinkInvalid);
      }
      // Refused before the code is spent (the throw rolls its use back), so the same link can choose another.
      if (await bcrypt.compare(input.newPassword, account.password_hash)) refuseSamePassword();
      await setPassword(tx, input.role, Number(account.id), passwordHash, now);
      await revokeApiTokensOf(tx, input.role, Number(account.id), now);
      return { kind: input.role, id: Number(account.id), via: reset.purpose };
    });
  }

  if (!input.currentPassword) throw new ValidationError(MESSAGES.currentPasswordRequired, { fields: { currentPassword: MESSAGES.currentPasswordRequired } });
  const viewer = await authenticate(deps.db, input.role, email, input.currentPassword).catch((err) => {
    if (err instanceof UnauthenticatedError) throw new ValidationError(MESSAGES.currentPasswordWrong, { fields: { currentPassword: MESSAGES.currentPasswordWrong } });
    throw err;
  });
  if (input.newPassword === input.currentPassword) refuseSamePassword();
  await inTransaction(deps.db, async (tx) => {
    await setPassword(tx, input.role, viewer.id, passwordHash, now);
    await revokeApiTokensOf(tx, input.role, viewer.id, now);
  });
  return { kind: input.role, id: viewer.id, via: 'current' };
}

/** A "new" password that is the current one changes nothing, yet would end every other session: refused. */
function refuseSamePassword(): never {
  throw new ValidationError(MESSAGES.samePassword, { fields: { newPassword: MESSAGES.samePassword } });
}
