import { expect } from 'chai';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { createListing, createPet, createUser, createVendor, createWebsite, EVERY_DAY } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, clickText, fillCard, logInThroughForm, setInputValue } from './browser.ts';
import { uniqueMobile } from '../integration/accounts-helpers.ts';

interface OutboxEntry { channel: string; to: string; subject: string | null; text: string }

/**
 * Co-owners in Chromium: Ann invites Sam to Rex from her Sharing page; Sam follows the mailed link, signs up with
 * that address, accepts, sees Rex "Shared by Ann Owner" and books a consultation for Rex on the clinic's site; Ann
 * revokes, and Sam's very next request shows nothing of Rex, in the session he already has.
 */
describe('co-owners in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  const outboxTo = async (to: string) =>
    ((await (await fetch(`${suite.t.baseUrl}/dev/outbox.json`)).json()) as OutboxEntry[]).filter((e) => e.to === to);
  const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `co-owners-${name}.png`), fullPage: true });
  /** No element wider than the viewport makes the page scroll sideways. */
  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('an owner invites a co-owner who signs up, books for the shared pet, and loses access on their next request once revoked', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const ann = await createUser(db, { first_name: 'Ann' });
    await createPet(db, ann.id, { name: 'Rex', breed: 'Beagle' });
    await createPet(db, ann.id, { name: 'Mia', type: 2 });
    const clinic = await createVendor(db, { name: 'Happy Paws' });
    await createWebsite(db, clinic, { name: 'Happy Paws', sub_domain: 'happy' });
    await createListing(db, clinic, { title: 'Happy Paws Clinic', timezone: 'UTC', consultations: [{ type: 'video', enabled: true, duration: 30, price: 25, schedule: EVERY_DAY }] });
    const samEmail = `sam.${Date.now()}@example.test`;

    // Ann invites Sam to Rex, to book and manage.
    const annContext = await browser.createBrowserContext();
    const annPage = await annContext.newPage();
    const errors: string[] = [];
    annPage.on('pageerror', (err) => errors.push(String(err)));
    await logInThroughForm(annPage, t.baseUrl, ann.email, '/app/sharing');
    expect(new URL(annPage.url()).pathname).to.equal('/app/sharing');
    await annPage.type('#invite-email', 'not an email');
    await Promise.all([annPage.waitForNavigation(), annPage.click('[data-testid="invite-send"]')]);
    expect(await annPage.$eval('#invite-email-error', (el) => el.textContent)).to.equal('Please enter a valid email address.');
    await annPage.$eval('#invite-email', (el) => { (el as HTMLInputElement).value = ''; });
    await annPage.type('#invite-email', samEmail);
    const rexOption = await annPage.$$eval('#invite-pet option', (os) => os.find((o) => o.textContent === 'Rex')!.getAttribute('value')!);
    await annPage.select('#invite-pet', rexOption);
    await annPage.click('input[name="level"][value="manage"]');
    for (const width of [375, 1280]) {
      await annPage.setViewport({ width, height: 900 });
      expect(await fitsWidth(annPage), `sharing page fits ${width} px`).to.equal(true);
      await shoot(annPage, `invite-${width}`);
    }
    await Promise.all([annPage.waitForNavigation(), annPage.click('[data-testid="invite-send"]')]);
    expect(await annPage.$eval('[data-testid="sharing-notice"]', (el) => el.textContent)).to.equal(`Invitation sent to ${samEmail}.`);
    expect(await annPage.$eval('[data-testid="share-status"]', (el) => el.textContent)).to.equal('Invitation sent');

    // Sam opens the mailed link, is asked to sign in, signs up instead with the invited address, and comes back to accept.
    const mail = (await outboxTo(samEmail)).find((m) => m.subject === 'Ann Owner shared Rex with you')!;
    const link = /https?:\/\/\S+\/app\/sharing\/accept\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    const samContext = await browser.createBrowserContext();
    const sam = await samContext.newPage();
    sam.on('pageerror', (err) => errors.push(String(err)));
    await sam.goto(`${t.baseUrl}${new URL(link).pathname}${new URL(link).search}`, { waitUntil: 'networkidle0' });
    expect(new URL(sam.url()).pathname).to.equal('/login/');
    await sam.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await clickText(sam, '.account-links a, .account-links button', 'New here? Sign up');
    await sam.waitForSelector('#account-captcha_answer');
    const mobile = uniqueMobile();
    await sam.type('#account-first_name', 'Sam');
    await sam.type('#account-last_name', 'Sitter');
    await sam.type('#account-email', samEmail);
    await sam.type('#account-phone', mobile);
    await sam.click('button[value="send_otp"]');
    await sam.waitForSelector('#account-otp');
    await sam.type('#account-otp', (await outboxTo(mobile))[0].text.match(/\b(\d{4})\b/)![1]);
    await sam.click('button[value="verify_otp"]');
    await sam.waitForSelector('[data-testid="phone-verified"]');
    await sam.type('#account-password', 'sitter password');
    const [, a, b] = (await sam.$eval('label[for="account-captcha_answer"]', (el) => el.textContent ?? '')).match(/What is (\d+) \+ (\d+)\?/)!;
    await sam.type('#account-captcha_answer', String(Number(a) + Number(b)));
    // The form signs up by a call, then the page moves on to the invitation: wait for that page, not for a quiet network.
    await sam.click('[data-testid="account-submit"]');
    await sam.waitForFunction(() => window.location.pathname === '/app/sharing/accept' && document.readyState === 'complete', { timeout: 30_000 });
    await sam.waitForSelector('#invitation-title');
    expect(new URL(sam.url()).pathname).to.equal('/app/sharing/accept');
    expect(await sam.$eval('#invitation-title', (el) => el.textContent)).to.equal('Ann Owner shared Rex with you');
    for (const width of [375, 1280]) {
      await sam.setViewport({ width, height: 800 });
      expect(await fitsWidth(sam), `invitation page fits ${width} px`).to.equal(true);
      await shoot(sam, `accept-${width}`);
    }
    await Promise.all([sam.waitForNavigation({ waitUntil: 'networkidle0' }), sam.click('[data-testid="invitation-accept"]')]);
    expect(new URL(sam.url()).pathname).to.equal('/app/my-pets');
    expect(await sam.$eval('[data-testid="pets-notice"]', (el) => el.textContent)).to.equal('The shared pets are now in your dashboard.');
    expect(await sam.$$eval('[data-testid="pet-shared-by"]', (els) => els.map((e) => e.closest('tr')!.querySelector('th')!.textContent)))
      .to.deep.equal(['RexShared by Ann Owner']);
    // Sam may not delete Rex: no Delete, and no Update below the `full` level.
    expect(await sam.$('button[aria-label="Delete Rex"]')).to.equal(null);
    expect(await sam.$('button[aria-label="Update Rex"]')).to.equal(null);
    for (const width of [375, 1280]) {
      await sam.setViewport({ width, height: 800 });
      expect(await fitsWidth(sam), `My Pets fits ${width} px`).to.equal(true);
      await shoot(sam, `my-pets-${width}`);
    }
    // Sam's Sharing page names who shares Rex, with the way to stop sharing.
    await sam.goto(`${t.baseUrl}/app/sharing`, { waitUntil: 'networkidle0' });
    expect(await sam.$eval('[data-testid="shared-with-me"]', (el) => el.textContent)).to.include('Shared by Ann Owner').and.include('Stop sharing');
    for (const width of [375, 1280]) {
      await sam.setViewport({ width, height: 800 });
      expect(await fitsWidth(sam), `Sharing fits ${width} px`).to.equal(true);
      await shoot(sam, `shared-with-me-${width}`);
    }

    // Sam books a video consultation for Rex on the clinic's site.
    await sam.setViewport({ width: 1280, height: 900 });
    await sam.goto(`http://happy.petcare.localhost:${t.port}/`, { waitUntil: 'networkidle0' });
    await sam.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    await clickText(sam, '.type-choice', 'Video Consultation');
    await setInputValue(sam, '#wizard-date', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    await sam.waitForSelector('.slot-list .slot');
    await sam.click('.slot-list li:nth-child(3) .slot');
    // Sessions are per host: on the clinic's site Sam signs in inside the wizard.
    await sam.waitForSelector('[data-testid="account-panel"][data-mode="login"]');
    await sam.type('#account-email', samEmail);
    await sam.type('#account-password', 'sitter password');
    await sam.click('[data-testid="account-submit"]');
    await sam.waitForSelector('#wizard-reason');
    await sam.type('#wizard-reason', 'Rex is limping');
    await sam.waitForSelector('[data-testid="pet-step"] [data-testid="pet-shared-by"]');
    expect(await sam.$eval('[data-testid="pet-step"]', (el) => el.textContent)).to.contain('Rex').and.contain('Shared by Ann Owner');
    await clickText(sam, '.pet-choices label', 'Rex');
    await clickText(sam, '.wizard-stage button', 'Continue');
    await sam.waitForSelector('[data-testid="payment-step"]');
    await sam.click('[data-testid="pay"]').catch(() => undefined);
    await fillCard(sam, '4242 4242 4242 4242');
    await sam.click('[data-testid="pay"]');
    await sam.waitForSelector('[data-testid="booking-confirmation"]');
    const bookingId = Number(await sam.$eval('[data-testid="booking-id"]', (el) => el.getAttribute('data-booking-id')));
    const booking = await db('bookings').where({ id: bookingId }).first();
    const samRow = await db('users').where({ email: samEmail }).first();
    expect(Number(booking.user_id)).to.equal(Number(samRow.id));
    expect(booking.details.pet).to.deep.include({ name: 'Rex', owner: { id: ann.id, first_name: 'Ann', last_name: 'Owner' } });
    // His appointment names Rex's owner.
    await sam.goto(`http://happy.petcare.localhost:${t.port}/app/my-appointments/${bookingId}`, { waitUntil: 'networkidle0' });
    expect(await sam.$eval('[data-testid="pet-owner"]', (el) => el.textContent)).to.contain('Ann Owner');

    // Ann sees Sam with access, and revokes it.
    await annPage.goto(`${t.baseUrl}/app/sharing`, { waitUntil: 'networkidle0' });
    expect(await annPage.$eval('[data-testid="share-status"]', (el) => el.textContent)).to.equal('Has access');
    expect(await annPage.$eval('.share-name', (el) => el.textContent)).to.equal('Sam Sitter');
    for (const width of [375, 1280]) {
      await annPage.setViewport({ width, height: 900 });
      expect(await fitsWidth(annPage), `sharing list fits ${width} px`).to.equal(true);
      await shoot(annPage, `access-${width}`);
    }
    await Promise.all([annPage.waitForNavigation(), annPage.click('[data-testid="share-revoke"]')]);
    expect(await annPage.$eval('[data-testid="sharing-notice"]', (el) => el.textContent)).to.equal('Access revoked.');

    // Sam's next request, in the same session: Rex is gone from his pets and records.
    const rex = await db('pets').where({ user_id: ann.id, name: 'Rex' }).first();
    const records = await sam.goto(`${t.baseUrl}/app/medical-records?pet=${rex.id}`, { waitUntil: 'networkidle0' });
    expect(records?.status()).to.equal(404);
    await sam.goto(`${t.baseUrl}/app/my-pets`, { waitUntil: 'networkidle0' });
    expect(await sam.$('[data-testid="pet-shared-by"]')).to.equal(null);
    expect(errors).to.deep.equal([]);
    await samContext.close();
    await annContext.close();
  });
});
