import { Router, type Request, type Response } from 'express';
import { localeFromCookieHeader } from '../../../contracts/locale.ts';
import type { AppDeps } from '../../app-deps.ts';
import { MESSAGES, safeRedirect } from '../../../contracts/account-rules.ts';
import { ACCOUNT_DELETION } from '../../../contracts/profile.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { UnauthenticatedError, ValidationError } from '../../errors.ts';
import { checkRateLimit, type RateLimitRule } from '../middleware/rate-limit.ts';
import {
  changePasswordSchema, forgotSchema, loginSchema, parseBody, registerVendorSchema, sendOtpSchema, verifyOtpSchema,
} from '../../../contracts/accounts.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { changedText, checkCredentials, logIn, logOut, parseOwnerSignup, sendAccountError, signInHere, userDto } from './accounts.shared.ts';

type Handler = (req: Request, res: Response) => Promise<void>;

/** Wraps a handler so every failure answers in the account calls' JSON shape. */
const call = (handler: Handler) => (req: Request, res: Response) => handler(req, res).catch((err) => sendAccountError(req, res, err));

/** The spec's JSON account calls under /api/account. Thin: parse, one service call, answer. */
export function accountsRoutes({ services, rateLimits }: AppDeps): Router {
  const router = Router();
  const accounts = services.accounts;

  /** The shared limiter, answering a refusal in the account calls' JSON shape (with `msg`). */
  const limit = (rule: RateLimitRule) => (req: Request, res: Response, next: () => void) => {
    checkRateLimit(rateLimits, rule, req).then(() => next(), (err) => sendAccountError(req, res, err));
  };

  /**
   * Signs a browser in: its session cookie only, never a token page script could read. A clinic login on another
   * clinic's site is not signed in there: `redirect` sends it to its own site, which signs it in once.
   */
  async function signedIn(req: Request, res: Response, viewer: Viewer, status = 200, extra: object = {}) {
    const redirectUrl = safeRedirect((req.body as { redirectUrl?: unknown })?.redirectUrl);
    const redirect = await signInHere(req, viewer, services.clinicHomes, redirectUrl);
    res.status(status).json({ ...extra, user: userDto(viewer), ...(redirect ? { redirect } : {}) });
  }

  /** A fresh sign-up challenge for forms on cached pages (the booking wizard); never stored by a cache. */
  router.get('/api/account/captcha', call(async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await accounts.newCaptcha());
  }));

  router.post('/api/account/register', limit(RATE_LIMITS.register), call(async (req, res) => {
    const input = await parseOwnerSignup(accounts, (req.body ?? {}) as Record<string, unknown>);
    const viewer = await accounts.registerOwner({
      firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone,
      password: input.password, planId: input.plan_id, source: input.source,
    });
    await accounts.rememberTimeZone(viewer, input.timeZone);
    await accounts.rememberLocale(viewer, req.locale);
    await signedIn(req, res, viewer, 201, { id: viewer.id });
  }));

  router.post('/api/account/register_vendor', limit(RATE_LIMITS.register), call(async (req, res) => {
    const input = parseBody(registerVendorSchema, req.body);
    const viewer = await accounts.registerVet({
      firstName: input.first_name, lastName: input.last_name, email: input.email, mobilePhone: input.mobile_phone, password: input.password,
      locale: req.locale,
    });
    await accounts.rememberLocale(viewer, req.locale);
    await signedIn(req, res, viewer, 201, { id: viewer.id, vendor_id: viewer.kind === 'vendor' ? viewer.vendorId : null });
  }));

  router.post('/api/account/login', limit(RATE_LIMITS.login), call(async (req, res) => {
    let input;
    try {
      input = parseBody(loginSchema, req.body);
    } catch {
      throw new UnauthenticatedError(MESSAGES.loginFailed); // every login failure reads the same
    }
    req.body = input;
    const viewer = await checkCredentials(req, res, input.role);
    if (!viewer) throw new UnauthenticatedError(MESSAGES.loginFailed);
    await accounts.rememberTimeZone(viewer, input.timeZone);
    await accounts.adoptChosenLocale(viewer, localeFromCookieHeader(req.headers.cookie));
    if (!input.token) return signedIn(req, res, viewer);
    // An API client asked for a token: it gets one, stored hashed and listed on the person's profile, and no session.
    const issued = await services.apiTokens.issue(viewer, input.token_name ?? 'API client');
    res.json({ token: issued.token, token_expires_at: issued.expiresAt.toISOString(), user: userDto(viewer) });
  }));

  /** Logs out the session, or revokes the token the call came with. */
  router.post('/api/account/logout', call(async (req, res) => {
    if (req.bearer) await services.apiTokens.revokeUsed(req.bearer);
    await logOut(req, res);
    res.json({ ok: true });
  }));

  /** Ends every session and token of the person, this one included (a visitor has nothing to end). */
  router.post('/api/account/logout_everywhere', call(async (req, res) => {
    if (req.viewer) await accounts.signOutEverywhere(req.viewer);
    await logOut(req, res);
    res.json({ ok: true });
  }));

  /** An owner deletes their account (the password confirms it): signed out at once; personal data erased after 14 days. */
  router.post('/api/account/delete', limit(RATE_LIMITS.login), call(async (req, res) => {
    await services.erasure.deleteAccount(req.viewer ?? null, req.body, new Date());
    await logOut(req, res);
    res.json({ ok: true, msg: ACCOUNT_DELETION.deleted });
  }));

  router.post('/api/account/send_otp', limit(RATE_LIMITS.sendOtp), call(async (req, res) => {
    const input = parseBody(sendOtpSchema, req.body);
    await accounts.sendOtp(input.mobile, req.locale);
    res.json({ ok: true, msg: MESSAGES.otpSent });
  }));

  router.post('/api/account/verify_otp', limit(RATE_LIMITS.verifyOtpAddress), limit(RATE_LIMITS.verifyOtpNumber), call(async (req, res) => {
    const input = parseBody(verifyOtpSchema, req.body);
    await accounts.verifyOtp(input.mobile, input.otp);
    res.json({ ok: true, msg: MESSAGES.verified });
  }));

  router.post('/api/account/forgot', limit(RATE_LIMITS.forgot), call(async (req, res) => {
    const input = parseBody(forgotSchema, req.body, MESSAGES.loginFailed);
    await accounts.requestPasswordReset(input.role, input.email);
    res.json({ ok: true, msg: MESSAGES.forgotSent });
  }));

  router.post('/api/account/change_password', limit(RATE_LIMITS.login), call(async (req, res) => {
    // My Profile sends the confirmation too: a mismatch is refused here as well as in the browser.
    const confirm = (req.body as { confirm?: unknown })?.confirm;
    if (typeof confirm === 'string' && confirm !== (req.body as { newPassword?: unknown }).newPassword) {
      throw new ValidationError(MESSAGES.confirmMismatch, { fields: { confirm: MESSAGES.confirmMismatch } });
    }
    const input = parseBody(changePasswordSchema, req.body);
    const account = await accounts.changePassword(input);
    // The session that changed the password stays signed in: re-issued after the change.
    if (req.viewer && req.viewer.kind === account.kind && req.viewer.id === account.id) await logIn(req, account);
    res.json({ ok: true, msg: changedText(account) });
  }));

  return router;
}
