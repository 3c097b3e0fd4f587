import { expect } from 'chai';
import { generate } from 'otplib';
import type { TestApp } from '../setup/app.ts';
import { createOperator, type NewOperator } from '../../server/domain/ops/index.ts';
import { OPS_SESSION_COOKIE } from '../../server/http/middleware/ops-session.ts';

export const OPERATOR_PASSWORD = 'operator-password-123';
let seq = 0;
let addressSeq = 0;

/** A browser-like client of the console: keeps the console's cookie (and any other it is given) between requests. */
export interface OpsClient {
  address: string;
  /** Cookies sent with every request (name=value), the console's among them once set. */
  cookies: Map<string, string>;
  get(path: string): Promise<Response>;
  form(path: string, body?: Record<string, string>): Promise<Response>;
}

export function opsClient(t: TestApp, extraCookie = ''): OpsClient {
  addressSeq += 1;
  const c: OpsClient = {
    address: `10.200.${addressSeq % 250}.9`,
    cookies: new Map(extraCookie ? [[extraCookie.split('=')[0], extraCookie.slice(extraCookie.indexOf('=') + 1)]] : []),
    async get(path) {
      return remember(await t.fetch(path, { headers: headers(), redirect: 'manual' }));
    },
    async form(path, body = {}) {
      return remember(await t.fetch(path, {
        method: 'POST', body: new URLSearchParams(body).toString(), redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'null', 'sec-fetch-site': 'same-origin', ...headers() },
      }));
    },
  };
  function headers(): Record<string, string> {
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { 'x-forwarded-for': c.address, ...(cookie ? { cookie } : {}) };
  }
  function remember(res: Response): Response {
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) c.cookies.set(name, value);
      else c.cookies.delete(name);
    }
    return res;
  }
  return c;
}

export async function newOperator(t: TestApp): Promise<NewOperator> {
  seq += 1;
  return createOperator(t.testDb.db, { email: `op${seq}.${Date.now()}@ops.example.test`, name: 'Olga Operator', password: OPERATOR_PASSWORD }, t.config.opsSecretKey);
}

/** The authenticator's current code for an operator's secret. */
export function totpNow(secret: string): Promise<string> {
  return generate({ secret });
}

/** Signs a client in with both factors (the first sign-in sets two-step verification up). */
export async function signInOperator(t: TestApp, operator: NewOperator, client = opsClient(t)): Promise<OpsClient> {
  const first = await client.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
  expect(first.status, 'password step').to.equal(303);
  expect(client.cookies.has(OPS_SESSION_COOKIE)).to.equal(true);
  const second = await client.form('/ops/login/verify', { code: await totpNow(operator.secret) });
  expect(second.headers.get('location'), 'second step').to.equal('/ops/clinics');
  return client;
}

/** The text of a page, tags removed (to look for words). */
export async function textOf(res: Response): Promise<string> {
  return (await res.text()).replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}
