import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createApiToken, createUser, TEST_PASSWORD } from '../factories/index.ts';
import path from 'node:path';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm } from './browser.ts';

describe('My Profile in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  /** Tries the login form in a fresh context; true when it signs in and reaches the profile. */
  async function logsIn(email: string, password: string): Promise<boolean> {
    const context = await suite.browser.createBrowserContext();
    const page: Page = await context.newPage();
    await page.goto(`${suite.t.baseUrl}/login/?redirectUrl=%2Fapp%2Fmy-profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', email);
    await page.type('#account-password', password);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/account/login'));
    await page.click('[data-testid="account-submit"]');
    const ok = (await answer).ok();
    if (ok) await page.waitForFunction(() => location.pathname === '/app/my-profile');
    await context.close();
    return ok;
  }

  it('changes the password from the profile and the old one stops working', async () => {
    const user = await createUser(suite.t.testDb.db);
    const page = await (await suite.browser.createBrowserContext()).newPage();
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/app/my-profile');
    await page.waitForSelector('[data-island="profile-editor"][data-hydrated="true"]');
    await page.type('#password-currentPassword', TEST_PASSWORD);
    await page.type('#password-newPassword', 'short');
    await page.type('#password-confirm', 'other');
    await page.click('[data-testid="change-password"] button[type="submit"]');
    expect(await page.$$eval('[data-testid="change-password"] .field-error', (els) => els.map((e) => e.textContent)))
      .to.deep.equal(['Password must be at least 8 characters.', 'The new password and confirm should match']);
    for (const id of ['#password-newPassword', '#password-confirm']) {
      await page.$eval(id, (el) => { (el as HTMLInputElement).select(); });
      await page.keyboard.press('Backspace');
      await page.type(id, 'brand new secret 9');
    }
    await page.click('[data-testid="change-password"] button[type="submit"]');
    await page.waitForSelector('[data-testid="password-status"]');
    expect(await page.$eval('[data-testid="password-status"]', (el) => el.textContent)).to.equal('Your password has been reset successfully!');

    expect(await logsIn(user.email, TEST_PASSWORD)).to.equal(false);
    expect(await logsIn(user.email, 'brand new secret 9')).to.equal(true);
  });

  it('deletes an owner\'s account after the password and the dialog, and the owner is signed out for good', async () => {
    const user = await createUser(suite.t.testDb.db);
    const page = await (await suite.browser.createBrowserContext()).newPage();
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/app/my-profile');
    await page.waitForSelector('[data-island="profile-editor"][data-hydrated="true"]');
    await page.type('#delete-password', 'not my password');
    await page.click('[data-testid="delete-account"] button[type="submit"]');
    await page.waitForSelector('[data-testid="delete-account-confirm"]', { visible: true });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'profile-delete-dialog.png') });
    await page.click('[data-testid="delete-account-confirm-yes"]');
    await page.waitForSelector('#delete-password-error');
    expect(await page.$eval('#delete-password-error', (el) => el.textContent)).to.equal('That password is not right. Your account was not deleted.');

    await page.$eval('#delete-password', (el) => { (el as HTMLInputElement).select(); });
    await page.keyboard.press('Backspace');
    await page.type('#delete-password', TEST_PASSWORD);
    await page.click('[data-testid="delete-account"] button[type="submit"]');
    await page.waitForSelector('[data-testid="delete-account-confirm"]', { visible: true });
    await page.click('[data-testid="delete-account-confirm-yes"]');
    await page.waitForSelector('[data-testid="delete-account-status"]');
    expect(await page.$eval('[data-testid="delete-account-status"]', (el) => el.textContent)).to.contain('Your account is deleted.');
    await page.waitForFunction(() => location.pathname === '/', { timeout: 10_000 });
    expect(await logsIn(user.email, TEST_PASSWORD)).to.equal(false);
  });

  it('says a wrong current password once, at its field, and refuses the current password as the new one', async () => {
    const user = await createUser(suite.t.testDb.db);
    const page = await (await suite.browser.createBrowserContext()).newPage();
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/app/my-profile');
    await page.waitForSelector('[data-island="profile-editor"][data-hydrated="true"]');
    const errors = () => page.$$eval('[data-testid="change-password"] .field-error', (els) => els.map((e) => e.textContent));
    const retype = async (id: string, value: string) => {
      await page.$eval(id, (el) => { (el as HTMLInputElement).select(); });
      await page.keyboard.press('Backspace');
      if (value) await page.type(id, value);
    };

    await page.type('#password-currentPassword', 'not my password');
    await page.type('#password-newPassword', 'brand new secret 9');
    await page.type('#password-confirm', 'brand new secret 9');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/account/change_password'));
    await page.click('[data-testid="change-password"] button[type="submit"]');
    expect((await answer).status()).to.equal(400);
    await page.waitForSelector('#password-currentPassword-error');
    expect(await errors()).to.deep.equal(['Your current password is not correct.']);
    expect(await page.$('[data-testid="password-status"]')).to.equal(null);
    const shown = await page.$eval('[data-testid="change-password"]', (el) => el.textContent ?? '');
    expect(shown.split('Your current password is not correct.').length - 1).to.equal(1);

    await retype('#password-currentPassword', TEST_PASSWORD);
    await retype('#password-newPassword', TEST_PASSWORD);
    await retype('#password-confirm', TEST_PASSWORD);
    await page.click('[data-testid="change-password"] button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('#password-newPassword-error')?.textContent
      === 'Your new password must be different from your current password.');
    const row = await suite.t.testDb.db('users').where({ id: user.id }).first();
    expect(row.password_changed_at).to.equal(null);
  });

  it('gives page script no token at login, lists a program\'s token to revoke, and logs out everywhere', async () => {
    const user = await createUser(suite.t.testDb.db);
    const program = await createApiToken(suite.t.testDb.db, { kind: 'user', id: user.id });
    const works = async (token: string) => (await fetch(`${suite.t.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ viewer { id } }' }),
    })).status === 200;

    const page = await (await suite.browser.createBrowserContext()).newPage();
    await page.goto(`${suite.t.baseUrl}/login/?redirectUrl=%2Fapp%2Fmy-profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    // What page script can read of the login's answer, kept across the navigation that follows it.
    await page.evaluate(() => {
      const original = window.fetch;
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const res = await original(...args);
        if (String(args[0]).includes('/api/account/login')) sessionStorage.setItem('login-answer', await res.clone().text());
        return res;
      };
    });
    await page.type('#account-email', user.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    const answer = JSON.parse((await page.evaluate(() => sessionStorage.getItem('login-answer')))!);
    expect(answer.user).to.include({ id: user.id });
    expect(answer).to.not.have.property('token');
    expect(await page.evaluate(() => document.cookie)).to.not.contain('petcare.sid');

    await page.waitForSelector('[data-island="profile-editor"][data-hydrated="true"]');
    expect(await page.$$eval('[data-testid="sign-in-tokens"] tbody th', (ths) => ths.map((th) => th.textContent))).to.deep.equal(['test client']);
    await page.click('[data-testid="sign-in-tokens"] tbody button');
    await page.waitForFunction(() => document.querySelector('[data-testid="tokens-status"]')?.textContent === 'The token has been revoked.');
    expect(await page.$eval('[data-testid="sign-in-tokens"] tbody td:nth-of-type(4)', (el) => el.textContent)).to.equal('Revoked');
    expect(await works(program)).to.equal(false);

    // Another browser signed in as the same person, and a second program.
    const elsewhere = await (await suite.browser.createBrowserContext()).newPage();
    await logInThroughForm(elsewhere, suite.t.baseUrl, user.email, '/app/my-pets');
    const second = await createApiToken(suite.t.testDb.db, { kind: 'user', id: user.id });
    page.once('dialog', (dialog) => void dialog.accept());
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="logout-everywhere"]')]);
    expect(new URL(page.url()).pathname).to.equal('/login/');
    expect(await works(second)).to.equal(false);
    for (const p of [page, elsewhere]) {
      await p.goto(`${suite.t.baseUrl}/app/my-profile`, { waitUntil: 'networkidle0' });
      expect(new URL(p.url()).pathname).to.equal('/login/');
    }
  });
});
