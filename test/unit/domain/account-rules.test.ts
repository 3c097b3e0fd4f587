import { expect } from 'chai';
import { normalizeEmail, passwordProblem, safeRedirect, trimFields } from '../../../server/domain/accounts/account-rules.ts';
import { createCaptcha, verifyCaptcha } from '../../../server/domain/accounts/captcha.ts';
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

  describe('captcha', () => {
    const secret = 'unit-test-secret-0123456789';
    it('accepts the right answer to its own question before expiry', () => {
      const c = createCaptcha(secret, 1_000, () => 4);
      expect(c.question).to.equal('What is 4 + 4?');
      expect(verifyCaptcha(secret, c.token, '8', 2_000)).to.equal(true);
      expect(verifyCaptcha(secret, c.token, ' 8 ', 2_000)).to.equal(true);
    });
    it('refuses a wrong answer, an expired or forged token, another secret', () => {
      const c = createCaptcha(secret, 1_000, () => 4);
      expect(verifyCaptcha(secret, c.token, '9', 2_000)).to.equal(false);
      expect(verifyCaptcha(secret, c.token, '8', 1_000 + 31 * 60_000)).to.equal(false);
      expect(verifyCaptcha('another-secret-0123456789', c.token, '8', 2_000)).to.equal(false);
      const [, , expiry, sig] = c.token.split('.');
      expect(verifyCaptcha(secret, `1.1.${expiry}.${sig}`, '2', 2_000)).to.equal(false);
      expect(verifyCaptcha(secret, undefined, '8', 2_000)).to.equal(false);
      expect(verifyCaptcha(secret, 'a.b', '8', 2_000)).to.equal(false);
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
