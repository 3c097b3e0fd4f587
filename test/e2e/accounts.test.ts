import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createUser, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite } from './browser.ts';

interface OutboxEntry { channel: string; to: string; text: string }

describe('accounts in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let seq = 0;
  const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;
  const uniqueMobile = () => `8${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq % 1000).padStart(3, '0')}`;


  /** The newest outbox entry to an address or number, read the way a tester would: from /dev/outbox.json. */
  async function outboxTo(to: string): Promise<OutboxEntry> {
    const entries = (await (await fetch(`${suite.t.baseUrl}/dev/outbox.json`)).json()) as OutboxEntry[];
    const found = entries.find((e) => e.to === to);
    if (!found) throw new Error(`nothing in the outbox for ${to}`);
    return found;
  }

  /** Each test is a different person: a fresh browser context, so no cookie carries over. */
  async function open(path: string): Promise<Page> {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    page.on('pageerror', (err) => { throw err; });
    await page.goto(`${suite.t.baseUrl}${path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    return page;
  }

  /** Types the number as given (formatted or not); the code is texted to its 10 digits. */
  async function verifyPhone(page: Page, typed: string, mobile = typed) {
    await page.type('#account-phone', typed);
    await page.click('button[value="send_otp"]');
    await page.waitForSelector('#account-otp');
    const code = (await outboxTo(mobile)).text.match(/\b(\d{4})\b/)![1];
    await page.type('#account-otp', code);
    await page.click('button[value="verify_otp"]');
    await page.waitForSelector('[data-testid="phone-verified"]');
    expect(await page.$eval('[data-testid="phone-verified"]', (el) => el.textContent)).to.equal('Verified');
  }

  async function submitAndWaitFor(page: Page, urlPath: string) {
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    expect(new URL(page.url()).pathname).to.equal(urlPath);
  }

  it('an owner "José Zoë-Björk" signs up with "(555) 000-4444" and the texted code and lands on /app/my-appointments', async () => {
    const page = await open('/signup/');
    const email = `${unique('e2eowner')}@example.test`;
    const mobile = uniqueMobile();
    await page.type('#account-first_name', 'José');
    await page.type('#account-last_name', 'Zoë-Björk');
    await page.type('#account-email', email);
    await verifyPhone(page, `(${mobile.slice(0, 3)}) ${mobile.slice(3, 6)}-${mobile.slice(6)}`, mobile);
    await page.type('#account-password', 'owner password');

    // A wrong answer spends the question: the form shows a new one with an empty answer.
    const tokenOf = () => page.$eval('input[name="captcha_token"]', (el) => (el as HTMLInputElement).value);
    const spent = await tokenOf();
    await page.type('#account-captcha_answer', '99');
    await page.click('[data-testid="account-submit"]');
    // Said once, at the question, which takes the focus.
    await page.waitForFunction(() => document.querySelector('#account-captcha_answer-error')?.textContent === 'Please answer the question correctly.');
    expect(await page.$('[data-testid="account-message"]')).to.equal(null);
    await page.waitForFunction((old) => (document.querySelector('input[name="captcha_token"]') as HTMLInputElement).value !== old, {}, spent);
    expect(await page.$eval('#account-captcha_answer', (el) => (el as HTMLInputElement).value)).to.equal('');

    const question = await page.$eval('label[for="account-captcha_answer"]', (el) => el.textContent ?? '');
    const [, a, b] = question.match(/What is (\d+) \+ (\d+)\?/)!;
    await page.type('#account-captcha_answer', String(Number(a) + Number(b)));
    await submitAndWaitFor(page, '/app/my-appointments');
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('My Appointments');
    const row = await suite.t.testDb.db('users').where({ email }).first();
    expect(row).to.include({ first_name: 'José', last_name: 'Zoë-Björk', phone: mobile });
    await page.browserContext().close();
  });

  it('checks names and the number in the browser with the server\'s rules before sending', async () => {
    const page = await open('/signup/');
    let calls = 0;
    page.on('request', (req) => { if (req.url().includes('/api/account/')) calls++; });
    await page.type('#account-phone', '(555) 000-444');
    await page.click('button[value="send_otp"]');
    await page.waitForSelector('#account-phone-error');
    expect(await page.$eval('#account-phone-error', (el) => el.textContent)).to.equal('Please enter a 10-digit mobile number.');
    await page.type('#account-first_name', 'J0hn');
    await page.type('#account-last_name', 'Doe');
    await page.click('[data-testid="account-submit"]');
    await page.waitForSelector('#account-first_name-error');
    expect(await page.$eval('#account-first_name-error', (el) => el.textContent)).to.equal('Please enter your first name using letters only.');
    expect(calls).to.equal(0);
    await page.browserContext().close();
  });

  it('an empty login form sends nothing and names what it lacks, at each field', async () => {
    const page = await open('/vendor/login');
    let calls = 0;
    page.on('request', (req) => { if (req.url().includes('/api/account/')) calls++; });
    await page.click('[data-testid="account-submit"]');
    await page.waitForSelector('#account-password-error');
    expect(await page.$eval('#account-email-error', (el) => el.textContent)).to.equal('Please enter a valid email.');
    expect(await page.$eval('#account-password-error', (el) => el.textContent)).to.equal('Please enter your password.');
    expect(await page.$('[data-testid="account-message"]')).to.equal(null);
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('account-email');
    await page.type('#account-email', 'someone@example.test');
    await page.click('[data-testid="account-submit"]');
    await page.waitForFunction(() => !document.querySelector('#account-email-error'));
    expect(calls).to.equal(0);
    await page.browserContext().close();
  });

  it('a vet signs up, logs out, and logs in again at /vendor/login', async () => {
    const email = `${unique('e2evet')}@example.test`;
    const page = await open('/for-vet/signup');
    await page.type('#account-first_name', 'Vera');
    await page.type('#account-last_name', 'Vet');
    await page.type('#account-email', email);
    await verifyPhone(page, uniqueMobile());
    await page.type('#account-password', 'vet password');
    await submitAndWaitFor(page, '/app/appointments');
    // Puppeteer's 800 px window is a tablet's: the dashboard's pages and Logout are in the header's Menu.
    await page.click('.mobile-menu-button');
    await Promise.all([page.waitForNavigation(), page.click('#mobile-menu a[href="/app/logout"]')]);
    expect(new URL(page.url()).pathname).to.equal('/');
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', email);
    await page.type('#account-password', 'vet password');
    await submitAndWaitFor(page, '/app/appointments');
    await page.browserContext().close();
  });

  it('a new vet is told on every dashboard page to verify their email, until they confirm the mailed link', async () => {
    const email = `${unique('e2everify')}@example.test`;
    const page = await open('/for-vet/signup');
    await page.type('#account-first_name', 'Vera');
    await page.type('#account-last_name', 'Verify');
    await page.type('#account-email', email);
    await verifyPhone(page, uniqueMobile());
    await page.type('#account-password', 'vet password');
    await submitAndWaitFor(page, '/app/appointments');
    const banner = () => page.$eval('[data-testid="verification-banner"]', (el) => el.textContent ?? '').catch(() => null);
    expect(await banner()).to.contain(`Please verify your email address: open the link we sent to ${email}.`);
    for (const width of [320, 1280]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(`${suite.t.baseUrl}/app/listings`, { waitUntil: 'networkidle0' });
      expect(await banner()).to.contain('cannot publish its site or take bookings');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width} px`).to.equal(true);
    }
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="verification-banner"] button')]);
    expect(await page.$eval('[data-testid="verify-message"]', (el) => el.textContent)).to.equal(`We sent a new link to ${email}. It works for 7 days.`);

    const link = new URL((await outboxTo(email)).text.match(/https?:\/\/\S+/)![0]);
    await page.goto(`${suite.t.baseUrl}${link.pathname}${link.search}`, { waitUntil: 'networkidle0' });
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="verify-confirm"]')]);
    expect(await page.$eval('[data-testid="verify-message"]', (el) => el.textContent)).to.contain('your email address is verified');
    await page.goto(`${suite.t.baseUrl}/app/appointments`, { waitUntil: 'networkidle0' });
    expect(await banner()).to.equal(null);
    await page.browserContext().close();
  });

  it('forgot -> emailed link -> new password; the new one logs in and the old one does not', async () => {
    const user = await createUser(suite.t.testDb.db);
    const page = await open('/login/?forgot');
    await page.type('#account-email', user.email);
    await page.click('[data-testid="account-submit"]');
    await page.waitForSelector('[data-testid="account-message"]');
    expect(await page.$eval('[data-testid="account-message"]', (el) => el.textContent))
      .to.equal('Please check your inbox for further instructions on resetting your password.');

    const link = new URL((await outboxTo(user.email)).text.match(/https?:\/\/\S+/)![0]);
    await page.goto(`${suite.t.baseUrl}${link.pathname}${link.search}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('Change Password');
    await page.type('#account-newPassword', 'fresh password 1');
    await page.type('#account-confirm', 'fresh password 1');
    await page.click('[data-testid="account-submit"]');
    await page.waitForSelector('[data-testid="account-message"]');
    expect(await page.$eval('[data-testid="account-message"]', (el) => el.textContent)).to.equal('Your password has been reset successfully!');

    await page.goto(`${suite.t.baseUrl}/login/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', user.email);
    await page.type('#account-password', TEST_PASSWORD);
    // Hold the login call until the button has been read: 'Submit' -> 'Please Wait...' -> 'Submit' on error.
    await page.setRequestInterception(true);
    let release: () => void = () => undefined;
    let holding = true;
    const held = new Promise<void>((resolve) => {
      page.on('request', (req) => {
        if (!holding || !req.url().endsWith('/api/account/login')) return void req.continue();
        holding = false;
        release = () => void req.continue();
        resolve();
      });
    });
    expect(await page.$eval('[data-testid="account-submit"]', (el) => el.textContent)).to.equal('Submit');
    await page.click('[data-testid="account-submit"]');
    await held;
    await page.waitForFunction(() => document.querySelector('[data-testid="account-submit"]')?.textContent === 'Please Wait...');
    release();
    await page.waitForSelector('[data-testid="account-message"]');
    expect(await page.$eval('[data-testid="account-message"]', (el) => el.textContent)).to.equal('Invalid email or password.');
    expect(await page.$eval('[data-testid="account-submit"]', (el) => el.textContent)).to.equal('Submit');

    await page.$eval('#account-password', (el) => { (el as HTMLInputElement).select(); });
    await page.type('#account-password', 'fresh password 1');
    await submitAndWaitFor(page, '/app/my-appointments');
    await page.browserContext().close();
  });
});
