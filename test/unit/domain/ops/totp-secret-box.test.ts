import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { isSealed, openTotpSecret, sealTotpSecret } from '../../../../server/domain/ops/totp-secret-box.ts';
import { ServiceUnavailableError } from '../../../../server/errors.ts';
import { OPS_MESSAGES } from '../../../../contracts/ops.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('operators\' TOTP secrets at rest', () => {
  const key = randomBytes(32);

  it('stores a versioned ciphertext that is not the secret and opens to it, a new one each time', () => {
    const a = sealTotpSecret(key, SECRET);
    const b = sealTotpSecret(key, SECRET);
    expect(a).to.match(/^v1:[A-Za-z0-9_-]+$/);
    expect(a).to.not.contain(SECRET);
    expect(a).to.not.equal(b);
    expect(isSealed(a)).to.equal(true);
    expect(openTotpSecret(key, a)).to.equal(SECRET);
    expect(openTotpSecret(key, b)).to.equal(SECRET);
  });

  it('reads a secret stored before encryption as it is', () => {
    expect(isSealed(SECRET)).to.equal(false);
    expect(openTotpSecret(key, SECRET)).to.equal(SECRET);
  });

  it('refuses another key, an altered value, a truncated one and a missing key with 503 and words to pass on', () => {
    const sealed = sealTotpSecret(key, SECRET);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases: [Buffer | undefined, string, string][] = [
      [randomBytes(32), sealed, OPS_MESSAGES.secretUnreadable],
      [key, altered, OPS_MESSAGES.secretUnreadable],
      [key, 'v1:AAAA', OPS_MESSAGES.secretUnreadable],
      [undefined, sealed, OPS_MESSAGES.secretKeyMissing],
    ];
    for (const [k, stored, words] of cases) {
      let caught: unknown;
      try { openTotpSecret(k, stored); } catch (err) { caught = err; }
      expect(caught, stored).to.be.instanceOf(ServiceUnavailableError);
      expect((caught as ServiceUnavailableError).status).to.equal(503);
      expect((caught as Error).message).to.equal(words);
    }
    expect(() => sealTotpSecret(undefined, SECRET)).to.throw(ServiceUnavailableError, OPS_MESSAGES.secretKeyMissing);
  });
});
