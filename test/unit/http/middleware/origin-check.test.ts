import { expect } from 'chai';
import type { Request, Response } from 'express';
import { formTokens, FORM_COOKIE } from '../../../../server/http/middleware/form-token.ts';
import { originVerdict } from '../../../../server/http/middleware/origin-check.ts';

const tokens = formTokens('test-secret', false);

/** A request as the origin check sees it: headers by lower-case name, and a parsed body. */
function req(headers: Record<string, string>, body: Record<string, unknown> = {}): Request {
  const all: Record<string, string> = { host: 'petcare.localhost:3000', ...headers };
  return { headers: all, body, get: (name: string) => all[name.toLowerCase()] } as unknown as Request;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

/** The token a page rendered for a browser holding this form cookie. */
function tokenFor(cookie: string): string {
  const res = { cookie: () => undefined } as unknown as Response;
  return tokens.issue(req({ cookie: `${FORM_COOKIE}=${cookie}` }), res);
}

describe('origin check (CSRF)', () => {
  const cookie = 'AbCdEfGhIjKlMnOpQrStUvWx';
  const cases: Array<[string, Record<string, string>, Record<string, unknown>, 'allow' | 'refuse']> = [
    ['same host Origin', { ...FORM, origin: 'http://petcare.localhost:3000' }, {}, 'allow'],
    ['same host Origin, other case', { ...FORM, origin: 'http://PETCARE.localhost:3000' }, {}, 'allow'],
    ['foreign Origin', { ...FORM, origin: 'https://evil.test' }, {}, 'refuse'],
    ['foreign Origin even with same-origin fetch metadata', { ...FORM, origin: 'https://evil.test', 'sec-fetch-site': 'same-origin' }, {}, 'refuse'],
    ['sibling sub-domain Origin', { ...FORM, origin: 'http://happy.petcare.localhost:3000' }, {}, 'refuse'],
    ['Origin null from our own page (no-referrer policy)', { ...FORM, origin: 'null', 'sec-fetch-site': 'same-origin' }, {}, 'allow'],
    ['Origin null from another site', { ...FORM, origin: 'null', 'sec-fetch-site': 'cross-site' }, {}, 'refuse'],
    ['Origin null from a sibling sub-domain', { ...FORM, origin: 'null', 'sec-fetch-site': 'same-site' }, {}, 'refuse'],
    ['Origin null, no fetch metadata, no token', { ...FORM, origin: 'null' }, {}, 'refuse'],
    ['Origin null, no fetch metadata, valid token', { ...FORM, origin: 'null', cookie: `${FORM_COOKIE}=${cookie}` }, { _csrf: tokenFor(cookie) }, 'allow'],
    ['Origin null, token of another browser', { ...FORM, origin: 'null', cookie: `${FORM_COOKIE}=${cookie}` }, { _csrf: tokenFor('ZzZzZzZzZzZzZzZzZzZzZzZz') }, 'refuse'],
    ['Origin null, token without its cookie', { ...FORM, origin: 'null' }, { _csrf: tokenFor(cookie) }, 'refuse'],
    ['no Origin, same-host Referer', { ...FORM, referer: 'http://petcare.localhost:3000/login/' }, {}, 'allow'],
    ['no Origin, foreign Referer', { ...FORM, referer: 'https://evil.test/x' }, {}, 'refuse'],
    ['nothing at all, a form body', { ...FORM }, {}, 'refuse'],
    ['nothing at all, a text/plain body', { 'content-type': 'text/plain' }, {}, 'refuse'],
    ['nothing at all, a form body with a valid token', { ...FORM, cookie: `${FORM_COOKIE}=${cookie}` }, { _csrf: tokenFor(cookie) }, 'allow'],
    ['nothing at all, a JSON body (needs a preflight cross-site)', { ...JSON_BODY }, {}, 'allow'],
    ['JSON with a foreign Origin', { ...JSON_BODY, origin: 'https://evil.test' }, {}, 'refuse'],
    ['Sec-Fetch-Site none (typed by the user) and a form body', { ...FORM, 'sec-fetch-site': 'none' }, {}, 'refuse'],
  ];
  for (const [name, headers, body, verdict] of cases) {
    it(`${verdict}s: ${name}`, () => {
      expect(originVerdict(req(headers, body), tokens)).to.equal(verdict);
    });
  }

  it('issues a stable token per browser cookie and sets the cookie when the browser has none', () => {
    const set: string[] = [];
    const res = { cookie: (name: string) => set.push(name) } as unknown as Response;
    const first = tokens.issue(req({}), res);
    expect(set).to.deep.equal([FORM_COOKIE]);
    expect(first).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenFor(cookie)).to.equal(tokenFor(cookie));
    expect(tokenFor(cookie)).not.to.equal(tokenFor('ZzZzZzZzZzZzZzZzZzZzZzZz'));
  });
});
