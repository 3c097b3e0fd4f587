import type { Request, Response } from 'express';
import passport from 'passport';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import type { AccountService } from '../../domain/accounts/account-service.ts';
import type { AccountRole } from '../../domain/accounts/authentication.ts';
import type { ChangedPassword } from '../../domain/accounts/password-reset.ts';
import { onForeignSite, type ClinicHomes } from '../../domain/accounts/clinic-home.ts';
import { requestOrigin } from '../request-origin.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { isAppError, ValidationError } from '../../errors.ts';
import { unavailableError } from '../../adapters/unavailable.ts';
import { refusalTexts } from '../../i18n/refusal-text.ts';
import { localeOf } from '../middleware/locale.ts';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { endedSessions } from '../live/ended-sessions.ts';
import { parseBody, registerSchema } from '../../../contracts/accounts.ts';

/** Helpers shared by the account JSON calls and the plain-form account pages. */

/**
 * An owner's sign-up fields, with its captcha used up first, whatever else is
 * wrong: every attempt takes a fresh question, so an answer can be neither
 * replayed nor guessed again. Field problems are reported before a wrong answer.
 */
export async function parseOwnerSignup(accounts: AccountService, body: Record<string, unknown>) {
  const passed = await accounts.checkCaptcha(body.captcha_token, body.captcha_answer);
  const input = parseBody(registerSchema, body);
  if (!passed) throw new ValidationError(MESSAGES.captchaWrong, { fields: { captcha: MESSAGES.captchaWrong } });
  return input;
}

/** Runs a passport local strategy without touching the session; resolves the viewer or false. */
export function checkCredentials(req: Request, res: Response, role: AccountRole): Promise<Viewer | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate(role === 'vendor' ? 'vendor-local' : 'user-local', { session: false }, (err: unknown, viewer: Viewer | false) => {
      if (err) reject(err);
      else resolve(viewer);
    })(req, res, reject);
  });
}

/** Signs the viewer into this session. passport 0.7 regenerates the session id first (no fixation). */
export function logIn(req: Request, viewer: Pick<Viewer, 'kind' | 'id'>): Promise<void> {
  return new Promise((resolve, reject) => req.login(viewer as Express.User, (err) => (err ? reject(err) : resolve())));
}

/**
 * Signs the viewer in where the request came from, unless it is a clinic login on another clinic's site: no
 * session opens there, and the answer is a URL on its own site that signs it in once (then `redirectUrl`).
 */
export async function signInHere(req: Request, viewer: Viewer, homes: ClinicHomes, redirectUrl: string): Promise<string | null> {
  if (onForeignSite(viewer, req.site.kind === 'vendor' ? req.site.vendorId : null)) {
    return homes.handoffUrl(viewer, requestOrigin(req), redirectUrl);
  }
  await logIn(req, viewer);
  return null;
}

/** Ends the session entirely: passport's logout, then the stored session and its cookie. */
export async function logOut(req: Request, res: Response): Promise<void> {
  // The session as the browser knew it (passport's logout regenerates it).
  const sid = req.session ? req.sessionID : null;
  if (req.user) await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
  if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  // Its live sockets close too, in every web process.
  if (sid) endedSessions.emit('ended', sid);
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  req.viewer = null;
}

/** What a set password is answered with: an invitation's first password is set, not reset (the spec's words for a reset). */
export function changedText(changed: Pick<ChangedPassword, 'via'>): string {
  return changed.via === 'invite' ? MESSAGES.passwordChosen : MESSAGES.passwordReset;
}

/** The public shape of a signed-in person in JSON answers (the token's claims plus names). */
export function userDto(viewer: Viewer) {
  return {
    id: viewer.id,
    vendor_id: viewer.kind === 'vendor' ? viewer.vendorId : null,
    email: viewer.email,
    role: viewer.role,
    subrole: viewer.kind === 'vendor' ? viewer.subrole : null,
    pic: viewer.pic,
    first_name: viewer.firstName,
    last_name: viewer.lastName,
  };
}

/**
 * Answers a failed account call: AppErrors keep status and message (also as
 * `msg`, which the spec's client reads); anything else is logged and becomes
 * the spec's generic 500 text. Beside the English, `text` and `fieldTexts` in the request's language when it is not English.
 */
export function sendAccountError(req: Request, res: Response, err: unknown): void {
  const appErr = isAppError(err) ? err : unavailableError(err);
  if (appErr) {
    res.status(appErr.status).json({ msg: appErr.message, error: { code: appErr.code, message: appErr.message, fields: appErr.fields }, ...refusalTexts(localeOf(req), appErr.message, appErr.fields) });
    return;
  }
  req.log?.error({ err }, 'account call failed');
  res.status(500).json({ msg: MESSAGES.somethingWrong, error: { code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.somethingWrong }, ...refusalTexts(localeOf(req), MESSAGES.somethingWrong) });
}
