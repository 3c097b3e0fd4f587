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

  async function verifyPhone(page: Page, mobile: string) {
    await page.type('#account-phone', mobile);
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

  it('an owner signs up with the texted code and lands on /app/my-appointments', async () => {
    const page = await open('/signup/');
    await page.type('#account-first_name', 'Olive');
    await page.type('#account-last_name', 'Owner');
    await page.type('#account-email', `${unique('e2eowner')}@Example.test`);
    await verifyPhone(page, uniqueMobile());
    await page.type('#account-password', 'owner password');
    const question = await page.$eval('label[for="account-captcha_answer"]', (el) => el.textContent ?? '');
    const [, a, b] = question.match(/What is (\d+) \+ (\d+)\?/)!;
    await page.type('#account-captcha_answer', String(Number(a) + Number(b)));
    await submitAndWaitFor(page, '/app/my-appointments');
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('My Appointments');
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
    await Promise.all([page.waitForNavigation(), page.click('.dashboard-nav a[href="/app/logout"]')]);
    expect(new URL(page.url()).pathname).to.equal('/');
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', email);
    await page.type('#account-password', 'vet password');
    await submitAndWaitFor(page, '/app/appointments');
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
