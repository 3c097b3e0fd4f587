import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { MESSAGES, MOBILE_PATTERN, normalizePhone, safeRedirect } from '../../../contracts/account-rules.ts';
import type { AccountRole } from '../../domain/accounts/authentication.ts';
import { isAppError, UnauthenticatedError, ValidationError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { translate } from '../../i18n/server-intl.ts';
import { localeFromCookieHeader, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { AccountPage, accountDescription, accountHeading, type PromoBanner } from '../../../views/pages/accounts/account-page.tsx';
import { SwitchAccountPage } from '../../../views/pages/accounts/switch-account-page.tsx';
import type { AccountFormProps, AccountMode, FormMessage } from '../../../views/pages/accounts/account-form-types.ts';
import { checkRateLimit } from '../middleware/rate-limit.ts';
import { HANDOFF_PATH, HANDOFF_SPENT, SESSION_ENDED_PARAM } from '../../../contracts/session.ts';
import {
  changePasswordSchema, forgotSchema, loginSchema, parseBody, registerVendorSchema, sendOtpSchema, verifyOtpSchema,
} from '../../../contracts/accounts.ts';
import { changedText, checkCredentials, logIn, parseOwnerSignup, signInHere } from './accounts.shared.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

export interface AccountRoute {
  path: string;
  role: AccountRole;
  base: 'login' | 'signup';
}

/** Login mode where the path has /login, sign-up otherwise; vets have their own pair. */
export const ACCOUNT_PAGES: readonly AccountRoute[] = [
  { path: '/login', role: 'user', base: 'login' },
  { path: '/signup', role: 'user', base: 'signup' },
  { path: '/vendor/login', role: 'vendor', base: 'login' },
  { path: '/for-vet/signup', role: 'vendor', base: 'signup' },
];

const VENDOR_LOGIN = ACCOUNT_PAGES.find((r) => r.path === '/vendor/login')!;

const SECRET_FIELDS = new Set(['password', 'newPassword', 'currentPassword', 'confirm', 'captcha_answer', 'captcha_token', 'intent', 'otp']);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const describe = (locale: Locale, id: MessageId | undefined) => (id ? translate(locale, id) : undefined);

/** What a render after a plain post adds: the outcome and the values to show again. */
interface Outcome {
  mode?: AccountMode;
  status?: number;
  message?: FormMessage | null;
  fields?: Record<string, string>;
  phoneSent?: boolean;
  /** Where the form posts, when not this page's own URL. */
  action?: string;
}

/**
 * The account pages and their no-JavaScript form posts. The island normally
 * uses the JSON calls; these handlers do the same through the same services
 * and limits, then redirect (success) or re-render with the message.
 */
export function accountPagesRoutes({ services, rateLimits }: AppDeps): Router {
  const router = Router();
  const accounts = services.accounts;

  function modeOf(req: Request, route: AccountRoute): AccountMode {
    if (req.query.forgot === undefined) return route.base;
    return text(req.query.code) ? 'change' : 'forgot';
  }

  function linksFor(route: AccountRoute, redirectUrl: string, cc: string) {
    const [login, signup] = route.role === 'vendor' ? ['/vendor/login', '/for-vet/signup'] : ['/login/', '/signup/'];
    const q = new URLSearchParams();
    if (redirectUrl !== '/app') q.set('redirectUrl', redirectUrl);
    if (cc) q.set('cc', cc);
    const suffix = q.size ? `?${q}` : '';
    return { login: `${login}${suffix}`, signup: `${signup}${suffix}`, forgot: `${login}?forgot` };
  }

  async function render(req: Request, res: Response, route: AccountRoute, outcome: Outcome = {}) {
    const mode = outcome.mode ?? modeOf(req, route);
    const body = (req.method === 'POST' ? req.body : {}) as Record<string, unknown>;
    const redirectUrl = safeRedirect(body.redirectUrl ?? req.query.redirectUrl);
    const cc = text(req.query.cc).trim();
    const values: Record<string, string> = {};
    for (const [k, val] of Object.entries(body)) if (!SECRET_FIELDS.has(k) && typeof val === 'string') values[k] = val;
    if (!values.email && req.query.email) values.email = text(req.query.email);
    let promo: PromoBanner = null;
    let planId: number | null = null;
    if (cc && route.role === 'user') {
      const found = await accounts.promo(cc);
      promo = found.valid ? { valid: true, descriptionHtml: found.plan.descriptionHtml } : { valid: false };
      planId = found.valid ? found.plan.id : null;
    }
    const phone = normalizePhone(values.phone ?? '');
    const phoneStatus = MOBILE_PATTERN.test(phone) && (await accounts.isPhoneVerified(phone))
      ? 'verified' : outcome.phoneSent || values.otp_sent ? 'sent' : 'idle';
    // Every render of the owner sign-up asks a new single-use question, so the page must never be reused from a cache.
    const captcha = mode === 'signup' && route.role === 'user' ? await accounts.newCaptcha() : null;
    if (captcha) res.set('Cache-Control', 'no-store');
    const form: AccountFormProps = {
      mode, role: route.role, action: outcome.action ?? req.originalUrl, redirectUrl, links: linksFor(route, redirectUrl, cc),
      values, message: outcome.message ?? null, fields: outcome.fields ?? {}, captcha,
      forgotCode: mode === 'change' ? text(req.query.code) : null, planId, phoneStatus,
    };
    const sessionEnded = mode === 'login' && req.query[SESSION_ENDED_PARAM] === '1' && !outcome.message;
    // A set-password link is read (never used) before its form is shown: a used or expired one is refused at once.
    const link = mode === 'change' ? await accounts.passwordLink(text(req.query.code)) : null;
    const invite = link?.purpose === 'invite';
    const refusedLink = mode === 'change' && !link?.usable ? (invite ? MESSAGES.inviteLinkSpent : MESSAGES.resetLinkInvalid) : null;
    await renderPage(req, res, createElement(AccountPage, { form, promo, sessionEnded, invite, refusedLink }), {
      title: translate(req.locale, accountHeading(mode, route.role, invite)), description: describe(req.locale, accountDescription(mode, route.role)), status: outcome.status ?? (refusedLink ? 410 : undefined),
      noindex: mode === 'change' || mode === 'forgot',
      canonicalPath: route.path === '/login' || route.path === '/signup' ? `${route.path}/` : route.path,
    });
  }

  /** Runs one form intent; its errors become a re-render with the message, not an error page. */
  async function handle(req: Request, res: Response, route: AccountRoute) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const mode = modeOf(req, route);
    // The phone buttons are the only extra intents, and only on a sign-up page.
    const intent = mode === 'signup' && ['send_otp', 'verify_otp'].includes(text(body.intent)) ? text(body.intent) : mode;
    const redirectUrl = safeRedirect(body.redirectUrl ?? req.query.redirectUrl);
    try {
      switch (intent) {
        case 'login': {
          await checkRateLimit(rateLimits, RATE_LIMITS.login, req);
          // The form's rules first (email and password required): an empty form is told what it lacks.
          const input = parseBody(loginSchema, { ...body, role: route.role });
          req.body = input;
          const viewer = await checkCredentials(req, res, route.role);
          if (!viewer) throw new UnauthenticatedError(MESSAGES.loginFailed);
          await accounts.adoptChosenLocale(viewer, localeFromCookieHeader(req.headers.cookie));
          return res.redirect(303, (await signInHere(req, viewer, services.clinicHomes, redirectUrl)) ?? redirectUrl);
        }
        case 'signup': {
          await checkRateLimit(rateLimits, RATE_LIMITS.register, req);
          const viewer = route.role === 'vendor' ? await vetSignup(body, req.locale) : await ownerSignup(body);
          await accounts.rememberLocale(viewer, req.locale);
          return res.redirect(303, (await signInHere(req, viewer, services.clinicHomes, redirectUrl)) ?? redirectUrl);
        }
        case 'send_otp': {
          req.body = { ...body, mobile: text(body.phone) };
          await checkRateLimit(rateLimits, RATE_LIMITS.sendOtp, req);
          req.body = body;
          await accounts.sendOtp(parseBody(sendOtpSchema, { mobile: body.phone }).mobile, req.locale);
          return render(req, res, route, { message: { kind: 'success', text: MESSAGES.otpSent }, phoneSent: true });
        }
        case 'verify_otp': {
          await checkRateLimit(rateLimits, RATE_LIMITS.verifyOtpAddress, req);
          await checkRateLimit(rateLimits, RATE_LIMITS.verifyOtpNumber, req);
          const input = parseBody(verifyOtpSchema, { mobile: body.phone, otp: body.otp });
          await accounts.verifyOtp(input.mobile, input.otp);
          return render(req, res, route);
        }
        case 'forgot': {
          await checkRateLimit(rateLimits, RATE_LIMITS.forgot, req);
          const input = parseBody(forgotSchema, { email: body.email, role: route.role }, MESSAGES.loginFailed);
          await accounts.requestPasswordReset(input.role, input.email);
          return render(req, res, route, { message: { kind: 'success', text: MESSAGES.forgotSent } });
        }
        case 'change': {
          await checkRateLimit(rateLimits, RATE_LIMITS.login, req);
          if (text(body.newPassword) !== text(body.confirm)) {
            throw new ValidationError(MESSAGES.confirmMismatch, { fields: { confirm: MESSAGES.confirmMismatch } });
          }
          const input = parseBody(changePasswordSchema, { ...body, forgotCode: text(req.query.code) || body.forgotCode, role: route.role });
          const account = await accounts.changePassword(input);
          if (req.viewer && req.viewer.kind === account.kind && req.viewer.id === account.id) await logIn(req, account);
          return render(req, res, route, { mode: 'login', message: { kind: 'success', text: changedText(account) } });
        }
        default:
          throw new ValidationError(MESSAGES.somethingWrong);
      }
    } catch (err) {
      if (!isAppError(err)) throw err;
      return render(req, res, route, { status: err.status, message: { kind: 'error', text: err.message }, fields: err.fields });
    }
  }

  async function ownerSignup(body: Record<string, unknown>) {
    const input = await parseOwnerSignup(accounts, { ...body, role: 'user', source: { medium: 'Web (form)' } });
    await verifyTypedCode(input.phone, body.otp);
    return accounts.registerOwner({
      firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone,
      password: input.password, planId: input.plan_id, source: input.source,
    });
  }

  async function vetSignup(body: Record<string, unknown>, locale: Locale) {
    const input = parseBody(registerVendorSchema, { ...body, mobile_phone: body.phone });
    await verifyTypedCode(input.mobile_phone, body.otp);
    return accounts.registerVet({
      firstName: input.first_name, lastName: input.last_name, email: input.email, mobilePhone: input.mobile_phone, password: input.password, locale,
    });
  }

  /** Without JavaScript the code typed with the form is verified as part of the sign-up. */
  async function verifyTypedCode(mobile: string, otp: unknown) {
    if (text(otp).trim() && !(await accounts.isPhoneVerified(mobile))) {
      await accounts.verifyOtp(mobile, parseBody(verifyOtpSchema, { mobile, otp }).otp);
    }
  }

  // A clinic login arriving from another clinic's site: its one-time code opens the session here, once.
  router.get(HANDOFF_PATH, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const account = await services.clinicHomes.redeem(text(req.query.code), req.site.kind === 'vendor' ? req.site.vendorId : null);
    if (!account) {
      const action = `${VENDOR_LOGIN.path}?${new URLSearchParams({ redirectUrl: safeRedirect(req.query.redirectUrl) })}`;
      return render(req, res, VENDOR_LOGIN, { mode: 'login', status: 410, message: { kind: 'error', text: HANDOFF_SPENT }, action });
    }
    await logIn(req, account);
    res.redirect(303, safeRedirect(req.query.redirectUrl));
  });

  for (const route of ACCOUNT_PAGES) {
    router.get(route.path, async (req, res) => {
      const mode = modeOf(req, route);
      if (req.viewer && (mode === 'login' || mode === 'signup')) {
        const redirectUrl = safeRedirect(req.query.redirectUrl);
        if (req.viewer.kind === route.role) return res.redirect(302, redirectUrl);
        // Signed in with the other kind of account: say so and offer to switch, rather than bouncing to redirectUrl,
        // which may be the very page that sent them here.
        return renderPage(req, res, createElement(SwitchAccountPage, { need: route.role, continuePath: redirectUrl }), {
          title: translate(req.locale, accountHeading(mode, route.role)), noindex: true,
        });
      }
      await render(req, res, route);
    });
    router.post(route.path, (req, res) => handle(req, res, route));
  }

  return router;
}
