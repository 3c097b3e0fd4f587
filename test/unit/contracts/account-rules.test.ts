import { expect } from 'chai';
import {
  MOBILE_PATTERN, NAME_PATTERN, normalizeEmail, normalizeName, normalizePhone, passwordProblem, safeRedirect, trimFields,
} from '../../../contracts/account-rules.ts';
import { personName, phoneNumber } from '../../../contracts/person-fields.ts';
import { CAPTCHA_TTL_MS, createCaptcha, verifyCaptcha } from '../../../server/domain/accounts/captcha.ts';
import type { CaptchaStore } from '../../../server/adapters/captcha-store.ts';
import { generateOtp, hashOtp, sameDigest } from '../../../server/domain/accounts/codes.ts';

describe('account rules', () => {
  describe('safeRedirect (no open redirect)', () => {
    const cases: Array<[unknown, string]> = [
      ['/app', '/app'],
      ['/app/my-pets?x=1#top', '/app/my-pets?x=1#top'],
      ['  /checkout ', '/checkout'],
      ['/a/../app', '/app'],
      [undefined, '/app'],
      [['/app', '//evil.example'], '/app'],
      ['', '/app'],
      ['app', '/app'],
      ['//evil.example', '/app'],
      ['//evil.example/path', '/app'],
      ['/\\evil.example', '/app'],
      ['/\\/evil.example', '/app'],
      ['\\\\evil.example', '/app'],
      ['https://evil.example/', '/app'],
      ['http:evil.example', '/app'],
      ['javascript:alert(1)', '/app'],
      ['/\t/evil.example', '/app'],
      ['/\n/evil.example', '/app'],
      ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
      ['data:text/html,hi', '/app'],
    ];
    for (const [input, expected] of cases) {
      it(`${JSON.stringify(input)} -> ${expected}`, () => expect(safeRedirect(input)).to.equal(expected));
    }
  });

  describe('passwordProblem', () => {
    it('accepts 8 characters up to 72 bytes', () => {
      expect(passwordProblem('12345678')).to.equal(null);
      expect(passwordProblem('x'.repeat(72))).to.equal(null);
    });
    it('refuses fewer than 8 characters', () => expect(passwordProblem('1234567')).to.contain('at least 8'));
    it('refuses more than 72 bytes, counting multi-byte characters', () => {
      expect(passwordProblem('x'.repeat(73))).to.contain('72 bytes');
      expect(passwordProblem('é'.repeat(37))).to.contain('72 bytes'); // 74 bytes, 37 characters
      expect(passwordProblem('é'.repeat(36))).to.equal(null);
    });
  });

  it('normalizes emails by trimming and lowercasing', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).to.equal('jane.doe@example.com');
  });

  it('trims text fields but never passwords', () => {
    expect(trimFields({ a: ' x ', password: ' p ', n: 3 }, ['password'])).to.deep.equal({ a: 'x', password: ' p ', n: 3 });
  });

  describe('names (NAME_PATTERN)', () => {
    const accepted = [
      'José', 'Zoë', 'Björn', 'Zoe\u0308', 'Ægir', 'Łukasz', 'Nguyễn', 'Søren', 'Ñuñez', '李', 'Андрей', 'Olive',
      "O'Brien", 'O’Brien', 'Anne-Marie', 'Jean Luc', 'Mary-Jane O’Neil',
    ];
    const refused = [
      'J0hn', '<b>', 'R2D2', '', ' ', 'Ann--Lee', 'Jean  Luc', "-Ann", "Ann'", 'Ann ', '\u0308Zoe', 'Jo.', 'Ann_Lee', 'Ann😀', 'a@b',
    ];
    for (const name of accepted) it(`accepts ${JSON.stringify(name)}`, () => expect(NAME_PATTERN.test(name)).to.equal(true));
    for (const name of refused) it(`refuses ${JSON.stringify(name)}`, () => expect(NAME_PATTERN.test(name)).to.equal(false));

    it('stores names trimmed and composed (NFC), however they were typed', () => {
      expect(normalizeName('  Zoe\u0308 ')).to.equal('Zoë');
      expect(normalizeName('Zoë')).to.equal('Zoë');
    });

    it('personName keeps each form\'s own words', () => {
      const field = personName({ label: 'First name', required: 'Please enter your first name.', invalid: 'Please enter your first name using letters only.' });
      expect(field.parse(' Zoe\u0308 ')).to.equal('Zoë');
      expect(field.safeParse('').error?.issues[0].message).to.equal('Please enter your first name.');
      expect(field.safeParse('J0hn').error?.issues[0].message).to.equal('Please enter your first name using letters only.');
      expect(field.safeParse(undefined).error?.issues[0].message).to.equal('Please enter your first name.');
      expect(field.safeParse(42).error?.issues[0].message).to.equal('Please enter your first name using letters only.');
      // Too long says the limit, never that the name is missing.
      expect(field.safeParse('a'.repeat(300)).error?.issues[0].message).to.equal('First name can be at most 60 characters (it has 300).');
      const short = personName({ label: 'First name', required: 'First name is required', invalid: 'Letters only', max: 5 });
      expect(short.safeParse('Björnar').error?.issues[0].message).to.equal('First name can be at most 5 characters (it has 7).');
    });
  });

  describe('phone numbers (normalizePhone, then MOBILE_PATTERN)', () => {
    const same: string[] = [
      '5550004444', '555 000 4444', '(555) 000-4444', '555-000-4444', '555.000.4444', '(555)000-4444', ' 555 000 4444 ',
      '+1 555 000 4444', '+1 (555) 000-4444', '1-555-000-4444', '15550004444', '+15550004444', '555\u00a0000\u00a04444', '555–000–4444',
    ];
    for (const typed of same) {
      it(`${JSON.stringify(typed)} -> 5550004444`, () => expect(normalizePhone(typed)).to.equal('5550004444'));
    }
    const refused = ['555 000 444', '555 000 44444', '+44 20 7946 0958', '+5550004444', '25550004444', 'call me', '555-000-444x', '', '555/000/4444'];
    for (const typed of refused) {
      it(`refuses ${JSON.stringify(typed)}`, () => expect(MOBILE_PATTERN.test(normalizePhone(typed))).to.equal(false));
    }

    it('phoneNumber outputs the 10 digits and keeps its message', () => {
      const field = phoneNumber('Mobile number must be verified');
      expect(field.parse('(555) 000-4444')).to.equal('5550004444');
      expect(field.safeParse('555 000 444').error?.issues[0].message).to.equal('Mobile number must be verified');
      expect(field.safeParse('').error?.issues[0].message).to.equal('Mobile number must be verified');
    });
  });

  describe('captcha', () => {
    /** The store's contract in memory: take hands an answer back once. */
    function memoryStore(): CaptchaStore & { saved: Map<string, { answer: string; ttlMs: number }> } {
      const saved = new Map<string, { answer: string; ttlMs: number }>();
      return {
        kind: 'database',
        saved,
        async save(id, answer, ttlMs) { saved.set(id, { answer, ttlMs }); },
        async take(id) {
          const entry = saved.get(id);
          saved.delete(id);
          return entry?.answer ?? null;
        },
        async close() {},
      };
    }

    it('asks the question and keeps only the answer on the server, under an opaque token', async () => {
      const store = memoryStore();
      const c = await createCaptcha(store, () => 4);
      expect(c.question).to.equal('What is 4 + 4?');
      expect(c.token).to.match(/^[A-Za-z0-9_-]{22}$/);
      expect(c.token).to.not.contain('.');
      expect(store.saved.get(c.token)).to.deep.equal({ answer: '8', ttlMs: CAPTCHA_TTL_MS });
      expect((await createCaptcha(store, () => 4)).token).to.not.equal(c.token);
    });

    it('accepts the right answer once; a replay is refused', async () => {
      const store = memoryStore();
      const c = await createCaptcha(store, () => 4);
      expect(await verifyCaptcha(store, c.token, ' 8 ')).to.equal(true);
      expect(await verifyCaptcha(store, c.token, '8')).to.equal(false);
    });

    it('spends the challenge on a wrong or missing answer', async () => {
      const store = memoryStore();
      const wrong = await createCaptcha(store, () => 4);
      expect(await verifyCaptcha(store, wrong.token, '9')).to.equal(false);
      expect(await verifyCaptcha(store, wrong.token, '8')).to.equal(false);
      const missing = await createCaptcha(store, () => 4);
      expect(await verifyCaptcha(store, missing.token, undefined)).to.equal(false);
      expect(store.saved.has(missing.token)).to.equal(false);
    });

    it('refuses unknown and malformed tokens without asking the store for them', async () => {
      const store = memoryStore();
      await createCaptcha(store, () => 3);
      for (const token of [undefined, 42, '', 'a.b', '3.3.9999999999999.' + 'a'.repeat(64), 'x'.repeat(23), 'AAAAAAAAAAAAAAAAAAAAAA']) {
        expect(await verifyCaptcha(store, token, '6'), String(token)).to.equal(false);
      }
      expect(store.saved.size).to.equal(1);
    });
  });

  describe('codes', () => {
    it('makes 4-digit OTPs', () => {
      for (let i = 0; i < 50; i++) expect(generateOtp()).to.match(/^\d{4}$/);
    });
    it('binds an OTP hash to the secret and the number', () => {
      const h = hashOtp('s1', '2125550100', '1234');
      expect(sameDigest(h, hashOtp('s1', '2125550100', '1234'))).to.equal(true);
      expect(sameDigest(h, hashOtp('s2', '2125550100', '1234'))).to.equal(false);
      expect(sameDigest(h, hashOtp('s1', '2125550101', '1234'))).to.equal(false);
    });
  });
});
