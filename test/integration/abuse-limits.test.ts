import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createApiToken, createPet, createUser } from '../factories/index.ts';
import { client, lastOtp, uniqueEmail, uniqueMobile } from './accounts-helpers.ts';
import { signConsultationLink } from '../../server/domain/consultations/consultation-link.ts';
import { RATE_LIMITS } from '../../server/http/rate-limits.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

let addressSeq = 0;
/** A fresh client address per test (the app trusts one proxy hop), so one test's counters never touch another's. */
const freshAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addressSeq}` });

describe('abuse limits on the remaining calls', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  describe('verify_otp', () => {
    it('caps the tries on one number across codes, beyond the 5 per code', async () => {
      const mobile = uniqueMobile();
      await client(t).post('/api/account/send_otp', { mobile });
      const code = await lastOtp(t, mobile);
      const wrong = code === '0000' ? '1111' : '0000';
      for (let i = 0; i < RATE_LIMITS.verifyOtpNumber.limit; i++) {
        // Spread over addresses: the number's own cap is what stops these.
        const res = await client(t).post('/api/account/verify_otp', { mobile, otp: wrong }, { headers: freshAddress() });
        expect(res.status).to.equal(400);
      }
      const refused = await client(t).post('/api/account/verify_otp', { mobile, otp: code }, { headers: freshAddress() });
      expect(refused.status).to.equal(429);
      expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
      expect((await refused.json()).msg).to.match(TOO_MANY);
    });

    it('caps the tries from one address across numbers, on the JSON call and the sign-up form', async () => {
      const address = freshAddress();
      for (let i = 0; i < RATE_LIMITS.verifyOtpAddress.limit; i++) {
        const res = await client(t).post('/api/account/verify_otp', { mobile: uniqueMobile(), otp: '1234' }, { headers: address });
        expect(res.status).to.equal(400);
      }
      const json = await client(t).post('/api/account/verify_otp', { mobile: uniqueMobile(), otp: '1234' }, { headers: address });
      expect(json.status).to.equal(429);
      const form = await client(t).form('/signup/', { intent: 'verify_otp', phone: uniqueMobile(), otp: '1234' }, { headers: address });
      expect(form.status).to.equal(429);
      expect(await form.text()).to.match(/Too many attempts\. Please try again in \d+ minutes?\./);
    });
  });

  describe('registration', () => {
    it('counts owner and vet sign-ups per address, whatever their outcome, and creates nothing once refused', async () => {
      const address = freshAddress();
      for (let i = 0; i < RATE_LIMITS.register.limit; i++) {
        const path = i % 2 ? '/api/account/register_vendor' : '/api/account/register';
        expect((await client(t).post(path, { email: 'not-an-email' }, { headers: address })).status).to.equal(400);
      }
      const email = uniqueEmail('late');
      const refused = await client(t).post('/api/account/register_vendor', {
        first_name: 'Vera', last_name: 'Vet', email, mobile_phone: uniqueMobile(), password: 'a-long-password-1',
      }, { headers: address });
      expect(refused.status).to.equal(429);
      expect((await refused.json()).msg).to.match(TOO_MANY);
      expect(await t.testDb.db('vendor_logins').where({ email }).first()).to.equal(undefined);
      const form = await client(t).form('/signup/', { first_name: 'Olive', email: uniqueEmail() }, { headers: address });
      expect(form.status).to.equal(429);
      // Another address is not affected.
      expect((await client(t).post('/api/account/register', { email: 'not-an-email' }, { headers: freshAddress() })).status).to.equal(400);
    });
  });

  describe('file upload signing', () => {
    it('counts signing requests per account', async () => {
      const owner = await createUser(t.testDb.db);
      const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
      const sign = () => t.fetch('/api/files/private', {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...freshAddress() },
        body: JSON.stringify({ fileName: 'x.pdf', fileType: 'application/pdf', serviceType: 'order', fileSize: 10 }),
      });
      for (let i = 0; i < RATE_LIMITS.uploadSigning.limit; i++) expect((await sign()).status).to.be.below(429);
      const refused = await sign();
      expect(refused.status).to.equal(429);
      expect((await refused.json()).error.message).to.match(TOO_MANY);
    });
  });

  describe('link guessing', () => {
    it('refuses every share-link lookup from an address after 20 misses, the real link included, and only there', async () => {
      const owner = await createUser(t.testDb.db);
      const petId = await createPet(t.testDb.db, owner.id, { name: 'Biscuit' });
      const viewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'O', lastName: 'W', pic: null } satisfies Viewer;
      const link = await t.deps.services.petShareLinks.create(viewer, { petId }, new Date());
      const path = new URL(link.url).pathname;
      const address = freshAddress();
      const open = (p: string, headers = address) => t.fetch(p, { headers });

      expect((await open(path)).status).to.equal(200);
      for (let i = 0; i < RATE_LIMITS.linkGuess.limit; i++) expect((await open(`/3/guess-${i}`)).status).to.equal(404);
      const refused = await open(path);
      expect(refused.status).to.equal(429);
      const page = await refused.text();
      expect(page).to.match(/Too many attempts\. Please try again in \d+ minutes?\./);
      expect(page).to.match(/<link[^>]+stylesheet/);
      expect(page).not.to.contain('Biscuit');
      expect((await open(path, freshAddress())).status).to.equal(200);
    });

    it('counts consultation-link misses the same way, and a valid-looking forgery is a miss', async () => {
      const address = freshAddress();
      const forged = signConsultationLink('not-our-secret', { userId: 1, side: 'U', bookingId: 1 });
      for (let i = 0; i < RATE_LIMITS.linkGuess.limit; i++) {
        expect((await t.fetch(`/appointments?z=${i % 2 ? forged : `1U${i}.abc`}`, { headers: address })).status).to.equal(404);
      }
      const refused = await t.fetch('/appointments?z=1U1.abc', { headers: { ...address, accept: 'text/html' } });
      expect(refused.status).to.equal(429);
      expect(refused.headers.get('cache-control')).to.match(/no-store/);
      expect((await t.fetch('/appointments?z=1U1.abc', { headers: freshAddress() })).status).to.equal(404);
    });
  });

  describe('public forms', () => {
    it('limits newsletter sign-ups per address, as JSON and as a plain form post', async () => {
      const address = freshAddress();
      for (let i = 0; i < RATE_LIMITS.newsletter.limit; i++) {
        const res = await client(t).post('/newsletter', { email: uniqueEmail('news') }, { headers: { ...address, accept: 'application/json' } });
        expect(res.status).to.equal(200);
      }
      const email = uniqueEmail('late');
      const form = await client(t).form('/newsletter', { email }, { headers: address });
      expect(form.status).to.equal(429);
      expect(await form.text()).to.match(/Too many attempts\. Please try again in \d+ minutes?\./);
      expect(await t.testDb.db('newsletter_subscriptions').where({ email }).first()).to.equal(undefined);
    });

    it('limits shelter inquiries per address', async () => {
      const address = freshAddress();
      for (let i = 0; i < RATE_LIMITS.shelterForm.limit; i++) {
        const res = await client(t).post('/shelter-partnership/form/', {}, { headers: { ...address, accept: 'application/json' } });
        expect(res.status).to.equal(400);
      }
      const refused = await client(t).post('/shelter-partnership/form/', {}, { headers: { ...address, accept: 'application/json' } });
      expect(refused.status).to.equal(429);
      expect((await refused.json()).error.message).to.match(TOO_MANY);
    });
  });
});
