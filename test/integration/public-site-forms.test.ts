import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { LIMITS } from '../../contracts/inquiries.ts';

const VALID = { name: 'Robin Ash', company: 'Northside Animal Shelter', email: 'Robin@Northside.example', number: '+1 (555) 010-2020', comments: 'We rehome about 40 cats a month.' };
const XSS = '<script>window.pwned=1</script><img src=x onerror=alert(1)>';

function form(data: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'null', 'sec-fetch-site': 'same-origin' }, body: new URLSearchParams(data).toString() };
}

function json(data: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(data) };
}

describe('public site forms', () => {
  let t: TestApp;
  const inquiries = () => t.testDb.db('shelter_inquiries').select('*').orderBy('id');
  const emails = () => t.testDb.db('outbox_messages').where({ channel: 'email' }).select('*').orderBy('id');

  beforeEach(async () => {
    t = await startTestApp({ OPERATOR_EMAIL: 'partners@petcare.example' });
  });
  afterEach(() => t.close());

  describe('shelter partnership', () => {
    it('stores a plain POST, emails the operator after commit and redirects to a success message (PRG)', async () => {
      const res = await t.fetch('/shelter-partnership/', form(VALID));
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.equal('/shelter-partnership/?sent=1');
      const rows = await inquiries();
      expect(rows).to.have.length(1);
      expect(rows[0]).to.include({ name: 'Robin Ash', company: 'Northside Animal Shelter', email: 'robin@northside.example', number: '+1 (555) 010-2020' });
      const [mail] = await emails();
      expect(mail.to).to.equal('partners@petcare.example');
      expect(mail.subject).to.equal('Shelter partnership enquiry from Northside Animal Shelter');
      expect(mail.text).to.contain('We rehome about 40 cats a month.');
      const done = await (await t.fetch('/shelter-partnership/?sent=1')).text();
      expect(done).to.contain('Thank you! Your message has been sent.');
    });

    it('accepts the form-only page too and leaves optional fields empty', async () => {
      const res = await t.fetch('/shelter-partnership/form/', form({ name: 'A', company: 'B', email: 'a@b.example' }));
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.equal('/shelter-partnership/form/?sent=1');
      const [row] = await inquiries();
      expect(row.number).to.equal(null);
      expect(row.comments).to.equal(null);
    });

    it('answers JSON from the island with 201', async () => {
      const res = await t.fetch('/shelter-partnership/', json(VALID));
      expect(res.status).to.equal(201);
      const body = await res.json();
      expect(body.message).to.contain('Thank you!');
      expect(await inquiries()).to.have.length(1);
    });

    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['name missing', { ...VALID, name: '  ' }, 'name', 'Please enter your name.'],
      ['company missing', { ...VALID, company: '' }, 'company', 'Please enter your shelter or company name.'],
      ['email missing', { ...VALID, email: '' }, 'email', 'Please enter your email address.'],
      ['email invalid', { ...VALID, email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      ['name too long', { ...VALID, name: 'n'.repeat(LIMITS.name + 1) }, 'name', `Name must be at most ${LIMITS.name} characters.`],
      ['company too long', { ...VALID, company: 'c'.repeat(LIMITS.company + 1) }, 'company', `Company must be at most ${LIMITS.company} characters.`],
      ['number not a phone', { ...VALID, number: 'call me' }, 'number', 'Phone number may contain only digits, spaces and + ( ) - .'],
      ['number too long', { ...VALID, number: '1'.repeat(LIMITS.number + 1) }, 'number', `Phone number must be at most ${LIMITS.number} characters.`],
      ['comments too long', { ...VALID, comments: 'x'.repeat(LIMITS.comments + 1) }, 'comments', `Comments must be at most ${LIMITS.comments} characters.`],
    ];
    for (const [label, data, field, message] of cases) {
      it(`rejects ${label}: 400 with the field error, as HTML and as JSON, storing and sending nothing`, async () => {
        const page = await t.fetch('/shelter-partnership/', form(data));
        expect(page.status).to.equal(400);
        const html = await page.text();
        expect(html).to.contain(`id="shelter-${field}-error">${message.replace(/'/g, '&#39;')}</p>`);
        expect(html).to.contain(`aria-invalid="true"`);
        const api = await t.fetch('/shelter-partnership/', json(data));
        expect(api.status).to.equal(400);
        expect((await api.json()).error.fields[field]).to.equal(message);
        expect(await inquiries()).to.have.length(0);
        expect(await emails()).to.have.length(0);
      });
    }

    it('shows an XSS payload escaped when the form comes back with errors', async () => {
      const html = await (await t.fetch('/shelter-partnership/', form({ ...VALID, name: XSS, email: 'bad' }))).text();
      expect(html).not.to.contain('<script>window.pwned');
      expect(html).not.to.contain('<img src=x');
      expect(html).to.contain('&lt;script&gt;window.pwned=1&lt;/script&gt;');
    });

    it('stores an XSS payload verbatim and keeps it escaped in the island props and the outbox page', async () => {
      const res = await t.fetch('/shelter-partnership/', form({ ...VALID, comments: XSS }));
      expect(res.status).to.equal(303);
      const [row] = await inquiries();
      expect(row.comments).to.equal(XSS);
      const outbox = await (await t.fetch('/dev/outbox', { headers: { accept: 'text/html' } })).text();
      expect(outbox).not.to.contain('<script>window.pwned');
    });

    it('refuses a cross-site post', async () => {
      const init = form(VALID);
      const res = await t.fetch('/shelter-partnership/', { ...init, headers: { ...(init.headers as Record<string, string>), origin: 'https://evil.test' } });
      expect(res.status).to.equal(403);
      expect(await inquiries()).to.have.length(0);
    });
  });

  describe('newsletter', () => {
    const subs = () => t.testDb.db('newsletter_subscriptions').select('email');

    it('subscribes from the footer form and confirms after a redirect', async () => {
      const res = await t.fetch('/newsletter', form({ email: ' Pat@Example.com ' }));
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.equal('/newsletter/subscribed');
      expect(await subs()).to.deep.equal([{ email: 'pat@example.com' }]);
      const page = await t.fetch('/newsletter/subscribed');
      expect(await page.text()).to.contain('Thanks for subscribing!');
    });

    it('stores an address once however often it is submitted (idempotent)', async () => {
      for (const email of ['pat@example.com', 'PAT@example.com', 'pat@example.com']) {
        const res = await t.fetch('/newsletter', json({ email }));
        expect(res.status).to.equal(200);
        expect(await res.json()).to.include({ subscribed: true });
      }
      expect(await subs()).to.have.length(1);
    });

    it('rejects a missing or invalid email with a message, as HTML and JSON', async () => {
      const page = await t.fetch('/newsletter', form({ email: 'nope<script>' }));
      expect(page.status).to.equal(400);
      const html = await page.text();
      expect(html).to.contain('Please enter a valid email address.');
      expect(html).to.contain('value="nope&lt;script&gt;"');
      const api = await t.fetch('/newsletter', json({}));
      expect(api.status).to.equal(400);
      expect((await api.json()).error.fields.email).to.equal('Please enter your email address.');
      expect(await subs()).to.have.length(0);
    });
  });
});
