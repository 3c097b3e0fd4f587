import { expect } from 'chai';
import { TEST_PASSWORD } from '../factories/index.ts';
import type { TestApp } from '../setup/app.ts';

/** A browser-like client for one person: keeps the session cookie between requests. */
export interface Client {
  /** The client's own address (X-Forwarded-For). */
  address: string;
  /** The session cookie (name=value), '' when none. */
  cookie: string;
  /** The form cookie our pages set (name=value), sent back as a browser does; '' until one is set. */
  formCookie: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: Record<string, unknown>, init?: RequestInit): Promise<Response>;
  form(path: string, body: Record<string, string>, init?: RequestInit): Promise<Response>;
}

let addressSeq = 0;

/**
 * A browser-like client for one person, from their own address (the app trusts one proxy hop),
 * as separate people are: limits counted per address see each client apart.
 */
export function client(t: TestApp): Client {
  addressSeq += 1;
  const c: Client = {
    address: `10.${Math.floor(addressSeq / 250) % 250}.${addressSeq % 250}.7`,
    cookie: '',
    formCookie: '',
    async get(path, init = {}) {
      return remember(await t.fetch(path, { ...init, headers: { ...headersOf(c), ...(init.headers as object) } }));
    },
    async post(path, body, init = {}) {
      return remember(await t.fetch(path, {
        method: 'POST', body: JSON.stringify(body), ...init,
        headers: { 'content-type': 'application/json', ...headersOf(c), ...(init.headers as object) },
      }));
    },
    async form(path, body, init = {}) {
      return remember(await t.fetch(path, {
        method: 'POST', body: new URLSearchParams(body).toString(), ...init,
        // A browser posting our own page's form says so in Sec-Fetch-Site (our pages send no Referer, so Origin is "null").
        headers: {
          'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'null', 'sec-fetch-site': 'same-origin',
          ...headersOf(c), ...(init.headers as object),
        },
      }));
    },
  };
  function remember(res: Response): Response {
    const set = res.headers.getSetCookie().find((h) => h.startsWith('petcare.sid='));
    if (set) c.cookie = set.split(';')[0].endsWith('=') ? '' : set.split(';')[0];
    const form = res.headers.getSetCookie().find((h) => h.startsWith('petcare.form='));
    if (form) c.formCookie = form.split(';')[0];
    return res;
  }
  return c;
}

/** A client signed in through the JSON login call as the account with `email` (the factories' password). */
export async function signedInClient(t: TestApp, email: string, role: 'user' | 'vendor'): Promise<Client> {
  const c = client(t);
  const res = await c.post('/api/account/login', { email, password: TEST_PASSWORD, role });
  expect(res.status, email).to.equal(200);
  return c;
}

/** The headers a client sends with every request: its address and cookies. */
export function headersOf(c: Client): Record<string, string> {
  const cookies = [c.cookie, c.formCookie].filter(Boolean).join('; ');
  return { 'x-forwarded-for': c.address, ...(cookies ? { cookie: cookies } : {}) };
}

let phoneSeq = 0;
/** A fresh 10-digit number per call, so rate limits of one test never touch another. */
export function uniqueMobile(): string {
  return `9${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq % 1000).padStart(3, '0')}`;
}

let emailSeq = 0;
export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}${Date.now().toString(36)}${++emailSeq}@example.test`;
}

/** The newest message in the outbox to an address or number. */
export async function lastMessageTo(t: TestApp, to: string): Promise<{ text: string; subject: string | null } | undefined> {
  return t.testDb.db('outbox_messages').select('text', 'subject').where({ to }).orderBy('id', 'desc').first();
}

export async function lastOtp(t: TestApp, mobile: string): Promise<string> {
  const msg = await lastMessageTo(t, mobile);
  const code = msg?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code was texted to ${mobile}`);
  return code;
}

/** Sends and verifies a code for a new number; returns the number. */
export async function verifiedMobile(t: TestApp, c: Client = client(t)): Promise<string> {
  const mobile = uniqueMobile();
  const sent = await c.post('/api/account/send_otp', { mobile });
  if (sent.status !== 200) throw new Error(`send_otp answered ${sent.status}`);
  const verified = await c.post('/api/account/verify_otp', { mobile, otp: await lastOtp(t, mobile) });
  if (verified.status !== 200) throw new Error(`verify_otp answered ${verified.status}`);
  return mobile;
}

/** The answer to a captcha question, worked out from its text as a person would. */
export function solveQuestion(question: string): string {
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(question)!;
  return String(Number(a) + Number(b));
}

/** A fresh single-use challenge from the app's own store, solved. */
export async function solvedCaptcha(t: TestApp): Promise<{ captcha_token: string; captcha_answer: string }> {
  const { question, token } = await t.deps.services.accounts.newCaptcha();
  return { captcha_token: token, captcha_answer: solveQuestion(question) };
}

export async function ownerSignup(t: TestApp, c: Client, overrides: Record<string, unknown> = {}) {
  const body = {
    first_name: 'Olive', last_name: 'Owner', email: uniqueEmail('owner'), phone: await verifiedMobile(t, c),
    password: 'correct horse', ...(await solvedCaptcha(t)), ...overrides,
  };
  const res = await c.post('/api/account/register', body);
  return { res, body };
}

export async function vetSignup(t: TestApp, c: Client, overrides: Record<string, unknown> = {}) {
  const body = {
    first_name: 'Vera', last_name: 'Vet', email: uniqueEmail('vet'), mobile_phone: await verifiedMobile(t, c),
    password: 'correct horse', ...overrides,
  };
  const res = await c.post('/api/account/register_vendor', body);
  return { res, body };
}
