import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { TEST_PASSWORD, createPlan, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { client, lastMessageTo, lastOtp, uniqueEmail, uniqueMobile, type Client } from './accounts-helpers.ts';

/** Reads the arithmetic captcha off a rendered sign-up page and solves it, as a person would. */
function solveCaptchaIn(html: string): { captcha_token: string; captcha_answer: string } {
  const [, a, b] = html.match(/What is (\d+) \+ (\d+)\?/)!;
  const token = html.match(/name="captcha_token" value="([^"]+)"/)![1];
  return { captcha_token: token, captcha_answer: String(Number(a) + Number(b)) };
}

async function signedIn(t: TestApp, email: string, role: 'user' | 'vendor' = 'user'): Promise<Client> {
  const c = client(t);
  const res = await c.post('/api/account/login', { email, password: TEST_PASSWORD, role });
  expect(res.status).to.equal(200);
  return c;
}

describe('account pages and the signed-in shell', function () {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  /** The path of the newest link mailed to an address. */
  async function mailedPath(email: string): Promise<string> {
    const url = new URL((await lastMessageTo(t, email))!.text.match(/https?:\/\/\S+/)![0]);
    return `${url.pathname}${url.search}`;
  }

  /** A fresh reset link for an owner, as its page path. */
  async function resetPath(email: string): Promise<string> {
    await client(t).post('/api/account/forgot', { email });
    return mailedPath(email);
  }

  describe('pages', () => {
    it('renders /login/ without the header, with the form island and no message before a submit', async () => {
      const res = await t.fetch('/login/');
      expect(res.status).to.equal(200);
      const html = await res.text();
      expect(html).to.contain('<h1 id="account-title">Login</h1>');
      expect(html).to.not.contain('class="site-header"');
      expect(html).to.contain('data-island="account-form"');
      const form = html.match(/<form[^>]*>/)![0];
      expect(form).to.contain('method="post"').and.contain('action="/login/"');
      expect(html).to.contain('>Submit</button>');
      expect(html).to.not.contain('data-testid="account-message"');
    });

    it('picks the mode from the path and ?forgot, and the vet pages link to each other', async () => {
      const user = await createUser(t.testDb.db);
      const pages: Array<[string, string]> = [
        ['/signup/', 'Sign Up'], ['/login/?forgot', 'Forgot Password'], [await resetPath(user.email), 'Change Password'],
        ['/vendor/login', 'Vet Login'], ['/for-vet/signup', 'Vet Sign Up'],
      ];
      for (const [path, heading] of pages) {
        const html = await (await t.fetch(path)).text();
        expect(html, path).to.contain(`<h1 id="account-title">${heading}</h1>`);
      }
      expect(await (await t.fetch('/vendor/login')).text()).to.contain('href="/for-vet/signup"');
      expect(await (await t.fetch('/for-vet/signup')).text()).to.contain('href="/vendor/login"');
      const path = await resetPath(user.email);
      const change = await (await t.fetch(path)).text();
      expect(change).to.contain(`name="forgotCode" value="${new URL(path, t.baseUrl).searchParams.get('code')}"`);
    });

    it("opens a clinic's invitation as 'Choose your password', and refuses a used link at once, before any form", async () => {
      const vendorId = await createVendor(t.testDb.db, { name: 'Happy Paws' });
      const member = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'user' });
      await t.deps.services.accounts.inviteVendorLogin(member.email, 'Happy Paws');
      const link = await mailedPath(member.email);
      const page = await t.fetch(link);
      expect(page.status).to.equal(200);
      const html = await page.text();
      expect(html).to.contain('<h1 id="account-title">Choose your password</h1>').and.contain('<title>Choose your password');
      expect(html).to.contain('name="newPassword"').and.not.contain('Change Password');

      const code = new URL(link, t.baseUrl).searchParams.get('code');
      const chosen = await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'nurse password', email: member.email, role: 'vendor' });
      expect((await chosen.json()).msg).to.equal('Your password is set. You can log in now.');

      const again = await t.fetch(link);
      expect(again.status).to.equal(410);
      const refused = await again.text();
      expect(refused).to.contain('This invitation link has been used or has expired.');
      expect(refused).to.not.contain('name="newPassword"').and.not.contain('data-island="account-form"');
    });

    it('refuses a used, expired or unknown reset link at once, under its own heading', async () => {
      const user = await createUser(t.testDb.db);
      const used = await resetPath(user.email);
      const code = new URL(used, t.baseUrl).searchParams.get('code');
      await client(t).post('/api/account/change_password', { forgotCode: code, newPassword: 'brand new pass', email: user.email, role: 'user' });
      const expired = await resetPath(user.email);
      await t.testDb.db('password_resets').where({ account_type: 'user', account_id: user.id }).whereNull('used_at')
        .update({ expires_at: new Date(Date.now() - 1000) });
      for (const path of [used, expired, '/login/?forgot&code=never-issued&email=a%40b.test']) {
        const res = await t.fetch(path);
        expect(res.status, path).to.equal(410);
        const html = await res.text();
        expect(html, path).to.contain('<h1 id="account-title">Change Password</h1>')
          .and.contain('This reset link is invalid or has expired. Please request a new one.').and.not.contain('name="newPassword"');
      }
    });

    it("shows 'Promo Applied!' with the plan description, or 'Invalid code'", async () => {
      const code = `SAVE${Date.now()}`;
      await createPlan(t.testDb.db, { code, description: '<p>10% off your first visit</p><script>x()</script>' });
      await createPlan(t.testDb.db, { code: `${code}OLD`, description: 'gone', expires_at: new Date(Date.now() - 1000) });
      const valid = await (await t.fetch(`/signup/?cc=${code.toLowerCase()}`)).text();
      expect(valid).to.contain('Promo Applied!').and.contain('10% off your first visit').and.not.contain('<script>x()');
      expect(valid).to.match(/name="plan_id" value="\d+"/);
      expect(await (await t.fetch('/signup/?cc=NOPE')).text()).to.contain('Invalid code');
      expect(await (await t.fetch(`/signup/?cc=${code}OLD`)).text()).to.contain('Invalid code');
    });
  });

  describe('plain form posts (no JavaScript)', () => {
    it('logs in and redirects to a same-site redirectUrl, never to another site', async () => {
      const user = await createUser(t.testDb.db);
      const targets: Array<[string, string]> = [
        ['/app/my-pets', '/app/my-pets'], ['//evil.example', '/app'], ['https://evil.example/x', '/app'], ['/\\evil.example', '/app'],
      ];
      for (const [target, expected] of targets) {
        const res = await client(t).form(`/login/?redirectUrl=${encodeURIComponent(target)}`, { email: user.email, password: TEST_PASSWORD });
        expect(res.status, target).to.equal(303);
        expect(res.headers.get('location'), target).to.equal(expected);
      }
    });

    it("re-renders a failed login with 'Invalid email or password.' and status 401", async () => {
      const res = await client(t).form('/login/', { email: uniqueEmail(), password: 'whatever1' });
      expect(res.status).to.equal(401);
      const html = await res.text();
      expect(html).to.contain('Invalid email or password.');
      expect(html).to.not.contain('whatever1');
    });

    it('tells an empty or malformed login form what it lacks (400) before any credentials are checked', async () => {
      const empty = await client(t).form('/login/', { email: '', password: '' });
      expect(empty.status).to.equal(400);
      const html = await empty.text();
      expect(html).to.contain('Please enter a valid email.').and.contain('Please enter your password.');
      expect(html).to.not.contain('Invalid email or password.');
      const noPassword = await client(t).form('/vendor/login', { email: 'vet@example.test', password: '' });
      expect(noPassword.status).to.equal(400);
      expect(await noPassword.text()).to.contain('Please enter your password.').and.not.contain('Invalid email or password.');
    });

    it('signs an owner up: send code, then submit with the code, captcha and promo', async () => {
      const c = client(t);
      const mobile = uniqueMobile();
      const email = uniqueEmail('formowner');
      const base = { first_name: 'Form', last_name: 'Owner', email, phone: mobile };
      const sent = await c.form('/signup/', { ...base, intent: 'send_otp' });
      expect(sent.status).to.equal(200);
      const html = await sent.text();
      expect(html).to.contain('We sent a 4-digit code to your mobile.').and.contain(`value="${mobile}"`);
      const res = await c.form('/signup/?redirectUrl=%2Fapp%2Fmy-profile', {
        ...base, otp: await lastOtp(t, mobile), password: 'form password', ...solveCaptchaIn(html),
      });
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.equal('/app/my-profile');
      expect((await c.get('/app/my-profile')).status).to.equal(200);
    });

    it('keeps a failed sign-up on the page with its message, and never echoes the password', async () => {
      const res = await client(t).form('/signup/', { first_name: 'A', last_name: 'B', email: uniqueEmail(), phone: uniqueMobile(), password: 'secret pass 9' });
      expect(res.status).to.equal(400);
      const html = await res.text();
      // The refusal stands at the field it names (said once, there).
      expect(html).to.contain('class="field-error"').and.not.contain('secret pass 9');
    });

    it('signs a vet up and the vet lands on /app', async () => {
      const c = client(t);
      const mobile = uniqueMobile();
      await c.form('/for-vet/signup', { phone: mobile, intent: 'send_otp' });
      const res = await c.form('/for-vet/signup', {
        first_name: 'Form', last_name: 'Vet', email: uniqueEmail('formvet'), phone: mobile, otp: await lastOtp(t, mobile), password: 'vet password',
      });
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.equal('/app');
      expect((await c.get('/app')).headers.get('location')).to.equal('/app/appointments');
    });

    it('forgot shows the same message for any email; change checks the confirmation', async () => {
      const known = await createUser(t.testDb.db);
      for (const email of [known.email, uniqueEmail()]) {
        const html = await (await client(t).form('/login/?forgot', { email })).text();
        expect(html).to.contain('Please check your inbox for further instructions on resetting your password.');
      }
      const mismatch = await client(t).form(await resetPath(known.email), { email: known.email, newPassword: 'new password 1', confirm: 'new password 2' });
      expect(mismatch.status).to.equal(400);
      expect(await mismatch.text()).to.contain('The new password and confirm should match');
    });
  });

  describe('the signed-in shell', () => {
    it('sends anonymous visits of /app pages to the right login, unknown /app paths to the 404 page', async () => {
      for (const [path, login] of [['/app', '/login/'], ['/app/my-appointments', '/login/'], ['/app/users', '/vendor/login']]) {
        const res = await t.fetch(path);
        expect(res.status, path).to.equal(302);
        expect(res.headers.get('location'), path).to.equal(`${login}?redirectUrl=${encodeURIComponent(path)}`);
      }
      const unknown = await t.fetch('/app/anything/else', { headers: { accept: 'text/html' } });
      expect(unknown.status).to.equal(404);
      const notFound = await t.fetch('/404');
      expect(notFound.status).to.equal(404);
      expect(await notFound.text()).to.contain('Oops! Sorry page not found');
    });

    it('shows owners their pages and menu, and 404s vendor pages and unknown paths', async () => {
      const c = await signedIn(t, (await createUser(t.testDb.db)).email);
      const page = await c.get('/app/my-appointments');
      expect(page.status).to.equal(200);
      const html = await page.text();
      expect(html).to.contain('href="/app/medical-records"').and.contain('href="/app/logout"').and.not.contain('href="/app/users"');
      for (const path of ['/app/appointments', '/app/users', '/app/settings', '/app/reports', '/app/nope']) {
        expect((await c.get(path)).status, path).to.equal(404);
      }
    });

    it('keeps Users, Reports and root-only settings tabs from a vendor sub-user, on the server too', async () => {
      const vendorId = await createVendor(t.testDb.db);
      const sub = await signedIn(t, (await createVendorLogin(t.testDb.db, vendorId, { subrole: 'user' })).email, 'vendor');
      const root = await signedIn(t, (await createVendorLogin(t.testDb.db, vendorId)).email, 'vendor');
      const subHome = await (await sub.get('/app/appointments')).text();
      expect(subHome).to.not.contain('href="/app/users"').and.not.contain('href="/app/reports"');
      for (const path of ['/app/users', '/app/reports', '/app/reports/monthly', '/app/settings/site', '/app/settings/domains', '/app/settings/users', '/app/my-appointments']) {
        expect((await sub.get(path)).status, path).to.equal(404);
      }
      const subSettings = await (await sub.get('/app/settings')).text();
      expect(subSettings).to.contain('href="/app/settings/profile"').and.not.contain('href="/app/settings/site"');
      for (const path of ['/app/users', '/app/reports', '/app/settings/site']) expect((await root.get(path)).status, path).to.equal(200);
      const unmatched = await (await root.get('/app/settings/whatever')).text();
      expect(unmatched).to.match(/href="\/app\/settings\/site" aria-current="page"/);
    });

    it('/app/logout ends the session and goes home', async () => {
      const c = await signedIn(t, (await createUser(t.testDb.db)).email);
      const cookie = c.cookie;
      const res = await c.get('/app/logout');
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.equal('/');
      expect((await t.fetch('/app', { headers: { cookie } })).headers.get('location')).to.equal('/login/?redirectUrl=%2Fapp&ended=1');
    });
  });
});
