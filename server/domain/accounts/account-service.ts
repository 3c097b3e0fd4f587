import type { Adapters } from '../../adapters/index.ts';
import type { Db } from '../../db/knex.ts';
import { sanitizeTenantHtml } from '../websites/sanitize.ts';
import type { AccountDeps } from './account-deps.ts';
import { createCaptcha, verifyCaptcha, type Captcha } from './captcha.ts';
import type { CaptchaStore } from '../../adapters/captcha-store.ts';
import {
  changePassword, INVITE_TTL_MS, passwordLinkState, requestPasswordReset, type ChangedPassword, type PasswordChange, type PasswordLinkState,
} from './password-reset.ts';
import { isPhoneVerified, sendOtp, verifyOtp } from './phone-verification.ts';
import { planByCode } from '../payments/index.ts';
import { setAccountLocale, setUserTimeZone } from './accounts.queries.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { knownZone } from '../reference/known-zone.ts';
import { registerOwner, registerVet, type OwnerSignup, type VetSignup } from './registration.ts';
import { signOutEverywhere } from './sign-out.ts';
import { emailVerification, type EmailVerification } from './email-verification.ts';
import type { AccountRole } from './authentication.ts';
import type { Viewer } from './viewer.ts';

/** The promo banner's data: a usable plan, or 'Invalid code'. */
export type PromoResult =
  | { valid: true; plan: { id: number; code: string; descriptionHtml: string } }
  | { valid: false };

/**
 * The accounts use cases routes and resolvers call: sign-ups, phone codes,
 * password reset and change, promo lookup, captcha. Login itself goes through
 * passport (`authenticate` in authentication.ts).
 */
export class AccountService {
  private readonly deps: AccountDeps;

  /** A clinic's sign-up address: its link mailed, sent again, checked and confirmed. */
  readonly emailVerification: EmailVerification;

  constructor(db: Db, adapters: Pick<Adapters, 'mail' | 'sms'>, options: { secret: string; publicUrl: string; captchas: CaptchaStore }) {
    this.deps = { db, mail: adapters.mail, sms: adapters.sms, captchas: options.captchas, secret: options.secret, publicUrl: options.publicUrl };
    this.emailVerification = emailVerification(this.deps);
  }

  registerOwner(input: OwnerSignup): Promise<Viewer> {
    return registerOwner(this.deps, input);
  }

  registerVet(input: VetSignup): Promise<Viewer> {
    return registerVet(this.deps, input);
  }

  /** Texts a sign-up code to the number, in `locale` (the asking page's language; English by default). */
  sendOtp(mobile: string, locale?: Locale): Promise<void> {
    return sendOtp(this.deps, mobile, new Date(), locale);
  }

  verifyOtp(mobile: string, otp: string): Promise<void> {
    return verifyOtp(this.deps, mobile, otp);
  }

  isPhoneVerified(mobile: string): Promise<boolean> {
    return isPhoneVerified(this.deps, mobile);
  }

  requestPasswordReset(role: AccountRole, email: string): Promise<void> {
    return requestPasswordReset(this.deps, role, email);
  }

  /**
   * Mails a new team member of a clinic a week-long link to choose their password, in `locale`: the new login has no
   * language of its own yet, so the team service gives the inviting login's (English when it has none).
   */
  inviteVendorLogin(email: string, clinicName: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
    const say = (id: MessageId) => translate(locale, id, { clinic: clinicName });
    return requestPasswordReset(this.deps, 'vendor', email, new Date(), {
      purpose: 'invite',
      ttlMs: INVITE_TTL_MS,
      subject: say('mail.teamInvite.subject'),
      locale,
      blocks: (firstName, link) => [
        { kind: 'heading', text: say('mail.teamInvite.heading') },
        { kind: 'paragraph', text: translate(locale, 'mail.hello', { name: firstName }) },
        { kind: 'paragraph', text: say('mail.teamInvite.text') },
        { kind: 'button', label: say('mail.teamInvite.button'), url: link },
        { kind: 'paragraph', text: say('mail.teamInvite.notExpected') },
      ],
    });
  }

  /** Welcomes a shelter partner the operator approved: a week-long link to choose its password, then its Shelter page. */
  welcomeShelter(email: string, shelterName: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
    const say = (id: MessageId, values?: Record<string, string>) => translate(locale, id, { shelter: shelterName, ...values });
    return requestPasswordReset(this.deps, 'user', email, new Date(), {
      purpose: 'invite',
      ttlMs: INVITE_TTL_MS,
      subject: say('shelter.mail.welcome.subject'),
      locale,
      blocks: (firstName, link) => [
        { kind: 'heading', text: say('shelter.mail.welcome.heading') },
        { kind: 'paragraph', text: say('shelter.mail.welcome.hello', { name: firstName }) },
        { kind: 'paragraph', text: say('shelter.mail.welcome.text') },
        { kind: 'button', label: say('shelter.mail.welcome.button'), url: link },
        { kind: 'paragraph', text: say('shelter.mail.welcome.next') },
      ],
    });
  }

