import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { TEST_PASSWORD, createPlan, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { hashOtp } from '../../server/domain/accounts/codes.ts';
import { BCRYPT_COST } from '../../server/domain/accounts/authentication.ts';
import {
  client, lastOtp, ownerSignup, uniqueEmail, uniqueMobile, vetSignup,
} from './accounts-helpers.ts';

describe('account calls (/api/account/*)', function () {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  describe('register', () => {
    it('creates a verified owner, answers 201 {id, user} and signs them in with the session cookie only', async () => {
      const c = client(t);
      const { res, body } = await ownerSignup(t, c, { email: '  Mixed.Case@Example.TEST ', first_name: ' Olive ' });
      expect(res.status).to.equal(201);
      const json = await res.json();
      expect(json.id).to.be.a('number');
      expect(json.user).to.include({ email: 'mixed.case@example.test', role: 'user' });
      const row = await t.testDb.db('users').where({ id: json.id }).first();
      expect(row).to.include({ email: 'mixed.case@example.test', first_name: 'Olive', phone: body.phone });
      // bcrypt at the cost the server hashes with (10 outside a test run: password-cost.test.ts).
      expect(row.password_hash).to.match(new RegExp(`^\\$2[aby]\\$${String(BCRYPT_COST).padStart(2, '0')}\\$`));
      expect(row.phone_verified_at).to.be.instanceOf(Date);
      expect(json).to.not.have.property('token');
      const app = await c.get('/app');
      expect(app.status).to.equal(302);
      expect(app.headers.get('location')).to.equal('/app/my-appointments');
    });

    it("refuses a duplicate email with 409 'This email already exists in our System.'", async () => {
      const existing = await createUser(t.testDb.db);
      const { res } = await ownerSignup(t, client(t), { email: existing.email.toUpperCase() });
      expect(res.status).to.equal(409);
      expect((await res.json()).msg).to.equal('This email already exists in our System.');
    });

    it("refuses an unverified phone with 400 'Mobile number must be verified'", async () => {
      const { res } = await ownerSignup(t, client(t), { phone: uniqueMobile() });
      expect(res.status).to.equal(400);
      expect((await res.json()).msg).to.equal('Mobile number must be verified');
      const bad = await ownerSignup(t, client(t), { phone: '12345' });
      expect((await bad.res.json()).msg).to.equal('Mobile number must be verified');
    });

    it('enforces the captcha on the server', async () => {
      const wrong = await ownerSignup(t, client(t), { captcha_answer: '77' });
      expect(wrong.res.status).to.equal(400);
      expect((await wrong.res.json()).error.fields).to.have.property('captcha');
      const forged = await ownerSignup(t, client(t), { captcha_token: '3.3.9999999999999.' + 'a'.repeat(64), captcha_answer: '6' });
      expect(forged.res.status).to.equal(400);
    });

    it('validates names, email and password length with clear messages and saves nothing', async () => {
      const before = (await t.testDb.db('users').count('* as n'))[0].n;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ first_name: 'R2D2' }, 'first_name'],
        [{ last_name: '' }, 'last_name'],
        [{ email: 'not-an-email' }, 'email'],
        [{ password: 'short' }, 'password'],
        [{ password: 'é'.repeat(37) }, 'password'],
      ];
      for (const [override, field] of cases) {
        const { res } = await ownerSignup(t, client(t), override);
        expect(res.status, JSON.stringify(override)).to.equal(400);
        expect((await res.json()).error.fields).to.have.property(field);
      }
      const { res } = await ownerSignup(t, client(t), { password: 'x'.repeat(73) });
      expect((await res.json()).msg).to.contain('at most 72 bytes');
      expect((await t.testDb.db('users').count('* as n'))[0].n).to.equal(before);
    });

    it("attaches a promo plan and counts its use; an unusable plan is 'Invalid code'", async () => {
      const plan = { id: await createPlan(t.testDb.db, { code: `P${Date.now()}`, description: '10% off', max_uses: 1 }) };
      const first = await ownerSignup(t, client(t), { plan_id: plan.id });
      expect(first.res.status).to.equal(201);
      const row = await t.testDb.db('users').where({ email: first.body.email }).first();
      expect(Number(row.signup_plan)).to.equal(Number(plan.id));
      const second = await ownerSignup(t, client(t), { plan_id: plan.id });
      expect(second.res.status).to.equal(400);
      expect((await second.res.json()).msg).to.equal('Invalid code');
    });

    it('stores the sign-up source the client reports', async () => {
      const { res, body } = await ownerSignup(t, client(t), { source: { medium: 'Web', os: 'Linux' } });
      expect(res.status).to.equal(201);
      const row = await t.testDb.db('users').where({ email: body.email }).first();
      expect(row.source).to.deep.equal({ medium: 'Web', os: 'Linux' });
    });
  });

  describe('register_vendor', () => {
    it('creates the vendor (type 1000, first + last) and its root admin in one go, signed in', async () => {
      const c = client(t);
      const { res, body } = await vetSignup(t, c, { first_name: 'Jane', last_name: 'Doe' });
      expect(res.status).to.equal(201);
      const json = await res.json();
      const login = await t.testDb.db('vendor_logins').where({ id: json.id }).first();
      expect(login).to.include({ email: body.email, subrole: 'root_admin', phone: body.mobile_phone });
      const vendor = await t.testDb.db('vendors').where({ id: login.vendor_id }).first();
      expect(vendor).to.include({ name: 'Jane Doe', type: 1000 });
      expect(json.user).to.include({ role: 'vendor', subrole: 'root_admin', vendor_id: Number(login.vendor_id) });
      expect((await c.get('/app')).headers.get('location')).to.equal('/app/appointments');
    });

    it('refuses a duplicate vet email with 409 and leaves no vendor behind', async () => {
      const existing = await createVendorLogin(t.testDb.db, await createVendor(t.testDb.db));
      const vendorsBefore = (await t.testDb.db('vendors').count('* as n'))[0].n;
      const { res } = await vetSignup(t, client(t), { email: existing.email });
      expect(res.status).to.equal(409);
      expect((await res.json()).msg).to.equal('This email already exists in our System.');
      expect((await t.testDb.db('vendors').count('* as n'))[0].n).to.equal(vendorsBefore);
    });

    it('requires a verified mobile', async () => {
      const { res } = await vetSignup(t, client(t), { mobile_phone: uniqueMobile() });
      expect(res.status).to.equal(400);
      expect((await res.json()).msg).to.equal('Mobile number must be verified');
    });
  });

  describe('login and logout', () => {
    it('answers a browser {user} and a session cookie, no token; the session id changes at login', async () => {
      const user = await createUser(t.testDb.db);
      const c = client(t);
      const first = await c.post('/api/account/login', { email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
      expect(first.status).to.equal(200);
      const json = await first.json();
      expect(json).to.not.have.property('token');
      expect(await t.testDb.db('api_tokens').where({ account_type: 'user', account_id: user.id })).to.deep.equal([]);
      expect(json.user).to.include({ id: user.id, role: 'user', email: user.email });
      const firstCookie = c.cookie;
      expect(firstCookie).to.match(/^petcare\.sid=/);
      await c.post('/api/account/login', { email: user.email, password: TEST_PASSWORD });
      expect(c.cookie).to.match(/^petcare\.sid=/).and.not.equal(firstCookie);
      const stale = await t.fetch('/app', { headers: { cookie: firstCookie } });
      expect(stale.headers.get('location')).to.equal('/login/?redirectUrl=%2Fapp&ended=1');
    });

    it("answers every failure with 401 'Invalid email or password.'", async () => {
      const user = await createUser(t.testDb.db);
      for (const body of [
        { email: user.email, password: 'wrong password' },
        { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
        { email: 'not an email', password: TEST_PASSWORD },
        { email: user.email },
      ]) {
        const res = await client(t).post('/api/account/login', body);
        expect(res.status).to.equal(401);
        expect((await res.json()).msg).to.equal('Invalid email or password.');
      }
    });

    it('never lets an owner open a vendor session or the reverse', async () => {
      const user = await createUser(t.testDb.db);
      const vet = await createVendorLogin(t.testDb.db, await createVendor(t.testDb.db));
      expect((await client(t).post('/api/account/login', { email: user.email, password: TEST_PASSWORD, role: 'vendor' })).status).to.equal(401);
      expect((await client(t).post('/api/account/login', { email: vet.email, password: TEST_PASSWORD })).status).to.equal(401);
      const ok = await client(t).post('/api/account/login', { email: vet.email, password: TEST_PASSWORD, role: 'vendor' });
      expect((await ok.json()).user).to.include({ role: 'vendor', id: vet.id });
    });

    it('logs out: the session no longer opens /app', async () => {
      const user = await createUser(t.testDb.db);
      const c = client(t);
      await c.post('/api/account/login', { email: user.email, password: TEST_PASSWORD });
      const cookie = c.cookie;
      expect((await c.post('/api/account/logout', {})).status).to.equal(200);
      expect((await t.fetch('/app', { headers: { cookie } })).headers.get('location')).to.equal('/login/?redirectUrl=%2Fapp&ended=1');
    });

    it('refuses a cross-site login (Origin check)', async () => {
      const user = await createUser(t.testDb.db);
      const res = await client(t).post('/api/account/login', { email: user.email, password: TEST_PASSWORD },
        { headers: { origin: 'http://evil.example' } });
      expect(res.status).to.equal(403);
      expect(res.headers.getSetCookie()).to.deep.equal([]);
    });

    it('limits login to 10 a minute per IP and email with a clear 429', async () => {
      const email = uniqueEmail('limited');
      const c = client(t);
      for (let i = 0; i < 10; i++) expect((await c.post('/api/account/login', { email, password: 'x' })).status).to.equal(401);
      const res = await c.post('/api/account/login', { email, password: 'x' });
      expect(res.status).to.equal(429);
      expect((await res.json()).msg).to.match(/^Too many attempts\. Please try again in 1 minute\.$/);
      expect(Number(res.headers.get('retry-after'))).to.be.within(1, 60);
      // Another email from the same IP is counted on its own.
      expect((await c.post('/api/account/login', { email: uniqueEmail(), password: 'x' })).status).to.equal(401);
    });
  });

  describe('send_otp and verify_otp', () => {
    it('texts a 4-digit code through the outbox and stores only its hash', async () => {
      const mobile = uniqueMobile();
      const res = await client(t).post('/api/account/send_otp', { mobile });
      expect(res.status).to.equal(200);
      const code = await lastOtp(t, mobile);
      expect(code).to.match(/^\d{4}$/);
      const row = await t.testDb.db('phone_verifications').where({ mobile }).first();
      // The keyed hash of number and code, never the code (a 64-digit hex string may hold any 4 digits by chance).
      expect(row.code_hash).to.equal(hashOtp(t.config.sessionSecret, mobile, code)).and.match(/^[0-9a-f]{64}$/);
      expect(row.expires_at.getTime() - row.created_at.getTime()).to.be.within(9.9 * 60_000, 10.1 * 60_000);
      expect((await client(t).post('/api/account/verify_otp', { mobile, otp: code })).status).to.equal(200);
    });

    it("answers a wrong, malformed or expired code with 400 'Invalid OTP'", async () => {
      const mobile = uniqueMobile();
      await client(t).post('/api/account/send_otp', { mobile });
      const code = await lastOtp(t, mobile);
      const wrong = code === '0000' ? '1111' : '0000';
      for (const otp of [wrong, '12', 'abcd']) {
        const res = await client(t).post('/api/account/verify_otp', { mobile, otp });
        expect(res.status).to.equal(400);
        expect((await res.json()).msg).to.equal('Invalid OTP');
      }
      await t.testDb.db('phone_verifications').where({ mobile }).update({ expires_at: new Date(Date.now() - 1000) });
      expect((await (await client(t).post('/api/account/verify_otp', { mobile, otp: code })).json()).msg).to.equal('Invalid OTP');
    });

    it('allows at most 5 tries per code', async () => {
      const mobile = uniqueMobile();
      await client(t).post('/api/account/send_otp', { mobile });
      const code = await lastOtp(t, mobile);
      const wrong = code === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i++) await client(t).post('/api/account/verify_otp', { mobile, otp: wrong });
      const res = await client(t).post('/api/account/verify_otp', { mobile, otp: code });
      expect(res.status).to.equal(400);
    });

    it('limits sending to 3 codes per 10 minutes per number', async () => {
      const mobile = uniqueMobile();
      for (let i = 0; i < 3; i++) expect((await client(t).post('/api/account/send_otp', { mobile })).status).to.equal(200);
      const res = await client(t).post('/api/account/send_otp', { mobile });
      expect(res.status).to.equal(429);
      expect((await res.json()).msg).to.match(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      const texts = await t.testDb.db('outbox_messages').where({ to: mobile }).count('* as n');
      expect(Number(texts[0].n)).to.equal(3);
    });

    it('refuses a malformed number', async () => {
      const res = await client(t).post('/api/account/send_otp', { mobile: '555-1234' });
      expect(res.status).to.equal(400);
    });
  });
});
