import { useState, type FormEvent, type MouseEvent } from 'react';
import { AccountWordsContext, useAccountWords } from '../../views/pages/accounts/account-words.ts';
import { accountFormEn } from '../../contracts/messages/en-account-form.ts';
import type { z } from 'zod';
import { LINK_SEPARATOR, type AccountFormProps, type FormMessage, type PhoneStatus } from '../../views/pages/accounts/account-form-types.ts';
import { Field, PhoneVerify } from '../../views/pages/accounts/account-fields.tsx';
import { FormTokenField } from '../../views/form-token.tsx';
import { showSignedInHeader, type SignedInUser } from '../lib/signed-in-header.tsx';
import { MESSAGES } from '../../contracts/account-rules.ts';
import { formAlert } from '../lib/form-alert.ts';
import { ValidationError } from '../../contracts/errors.ts';
import { fetchCaptcha } from '../lib/captcha.ts';
import { browserZone } from '../../contracts/time-zone.ts';
import { postJson } from '../lib/post-json.ts';
import { sayFields, sayText } from '../../contracts/messages/fill.ts';
import type { AccountAnswer, RestCalls, RestInput } from '../../contracts/rest-calls.ts';

/** The account calls this form makes. */
type AccountPath = Extract<keyof RestCalls, `/api/account/${string}`>;

export type { SignedInUser };

interface ApiAnswer {
  ok: boolean;
  msg?: string;
  fields: Record<string, string>;
  user?: SignedInUser;
  /** Where to go instead (a clinic login signing in on another clinic's site: its own site). */
  redirect?: string;
}

/**
 * Embedding another island's form: instead of leaving the page after login or
 * sign-up the form hands the account over, and the login/sign-up links switch
 * the mode in place.
 */
export interface EmbeddedAccountForm {
  onSignedIn?: (user: SignedInUser) => void;
  onSwitchMode?: (mode: 'login' | 'signup') => void;
}

/** The input that shows a field's message, where the server names it otherwise. */
const INPUT_OF: Record<string, string> = { mobile: 'phone', mobile_phone: 'phone', captcha: 'captcha_answer' };

/** POSTs JSON to an account call; the server answers failures with `msg` and `error.fields`. */
async function callApi<P extends AccountPath>(path: P, body: RestInput<P>, unreachable: string): Promise<ApiAnswer> {
  const answer = await postJson(path, body);
  if (answer.status === 0) return { ok: false, msg: unreachable, fields: {} };
  const json = answer.body as Partial<AccountAnswer> & { error?: { fields?: Record<string, string> } };
  return { ok: answer.ok, msg: json.msg, fields: json.error?.fields ?? {}, user: json.user, redirect: json.redirect };
}

type AccountRules = typeof import('../../contracts/accounts.ts');
let rulesLoading: Promise<AccountRules> | null = null;

/**
 * The server's account rules (zod), fetched apart from the form: a page that only shows the form (the booking
 * wizard and checkout before sign-in, the login page) stays small, and the rules are asked for as soon as
 * someone starts filling it in, so they are there when it is sent.
 */
function accountRules(): Promise<AccountRules> {
  if (!rulesLoading) {
    rulesLoading = import('../../contracts/accounts.ts');
    rulesLoading.catch(() => { rulesLoading = null; }); // a failed fetch is tried again at the next check
  }
  return rulesLoading;
}

/**
 * The server's own field rules (names, phone, email, password), checked before
 * a call so a slip is shown at once: a refusal in the shape the server answers, or null.
 * When the rules cannot be fetched the call goes ahead: the server checks the same rules.
 */
async function localCheck(pick: (rules: AccountRules) => z.ZodType, body: Record<string, unknown>): Promise<ApiAnswer | null> {
  let rules: AccountRules;
  try {
    rules = await accountRules();
  } catch {
    return null;
  }
  try {
    rules.parseBody(pick(rules), body);
    return null;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return { ok: false, msg: err.message, fields: err.fields ?? {} };
  }
}

