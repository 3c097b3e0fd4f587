import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { verificationQuery } from '../../server/domain/accounts/email-verification.ts';
import { createApiToken, createListing, createUser, createVendorLogin, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { client, lastMessageTo, vetSignup, type Client } from './accounts-helpers.ts';

const SAVE_DOMAINS = 'mutation($input: DomainsInput!) { saveDomains(input: $input) { message } }';
const WEBSITE = 'mutation { saveWebsite(input: { name: "Vera Vet Clinic" }) { message } }';

describe("a vet's sign-up email is verified before the clinic publishes or takes bookings", function () {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  /** A vet signed up through the call, signed in, with the link mailed to them. */
  async function signedUpVet() {
    const c = client(t);
    const { res, body } = await vetSignup(t, c);
    expect(res.status).to.equal(201);
    const { id } = await res.json();
    const login = await t.testDb.db('vendor_logins').where({ id }).first();
    const mail = await lastMessageTo(t, body.email);
    expect(mail!.subject).to.equal('Verify your email address for Petcare');
    const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    return { c, email: body.email as string, vendorId: Number(login.vendor_id), loginId: Number(id), link: `${url.pathname}${url.search}` };
  }

  const verifiedAt = async (vendorId: number) => (await t.testDb.db('vendors').where({ id: vendorId }).first()).email_verified_at;

  /** Books the first clinic slot the listing offers, as a fresh owner: the payment call's answer. */
  async function book(listingId: number): Promise<Response> {
    const owner = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const slot = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3, 15));
    return postJson(t, '/api/payment', {
      paymentType: 300, vendor_listing_id: listingId, type: 'clinic', slot: slot.toISOString(), userTZ: 'UTC',
      info: { summary: 'Check-up' }, pet: { name: 'Rex', type: 1 },
      paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' },
    }, { token });
  }

  const graphql = (c: Client, query: string, variables: object = {}) => c.post('/graphql', { query, variables }).then((r) => r.json());

  it('holds back publishing and bookings, and says so in the dashboard, until the mailed link is confirmed', async () => {
    const vet = await signedUpVet();
    const listingId = await createListing(t.testDb.db, vet.vendorId, {
      timezone: 'UTC', consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    const dashboard = await (await vet.c.get('/app/appointments')).text();
    expect(dashboard).to.contain('data-testid="verification-banner"')
      .and.contain(`Please verify your email address: open the link we sent to ${vet.email}.`)
      .and.contain('Until then your clinic cannot publish its site or take bookings.');
    expect((await graphql(vet.c, WEBSITE)).errors).to.equal(undefined);
    const refused = await graphql(vet.c, SAVE_DOMAINS, { input: { subDomain: `vera${Date.now().toString(36)}`, customDomain: '' } });
    expect(refused.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(refused.errors[0].message).to.contain('Please verify your email address before publishing your site');
    const booking = await book(listingId);
    expect(booking.status).to.equal(409);
    expect(JSON.stringify(await booking.json())).to.contain('This clinic is not taking bookings yet.');
    const list = await (await postJson(t, '/graphql', { query: '{ vendorServices(type: "clinic", limit: 100) { id } }' })).json();
    expect(list.data.vendorServices.map((s: { id: string }) => Number(s.id))).to.not.include(listingId);

    // Opening the link marks nothing (a mail scanner may fetch it): the click does.
    const page = await t.fetch(vet.link);
    expect(page.status).to.equal(200);
    expect(page.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(await page.text()).to.contain(`Confirm that ${vet.email} is your address`).and.contain('method="post"');
    expect(await verifiedAt(vet.vendorId)).to.equal(null);
    const confirmed = await client(t).form(vet.link, {});
    expect(confirmed.status).to.equal(200);
    expect(await confirmed.text()).to.contain('Thank you: your email address is verified.');
    expect(await verifiedAt(vet.vendorId)).to.be.instanceOf(Date);

    expect(await (await vet.c.get('/app/appointments')).text()).to.not.contain('data-testid="verification-banner"');
    expect((await graphql(vet.c, SAVE_DOMAINS, { input: { subDomain: `vera${Date.now().toString(36)}`, customDomain: '' } })).data.saveDomains.message)
      .to.equal('Updated successfully!');
    expect((await book(listingId)).status).to.equal(201);
    expect(await (await t.fetch(vet.link)).text()).to.contain('Your email address is already verified.');
  });

  it('takes a link only for the address it was sent to, unaltered and within 7 days', async () => {
    const vet = await signedUpVet();
    const url = new URL(vet.link, t.baseUrl);
    const tampered = new URL(url);
    tampered.searchParams.set('v', String(vet.vendorId + 1));
    const expired = `/vendor/verify-email?${verificationQuery(t.config.sessionSecret, { vendorId: vet.vendorId, loginId: vet.loginId, expires: Date.now() - 1000 }, vet.email)}`;
    for (const path of [`${tampered.pathname}${tampered.search}`, expired, '/vendor/verify-email']) {
      const res = await t.fetch(path);
      expect(res.status, path).to.equal(410);
      expect(await res.text(), path).to.contain('This link is invalid or has expired.');
      expect((await client(t).form(path, {})).status, path).to.equal(410);
    }
    await t.testDb.db('vendor_logins').where({ id: vet.loginId }).update({ email: `changed.${vet.email}` });
    expect((await client(t).form(vet.link, {})).status).to.equal(410);
    expect(await verifiedAt(vet.vendorId)).to.equal(null);
  });

  it("lets the root admin send the link again (3 per 10 minutes), and tells the team who must act", async () => {
    const vet = await signedUpVet();
    const sent = await vet.c.form('/app/email-verification', {});
    expect(sent.status).to.equal(200);
    expect(await sent.text()).to.contain(`We sent a new link to ${vet.email}. It works for 7 days.`);
    const mails = await t.testDb.db('outbox_messages').where({ to: vet.email, subject: 'Verify your email address for Petcare' });
    expect(mails).to.have.length(2);
    await vet.c.form('/app/email-verification', {});
    await vet.c.form('/app/email-verification', {});
    expect((await vet.c.form('/app/email-verification', {})).status).to.equal(429);

    const member = await createVendorLogin(t.testDb.db, vet.vendorId, { subrole: 'user' });
    const nurse = client(t);
    await nurse.post('/api/account/login', { email: member.email, password: TEST_PASSWORD, role: 'vendor' });
    const page = await (await nurse.get('/app/appointments')).text();
    expect(page).to.contain('administrator has not verified their email address yet.').and.not.contain('Send the link again');
    expect((await nurse.form('/app/email-verification', {})).status).to.equal(404);
  });
});
