import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import {
  client, lastOtp, ownerSignup, solvedCaptcha, uniqueEmail, uniqueMobile, vetSignup, type Client,
} from './accounts-helpers.ts';

/** A 10-digit number written the ways people write it. */
const formats = (m: string) => ({
  spaced: `${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6)}`,
  parens: `(${m.slice(0, 3)}) ${m.slice(3, 6)}-${m.slice(6)}`,
  dashed: `${m.slice(0, 3)}-${m.slice(3, 6)}-${m.slice(6)}`,
  dotted: `${m.slice(0, 3)}.${m.slice(3, 6)}.${m.slice(6)}`,
  country: `+1 (${m.slice(0, 3)}) ${m.slice(3, 6)}-${m.slice(6)}`,
});

/** Sends a code to the number written one way and verifies it written another. */
async function verifyFormatted(t: TestApp, c: Client, mobile: string): Promise<void> {
  const f = formats(mobile);
  expect((await c.post('/api/account/send_otp', { mobile: f.spaced })).status).to.equal(200);
  const verified = await c.post('/api/account/verify_otp', { mobile: f.parens, otp: await lastOtp(t, mobile) });
  expect(verified.status).to.equal(200);
}

describe('names and phone numbers as people type them', function () {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  describe('owner and vet sign-up (JSON calls)', () => {
    it('texts the code for "555 000 4444", verifies it for "(555) 000-4444" and signs up "José Zoë-O’Brien" with "555-000-4444"', async () => {
      const c = client(t);
      const mobile = uniqueMobile();
      await verifyFormatted(t, c, mobile);
      const { res } = await ownerSignup(t, c, { first_name: 'José', last_name: 'Zoë-O’Brien', phone: formats(mobile).dashed });
      expect(res.status).to.equal(201);
      const { id } = await res.json();
      const row = await t.testDb.db('users').where({ id }).first();
      expect(row).to.include({ first_name: 'José', last_name: 'Zoë-O’Brien', phone: mobile });
      expect(await t.testDb.db('phone_verifications').where({ mobile }).first()).to.not.equal(undefined);
    });

    it('stores a name typed with a combining mark in its composed form', async () => {
      const { res, body } = await ownerSignup(t, client(t), { first_name: 'Zoe\u0308', last_name: "D'Angelo" });
      expect(res.status).to.equal(201);
      expect(await t.testDb.db('users').where({ email: body.email }).first()).to.include({ first_name: 'Zoë', last_name: "D'Angelo" });
    });

    it('signs a vet "Björn Ågren" up with "+1 (555) 000-4444" and stores the 10 digits', async () => {
      const c = client(t);
      const mobile = uniqueMobile();
      await verifyFormatted(t, c, mobile);
      const { res, body } = await vetSignup(t, c, { first_name: 'Björn', last_name: 'Ågren', mobile_phone: formats(mobile).country });
      expect(res.status).to.equal(201);
      const login = await t.testDb.db('vendor_logins').where({ email: body.email }).first();
      expect(login).to.include({ first_name: 'Björn', last_name: 'Ågren', phone: mobile });
      expect(await t.testDb.db('vendors').where({ id: login.vendor_id }).first()).to.include({ name: 'Björn Ågren' });
    });

    it('still refuses digits and symbols in names, with the same words as before', async () => {
      for (const [field, value, message] of [
        ['first_name', 'J0hn', 'Please enter your first name using letters only.'],
        ['last_name', '<b>', 'Please enter your last name using letters only.'],
      ]) {
        const owner = await ownerSignup(t, client(t), { [field]: value });
        expect(owner.res.status, value).to.equal(400);
        expect((await owner.res.json()).error.fields[field], value).to.equal(message);
        const vet = await vetSignup(t, client(t), { [field]: value });
        expect((await vet.res.json()).error.fields[field], value).to.equal(message);
      }
    });

    it("refuses a formatted number that is not 10 digits: 'Mobile number must be verified' at sign-up", async () => {
      const { res } = await ownerSignup(t, client(t), { phone: '(555) 000-444' });
      expect(res.status).to.equal(400);
      expect((await res.json()).msg).to.equal('Mobile number must be verified');
      const sent = await client(t).post('/api/account/send_otp', { mobile: '555 000 44444' });
      expect(sent.status).to.equal(400);
      expect((await sent.json()).msg).to.equal('Please enter a 10-digit mobile number.');
    });

    it('counts the send limit per number, whichever way it is written', async () => {
      const mobile = uniqueMobile();
      const f = formats(mobile);
      for (const typed of [f.spaced, f.parens, f.dotted]) {
        expect((await client(t).post('/api/account/send_otp', { mobile: typed })).status, typed).to.equal(200);
      }
      expect((await client(t).post('/api/account/send_otp', { mobile: f.dashed })).status).to.equal(429);
      const texts = await t.testDb.db('outbox_messages').where({ to: mobile }).count('* as n');
      expect(Number(texts[0].n)).to.equal(3);
    });
  });

  describe('the no-JavaScript sign-up form', () => {
    it('sends the code to "(555) 000-4444", shows it verified and signs "Zoë Björk" up', async () => {
      const c = client(t);
      const mobile = uniqueMobile();
      const base = { first_name: 'Zoë', last_name: 'Björk', email: uniqueEmail('formzoe'), phone: formats(mobile).parens };
      const sent = await c.form('/signup/', { ...base, intent: 'send_otp' });
      expect(sent.status).to.equal(200);
      expect(await sent.text()).to.contain('We sent a 4-digit code to your mobile.');
      const verified = await c.form('/signup/', { ...base, otp: await lastOtp(t, mobile), intent: 'verify_otp' });
      expect(await verified.text()).to.contain('data-testid="phone-verified"');
      const res = await c.form('/signup/', { ...base, phone: formats(mobile).spaced, password: 'form password', ...(await solvedCaptcha(t)) });
      expect(res.status).to.equal(303);
      expect(await t.testDb.db('users').where({ email: base.email }).first()).to.include({ first_name: 'Zoë', last_name: 'Björk', phone: mobile });
    });

    it('signs a vet up with a formatted number and the code typed with the form', async () => {
      const c = client(t);
      const mobile = uniqueMobile();
      await c.form('/for-vet/signup', { phone: formats(mobile).dotted, intent: 'send_otp' });
      const email = uniqueEmail('formbjorn');
      const res = await c.form('/for-vet/signup', {
        first_name: 'Björn', last_name: 'Ström', email, phone: formats(mobile).dashed, otp: await lastOtp(t, mobile), password: 'vet password',
      });
      expect(res.status).to.equal(303);
      expect(await t.testDb.db('vendor_logins').where({ email }).first()).to.include({ first_name: 'Björn', phone: mobile });
    });
  });

  describe("a vendor's customer registration", () => {
    it('registers "Renée O’Connor" with "(212) 555-0178" as the 10 digits, and still refuses "J0hn"', async () => {
      const vendorId = await createVendor(t.testDb.db);
      const vet = await createVendorLogin(t.testDb.db, vendorId);
      const desk = client(t);
      expect((await desk.post('/api/account/login', { email: vet.email, password: TEST_PASSWORD, role: 'vendor' })).status).to.equal(200);
      const email = uniqueEmail('renee');
      const res = await desk.post('/api/bookings/customer/register', { firstName: 'Renée', lastName: 'O’Connor', email, phone: '(212) 555-0178' });
      expect(res.status).to.equal(201);
      expect(await t.testDb.db('users').where({ email }).first()).to.include({ first_name: 'Renée', last_name: 'O’Connor', phone: '2125550178' });

      const bad = await desk.post('/api/bookings/customer/register', { firstName: 'J0hn', lastName: 'Doe', email: uniqueEmail('john'), phone: '2125550179' });
      expect(bad.status).to.equal(400);
      expect((await bad.json()).error.fields).to.deep.equal({ firstName: 'Letters only' });
      const short = await desk.post('/api/bookings/customer/register', { firstName: 'Ann', lastName: 'Lee', email: uniqueEmail('ann'), phone: '(212) 555-017' });
      expect((await short.json()).error.fields).to.deep.equal({ phone: 'Mobile number must be 10 digits' });
    });
  });
});
