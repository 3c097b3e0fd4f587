import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import {
  createBooking, createListing, createOrder, createPayment, createUser, createVendor, createVendorLogin, createWebsite, EVERY_DAY, TEST_PASSWORD,
} from '../factories/index.ts';
import { client, signedInClient } from './accounts-helpers.ts';
import { bookPaid, createClinic, createOwner, slotAt } from './lifecycle-helpers.ts';
import { newOperator, OPERATOR_PASSWORD, opsClient, signInOperator, textOf, totpNow } from './ops-helpers.ts';
import { OPS_MESSAGES } from '../../contracts/ops.ts';
import { OPS_SESSION_COOKIE } from '../../server/http/middleware/ops-session.ts';
import { insertVendor } from '../../server/domain/vendors/index.ts';

const PUBLIC = 'query($q: String) { vendorServices(type: "video", search: $q) { id name } }';

/**
 * The operator console (/ops): operators' two-step sign-in and their own session; every action as an integration
 * test with its audit row (who, what, target, when, address); what no owner or clinic login may reach.
 */
describe('operator console', function () {
  this.timeout(120_000);
  let t: TestApp;

  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const auditRows = (action: string) => t.testDb.db('operator_audit_events').where({ action }).orderBy('id');
  const publicNames = async (q: string) => (await graphqlAs(t, PUBLIC, { q })).data.vendorServices.map((s: { name: string }) => s.name);

  describe('signing in', () => {
    it('takes the password, then sets two-step verification up with the first code, and writes both to the audit log', async () => {
      const operator = await newOperator(t);
      const c = opsClient(t);
      expect((await c.get('/ops/clinics')).headers.get('location')).to.equal('/ops/login');
      const wrong = await c.form('/ops/login', { email: operator.email, password: 'not-the-password' });
      expect(wrong.status).to.equal(401);
      expect(await textOf(wrong)).to.contain(OPS_MESSAGES.wrongCredentials);

      const first = await c.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
      expect(first.status).to.equal(303);
      expect(first.headers.get('location')).to.equal('/ops/login/verify');
      const cookie = first.headers.getSetCookie().find((h) => h.startsWith(`${OPS_SESSION_COOKIE}=`))!;
      expect(cookie).to.match(/Path=\/ops/i).and.match(/HttpOnly/i).and.match(/SameSite=Strict/i);
      // 30 minutes from now, renewed by each request (owners' and clinics' sessions last 14 days).
      const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]) - Date.now();
      expect(expires).to.be.within(29 * 60_000, 30 * 60_000 + 1000);

      // Without two-step verification set up, the operator cannot act: pages send them to the second step, actions are refused.
      expect((await c.get('/ops/clinics')).headers.get('location')).to.equal('/ops/login/verify');
      const vendorId = await createVendor(t.testDb.db, { approved: false });
      const refused = await c.form(`/ops/clinics/${vendorId}/approve`);
      expect(refused.status).to.equal(403);
      expect(await textOf(refused)).to.contain(OPS_MESSAGES.noTwoFactor);
      expect((await t.testDb.db('vendors').where({ id: vendorId }).first()).approved_at).to.equal(null);

      const enrol = await c.get('/ops/login/verify');
      const page = await enrol.text();
      expect(page).to.contain('data-testid="ops-enrol"').and.contain('<svg').and.contain(operator.secret);
      const bad = await c.form('/ops/login/verify', { code: '000000' === (await totpNow(operator.secret)) ? '111111' : '000000' });
      expect(bad.headers.get('location')).to.equal('/ops/login/verify');
      expect(await textOf(await c.get('/ops/login/verify'))).to.contain(OPS_MESSAGES.wrongEnrolCode);

      const code = await totpNow(operator.secret);
      const ok = await c.form('/ops/login/verify', { code });
      expect(ok.headers.get('location')).to.equal('/ops/clinics');
      const clinics = await c.get('/ops/clinics');
      expect(clinics.status).to.equal(200);
      expect(clinics.headers.get('cache-control')).to.equal('private, no-store');
      const row = await t.testDb.db('operators').where({ id: operator.id }).first();
      expect(row.totp_confirmed_at).to.be.instanceOf(Date);
      const audit = await t.testDb.db('operator_audit_events').where({ operator_id: operator.id }).orderBy('id');
      expect(audit.map((a) => a.action)).to.deep.equal(['operator.two_factor_set_up', 'operator.signed_in']);
      expect(audit[1].address).to.equal(c.address);
      expect(audit[1].operator_email).to.equal(operator.email);

      // The same code never signs in twice.
      const again = opsClient(t);
      await again.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
      expect((await again.form('/ops/login/verify', { code })).headers.get('location')).to.equal('/ops/login/verify');
    });

    it('takes each recovery code once, and refuses them before two-step verification is set up', async () => {
      const operator = await newOperator(t);
      const early = opsClient(t);
      await early.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
      expect((await early.form('/ops/login/verify', { code: operator.recoveryCodes[0] })).headers.get('location')).to.equal('/ops/login/verify');

      await signInOperator(t, operator);
      const c = opsClient(t);
      await c.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
      const used = await c.form('/ops/login/verify', { code: operator.recoveryCodes[0].toUpperCase() });
      expect(used.headers.get('location')).to.equal('/ops/clinics');
      expect(await textOf(await c.get('/ops/clinics'))).to.contain(OPS_MESSAGES.recoveryUsed(9));
      expect(await auditRows('operator.signed_in_with_recovery_code').where({ operator_id: operator.id })).to.have.length(1);

      const d = opsClient(t);
      await d.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
      expect((await d.form('/ops/login/verify', { code: operator.recoveryCodes[0] })).headers.get('location')).to.equal('/ops/login/verify');
      const stored = await t.testDb.db('operator_recovery_codes').where({ operator_id: operator.id });
      expect(stored).to.have.length(10);
      expect(stored.every((r) => !operator.recoveryCodes.includes(r.code_hash))).to.equal(true);
    });

    it('limits password guessing and refuses bad input with the words of the form', async () => {
      const operator = await newOperator(t);
      const c = opsClient(t);
      const empty = await c.form('/ops/login', {});
      expect(empty.status).to.equal(400);
      for (let i = 0; i < 5; i += 1) await c.form('/ops/login', { email: operator.email, password: 'wrong-password' });
      const limited = await c.form('/ops/login', { email: operator.email, password: OPERATOR_PASSWORD });
      expect(limited.status).to.equal(429);
      expect(await textOf(limited)).to.contain('Too many attempts.');
    });

    it('signs out: the session ends and the sign-out is in the audit log', async () => {
      const operator = await newOperator(t);
      const c = await signInOperator(t, operator);
      expect((await c.form('/ops/logout')).headers.get('location')).to.equal('/ops/login');
      expect((await c.get('/ops/clinics')).headers.get('location')).to.equal('/ops/login');
      expect(await auditRows('operator.signed_out').where({ operator_id: operator.id })).to.have.length(1);
    });
  });

  describe('no owner or clinic login reaches the console', () => {
    it('sends owners, clinic logins, API tokens and anonymous visitors to the console sign-in, and refuses their posts', async () => {
      const db = t.testDb.db;
      const owner = await createUser(db);
      const vendorId = await createVendor(db, { approved: false });
      const root = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
      const people = [client(t), await signedInClient(t, owner.email, 'user'), await signedInClient(t, root.email, 'vendor')];
      for (const person of people) {
        for (const path of ['/ops', '/ops/clinics', '/ops/money', '/ops/queues', '/ops/health', '/ops/audit', '/ops/login/verify']) {
          const res = await person.get(path, { redirect: 'manual' });
          expect(res.status, path).to.equal(302);
          expect(res.headers.get('location'), path).to.equal('/ops/login');
        }
        const post = await person.form(`/ops/clinics/${vendorId}/approve`, {}, { redirect: 'manual' });
        expect(post.status).to.equal(303);
        expect(post.headers.get('location')).to.equal('/ops/login');
      }
      // Owners' and clinics' credentials are not operators'.
      const asOwner = await opsClient(t).form('/ops/login', { email: owner.email, password: TEST_PASSWORD });
      expect(asOwner.status).to.equal(401);
      const asClinic = await opsClient(t).form('/ops/login', { email: root.email, password: TEST_PASSWORD });
      expect(asClinic.status).to.equal(401);
      expect((await db('vendors').where({ id: vendorId }).first()).approved_at).to.equal(null);
    });

    it('never reads an owner session under /ops, and never the console session elsewhere', async () => {
      const owner = await createUser(t.testDb.db);
      const ownerClient = await signedInClient(t, owner.email, 'user');
      const operator = await newOperator(t);
      // One browser holding both cookies: the console reads its own only, the owner's pages theirs only.
      const both = await signInOperator(t, operator, opsClient(t, ownerClient.cookie));
      const page = await both.get('/ops/clinics');
      expect(page.status).to.equal(200);
      expect(await page.text()).not.to.contain(owner.email);
      const ownerOnly = opsClient(t, ownerClient.cookie);
      expect((await ownerOnly.get('/ops/clinics')).headers.get('location')).to.equal('/ops/login');
      const consoleOnly = opsClient(t, `${OPS_SESSION_COOKIE}=${both.cookies.get(OPS_SESSION_COOKIE)}`);
      expect((await consoleOnly.get('/app/my-appointments')).status).to.equal(302);
    });
  });

  describe('clinics', () => {
    it('keeps a clinic waiting for approval off the vet list and its bookings closed until an operator approves it', async () => {
      const db = t.testDb.db;
      const operator = await newOperator(t);
      const c = await signInOperator(t, operator);
      const name = `Awaiting Vets ${Date.now()}`;
      const vendorId = await createVendor(db, { name, approved: false });
      await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
      const listingId = await createListing(db, vendorId, {
        title: name, timezone: 'America/New_York', consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
      });
      expect(await publicNames(name)).to.deep.equal([]);
      const owner = await createOwner(t);
      const clinic = { vendorId, listingId, root: { id: 0, email: '', token: '' } };
      const refused = await bookPaid(t, clinic, owner, slotAt(3, 10), 'video').catch((err: Error) => err.message);
      expect(String(refused)).to.contain(OPS_MESSAGES.bookingsClosed);

      const list = await c.get(`/ops/clinics?q=${encodeURIComponent(name)}`);
      const html = await list.text();
      expect(html).to.contain(name).and.contain('Waiting for approval').and.contain(`/ops/clinics/${vendorId}/approve`);

      const approved = await c.form(`/ops/clinics/${vendorId}/approve`);
      expect(approved.headers.get('location')).to.equal('/ops/clinics');
      expect(await textOf(await c.get('/ops/clinics'))).to.contain(OPS_MESSAGES.clinicApproved(name));
      expect(await publicNames(name)).to.deep.equal([name]);
      await bookPaid(t, clinic, owner, slotAt(3, 11), 'video');
      const [row] = await auditRows('clinic.approved').where({ target_id: String(vendorId) });
      expect(row).to.include({ operator_id: operator.id, target_kind: 'clinic', address: c.address });
      expect(row.created_at).to.be.instanceOf(Date);
    });

    it('turns the approval setting on for new clinics, and off again (both in the audit log)', async () => {
      const db = t.testDb.db;
      const c = await signInOperator(t, await newOperator(t));
      const bad = await c.form('/ops/settings/clinic-approval', { required: 'maybe' });
      expect(bad.headers.get('location')).to.equal('/ops/clinics');
      expect(await textOf(await c.get('/ops/clinics'))).to.contain('Choose on or off.');
      await c.form('/ops/settings/clinic-approval', { required: 'on' });
      try {
        expect(await textOf(await c.get('/ops/clinics'))).to.contain(OPS_MESSAGES.approvalOn);
        const waiting = await insertVendor(db, { name: 'New Clinic', type: 1000, details: {} });
        expect((await db('vendors').where({ id: waiting }).first()).approved_at).to.equal(null);
      } finally {
        await c.form('/ops/settings/clinic-approval', { required: 'off' });
      }
      const live = await insertVendor(db, { name: 'Another Clinic', type: 1000, details: {} });
      expect((await db('vendors').where({ id: live }).first()).approved_at).to.be.instanceOf(Date);
      const rows = await auditRows('settings.clinic_approval');
      expect(rows.slice(-2).map((r) => r.details.required)).to.deep.equal([true, false]);
    });

    it('suspends a clinic: its site shows a neutral notice, new bookings stop, an owner still sees the appointment; then lifts it', async () => {
      const db = t.testDb.db;
      const c = await signInOperator(t, await newOperator(t));
      const clinic = await createClinic(t, { title: `Suspended Vets ${Date.now()}` });
      const host = `susp${Date.now()}`;
      await createWebsite(db, clinic.vendorId, { name: 'Suspended Vets', sub_domain: host, body_section: '<p>Our own words</p>' });
      const owner = await createOwner(t);
      const booked = await bookPaid(t, clinic, owner, slotAt(4, 10));

      await c.form(`/ops/clinics/${clinic.vendorId}/suspend`);
      expect(await auditRows('clinic.suspended').where({ target_id: String(clinic.vendorId) })).to.have.length(1);
      const site = await t.fetch('/', { host: `${host}.${t.config.mainDomain}` });
      const siteText = await textOf(site);
      expect(siteText).to.contain(OPS_MESSAGES.siteSuspended);
      expect(siteText).not.to.contain('Our own words');
      expect(await publicNames('Suspended Vets')).to.deep.equal([]);
      const refused = await bookPaid(t, clinic, owner, slotAt(4, 12)).catch((err: Error) => err.message);
      expect(String(refused)).to.contain(OPS_MESSAGES.bookingsClosed);
      const mine = await graphqlAs(t, 'query($id: ID!) { appointment(id: $id) { id } }', { id: String(booked) }, owner.token);
      expect(mine.data.appointment.id).to.equal(String(booked));

      await c.form(`/ops/clinics/${clinic.vendorId}/unsuspend`);
      expect(await auditRows('clinic.unsuspended').where({ target_id: String(clinic.vendorId) })).to.have.length(1);
      expect(await textOf(await t.fetch('/', { host: `${host}.${t.config.mainDomain}` }))).to.contain('Our own words');
      await bookPaid(t, clinic, owner, slotAt(4, 13));
    });

    it('lists clinics with their sign-up, listings, bookings and revenue (payments less refunds)', async () => {
      const db = t.testDb.db;
      const c = await signInOperator(t, await newOperator(t));
      const name = `Figures Vets ${Date.now()}`;
      const vendorId = await createVendor(db, { name });
      const listingId = await createListing(db, vendorId, { title: name });
      const owner = await createUser(db);
      await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 86_400_000) });
      await createPayment(db, { userId: owner.id, vendorId, amountCents: 6000, paymentType: 300, productId: 2000, status: 'captured', gatewayRef: `f-${Date.now()}` });
      const res = await c.get(`/ops/clinics?q=${encodeURIComponent('figures vets')}`);
      const text = await textOf(res);
      expect(text).to.contain(name).and.contain('$60');
      const cells = (await (await c.get(`/ops/clinics?q=${encodeURIComponent(name)}`)).text()).match(/data-label="(Listings|Bookings)"[^>]*>(\d+)</g);
      expect(cells).to.deep.equal(['data-label="Listings" class="numeric">1<', 'data-label="Bookings" class="numeric">1<']);
    });
  });

  describe('money', () => {
    it('refunds a payment through the refund service and the gateway, once', async () => {
      const c = await signInOperator(t, await newOperator(t));
      const clinic = await createClinic(t);
      const owner = await createOwner(t);
      const booking = await bookPaid(t, clinic, owner, slotAt(5, 10));
      const { payment_id: paymentId } = await t.testDb.db('bookings').where({ id: booking }).first();
      const page = await (await c.get(`/ops/money?q=${paymentId}`)).text();
      expect(page).to.contain(`/ops/payments/${paymentId}/refund`);

      await c.form(`/ops/payments/${paymentId}/refund`);
      expect(await textOf(await c.get('/ops/money'))).to.contain(OPS_MESSAGES.refundRequested('$60'));
      const refund = await t.testDb.db('refunds').where({ payment_id: paymentId }).first();
      expect(refund).to.include({ status: 'succeeded', reason: 'refunded by the marketplace', amount_cents: 6000 });
      expect(Number(refund.booking_id)).to.equal(booking);
      expect((await t.testDb.db('payments').where({ id: paymentId }).first()).status).to.equal('refunded');
      const [row] = await auditRows('payment.refunded').where({ target_id: String(paymentId) });
      expect(row.details).to.include({ amount: '$60', appointment: booking });

      await c.form(`/ops/payments/${paymentId}/refund`);
      expect(await textOf(await c.get('/ops/money'))).to.contain(OPS_MESSAGES.notRefundable);
      expect(await t.testDb.db('refunds').where({ payment_id: paymentId })).to.have.length(1);
    });

    it('creates, limits and expires promo codes, refusing a taken code and a limit below the uses made', async () => {
      const db = t.testDb.db;
      const c = await signInOperator(t, await newOperator(t));
      const code = `SPRING${Date.now() % 100000}`;
      const form = { code: code.toLowerCase(), description: 'Spring offer', percentOff: '15', amountOff: '', maxUses: '100', perUserLimit: '1', expiresOn: '' };
      const none = await c.form('/ops/plans', { ...form, percentOff: '' });
      expect(none.headers.get('location')).to.equal('/ops/money');
      expect(await textOf(await c.get('/ops/money'))).to.contain(OPS_MESSAGES.planOfferNeeded);

      await c.form('/ops/plans', form);
      expect(await textOf(await c.get('/ops/money'))).to.contain(OPS_MESSAGES.planCreated(code));
      const plan = await db('plans').whereRaw('lower(code) = lower(?)', [code]).first();
      expect(plan).to.include({ code, max_uses: 100, per_user_limit: 1, funded_by: 'marketplace' });
      expect(plan.offers).to.deep.equal({ percent_off: 15 });

      await c.form('/ops/plans', form);
      expect(await textOf(await c.get('/ops/money'))).to.contain(OPS_MESSAGES.planCodeTaken);

      await db('plans').where({ id: plan.id }).update({ uses: 3 });
      await c.form(`/ops/plans/${plan.id}/limit`, { maxUses: '2' });
      expect(await textOf(await c.get('/ops/money'))).to.contain(OPS_MESSAGES.planLimitBelowUses(3));
      await c.form(`/ops/plans/${plan.id}/limit`, { maxUses: '10' });
      expect((await db('plans').where({ id: plan.id }).first()).max_uses).to.equal(10);

      await c.form(`/ops/plans/${plan.id}/expire`);
      expect((await db('plans').where({ id: plan.id }).first()).expires_at).to.be.instanceOf(Date);
      const actions = (await db('operator_audit_events').where({ target_kind: 'plan', target_id: String(plan.id) }).orderBy('id')).map((r) => r.action);
      expect(actions).to.deep.equal(['plan.created', 'plan.limited', 'plan.expired']);
    });
  });

  describe('queues and health', () => {
    it('approves a shelter inquiry (the account is made and mailed) and hides a reported review, each in the audit log', async () => {
      const db = t.testDb.db;
      const c = await signInOperator(t, await newOperator(t));
      const email = `shelter${Date.now()}@example.test`;
      const [inquiry] = await db('shelter_inquiries').insert({ name: 'Sam Shelter', company: 'Happy Tails Rescue', email, number: '2125550100' }).returning('id');
      const clinic = await createClinic(t);
      const owner = await createUser(db);
      const booking = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 86_400_000) });
      const [review] = await db('reviews').insert({
        vendor_id: clinic.vendorId, booking_id: booking, listing_id: clinic.listingId, user_id: owner.id, rating: 1, text: 'Rude words here',
        reported_at: new Date(), report_reason: 'Abusive',
      }).returning('id');
      await db('newsletter_subscriptions').insert({ email: `news${Date.now()}@example.test` });

      const queues = await (await c.get('/ops/queues')).text();
      expect(queues).to.contain('Happy Tails Rescue').and.contain('Rude words here').and.contain('news');

      await c.form(`/ops/shelter-inquiries/${inquiry.id}/approve`);
      expect(await textOf(await c.get('/ops/queues'))).to.contain(OPS_MESSAGES.shelterApproved(email));
      expect(await db('users').where({ email }).first()).to.have.property('email', email);
      expect(await auditRows('shelter.approved').where({ target_id: String(inquiry.id) })).to.have.length(1);
      await c.form(`/ops/shelter-inquiries/${inquiry.id}/approve`);
      expect(await textOf(await c.get('/ops/queues'))).to.contain('was approved already');

      await c.form(`/ops/reviews/${review.id}/hide`);
      expect(await textOf(await c.get('/ops/queues'))).to.contain(OPS_MESSAGES.reviewHidden(Number(review.id)));
      expect((await db('reviews').where({ id: review.id }).first()).hidden_at).to.be.instanceOf(Date);
      expect(await auditRows('review.hidden').where({ target_id: String(review.id) })).to.have.length(1);
      expect(await (await c.get('/ops/queues')).text()).not.to.contain('Rude words here');
      await c.form('/ops/reviews/999999999/hide');
      expect(await textOf(await c.get('/ops/queues'))).to.contain(OPS_MESSAGES.notFound);
    });

    it('lists late service orders across clinics, and owners and closed clinics waiting for erasure', async () => {
      const db = t.testDb.db;
      const c = await signInOperator(t, await newOperator(t));
      const vendorId = await createVendor(db, { name: `Late Orders Vets ${Date.now()}` });
      const owner = await createUser(db);
      const paymentId = await createPayment(db, { userId: owner.id, amountCents: 9500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `l-${Date.now()}` });
      const orderId = await createOrder(db, { userId: owner.id, productId: 7000, status: 'assigned', paymentId, vendorId, paidAt: new Date(Date.now() - 3 * 86_400_000), details: {} });
      await db('orders').where({ id: orderId }).update({ due_at: new Date(Date.now() - 3_600_000) });
      const gone = await createUser(db);
      await db('users').where({ id: gone.id }).update({ deleted_at: new Date() });
      const closedName = `Closed Vets ${Date.now()}`;
      const closed = await createVendor(db, { name: closedName });
      await db('vendors').where({ id: closed }).update({ closed_at: new Date() });
      const erased = await createVendor(db, { name: `Erased Vets ${Date.now()}` });
      await db('vendors').where({ id: erased }).update({ closed_at: new Date(Date.now() - 20 * 86_400_000), erased_at: new Date() });
      const html = await (await c.get('/ops/queues')).text();
      expect(html).to.contain(`#${orderId} · Second Opinion`);
      expect(html).to.contain(`#${gone.id}`);
      expect(html).to.contain(`#${closed} · ${closedName}`);
      expect(html).not.to.contain('Erased Vets');
    });

    it('shows the job queue, the outbox and the last reminders', async () => {
      const db = t.testDb.db;
      const c = await signInOperator(t, await newOperator(t));
      await db('outbox_messages').insert({ channel: 'email', to: 'someone@example.test', subject: `Health check ${Date.now()}`, text: 'x' });
      const res = await c.get('/ops/health');
      expect(res.status).to.equal(200);
      const html = await res.text();
      expect(html).to.contain('Health check');
      expect(html).to.match(/data-testid="ops-(job-queues|no-job-queue)"/);
      expect(html).to.contain('data-testid="ops-outbox-counts"');
      const log = await (await c.get('/ops/audit')).text();
      expect(log).to.contain('Signed in');
    });
  });
});
