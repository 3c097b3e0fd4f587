import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createApiToken, createBooking, createListing, createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { signedInClient } from './accounts-helpers.ts';

/**
 * A new clinic's "Get started" checklist on My Appointments and My Listings: ticked from its data (never a stored
 * tick), gone when every step is done or its root admin hides it, never shown to a sub-user.
 */
describe('a new clinic\'s Get started checklist', () => {
  let t: TestApp;

  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const html = async (token: string, path: string) =>
    (await t.fetch(path, { headers: { authorization: `Bearer ${token}`, accept: 'text/html' } })).text();
  /** Each step on the page and whether it is ticked, in order. */
  const steps = (page: string) => [...page.matchAll(/data-step="(\w+)" data-done="(true|false)"/g)].map((m) => [m[1], m[2] === 'true']);
  async function clinic(attrs: { emailVerified?: boolean } = {}) {
    const vendorId = await createVendor(t.testDb.db, attrs);
    const login = await createVendorLogin(t.testDb.db, vendorId);
    return { vendorId, login, token: await createApiToken(t.testDb.db, { kind: 'vendor', id: login.id }) };
  }

  it('ticks each step from the clinic\'s data, links to where it is done, and goes when all are done', async () => {
    const db = t.testDb.db;
    const c = await clinic({ emailVerified: false });
    let page = await html(c.token, '/app/appointments');
    expect(page).to.contain('Get started');
    expect(steps(page)).to.deep.equal([
      ['verifyEmail', false], ['addListing', false], ['setUpWebsite', false], ['siteAddress', false], ['firstBooking', false],
    ]);
    expect(page).to.contain('href="/app/listings/item"').and.contain('href="/app/settings/site"').and.contain('href="/app/settings/domains"');
    expect(page).to.contain('action="/app/email-verification"');

    await db('vendors').where({ id: c.vendorId }).update({ email_verified_at: new Date() });
    const listingId = await createListing(db, c.vendorId);
    await createWebsite(db, c.vendorId, { sub_domain: null });
    page = await html(c.token, '/app/listings');
    // Verified: the email step is no longer listed; a listing and a website are ticked, the address not yet.
    expect(steps(page)).to.deep.equal([['addListing', true], ['setUpWebsite', true], ['siteAddress', false], ['firstBooking', false]]);
    expect(page).not.to.contain('Your booking link');

    await db('websites').where({ vendor_id: c.vendorId }).update({ sub_domain: `start${c.vendorId}` });
    page = await html(c.token, '/app/appointments');
    expect(steps(page)).to.deep.equal([['addListing', true], ['setUpWebsite', true], ['siteAddress', true], ['firstBooking', false]]);
    expect(page).to.contain(`Your booking link: <a href="${t.config.publicUrl.replace(/\/$/, '')}/clinic/${c.vendorId}/"`);

    const owner = await createUser(db);
    await createBooking(db, { userId: owner.id, vendorId: c.vendorId, listingId, slot: new Date(Date.now() + 86_400_000) });
    expect(await html(c.token, '/app/appointments')).not.to.contain('data-testid="onboarding"');
    expect(await html(c.token, '/app/listings')).not.to.contain('data-testid="onboarding"');
  });

  it('is never shown to a sub-user', async () => {
    const c = await clinic();
    const sub = await createVendorLogin(t.testDb.db, c.vendorId, { subrole: 'user' });
    const subToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: sub.id });
    expect(await html(c.token, '/app/appointments')).to.contain('data-testid="onboarding"');
    expect(await html(subToken, '/app/appointments')).not.to.contain('data-testid="onboarding"');
    expect(await html(subToken, '/app/listings')).not.to.contain('data-testid="onboarding"');
  });

  it('hides for the whole clinic when its root admin hides it', async () => {
    const c = await clinic();
    const browser = await signedInClient(t, c.login.email, 'vendor');
    const res = await browser.form('/app/onboarding/dismiss', { returnTo: '/app/listings' }, { redirect: 'manual' });
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal('/app/listings');
    expect(await html(c.token, '/app/appointments')).not.to.contain('data-testid="onboarding"');
    expect((await t.testDb.db('vendors').where({ id: c.vendorId }).first()).onboarding_dismissed_at).to.not.equal(null);
  });
});
