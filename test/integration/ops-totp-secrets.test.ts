import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { newOperator, OPERATOR_PASSWORD, opsClient, signInOperator, textOf } from './ops-helpers.ts';
import { createOperator, sealPlaintextTotpSecrets } from '../../server/domain/ops/index.ts';
import { sealTotpSecret } from '../../server/domain/ops/totp-secret-box.ts';
import { ServiceUnavailableError } from '../../server/errors.ts';
import { OPS_MESSAGES } from '../../contracts/ops.ts';

/**
 * Operators' TOTP secrets are stored encrypted under OPS_SECRET_KEY: the column never holds the secret, sign-in
 * reads it back, secrets stored before encryption still read and are sealed in place, and a key that does not
 * open a secret refuses the sign-in with words an operator can pass on.
 */
describe('operator console: TOTP secrets at rest', function () {
  this.timeout(120_000);
  let t: TestApp;

  before(async () => { t = await startTestApp({ OPS_SECRET_KEY: randomBytes(32).toString('hex') }); });
  after(() => t.close());

  const storedSecret = async (id: number): Promise<string> => (await t.testDb.db('operators').where({ id }).first()).totp_secret;

  it('stores a ciphertext, not the secret, and the operator still signs in with the authenticator', async () => {
    const operator = await newOperator(t);
    const stored = await storedSecret(operator.id);
    expect(stored).to.match(/^v1:/);
    expect(stored).to.not.contain(operator.secret);
    await signInOperator(t, operator);
    expect(await storedSecret(operator.id)).to.equal(stored);
  });

  it('reads a secret stored before encryption, and seals it in place without changing what the authenticator holds', async () => {
    const operator = await newOperator(t);
    await t.testDb.db('operators').where({ id: operator.id }).update({ totp_secret: operator.secret });
    const enrolPage = async () => {
      const c = opsClient(t);
      await c.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
      return (await c.get('/ops/login/verify')).text();
    };
    expect(await enrolPage()).to.contain(operator.secret);

    expect(await sealPlaintextTotpSecrets(t.testDb.db, t.config.opsSecretKey!)).to.be.at.least(1);
    const sealed = await storedSecret(operator.id);
    expect(sealed).to.match(/^v1:/).and.not.contain(operator.secret);
    // Sealed rows are left alone the next time.
    await sealPlaintextTotpSecrets(t.testDb.db, t.config.opsSecretKey!);
    expect(await storedSecret(operator.id)).to.equal(sealed);

    expect(await enrolPage()).to.contain(operator.secret);
    await signInOperator(t, operator);
  });

  it('refuses the sign-in cleanly when the secret was sealed under another key: 503 with words to pass on, no session, no audit row', async () => {
    const operator = await newOperator(t);
    await t.testDb.db('operators').where({ id: operator.id }).update({ totp_secret: sealTotpSecret(randomBytes(32), operator.secret) });
    const c = opsClient(t);
    expect((await c.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD })).status).to.equal(303);
    const page = await c.get('/ops/login/verify');
    expect(page.status).to.equal(503);
    expect(await textOf(page)).to.contain(OPS_MESSAGES.secretUnreadable);
    const verify = await c.form('/ops/login/verify', { code: '123456' });
    expect(verify.status).to.equal(503);
    const text = await textOf(verify);
    expect(text).to.contain(OPS_MESSAGES.secretUnreadable);
    expect(text).to.not.match(/decipher|auth tag|at .*\.ts/i);
    expect((await c.get('/ops/clinics')).headers.get('location')).to.equal('/ops/login/verify');
    expect(await t.testDb.db('operator_audit_events').where({ operator_id: operator.id })).to.have.length(0);
  });

  it('creates no operator without a key (production without OPS_SECRET_KEY)', async () => {
    const email = `nokey.${Date.now()}@ops.example.test`;
    let caught: unknown;
    try {
      await createOperator(t.testDb.db, { email, name: 'No Key', password: OPERATOR_PASSWORD }, undefined);
    } catch (err) { caught = err; }
    expect(caught).to.be.instanceOf(ServiceUnavailableError);
    expect((caught as Error).message).to.equal(OPS_MESSAGES.secretKeyMissing);
    expect(await t.testDb.db('operators').where({ email })).to.have.length(0);
  });
});