/**
 * Login, sign-up, forgot and change-password forms for owners and vets. Server
 * rendered as a plain form that posts to the page itself; once hydrated it
 * talks to the JSON calls instead and keeps the person on the page on errors.
 * The browser never hashes passwords: they travel over TLS to the server.
 */
export default function AccountForm(props: AccountFormProps & EmbeddedAccountForm) {
  return (
    <AccountWordsContext.Provider value={props.words ?? accountFormEn}>
      <AccountFormBody {...props} />
    </AccountWordsContext.Provider>
  );
}

function AccountFormBody(props: AccountFormProps & EmbeddedAccountForm) {
  const say = useAccountWords();
  const { mode, role } = props;
  const call = <P extends AccountPath>(path: P, body: RestInput<P>) => callApi(path, body, say('accountForm.somethingWrong'));
  const [values, setValues] = useState<Record<string, string>>({ ...props.values });
  const [busy, setBusy] = useState(false);
  // The server's messages in the page's language (its text map; English where it gives none).
  const texts = props.texts ?? {};
  const [message, setMessage] = useState<FormMessage | null>(props.message && { ...props.message, text: sayText(props.message.text, texts) });
  const [fields, setFields] = useState<Record<string, string>>(() => sayFields(props.fields, texts));
  const [phoneStatus, setPhoneStatus] = useState<PhoneStatus>(props.phoneStatus);
  const [captcha, setCaptcha] = useState(props.captcha);
  const v = (name: string) => values[name] ?? '';
  const onChange = (name: string, value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  const email = () => v('email').trim().toLowerCase();

  function fail(answer: ApiAnswer) {
    setMessage({ kind: 'error', text: sayText(answer.msg ?? MESSAGES.somethingWrong, texts) });
    setFields(sayFields(answer.fields, texts));
    setBusy(false);
    // The first field refused takes the focus, so its message is read out where it stands.
    const first = Object.keys(answer.fields).map((name) => document.getElementById(`account-${INPUT_OF[name] ?? name}`)).find((el) => el instanceof HTMLInputElement && !el.readOnly);
    first?.focus();
  }

  /** A refused sign-up has spent its single-use question: show a new one with an empty answer. */
  async function renewCaptcha() {
    onChange('captcha_answer', '');
    try {
      setCaptcha(await fetchCaptcha());
    } catch {
      // Keep the old question; the next attempt is refused with the captcha message and asks again.
    }
  }

  async function onSend(e: MouseEvent<HTMLButtonElement>) {
    e.preventDefault();
    const body = { mobile: v('phone').trim() };
    const problem = await localCheck((r) => r.sendOtpSchema, body);
    if (problem) return fail(problem);
    setBusy(true);
    const answer = await call('/api/account/send_otp', body);
    if (!answer.ok) return fail(answer);
    setPhoneStatus('sent');
    setMessage({ kind: 'success', text: answer.msg ? sayText(answer.msg, texts) : say('accountForm.codeSent') });
    setFields({});
    setBusy(false);
  }

  async function onVerify(e: MouseEvent<HTMLButtonElement>) {
    e.preventDefault();
    const body = { mobile: v('phone').trim(), otp: v('otp').trim() };
    const problem = await localCheck((r) => r.verifyOtpSchema, body);
    if (problem) return fail(problem);
    setBusy(true);
    const answer = await call('/api/account/verify_otp', body);
    if (!answer.ok) return fail(answer);
    setPhoneStatus('verified');
    setMessage(null);
    setFields({});
    setBusy(false);
  }

  /** Sign-up checks its fields with the server's schema first; only a call that reached the server spends the captcha. */
  async function signUp(): Promise<ApiAnswer> {
    const names = { first_name: v('first_name').trim(), last_name: v('last_name').trim() };
    let answer: ApiAnswer;
    if (role === 'vendor') {
      const body = { ...names, email: email(), mobile_phone: v('phone').trim(), password: v('password'), redirectUrl: props.redirectUrl };
      const problem = await localCheck((r) => r.registerVendorSchema, body);
      if (problem) return problem;
      answer = await call('/api/account/register_vendor', body);
    } else {
      const body = {
        ...names, email: email(), phone: v('phone').trim(), password: v('password'), plan_id: props.planId, role: 'user' as const,
        source: { medium: 'Web', browser: navigator.userAgent.slice(0, 200) },
        captcha_token: captcha?.token, captcha_answer: v('captcha_answer').trim(), timeZone: browserZone(),
      };
      const problem = await localCheck((r) => r.registerSchema, body);
      if (problem) return problem;
      answer = await call('/api/account/register', body);
    }
    if (!answer.ok && captcha) await renewCaptcha();
    return answer;
  }

  /** Every mode checks its fields with the server's own schema first (the spec's form rules): nothing is sent until they hold. */
  async function submit(): Promise<ApiAnswer> {
    switch (mode) {
      case 'login': {
        const body = { email: email(), password: v('password'), role, timeZone: browserZone(), redirectUrl: props.redirectUrl };
        return (await localCheck((r) => r.loginSchema, body)) ?? call('/api/account/login', body);
      }
      case 'signup':
        return signUp();
      case 'forgot': {
        const body = { email: email(), role };
        return (await localCheck((r) => r.forgotSchema, body)) ?? call('/api/account/forgot', body);
      }
      case 'change': {
        const body = {
          forgotCode: props.forgotCode ?? undefined, currentPassword: v('currentPassword') || undefined,
          newPassword: v('newPassword'), email: email(), role,
        };
        const problem = await localCheck((r) => r.changePasswordSchema, body);
        if (problem) return problem;
        if (body.currentPassword !== undefined && body.currentPassword === body.newPassword) {
          return { ok: false, msg: MESSAGES.samePassword, fields: { newPassword: MESSAGES.samePassword } };
        }
        if (v('newPassword') !== v('confirm')) {
          return { ok: false, msg: MESSAGES.confirmMismatch, fields: { confirm: MESSAGES.confirmMismatch } };
        }
        return call('/api/account/change_password', body);
      }
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const answer = await submit();
    if (!answer.ok) return fail(answer);
    if (mode === 'login' || mode === 'signup') {
      if (answer.redirect) {
        window.location.assign(answer.redirect);
        return;
      }
      if (props.onSignedIn && answer.user) {
        showSignedInHeader(answer.user, props.shell); // the page stays, so its header must say who is signed in now
        return props.onSignedIn(answer.user);
      }
      window.location.assign(props.redirectUrl);
      return;
    }
    setMessage({ kind: 'success', text: sayText(answer.msg ?? '', texts) });
    setFields({});
    setBusy(false);
  }

  const done = message?.kind === 'success' && (mode === 'forgot' || mode === 'change');
  // A refusal that stands at one of the fields shown is said there only, not again above the form.
  const alert = message && (message.kind === 'success' ? message.text : formAlert(message.text, fields, shownFields(props, phoneStatus, !!captcha)));
  return (
    <form className="account-form" method="post" action={props.action} noValidate onSubmit={onSubmit} onFocus={() => void accountRules().catch(() => {})} data-mode={mode}>
      <FormTokenField />
      {message && alert && (
        <p className={message.kind === 'error' ? 'alert alert-error' : 'alert alert-success'} role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid="account-message">
          {alert}
        </p>
      )}
      <input type="hidden" name="redirectUrl" value={props.redirectUrl} />
      {mode === 'signup' && (
        <>
          <Field name="first_name" label={say('accountForm.firstName')} autoComplete="given-name" value={v('first_name')} error={fields.first_name} onChange={onChange} />
          <Field name="last_name" label={say('accountForm.lastName')} autoComplete="family-name" value={v('last_name')} error={fields.last_name} onChange={onChange} />
        </>
      )}
      {mode !== 'change' || !props.forgotCode
        ? <Field name="email" label={say('accountForm.email')} type="email" inputMode="email" autoComplete="email" value={v('email')} error={fields.email} onChange={onChange} />
        : <input type="hidden" name="email" value={v('email')} />}
      {mode === 'signup' && (
        <PhoneVerify phone={v('phone')} otp={v('otp')} status={phoneStatus} busy={busy} errors={fields} onChange={onChange} onSend={onSend} onVerify={onVerify} />
      )}
      {(mode === 'login' || mode === 'signup') && (
        <Field name="password" label={say('accountForm.password')} type="password" autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={v('password')} error={fields.password} onChange={onChange} />
      )}
      {mode === 'change' && (
        <>
          {props.forgotCode
            ? <input type="hidden" name="forgotCode" value={props.forgotCode} />
            : <Field name="currentPassword" label={say('accountForm.currentPassword')} type="password" autoComplete="current-password"
                value={v('currentPassword')} error={fields.currentPassword} onChange={onChange} />}
          <Field name="newPassword" label={say('accountForm.newPassword')} type="password" autoComplete="new-password" value={v('newPassword')} error={fields.newPassword} onChange={onChange} />
          <Field name="confirm" label={say('accountForm.confirmPassword')} type="password" autoComplete="new-password" value={v('confirm')} error={fields.confirm} onChange={onChange} />
        </>
      )}
      {mode === 'signup' && captcha && (
        <>
          <input type="hidden" name="captcha_token" value={captcha.token} />
          <Field name="captcha_answer" label={sayText(captcha.question, texts)} inputMode="numeric" value={v('captcha_answer')} error={fields.captcha} onChange={onChange} />
        </>
      )}
      {props.planId !== null && <input type="hidden" name="plan_id" value={String(props.planId)} />}
      {!done && (
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="account-submit">
          {say(busy ? 'accountForm.pleaseWait' : 'accountForm.submit')}
        </button>
      )}
      <AccountLinks {...props} />
    </form>
  );
}

/** The fields a mode shows with their own message (the phone widget shows any of its three names' messages). */
function shownFields({ mode, forgotCode }: AccountFormProps, phoneStatus: PhoneStatus, captcha: boolean): string[] {
  switch (mode) {
    case 'login': return ['email', 'password'];
    case 'forgot': return ['email'];
    case 'change': return forgotCode ? ['newPassword', 'confirm'] : ['email', 'currentPassword', 'newPassword', 'confirm'];
    case 'signup': return [
      'first_name', 'last_name', 'email', 'phone', 'mobile', 'mobile_phone', 'password',
      ...(phoneStatus === 'sent' ? ['otp'] : []), ...(captcha ? ['captcha'] : []),
    ];
  }
}

function AccountLinks({ mode, links, role, onSwitchMode }: AccountFormProps & EmbeddedAccountForm) {
  const say = useAccountWords();
  const t = say;
  const toMode = (target: 'login' | 'signup', href: string, text: string) => (onSwitchMode
    ? <button type="button" className="link-button" onClick={() => onSwitchMode(target)}>{text}</button>
    : <a href={href}>{text}</a>);
  return (
    <p className="account-links">
      {mode === 'login' && (
        <>
          <a href={links.forgot}>{t('accountForm.forgotPassword')}</a>
          {LINK_SEPARATOR}
          {toMode('signup', links.signup, t(role === 'vendor' ? 'accountForm.newVet' : 'accountForm.newHere'))}
        </>
      )}
      {mode === 'signup' && toMode('login', links.login, t('accountForm.haveAccount'))}
      {(mode === 'forgot' || mode === 'change') && <a href={links.login}>{t('accountForm.backToLogin')}</a>}
    </p>
  );
}
