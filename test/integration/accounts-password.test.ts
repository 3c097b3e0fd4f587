import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { client, lastMessageTo, uniqueEmail } from './accounts-helpers.ts';

const SENT = 'Please check your inbox for further instructions on resetting your password.';
const RESET_OK = 'Your password has been reset successfully!';

/** The code and path of the newest reset link mailed to an address. */
async function resetLink(t: TestApp, email: string): Promise<{ code: string; path: string }> {
  const mail = await lastMessageTo(t, email);
  const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  return { code: url.searchParams.get('code')!, path: `${url.pathname}${url.search}` };
}

async function login(t: TestApp, email: string, password: string, role = 'user') {
  return client(t).post('/api/account/login', { email, password, role });
}

describe('forgot and change password', function () {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = await createUser(t.testDb.db);
    const unknown = uniqueEmail('ghost');
    const known = await client(t).post('/api/account/forgot', { email: user.email.toUpperCase() });
    const ghost = await client(t).post('/api/account/forgot', { email: unknown });
    expect([known.status, ghost.status]).to.deep.equal([200, 200]);
    expect(await known.json()).to.deep.equal(await ghost.json());
    expect(await lastMessageTo(t, unknown)).to.equal(undefined);
    const mail = await lastMessageTo(t, user.email);
    expect(mail!.text).to.contain('/login/?forgot=&code=');
    const row = await t.testDb.db('password_resets').where({ account_type: 'user', account_id: user.id }).first();
    const { code } = await resetLink(t, user.email);
    expect(row.code_hash).to.not.contain(code);
    expect(row.expires_at.getTime() - row.created_at.getTime()).to.be.within(59 * 60_000, 61 * 60_000);
  });

  it("says 'Invalid email or password.' for a malformed email", async () => {
    const res = await client(t).post('/api/account/forgot', { email: 'nope' });
    expect(res.status).to.equal(400);
    expect((await res.json()).msg).to.equal('Invalid email or password.');
  });

  it('resets with the mailed code once: new password works, old does not, code cannot be reused', async () => {
    const user = await createUser(t.testDb.db);
    expect((await (await client(t).post('/api/account/forgot', { email: user.email })).json()).msg).to.equal(SENT);
    const { code } = await resetLink(t, user.email);
    const res = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'brand new pass', email: user.email, role: 'user' });
    expect(res.status).to.equal(200);
    expect((await res.json()).msg).to.equal(RESET_OK);
    expect((await login(t, user.email, 'brand new pass')).status).to.equal(200);
    expect((await login(t, user.email, TEST_PASSWORD)).status).to.equal(401);
    const again = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'another pass', email: user.email, role: 'user' });
    expect(again.status).to.equal(400);
    expect((await again.json()).msg).to.be.a('string').and.not.equal(RESET_OK);
    expect((await login(t, user.email, 'another pass')).status).to.equal(401);
  });

  it('refuses an expired code, or a code presented for another account or role', async () => {
    const user = await createUser(t.testDb.db);
    const other = await createUser(t.testDb.db);
    await client(t).post('/api/account/forgot', { email: user.email });
    const { code } = await resetLink(t, user.email);
    const forOther = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'brand new pass', email: other.email, role: 'user' });
    expect(forOther.status).to.equal(400);
    const asVendor = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'brand new pass', email: user.email, role: 'vendor' });
    expect(asVendor.status).to.equal(400);
    await t.testDb.db('password_resets').where({ account_id: user.id, account_type: 'user' }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'brand new pass', email: user.email, role: 'user' });
    expect(expired.status).to.equal(400);
    expect((await login(t, user.email, TEST_PASSWORD)).status).to.equal(200);
  });

  it('sends vets a link to /vendor/login and resets their login', async () => {
    const vet = await createVendorLogin(t.testDb.db, await createVendor(t.testDb.db));
    await client(t).post('/api/account/forgot', { email: vet.email, role: 'vendor' });
    const { code, path } = await resetLink(t, vet.email);
    expect(path).to.match(/^\/vendor\/login\?forgot=/);
    const res = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'vet new pass', email: vet.email, role: 'vendor' });
    expect(res.status).to.equal(200);
    expect((await login(t, vet.email, 'vet new pass', 'vendor')).status).to.equal(200);
  });

  it('changes with the current password, ends other sessions and keeps the one that changed it', async () => {
    const user = await createUser(t.testDb.db);
    const mine = client(t);
    const other = client(t);
    await mine.post('/api/account/login', { email: user.email, password: TEST_PASSWORD });
    await other.post('/api/account/login', { email: user.email, password: TEST_PASSWORD });
    const { token } = await (await client(t).post('/api/account/login', { email: user.email, password: TEST_PASSWORD, token: true })).json();
    expect(token).to.be.a('string');
    const res = await mine.post('/api/account/change_password', { currentPassword: TEST_PASSWORD, newPassword: 'changed pass 1', email: user.email, role: 'user' });
    expect((await res.json()).msg).to.equal(RESET_OK);
    expect((await mine.get('/app')).headers.get('location')).to.equal('/app/my-appointments');
    expect((await other.get('/app')).headers.get('location')).to.equal('/login/?redirectUrl=%2Fapp&ended=1');
    const gql = await t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }' }) });
    expect(gql.status).to.equal(401);
  });

  it('refuses a wrong current password, a missing one, and a new password over 72 bytes', async () => {
    const user = await createUser(t.testDb.db);
    const wrong = await client(t).post('/api/account/change_password', { currentPassword: 'nope nope', newPassword: 'changed pass 1', email: user.email, role: 'user' });
    expect(wrong.status).to.equal(400);
    expect((await wrong.json()).msg).to.equal('Your current password is not correct.');
    const missing = await client(t).post('/api/account/change_password', { newPassword: 'changed pass 1', email: user.email, role: 'user' });
    expect(missing.status).to.equal(400);
    const long = await client(t).post('/api/account/change_password', { currentPassword: TEST_PASSWORD, newPassword: '🐶'.repeat(19), email: user.email, role: 'user' });
    expect(long.status).to.equal(400);
    expect((await long.json()).msg).to.contain('72 bytes');
    expect((await login(t, user.email, TEST_PASSWORD)).status).to.equal(200);
  });

  it('refuses a new password equal to the current one, by the current password and by a reset link that stays usable', async () => {
    const user = await createUser(t.testDb.db);
    const same = await client(t).post('/api/account/change_password', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, email: user.email, role: 'user' });
    expect(same.status).to.equal(400);
    expect((await same.json()).error.fields).to.deep.equal({ newPassword: 'Your new password must be different from your current password.' });
    const before = await t.testDb.db('users').where({ id: user.id }).first();
    expect(before.password_changed_at).to.equal(null);

    await client(t).post('/api/account/forgot', { email: user.email });
    const { code } = await resetLink(t, user.email);
    const byLink = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: TEST_PASSWORD, email: user.email, role: 'user' });
    expect(byLink.status).to.equal(400);
    expect((await byLink.json()).msg).to.equal('Your new password must be different from your current password.');
    const other = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'a different one', email: user.email, role: 'user' });
    expect(other.status).to.equal(200);
  });

  it('limits forgot to 5 an hour per email, whether or not the account exists', async () => {
    const email = uniqueEmail('forgetful');
    for (let i = 0; i < 5; i++) expect((await client(t).post('/api/account/forgot', { email })).status).to.equal(200);
    const res = await client(t).post('/api/account/forgot', { email: email.toUpperCase() });
    expect(res.status).to.equal(429);
    expect((await res.json()).msg).to.match(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});
