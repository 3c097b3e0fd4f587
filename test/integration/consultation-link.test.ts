import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { signConsultationLink } from '../../server/domain/consultations/consultation-link.ts';
import { bookingCode } from '../../contracts/appointments.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
const CONSULTATIONS = [
  { type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY },
  { type: 'phone', enabled: true, duration: 30, price: 30, schedule: EVERY_DAY },
];

interface OutboxEntry { to: string; subject: string; text: string; meta: { attachments?: Array<{ content: string }> } }

/** `daysAhead` days from now at `hour`:00 in New York: inside the listing's hours. */
function slotAt(daysAhead: number, hour: number): string {
  return moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();
}

/** The path and query of the consultation link in an email's text, and its host. */
function linkIn(text: string, label: RegExp): { host: string; path: string; z: string } {
  const match = label.exec(text);
  expect(match, `a link after ${label} in:\n${text}`).to.not.equal(null);
  const url = new URL(match![1]);
  return { host: url.host, path: `${url.pathname}${url.search}`, z: url.searchParams.get('z')! };
}

describe('consultation link page (/appointments?z=)', () => {
  let t: TestApp;
  let vendorId: number;
  let listingId: number;
  let subDomain: string;
  let vetEmail: string;
  let slotDay = 1;
  const siteHost = () => `${subDomain}.petcare.localhost`;

  /** A fresh owner books `type` through /api/payment; returns the booking id and the mails it caused. */
  async function book(type: 'video' | 'phone') {
    const owner = await createUser(t.testDb.db, { first_name: 'Olive' });
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const res = await t.fetch('/api/payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        paymentType: 300, vendor_listing_id: listingId, type, slot: slotAt(slotDay++, 10), userTZ: 'Europe/London',
        info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 }, paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' },
      }),
    });
    expect(res.status).to.equal(201);
    const bookingId = Number((await res.json()).result);
    const outbox = (await (await t.fetch('/dev/outbox.json')).json()) as OutboxEntry[];
    const ownerMail = outbox.find((m) => m.to === owner.email && m.subject.startsWith('Booking confirmed'))!;
    const vendorMail = outbox.find((m) => m.to === vetEmail && m.text.includes(`New booking ${bookingCode(bookingId)}:`))!;
    expect(ownerMail, 'owner confirmation').to.not.equal(undefined);
    expect(vendorMail, 'vendor confirmation').to.not.equal(undefined);
    return { bookingId, ownerId: owner.id, ownerMail, vendorMail };
  }

  const open = (path: string, host = siteHost()) => t.fetch(path, { host });
  /** Moves a booking to start `minutes` from now (5 by default): its video room is open (from 10 minutes before, and after). */
  const startsSoon = (bookingId: number, minutes = 5) => t.testDb.db('bookings').where({ id: bookingId }).update({ slot: new Date(Date.now() + minutes * 60_000) });

  /**
   * Follows an emailed link as a browser would: it names the main site's address for the clinic, which goes
   * on to the clinic's site as it is today; answers the page there.
   */
  async function arrive(link: { path: string }): Promise<Response> {
    const hop = await t.fetch(link.path);
    expect(hop.status).to.equal(302);
    const target = new URL(hop.headers.get('location')!);
    expect(target.host).to.equal(`${siteHost()}:${t.port}`);
    return open(`${target.pathname}${target.search}`);
  }

  async function expectInvalid(res: Response) {
    expect(res.status).to.equal(404);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    const html = await res.text();
    expect(html).to.contain('<h1 id="invalid-link-title">Invalid link</h1>');
    expect(html).not.to.contain('Join the video consultation');
  }

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    subDomain = `happy${Date.now().toString(36)}`;
    await createWebsite(db, vendorId, { name: 'Happy Paws Clinic', sub_domain: subDomain });
    listingId = await createListing(db, vendorId, { title: 'Happy Paws Midtown', timezone: ZONE, consultations: CONSULTATIONS });
    vetEmail = (await createVendorLogin(db, vendorId)).email;
  });
  after(() => t.close());

  it("opens the owner's emailed link on the vendor's site with the join link, the room frame and no-store", async () => {
    const { bookingId, ownerMail } = await book('video');
    const link = linkIn(ownerMail.text, /Join the video consultation here: (\S+)/);
    expect(link.host).to.equal('localhost:3000');
    expect(link.path).to.match(new RegExp(`^/clinic/${vendorId}/appointments\\?z=`));
    expect(link.z).to.match(new RegExp(`^\\d+U${bookingId}\\.`));
    expect(ownerMail.text).not.to.contain('meet.jit.si');

    // Days ahead, the room is not open: the page counts down to it and does not give its address out.
    const early = await (await arrive(link)).text();
    const room = t.deps.adapters.video.roomUrl(bookingId);
    expect(early).to.contain('The video room opens 10 minutes before the appointment.').and.contain('data-island="video-countdown"');
    expect(early).not.to.contain(room);
    expect(early).not.to.contain('<iframe');

    await startsSoon(bookingId);
    const res = await arrive(link);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(res.headers.get('content-security-policy')).to.match(/frame-src 'self' https:\/\/meet\.jit\.si;/);
    const html = await res.text();
    expect(html).to.contain(`<a class="btn btn-primary" href="${room}" target="_blank" rel="noopener noreferrer"`);
    expect(html).to.contain('Join the video consultation');
    expect(html).to.contain(`<iframe src="${room}"`);
    expect(html).to.contain('loading...');
    expect(html).to.contain('Happy Paws Clinic'); // the vendor site's own header
    expect(html).to.contain('(America/New_York) clinic time').and.contain('(Europe/London) your time');
    expect(html).to.contain(`data-testid="booking-code">${bookingCode(bookingId)}<`);
    expect(html).to.contain('data-testid="consultation-status">Active<');
    expect(html).not.to.contain('data-testid="customer-name"');
    expect(html).to.contain('<dd>Biscuit</dd>');
  });

  it("shows the customer's name on the vendor's link, and the invite points at the link page", async () => {
    const { bookingId, vendorMail } = await book('video');
    const link = linkIn(vendorMail.text, /Consultation page: (\S+)/);
    expect(link.z).to.match(new RegExp(`^\\d+C${bookingId}\\.`));
    const ics = vendorMail.meta.attachments![0].content.replace(/\r\n /g, '');
    expect(ics).to.contain(`URL:http://${link.host}${link.path}`);
    await startsSoon(bookingId, -60); // an hour ago: a late joiner still gets the room
    const res = await arrive(link);
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(html).to.contain('data-testid="customer-name">Olive Owner<');
    expect(html).to.contain(`<iframe src="${t.deps.adapters.video.roomUrl(bookingId)}"`);
  });

  it("answers 404 'Invalid link' to a tampered z, another booking's id, a wrong owner, no z and another vendor's site", async () => {
    const { bookingId, ownerId, ownerMail } = await book('video');
    const other = await book('video');
    const { z } = linkIn(ownerMail.text, /Join the video consultation here: (\S+)/);
    const [prefix, signature] = z.split('.');
    const tampered = `${prefix}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expectInvalid(await open(`/appointments?z=${tampered}`));
    await expectInvalid(await open(`/appointments?z=${prefix.replace(`U${bookingId}`, `U${other.bookingId}`)}.${signature}`));
    await expectInvalid(await open(`/appointments?z=${prefix.replace('U', 'C')}.${signature}`));
    // Correctly signed, but the booking belongs to another owner, or does not exist.
    const secret = t.config.sessionSecret;
    await expectInvalid(await open(`/appointments?z=${signConsultationLink(secret, { userId: ownerId, side: 'U', bookingId: other.bookingId })}`));
    await expectInvalid(await open(`/appointments?z=${signConsultationLink(secret, { userId: ownerId, side: 'U', bookingId: 99_999_999 })}`));
    await expectInvalid(await open('/appointments'));
    await expectInvalid(await open(`/appointments?z=${encodeURIComponent(prefix)}`));
    // The link is the vendor's: another vendor's site does not show it; the main site does.
    const otherVendor = await createVendor(t.testDb.db);
    await createWebsite(t.testDb.db, otherVendor, { sub_domain: `other${Date.now().toString(36)}` });
    const foreignHost = `${(await t.testDb.db('websites').where({ vendor_id: otherVendor }).first()).sub_domain}.petcare.localhost`;
    await expectInvalid(await open(`/appointments?z=${z}`, foreignHost));
    const main = await t.fetch(`/appointments?z=${z}`);
    expect(main.status).to.equal(200);
  });

  it("answers 'Invalid link' for a booking whose type the product does not know", async () => {
    const { bookingId, ownerId } = await book('video');
    await t.testDb.db('bookings').where({ id: bookingId }).update({ details: JSON.stringify({ type: 'house-call' }) });
    await expectInvalid(await open(`/appointments?z=${signConsultationLink(t.config.sessionSecret, { userId: ownerId, side: 'U', bookingId })}`));
  });

  it('tells a phone booking that the doctor will call, with no video room', async () => {
    const { ownerMail } = await book('phone');
    expect(ownerMail.text).to.contain('The doctor will call you at the appointment time.');
    const link = linkIn(ownerMail.text, /Your consultation page: (\S+)/);
    const res = await arrive(link);
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(html).to.contain('data-testid="consultation-instruction">The doctor will call you at the appointment time.<');
    expect(html).not.to.contain('<iframe');
    expect(html).not.to.contain('Join the video consultation');
  });

  it('shows a canceled booking as canceled, with no join link or room', async () => {
    const { bookingId, ownerMail } = await book('video');
    await t.testDb.db('bookings').where({ id: bookingId }).update({ status: 3 });
    const res = await arrive(linkIn(ownerMail.text, /Join the video consultation here: (\S+)/));
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(html).to.contain('data-testid="consultation-status">Canceled<');
    expect(html).to.contain('This appointment was canceled.');
    expect(html).not.to.contain('<iframe');
    expect(html).not.to.contain(t.deps.adapters.video.roomUrl(bookingId));
  });

  it('redirects any page whose query has z to /appointments carrying z, on the same host', async () => {
    const z = '12U34.abcdefghijklmnopqrstuv';
    for (const [path, host] of [['/', undefined], ['/faqs/', undefined], ['/', siteHost()], ['/faqs/?utm=x', siteHost()], ['/app/my-appointments', undefined]] as const) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await t.fetch(`${path}${sep}z=${z}`, host ? { host } : {});
      expect(res.status, path).to.equal(302);
      expect(res.headers.get('location'), path).to.equal(`/appointments?z=${z}`);
      expect(res.headers.get('cache-control'), path).to.equal('no-store');
    }
    const head = await t.fetch(`/faqs/?z=${z}`, { method: 'HEAD' });
    expect(head.status).to.equal(302);
    // Not pages: assets, the API and health checks are never redirected.
    expect((await t.fetch(`/static/favicon.svg?z=${z}`)).status).to.equal(200);
    expect((await t.fetch(`/healthz?z=${z}`)).status).to.equal(200);
    expect((await t.fetch(`/api/payment?z=${z}`, { method: 'POST' })).status).not.to.equal(302);
    // A page without z is served as before.
    expect((await t.fetch('/faqs/')).status).to.equal(200);
  });
});
