import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import moment from 'moment-timezone';
import { createBooking, createListing, createPlan, createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { islandPropsOf } from '../setup/island-props.ts';

const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);

describe('booking wizard and checkout', () => {
  let t: TestApp;
  let vendorId: number;
  let listingId: number;
  let ownerToken: string;
  let planOwnerToken: string;
  let vetToken: string;
  let customerEmail: string;

  const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const discount = (body: Record<string, unknown>, token?: string) => t.fetch('/api/payment/check_discount', {
    method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify(body),
  });
  const page = (path: string, init: { token?: string; host?: string } = {}) =>
    t.fetch(path, { headers: { accept: 'text/html', ...bearer(init.token) }, host: init.host });

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db, { name: 'Happy Paws' });
    await createWebsite(db, vendorId, { name: 'Happy Paws', sub_domain: 'wizardhappy', header_section: '<h1>Happy Paws</h1>' });
    listingId = await createListing(db, vendorId, { title: 'Happy Paws Midtown' });
    const welcome = { id: await createPlan(db, {
      code: 'Welcome10', description: '<p>10% off your first visit</p><script>alert(1)</script>', offers: { percent_off: 10 },
    }) };
    await createPlan(db, { code: 'OLDCODE', description: 'expired', offers: { percent_off: 50 }, expires_at: new Date(Date.now() - 1000) });
    await createPlan(db, { code: 'ONCE', description: 'single use', offers: { percent_off: 50 }, max_uses: 1, uses: 1 });
    await createPlan(db, { code: 'FIVEOFF', description: '$5 off', offers: { amount_off: 5 } });
    const owner = await createUser(db);
    customerEmail = owner.email;
    ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const planOwner = await createUser(db);
    await db('users').where({ id: planOwner.id }).update({ signup_plan: welcome.id });
    planOwnerToken = await createApiToken(t.testDb.db, { kind: 'user', id: planOwner.id });
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());

  describe('POST /api/payment/check_discount', () => {
    it('applies a valid code case-insensitively, with its sanitized description', async () => {
      for (const code of ['WELCOME10', 'welcome10', ' WeLcOmE10 ']) {
        const res = await discount({ productId: 4000, price: 40, userId: 1, code });
        expect(res.status, code).to.equal(200);
        const body = await res.json();
        expect(body).to.include({ status: 'Promo Applied!', newPrice: 36, code: 'Welcome10' });
        expect(body.description).to.contain('10% off your first visit').and.not.contain('<script');
      }
    });

    it('takes an amount off and never goes below zero', async () => {
      expect(await (await discount({ productId: 4000, price: 25, code: 'fiveoff' })).json()).to.include({ newPrice: 20 });
      expect(await (await discount({ productId: 4000, price: 3, code: 'fiveoff' })).json()).to.include({ newPrice: 0 });
    });

    for (const code of ['NOPE', 'OLDCODE', 'ONCE']) {
      it(`answers 'Invalid code' with the price unchanged for ${code}`, async () => {
        const res = await discount({ productId: 4000, price: 40, code });
        expect(res.status).to.equal(200);
        expect(await res.json()).to.deep.equal({ status: 'Invalid code', newPrice: 40 });
      });
    }

    it("uses the signed-in owner's signup plan when no code is given, and nothing otherwise", async () => {
      expect(await (await discount({ productId: 4000, price: 40 }, planOwnerToken)).json()).to.include({ status: 'Promo Applied!', newPrice: 36 });
      expect(await (await discount({ productId: 4000, price: 40 }, ownerToken)).json()).to.deep.equal({ status: '', newPrice: 40 });
      expect(await (await discount({ productId: 4000, price: 40 })).json()).to.deep.equal({ status: '', newPrice: 40 });
    });

    it('limits previews per viewer, so codes cannot be guessed in bulk', async () => {
      const guesser = await createUser(t.testDb.db);
      const token = await createApiToken(t.testDb.db, { kind: 'user', id: guesser.id });
      for (let i = 0; i < 30; i++) expect((await discount({ productId: 4000, price: 40, code: `GUESS${i}` }, token)).status).to.equal(200);
      const refused = await discount({ productId: 4000, price: 40, code: 'WELCOME10' }, token);
      expect(refused.status).to.equal(429);
    });

    it('refuses a malformed request with 400 and a message', async () => {
      const res = await discount({ productId: 'x', price: -1 });
      expect(res.status).to.equal(400);
      expect((await res.json()).error.message).to.be.a('string');
    });
  });

  describe('POST /api/bookings/customer', () => {
    const search = (email: string, token?: string) => t.fetch('/api/bookings/customer', {
      method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify({ email }),
    });
    it('lets a vendor find one of its customers by email', async () => {
      const served = await createUser(t.testDb.db, { first_name: 'Sally' });
      await createBooking(t.testDb.db, { userId: served.id, vendorId, listingId, slot: new Date(Date.now() - 86_400_000), status: 1 });
      const res = await search(served.email.toUpperCase(), vetToken);
      expect(res.status).to.equal(200);
      expect(await res.json()).to.include({ email: served.email, firstName: 'Sally' });
    });
    it("answers 'Customer not found' for an unknown email and for an owner the clinic never served", async () => {
      for (const email of ['nobody@example.test', customerEmail]) {
        const res = await search(email, vetToken);
        expect(res.status, email).to.equal(404);
        expect((await res.json()).error.message).to.equal('Customer not found');
      }
    });
    it('is for vendors only', async () => {
      expect((await search(customerEmail, ownerToken)).status).to.equal(403);
      expect((await search(customerEmail)).status).to.equal(401);
    });
  });

  describe('POST /api/bookings/customer/register', () => {
    const register = (body: object, token?: string) => t.fetch('/api/bookings/customer/register', {
      method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify(body),
    });
    const newcomer = { firstName: 'Nina', lastName: 'New', email: ' Nina.New@Example.test ', phone: '2125550177' };

    it('lets a vendor register an owner, who is welcomed with a link to set a password and cannot log in before', async () => {
      const res = await register(newcomer, vetToken);
      expect(res.status).to.equal(201);
      const customer = await res.json();
      expect(customer).to.include({ email: 'nina.new@example.test', firstName: 'Nina', lastName: 'New' });
      const row = await t.testDb.db('users').where({ id: customer.id }).first();
      expect(row.source).to.include({ medium: 'vendor', vendor_id: vendorId });
      const outbox = await (await t.fetch('/dev/outbox.json')).json();
      expect(outbox.some((m: { to: string; channel: string }) => m.to === 'nina.new@example.test' && m.channel === 'email')).to.equal(true);
      const login = await t.fetch('/api/account/login', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nina.new@example.test', password: '' }),
      });
      expect(login.status).to.be.oneOf([400, 401]);
      // Registered again: the same customer, never a word on whether the email had an account.
      const again = await register(newcomer, vetToken);
      expect(again.status).to.equal(201);
      expect((await again.json()).id).to.equal(customer.id);
    });

    it('validates the fields and saves nothing on bad input', async () => {
      const res = await register({ ...newcomer, email: 'bad@example.test', phone: '123' }, vetToken);
      expect(res.status).to.equal(400);
      expect((await res.json()).error.fields).to.have.property('phone');
      expect(await t.testDb.db('users').where({ email: 'bad@example.test' }).first()).to.equal(undefined);
    });

    it('is for vendors only', async () => {
      expect((await register({ ...newcomer, email: 'x1@example.test' }, ownerToken)).status).to.equal(403);
      expect((await register({ ...newcomer, email: 'x2@example.test' })).status).to.equal(401);
    });
  });

  describe('pages', () => {
    for (const [path, title] of [['/e-consultation/order', 'Order: e-Consultation'], ['/talk-to-a-vet/order', 'Order: Talk to a vet']]) {
      it(`${path} shows the product and the booking wizard`, async () => {
        const res = await page(path);
        expect(res.status).to.equal(200);
        const html = await res.text();
        expect(html).to.contain(`<title>${title}`);
        expect(html).to.contain('data-island="booking-wizard"');
        expect(islandPropsOf<{ fixedType: string }>(html, 'booking-wizard').fixedType).to.equal(path === '/e-consultation/order' ? 'video' : 'phone');
        expect(scripts(html).length).to.be.greaterThan(0);
      });
    }

    it("serves the wizard on a vendor site's home with its listings", async () => {
      const res = await page('/', { host: 'wizardhappy.petcare.localhost' });
      expect(res.status).to.equal(200);
      const html = await res.text();
      expect(html).to.contain('data-island="booking-wizard"');
      expect(html).to.contain('Happy Paws Midtown');
      // A single listing skips stage 1: the consultation types show at once.
      expect(html).to.contain('data-stage="2"');
    });

    it("answers 'No listing found!' on a vendor site without listings", async () => {
      const empty = await createVendor(t.testDb.db, { name: 'Empty Clinic' });
      await createWebsite(t.testDb.db, empty, { name: 'Empty Clinic', sub_domain: 'wizardempty' });
      const html = await (await page('/', { host: 'wizardempty.petcare.localhost' })).text();
      expect(html).to.contain('No listing found!');
    });

    it('shows New Appointment to vendors and the wizard at /app/appointments/new', async () => {
      const list = await (await page('/app/appointments', { token: vetToken })).text();
      expect(list).to.contain('href="/app/appointments/new"');
      const res = await page('/app/appointments/new', { token: vetToken });
      expect(res.status).to.equal(200);
      const html = await res.text();
      expect(html).to.contain('<title>New Appointment');
      expect(html).to.contain('data-island="booking-wizard"');
      expect(html).to.contain('Happy Paws Midtown');
    });

    it('offers a sub-user only the listings the listing policy lets them book on, and refuses the others at payment', async () => {
      const db = t.testDb.db;
      const clinic = await createVendor(db, { name: 'Two Sites Vets' });
      const subUser = await createVendorLogin(db, clinic, { subrole: 'user' });
      const idle = await createVendorLogin(db, clinic, { subrole: 'user' });
      const managed = await createListing(db, clinic, { title: 'Uptown Managed Clinic', managers: [subUser.id] });
      const other = await createListing(db, clinic, { title: 'Downtown Other Clinic' });
      const tokenOf = (login: { id: number; email: string }) => createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });

      const html = await (await page('/app/appointments/new', { token: await tokenOf(subUser) })).text();
      const props = islandPropsOf<{ listings: Array<{ id: number }> }>(html, 'booking-wizard');
      expect(props.listings.map((l: { id: number }) => l.id)).to.deep.equal([managed]);
      expect(html).to.contain('Uptown Managed Clinic').and.not.contain('Downtown Other Clinic');

      const none = await (await page('/app/appointments/new', { token: await tokenOf(idle) })).text();
      expect(none).to.contain('No listing found!').and.not.contain('Uptown Managed Clinic');

      const customer = await createUser(db);
      const paymentsBefore = (await db('payments').count('* as n'))[0].n;
      const refused = await t.fetch('/api/payment', {
        method: 'POST', headers: { 'content-type': 'application/json', ...bearer(await tokenOf(subUser)) },
        body: JSON.stringify({
          paymentType: 300, vendor_listing_id: other, type: 'clinic', slot: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          user_id: customer.id, info: { summary: 'Check-up' }, pet: { name: 'Rex', type: 1 },
          paymentInfo: { cardNumber: '4242424242424242', name: 'Olive Owner', ccv: '123', expDt: '2030-01' },
        }),
      });
      expect(refused.status).to.equal(403);
      expect(await refused.json()).to.deep.include({ result: 'Error', status: 'You cannot book on this listing.' });
      expect((await db('payments').count('* as n'))[0].n).to.equal(paymentsBefore);
    });

    it('keeps /app/appointments/new from owners on the main site and from visitors', async () => {
      expect((await page('/app/appointments/new', { token: ownerToken })).status).to.equal(404);
      const anonymous = await page('/app/appointments/new');
      expect(anonymous.status).to.equal(302);
      expect(anonymous.headers.get('location')).to.equal('/login/?redirectUrl=%2Fapp%2Fappointments%2Fnew');
    });

    /** A video start the listing offers (Mon, Wed, Fri from 10:00 New York time, 20 minutes each), `weeks` weeks on. */
    const videoSlot = (weeks = 1, hour = 10, minute = 0, weekday = 3) =>
      moment.tz('America/New_York').add(weeks, 'weeks').day(weekday).set({ hour, minute, second: 0, millisecond: 0 }).toISOString();
    const checkoutQuery = (slot = videoSlot()) => new URLSearchParams({
      paymentType: '300', productId: '4000', vendorId: String(vendorId), vendorServiceId: String(listingId), type: 'video',
      for_ts: slot, listingTZ: 'America/New_York',
    }).toString();

    it('/checkout has no header or footer and asks a visitor to log in', async () => {
      const res = await page(`/checkout?${checkoutQuery()}`);
      expect(res.status).to.equal(200);
      const html = await res.text();
      expect(html).to.contain('<title>Checkout');
      expect(html).to.contain('data-island="checkout"');
      expect(html).not.to.match(/<header[^>]*class="[^"]*site-header/);
      expect(html).not.to.match(/<footer/);
      expect(html).to.contain('data-mode="login"');
      expect(html).to.contain('Happy Paws Midtown');
      expect(html).to.contain('$25.00');
    });

    it('/checkout goes to payment for a signed-in owner', async () => {
      const html = await (await page(`/checkout?${checkoutQuery()}`, { token: ownerToken })).text();
      expect(html).to.contain('data-testid="payment-step"');
      expect(html).to.contain('Confirm and Pay');
      expect(html).not.to.contain('data-mode="login"');
    });

    it('/checkout states the cancellation policy before payment', async () => {
      const html = await (await page(`/checkout?${checkoutQuery()}`, { token: ownerToken })).text();
      expect(html).to.contain('Free cancellation up to 24 hours before the appointment, with a full refund. Later cancellations are not refunded.');
      expect(islandPropsOf<{ order: { bookable: boolean; cancellationHours: number } }>(html, 'checkout').order)
        .to.include({ bookable: true, cancellationHours: 24 });
    });

    it("/checkout asks the availability engine on load: a time it does not offer shows 'Choose another time', not the payment form", async () => {
      const owner = await createUser(t.testDb.db);
      const taken = videoSlot(1, 11);
      await createBooking(t.testDb.db, { userId: owner.id, vendorId, listingId, slot: new Date(taken), duration: 20, type: 'video' });
      const times = {
        past: videoSlot(-1),
        sunday: videoSlot(1, 10, 0, 0),
        offTheGrid: videoSlot(1, 10, 7),
        outsideHours: videoSlot(1, 18),
        taken,
      };
      for (const [why, slot] of Object.entries(times)) {
        const html = await (await page(`/checkout?${checkoutQuery(slot)}`, { token: ownerToken })).text();
        expect(islandPropsOf<{ order: { bookable: boolean } }>(html, 'checkout').order.bookable, why).to.equal(false);
        expect(html, why).to.contain('data-testid="checkout-unbookable"').and.contain('This slot is no longer available.').and.contain('Choose another time');
        expect(html, why).not.to.contain('data-testid="payment-step"');
        // A visitor is not asked to log in for a time that cannot be booked either.
        expect(await (await page(`/checkout?${checkoutQuery(slot)}`)).text(), why).not.to.contain('data-mode="login"');
      }
    });

    it("/checkout answers a bad link with 'No listing found!'", async () => {
      const html = await (await page('/checkout?vendorId=999999&vendorServiceId=1&type=video')).text();
      expect(html).to.contain('No listing found!');
    });
  });
});
