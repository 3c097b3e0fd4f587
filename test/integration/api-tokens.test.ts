import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { hashToken } from '../../server/domain/accounts/token.ts';
import { client, lastMessageTo } from './accounts-helpers.ts';

const TOKENS = '{ myApiTokens { id name status createdAt expiresAt lastUsedAt } }';
const REVOKE = 'mutation($id: ID!) { revokeApiToken(id: $id) { message tokens { id status } } }';
const VIEWER = '{ viewer { id role } }';

describe('API tokens: issued only on request, listed, revocable, ended with the person\'s sessions', function () {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  /** Logs in as an API client asking for a token. */
  async function tokenFor(email: string, role: 'user' | 'vendor' = 'user', name?: string): Promise<string> {
    const res = await client(t).post('/api/account/login', { email, password: TEST_PASSWORD, role, token: true, ...(name ? { token_name: name } : {}) });
    expect(res.status).to.equal(200);
    return (await res.json()).token;
  }

  /** Whether a token still opens GraphQL as its person (401 once it ended). */
  async function works(token: string): Promise<boolean> {
    const res = await postJson(t, '/graphql', { query: VIEWER }, { token });
    return res.status === 200 && (await res.json()).data.viewer !== null;
  }

  it('issues a token only to a client that asks, with no session cookie, stored only as its hash', async () => {
    const user = await createUser(t.testDb.db);
    const c = client(t);
    const res = await c.post('/api/account/login', { email: user.email, password: TEST_PASSWORD, token: true, token_name: 'Nightly export' });
    expect(res.status).to.equal(200);
    const json = await res.json();
    expect(json.token).to.match(/^pc_u\d+_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(json.token_expires_at) - Date.now()).to.be.within(6.9 * 86_400_000, 7.1 * 86_400_000);
    expect(json.user).to.include({ id: user.id, role: 'user' });
    expect(c.cookie).to.equal('');
    const [row] = await t.testDb.db('api_tokens').where({ account_type: 'user', account_id: user.id });
    expect(row).to.include({ token_hash: hashToken(json.token), name: 'Nightly export' });
    expect(JSON.stringify(row)).to.not.contain(json.token.slice(-43));
    expect((await graphqlAs(t, VIEWER, {}, json.token)).data.viewer).to.deep.equal({ id: String(user.id), role: 'user' });
  });

  it('lists the person\'s own tokens on the profile, and revoking one signs its client out at once', async () => {
    const user = await createUser(t.testDb.db);
    const other = await createUser(t.testDb.db);
    const script = await tokenFor(user.email, 'user', 'Backup script');
    const phone = await tokenFor(user.email, 'user', 'Phone app');
    const theirs = await tokenFor(other.email);
    const listed = (await graphqlAs(t, TOKENS, {}, phone)).data.myApiTokens;
    expect(listed.map((x: { name: string }) => x.name)).to.deep.equal(['Phone app', 'Backup script']);
    expect(listed.every((x: { status: string }) => x.status === 'active')).to.equal(true);
    expect(JSON.stringify(listed)).to.not.contain(script.slice(-43));

    const theirId = (await graphqlAs(t, TOKENS, {}, theirs)).data.myApiTokens[0].id;
    const refused = await graphqlAs(t, REVOKE, { id: theirId }, phone);
    expect(refused.errors[0].extensions.code).to.equal('NOT_FOUND');
    expect(await works(theirs)).to.equal(true);

    const revoked = await graphqlAs(t, REVOKE, { id: listed[1].id }, phone);
    expect(revoked.data.revokeApiToken.message).to.equal('The token has been revoked.');
    expect(revoked.data.revokeApiToken.tokens).to.deep.include({ id: listed[1].id, status: 'revoked' });
    expect(await works(script)).to.equal(false);
    expect(await works(phone)).to.equal(true);
  });

  it('a token\'s logout revokes that token; a browser\'s logout leaves the person\'s tokens', async () => {
    const user = await createUser(t.testDb.db);
    const kept = await tokenFor(user.email);
    const leaving = await tokenFor(user.email);
    expect((await postJson(t, '/api/account/logout', {}, { token: leaving })).status).to.equal(200);
    expect(await works(leaving)).to.equal(false);
    const browser = client(t);
    await browser.post('/api/account/login', { email: user.email, password: TEST_PASSWORD });
    await browser.post('/api/account/logout', {});
    expect(await works(kept)).to.equal(true);
  });

  it('logout everywhere ends every session and token of the person, and no one else\'s', async () => {
    const vendorId = await createVendor(t.testDb.db);
    const vet = await createVendorLogin(t.testDb.db, vendorId);
    const colleague = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'user' });
    const here = client(t);
    const elsewhere = client(t);
    for (const c of [here, elsewhere]) await c.post('/api/account/login', { email: vet.email, password: TEST_PASSWORD, role: 'vendor' });
    const token = await tokenFor(vet.email, 'vendor');
    const theirs = await tokenFor(colleague.email, 'vendor');

    expect((await here.post('/api/account/logout_everywhere', {})).status).to.equal(200);
    for (const c of [here, elsewhere]) expect((await c.get('/app')).headers.get('location')).to.match(/^\/login\/\?redirectUrl=%2Fapp/);
    expect(await works(token)).to.equal(false);
    expect(await works(theirs)).to.equal(true);
    // Signing in again afterwards works as before.
    const again = client(t);
    await again.post('/api/account/login', { email: vet.email, password: TEST_PASSWORD, role: 'vendor' });
    expect((await again.get('/app')).headers.get('location')).to.equal('/app/appointments');
  });

  it('a password change revokes every token of the person, by the current password and by a reset link', async () => {
    const user = await createUser(t.testDb.db);
    const first = await tokenFor(user.email);
    await client(t).post('/api/account/change_password', { currentPassword: TEST_PASSWORD, newPassword: 'changed pass 1', email: user.email, role: 'user' });
    expect(await works(first)).to.equal(false);
    const revoked = await t.testDb.db('api_tokens').where({ account_type: 'user', account_id: user.id }).first();
    expect(revoked.revoked_at).to.be.instanceOf(Date);

    const login = await client(t).post('/api/account/login', { email: user.email, password: 'changed pass 1', token: true });
    const second = (await login.json()).token;
    await client(t).post('/api/account/forgot', { email: user.email });
    const code = new URL((await lastMessageTo(t, user.email))!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('code');
    await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'changed pass 2', email: user.email, role: 'user' });
    expect(await works(second)).to.equal(false);
  });

  it('a password the root admin sets for a team member revokes the member\'s tokens', async () => {
    const vendorId = await createVendor(t.testDb.db);
    const root = await createVendorLogin(t.testDb.db, vendorId);
    const member = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'user' });
    const memberToken = await tokenFor(member.email, 'vendor');
    const rootToken = await tokenFor(root.email, 'vendor');
    const saved = await graphqlAs(t, 'mutation($input: TeamMemberInput!) { saveTeamMember(input: $input) { message } }', {
      input: { id: member.id, firstName: 'Tara', lastName: 'Team', email: member.email, phone: '2125550123', password: 'a new password' },
    }, rootToken);
    expect(saved.errors).to.equal(undefined);
    expect(await works(memberToken)).to.equal(false);
    expect((await t.testDb.db('api_tokens').where({ account_type: 'vendor_login', account_id: member.id }).first()).revoked_at).to.be.instanceOf(Date);
  });

  it('a deleted team member\'s tokens go with them', async () => {
    const vendorId = await createVendor(t.testDb.db);
    const root = await createVendorLogin(t.testDb.db, vendorId);
    const member = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'user' });
    await tokenFor(member.email, 'vendor');
    const rootToken = await tokenFor(root.email, 'vendor');
    const removed = await graphqlAs(t, 'mutation($id: ID!) { deleteTeamMember(id: $id) { id } }', { id: member.id }, rootToken);
    expect(removed.errors).to.equal(undefined);
    expect(await t.testDb.db('api_tokens').where({ account_type: 'vendor_login', account_id: member.id })).to.deep.equal([]);
  });
});