  /**
   * Welcomes an owner a clinic registered at its desk: from the clinic, with a link to choose a password that
   * lasts as long as a team invitation (a week) and opens on the clinic's own site; written in `locale`, the
   * language the desk chose for them (stored as theirs).
   */
  welcomeDeskCustomer(email: string, clinic: { name: string; siteUrl: string }, locale: Locale = DEFAULT_LOCALE): Promise<void> {
    const say = (id: MessageId) => translate(locale, id, { clinic: clinic.name });
    return requestPasswordReset(this.deps, 'user', email, new Date(), {
      purpose: 'invite',
      ttlMs: INVITE_TTL_MS,
      siteUrl: clinic.siteUrl,
      subject: say('mail.deskWelcome.subject'),
      sender: clinic.name,
      locale,
      blocks: (firstName, link) => [
        { kind: 'heading', text: say('mail.deskWelcome.heading') },
        { kind: 'paragraph', text: translate(locale, 'mail.hello', { name: firstName }) },
        { kind: 'paragraph', text: say('mail.deskWelcome.text') },
        { kind: 'button', label: say('mail.deskWelcome.button'), url: link },
        { kind: 'paragraph', text: say('mail.deskWelcome.share') },
        { kind: 'paragraph', text: say('mail.deskWelcome.notExpected') },
      ],
    });
  }

  changePassword(input: PasswordChange): Promise<ChangedPassword> {
    return changePassword(this.deps, input);
  }

  /** What a set-password link is for and whether it still works, without using it. */
  passwordLink(code: string): Promise<PasswordLinkState | null> {
    return passwordLinkState(this.deps, code);
  }

  /** Ends every session and API token of the viewer (the caller ends the request's own session). */
  signOutEverywhere(viewer: Viewer | null): Promise<void> {
    return signOutEverywhere(this.deps.db, viewer);
  }

  /** A plan by its code (any case) when it is unexpired and has uses left. */
  async promo(code: string, now = new Date()): Promise<PromoResult> {
    const plan = code ? await planByCode(this.deps.db, code) : undefined;
    if (!plan) return { valid: false };
    if (plan.expires_at && new Date(plan.expires_at) <= now) return { valid: false };
    if (plan.max_uses !== null && plan.uses >= plan.max_uses) return { valid: false };
    // The description is HTML from the admin; sanitised again on the way out like tenant HTML.
    return { valid: true, plan: { id: Number(plan.id), code: plan.code, descriptionHtml: sanitizeTenantHtml(plan.description) } };
  }

  /**
   * Remembers the zone an owner's own browser reported at sign-in or sign-up, so a booking
   * a vet makes for them later names the owner's time. Vets' zones are never stored as an
   * owner's; an unknown zone is ignored.
   */
  async rememberTimeZone(viewer: Viewer, zone: unknown): Promise<void> {
    const known = knownZone(zone);
    if (viewer.kind === 'user' && known) await setUserTimeZone(this.deps.db, viewer.id, known);
  }

  /**
   * Stores the language a person chose with the switch, or the one they signed up in: their pages open in it once
   * they sign in, and every message to them is written in it. No write when it is unchanged.
   */
  async rememberLocale(viewer: Pick<Viewer, 'kind' | 'id'>, locale: Locale): Promise<void> {
    await setAccountLocale(this.deps.db, viewer.kind, viewer.id, locale);
  }

  /**
   * At sign-in: a person with no stored language takes the one their browser chose with the switch (the `lang`
   * cookie), so what is sent to them follows the language they read the site in. A stored language is kept.
   */
  async adoptChosenLocale(viewer: Viewer, chosen: Locale | null): Promise<void> {
    if (chosen && !viewer.locale) await this.rememberLocale(viewer, chosen);
  }

  /** A new single-use sign-up challenge. */
  newCaptcha(): Promise<Captcha> {
    return createCaptcha(this.deps.captchas);
  }

  /** Uses up the challenge named by the token; true only for a live one answered right. */
  checkCaptcha(token: unknown, answer: unknown): Promise<boolean> {
    return verifyCaptcha(this.deps.captchas, token, answer);
  }
}
