import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import {
  createBooking, createListing, createPayment, createUser, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD,
} from '../factories/index.ts';
import { client, signedInClient } from './accounts-helpers.ts';
import { CLINIC_CLOSURE, CLOSURE_DAYS } from '../../contracts/data-exports.ts';
import { MESSAGES } from '../../contracts/account-rules.ts';
import type { LocalStorage } from '../../server/adapters/storage.ts';
import { RATE_LIMITS } from '../../server/http/rate-limits.ts';

const DAY = 86_400_000;
const html = { accept: 'text/html' };

/** Issue 33: "A clinic's closure follows the same shape" as an owner's deletion. */
describe('a clinic\'s root admin closes the clinic', function () {
  this.timeout(120_000);
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());
  const db = () => t.testDb.db;

  /** A clinic with a site, a listing on the vet list, a sub-user, a stored picture, a paid visit ahead and one behind. */
  async function clinicWorld() {
    const vendorId = await createVendor(db(), { name: 'Closure Test Clinic' });
    const root = await createVendorLogin(db(), vendorId, { first_name: 'Rosa' });
    const sub = await createVendorLogin(db(), vendorId, { subrole: 'user' });
    const subDomain = `closing${vendorId}`;
    await createWebsite(db(), vendorId, { name: 'Closure Test Clinic', sub_domain: subDomain, body_section: '<p>Our vets</p>' });
    const title = `Closure Test Listing ${vendorId}`;
    const listingId = await createListing(db(), vendorId, { title });
    const owner = await createUser(db());
    const key = `public/avatars/${root.id}/${Date.now()}-rosa.png`;
    await (t.deps.adapters.storage as LocalStorage).write(key, Buffer.from('png'), 'image/png');
    await db()('files').insert({
      owner_type: 'vendor_login', owner_id: root.id, key, name: 'rosa.png', content_type: 'image/png', access: 'public',
      service_type: 'user_avatar', status: 'uploaded', size_bytes: 3,
    });
    const paymentId = await createPayment(db(), {
      userId: owner.id, vendorId, amountCents: 6500, paymentType: 1, productId: 5000, status: 'captured', gatewayRef: `test-close-${vendorId}`,
    });
    const ahead = await createBooking(db(), { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 4 * DAY), paymentId, type: 'video' });
    const pastPayment = await createPayment(db(), {
      userId: owner.id, vendorId, amountCents: 3000, paymentType: 1, productId: 5000, status: 'captured', gatewayRef: `test-past-${vendorId}`,
    });
    const behind = await createBooking(db(), {
      userId: owner.id, vendorId, listingId, slot: new Date(Date.now() - 4 * DAY), status: 1, paymentId: pastPayment, type: 'clinic',
    });
    return { vendorId, root, sub, host: `${subDomain}.petcare.localhost`, title, listingId, owner, key, paymentId, pastPayment, ahead, behind };
  }

  const listed = async (title: string) =>
    JSON.stringify(await t.deps.services.vetList.vendorServices({ type: 'clinic', search: title }, new Date())).includes(title);

  it('refuses a sub-user, a wrong password and a missing confirmation, and changes nothing', async () => {
    const w = await clinicWorld();
    const sub = await signedInClient(t, w.sub.email, 'vendor');
    expect((await sub.form('/app/settings/data/close', { password: TEST_PASSWORD, confirm: 'CLOSE' }, { redirect: 'manual' })).status).to.equal(404);
    const root = await signedInClient(t, w.root.email, 'vendor');
    const wrong = await root.form('/app/settings/data/close', { password: 'not-my-password', confirm: 'CLOSE' }, { redirect: 'manual' });
    expect(wrong.status).to.equal(400);
    expect(await wrong.text()).to.contain(CLINIC_CLOSURE.wrongPassword);
    const unconfirmed = await root.form('/app/settings/data/close', { password: TEST_PASSWORD, confirm: 'close it' }, { redirect: 'manual' });
    expect(unconfirmed.status).to.equal(400);
    expect(await unconfirmed.text()).to.contain(CLINIC_CLOSURE.confirmRequired);
    expect((await db()('vendors').where({ id: w.vendorId }).first()).closed_at).to.equal(null);
    expect((await db()('bookings').where({ id: w.ahead }).first()).status).to.equal(0);
    expect((await root.get('/app/settings/data', { headers: html })).status).to.equal(200);
  });

  it('stops guessing the root admin\'s password after the limit, closing nothing', async () => {
    const w = await clinicWorld();
    const root = await signedInClient(t, w.root.email, 'vendor');
    for (let i = 0; i < RATE_LIMITS.closeClinic.limit; i++) {
      expect((await root.form('/app/settings/data/close', { password: `guess-${i}`, confirm: 'CLOSE' }, { redirect: 'manual' })).status).to.equal(400);
    }
    const refused = await root.form('/app/settings/data/close', { password: TEST_PASSWORD, confirm: 'CLOSE' }, { redirect: 'manual' });
    expect(refused.status).to.equal(429);
    expect(await refused.text()).to.match(/Too many attempts\. Please try again in \d+ minutes?\./);
    expect((await db()('vendors').where({ id: w.vendorId }).first()).closed_at).to.equal(null);
  });

  it('at once signs every login out, takes the listings off the vet list, shows a closed site and refunds what is ahead', async () => {
    const w = await clinicWorld();
    expect(await listed(w.title)).to.equal(true);
    const root = await signedInClient(t, w.root.email, 'vendor');
    const sub = await signedInClient(t, w.sub.email, 'vendor');
    expect((await client(t).get('/', { headers: html, host: w.host } as RequestInit)).status).to.equal(200);

    const closed = await root.form('/app/settings/data/close', { password: TEST_PASSWORD, confirm: 'CLOSE' }, { redirect: 'manual' });
    expect(closed.status).to.equal(200);
    expect(await closed.text()).to.contain(CLINIC_CLOSURE.closed);

    for (const c of [root, sub]) expect((await c.get('/app/appointments', { redirect: 'manual', headers: html })).status).to.equal(302);
    for (const email of [w.root.email, w.sub.email]) {
      const again = await client(t).post('/api/account/login', { email, password: TEST_PASSWORD, role: 'vendor' });
      expect(again.status).to.equal(401);
      expect(JSON.stringify(await again.json())).to.contain(MESSAGES.loginFailed);
    }
    expect(await listed(w.title)).to.equal(false);
    const site = await client(t).get('/', { headers: html, host: w.host } as RequestInit);
    expect(site.status).to.equal(410);
    const page = await site.text();
    expect(page).to.contain(CLINIC_CLOSURE.siteNotice).and.not.contain('Our vets');

    const ahead = await db()('bookings').where({ id: w.ahead }).first();
    expect(ahead.status).to.equal(3);
    expect(ahead.details.canceled.reason).to.equal(CLINIC_CLOSURE.cancelReason);
    const refund = await db()('refunds').where({ payment_id: w.paymentId }).first();
    expect(Number(refund.amount_cents)).to.equal(6500);
    expect((await db()('bookings').where({ id: w.behind }).first()).status).to.equal(1);
    expect(await db()('outbox_messages').where({ to: w.owner.email, channel: 'email' }).where('subject', 'ilike', '%cancel%')).to.have.length.at.least(1);
  });

  it(`erases the clinic's personal data ${CLOSURE_DAYS} days later, keeping payments' amounts and dates`, async () => {
    const w = await clinicWorld();
    const now = new Date();
    const root = await signedInClient(t, w.root.email, 'vendor');
    expect((await root.form('/app/settings/data/close', { password: TEST_PASSWORD, confirm: 'CLOSE' }, { redirect: 'manual' })).status).to.equal(200);
    const payment = await db()('payments').where({ id: w.pastPayment }).first();

    expect((await t.deps.services.clinicClosure.eraseDue(new Date(now.getTime() + (CLOSURE_DAYS - 1) * DAY))).erased).to.equal(0);
    expect((await db()('vendor_logins').where({ id: w.root.id }).first()).first_name).to.equal('Rosa');

    const done = await t.deps.services.clinicClosure.eraseDue(new Date(now.getTime() + (CLOSURE_DAYS + 1) * DAY));
    expect(done.erased).to.be.at.least(1);
    const login = await db()('vendor_logins').where({ id: w.root.id }).first();
    expect(login).to.include({ first_name: 'Closed', last_name: 'clinic', email: `closed-${w.root.id}@erased.invalid`, phone: null });
    const vendor = await db()('vendors').where({ id: w.vendorId }).first();
    expect(vendor.erased_at).to.not.equal(null);
    expect(vendor.name).to.equal('Closed clinic');
    expect(await db()('files').where({ owner_type: 'vendor_login', owner_id: w.root.id })).to.deep.equal([]);
    expect(await t.deps.adapters.storage.stat(w.key)).to.equal(null);
    expect(await db()('vendor_customers').where({ vendor_id: w.vendorId })).to.deep.equal([]);
    const listing = await db()('vendor_listings').where({ id: w.listingId }).first();
    expect(listing.title).to.equal('Closed clinic');
    const kept = await db()('payments').where({ id: w.pastPayment }).first();
    expect(Number(kept.amount_cents)).to.equal(3000);
    expect(new Date(kept.created_at).getTime()).to.equal(new Date(payment.created_at).getTime());
    expect(new Date((await db()('bookings').where({ id: w.behind }).first()).slot).getTime()).to.be.below(now.getTime());
  });
});
