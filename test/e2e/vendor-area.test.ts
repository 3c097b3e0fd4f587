import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite } from './browser.ts';
import { generatedDocumentId } from '../../graphql/trusted-documents.ts';

interface OutboxEntry { channel: string; to: string; subject: string | null; text: string }

/** Signs a clinic login in through the vet login page and follows it to `path`. */
async function vetLogIn(browser: Browser, base: string, email: string, password: string, path: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${base}/vendor/login?redirectUrl=${encodeURIComponent(path)}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
  await page.type('#account-email', email);
  await page.type('#account-password', password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
  return page;
}

describe('a clinic sets up its practice in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let root: { id: number; email: string };

  before(async function () {
    if (!suite.t) return;
    // A vet who has just signed up: a clinic and its root admin, no website yet.
    const vendorId = await createVendor(suite.t.testDb.db, { name: 'Brand New Vets' });
    root = await createVendorLogin(suite.t.testDb.db, vendorId, { subrole: 'root_admin', first_name: 'Rosa' });
  });

  it('creates its website with the editor, gives it a sub-domain, sees its brand there, and renames it', async () => {
    const page = await vetLogIn(suite.browser, suite.t.baseUrl, root.email, TEST_PASSWORD, '/app/settings/site');
    await page.waitForSelector('[data-island="website-settings"][data-hydrated="true"]');
    await page.waitForSelector('#website-header');
    await page.type('#website-name', 'Brand New Vets');
    await page.click('#website-header');
    await page.keyboard.type('Gentle care for every pet');
    await page.click('.rte-toolbar button'); // Bold: the editor formats without HTML
    await page.keyboard.type(' since 2026');
    await page.click('#website-body');
    await page.keyboard.type('Open Monday to Saturday.');
    // The live preview shows the header as it will read.
    await page.waitForFunction(() => (document.querySelector('[data-testid="website-preview"]') as HTMLIFrameElement | null)?.srcdoc.includes('Gentle care for every pet'));
    await page.click('.website-settings button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="website-status"]')?.textContent === 'Updated successfully!');
    const stored = await suite.t.testDb.db('websites').where({ name: 'Brand New Vets' }).first();
    expect(stored.header_section).to.contain('Gentle care for every pet').and.contain('<strong>');

    await page.goto(`${suite.t.baseUrl}/app/settings/domains`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="domain-settings"][data-hydrated="true"]');
    await page.type('#domain-subDomain', 'abc');
    await page.click('.domain-settings button[type="submit"]');
    await page.waitForSelector('#domain-subDomain-error');
    expect(await page.$eval('#domain-subDomain-error', (el) => el.textContent)).to.equal('Dedicated Subdomain must be at least 4 characters');
    await page.$eval('#domain-subDomain', (el) => { (el as HTMLInputElement).select(); });
    await page.type('#domain-subDomain', 'brandnew');
    expect(await page.$eval('[data-testid="domain-preview"]', (el) => el.textContent)).to.contain('brandnew.petcare.localhost').and.contain('/vendor/login');
    await page.click('.domain-settings button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="domains-status"]')?.textContent === 'Updated successfully!');

    const site = await page.browserContext().newPage();
    await site.goto(`http://brandnew.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    expect(await site.$eval('.site-header', (el) => el.textContent)).to.contain('Brand New Vets');
    expect(await site.content()).to.contain('Gentle care for every pet');

    await page.bringToFront(); // a page behind another tab does not run its animation frames
    await page.$eval('#domain-subDomain', (el) => { (el as HTMLInputElement).select(); });
    await page.type('#domain-subDomain', 'brandnewvets');
    // The preview follows the input as it is typed; the rename has happened when the save's answer is back.
    const saveDomains = generatedDocumentId('SaveDomains');
    const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes(saveDomains));
    await page.click('.domain-settings button[type="submit"]');
    expect((await (await saved).json()).data.saveDomains.message).to.equal('Updated successfully!');
    // Links already sent with the old name lead to the new one (its sign-in page too).
    const old = await site.goto(`http://brandnew.petcare.localhost:${suite.t.port}/vendor/login`, { waitUntil: 'networkidle0' });
    expect(old!.status()).to.equal(200);
    expect(site.url()).to.equal(`http://brandnewvets.petcare.localhost:${suite.t.port}/vendor/login`);
    expect(await site.$eval('.account-brand', (el) => el.textContent)).to.equal('Brand New Vets');
    const renamed = await site.goto(`http://brandnewvets.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    expect(renamed!.status()).to.equal(200);
    await page.browserContext().close();
  });

  it('adds a team member, who sets a password from the emailed link and sees only what a sub-user may', async () => {
    const page = await vetLogIn(suite.browser, suite.t.baseUrl, root.email, TEST_PASSWORD, '/app/settings/users');
    await page.waitForSelector('[data-island="team-settings"][data-hydrated="true"]');
    await page.click('[data-testid="team-add"]');
    await page.waitForSelector('[data-testid="team-form"]');
    await page.click('[data-testid="team-form"] button[type="submit"]');
    await page.waitForSelector('#team-firstName-error');
    expect(await page.$$eval('[data-testid="team-form"] .field-error', (els) => els.length)).to.equal(4);
    const email = `new.nurse.${Date.now()}@example.test`;
    await page.type('#team-firstName', 'Noor');
    await page.type('#team-lastName', 'Nurse');
    await page.type('#team-email', email);
    await page.type('#team-phone', '(212) 555-0142');
    await page.click('[data-testid="team-form"] button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="team-status"]')?.textContent?.startsWith('Saved Successfully'));
    expect(await page.$$eval('tr[data-member-id] th', (ths) => ths.map((th) => th.textContent))).to.include('Noor Nurse');
    await page.browserContext().close();

    const mail = ((await (await fetch(`${suite.t.baseUrl}/dev/outbox.json`)).json()) as OutboxEntry[]).find((e) => e.to === email)!;
    // The link is built from PUBLIC_URL; the test app listens on its own port.
    const link = new URL(/(http\S+)/.exec(mail.text)![1]);
    const invitedUrl = `${suite.t.baseUrl}${link.pathname}${link.search}`;
    const context = await suite.browser.createBrowserContext();
    const invited = await context.newPage();
    await invited.goto(invitedUrl, { waitUntil: 'networkidle0' });
    await invited.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    expect(await invited.$eval('h1', (el) => el.textContent)).to.equal('Choose your password');
    expect(await invited.title()).to.contain('Choose your password');
    await invited.type('#account-newPassword', 'noor password');
    await invited.type('#account-confirm', 'noor password');
    await invited.click('[data-testid="account-submit"]');
    await invited.waitForFunction(() => document.querySelector('[data-testid="account-message"]')?.textContent === 'Your password is set. You can log in now.');
    // The used link is refused as it opens: no form to fill in first.
    const reopened = await invited.goto(invitedUrl, { waitUntil: 'networkidle0' });
    expect(reopened!.status()).to.equal(410);
    expect(await invited.$('#account-newPassword')).to.equal(null);
    expect(await invited.$eval('[data-testid="account-message"]', (el) => el.textContent)).to.contain('This invitation link has been used or has expired.');
    await context.close();

    const nurse = await vetLogIn(suite.browser, suite.t.baseUrl, email, 'noor password', '/app/appointments');
    expect(new URL(nurse.url()).pathname).to.equal('/app/appointments');
    const menu = await nurse.$$eval('.dashboard-nav a', (as) => as.map((a) => a.textContent?.trim()));
    expect(menu).to.include.members(['Appointments', 'Listings', 'Settings']).and.not.include.members(['Users', 'Reports']);
    for (const path of ['/app/users', '/app/reports', '/app/settings/site', '/app/settings/users']) {
      const res = await nurse.goto(`${suite.t.baseUrl}${path}`, { waitUntil: 'networkidle0' });
      expect(res!.status(), path).to.equal(404);
    }
    await nurse.goto(`${suite.t.baseUrl}/app/settings`, { waitUntil: 'networkidle0' });
    expect(await nurse.$$eval('.settings-tabs a', (as) => as.map((a) => a.textContent))).to.deep.equal(['My Profile']);
    await nurse.browserContext().close();
  });
});
