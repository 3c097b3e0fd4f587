import { expect } from 'chai';
import ICAL from 'ical.js';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createWebsite } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { client, vetSignup } from './accounts-helpers.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';

/** The booking's emails: facts, links to where it was made, the invite; and the confirmation's calendar download. */
describe('booking notices: the facts, the links to where it was booked, and the calendar download', () => {
  let t: TestApp;
  let clinic: Clinic;
  let subDomain: string;

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Notice <Paws> Clinic' });
    subDomain = `notices${clinic.vendorId}`;
    await createWebsite(t.testDb.db, clinic.vendorId, { sub_domain: subDomain });
  });
  after(() => t.close());

  const mailTo = async (to: string, subject: string) =>
    t.testDb.db('outbox_messages').where({ to, channel: 'email' }).where('subject', 'like', `${subject}%`).orderBy('id', 'desc').first();

  /** Pays for a booking on the clinic's own site (its sub-domain), as the owner. */
  async function bookOnClinicSite(owner: Owner, slot: string): Promise<number> {
    const res = await t.fetch('/api/payment', {
      method: 'POST',
      host: `${subDomain}.petcare.localhost`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({
        paymentType: 300, vendor_listing_id: clinic.listingId, type: 'video', slot, info: { summary: 'Scratching <ears> & shaking head' },
        pet: { name: 'Biscuit', type: 1 }, userTZ: 'Asia/Kolkata',
        paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2035-01' },
      }),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).to.equal(201);
    return Number(body.result);
  }

  it("links a clinic-site booking's mails to the clinic's lasting address, with the pet and the reason in both parts", async () => {
    const owner = await createOwner(t);
    const id = await bookOnClinicSite(owner, slotAt(3, 10));
    const mail = await mailTo(owner.email, 'Booking confirmed');
    const page = `${t.config.publicUrl}/clinic/${clinic.vendorId}/app/my-appointments/${id}`;
    expect(mail.text).to.contain(`View your appointment: ${page}`).and.contain('Pet: Biscuit').and.contain('Reason for the visit: Scratching <ears> & shaking head');
    expect(mail.text).to.not.contain(`${t.config.publicUrl}/app/`);
    expect(mail.html).to.contain(`href="${page}"`).and.contain('Biscuit').and.contain('Scratching &lt;ears&gt; &amp; shaking head');
    expect(mail.html).to.contain('Sent by Notice &lt;Paws&gt; Clinic.').and.not.contain('<Paws>');
    const [vendorMail] = await t.testDb.db('outbox_messages').where({ to: clinic.root.email, channel: 'email' }).where('subject', 'like', 'New booking%').orderBy('id', 'desc');
    expect(vendorMail.text).to.contain(`${t.config.publicUrl}/clinic/${clinic.vendorId}/app/appointments/${id}`);
    const snapshot = (await t.testDb.db('bookings').where({ id }).first()).details;
    expect(snapshot.bookedOn).to.equal('clinic-site');
    // Both confirmations are written by one insert: they land together or not at all.
    expect(vendorMail.id).to.equal(mail.id + 1);
    expect(new Date(vendorMail.created_at).getTime()).to.equal(new Date(mail.created_at).getTime());
  });

  it('links a marketplace booking to the marketplace, and its invite names the clinic as organizer', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(4, 10));
    const mail = await mailTo(owner.email, 'Booking confirmed');
    expect(mail.text).to.contain(`View your appointment: ${t.config.publicUrl}/app/my-appointments/${id}`).and.not.contain('/clinic/');
    expect(mail.html).to.contain('Pet').and.contain('Biscuit').and.contain('Check-up');
    const ics = String(mail.meta.attachments[0].content);
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('organizer')).to.equal('mailto:no-reply@petcare.localhost');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).to.equal('Notice <Paws> Clinic');
    expect(vevent.getFirstPropertyValue('attendee')).to.equal(`mailto:${owner.email}`);
  });

  it('gives the .ics of a booking to its owner and its clinic only (404 to anyone else signed in, a visitor to log in)', async () => {
    const owner = await createOwner(t);
    const other = await createOwner(t);
    const otherClinic = await createClinic(t);
    const id = await bookPaid(t, clinic, owner, slotAt(5, 10), 'video');
    const get = (path: string, token?: string) => t.fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    const mine = await get(`/app/my-appointments/${id}/calendar.ics`, owner.token);
    expect(mine.status).to.equal(200);
    expect(mine.headers.get('content-type')).to.match(/^text\/calendar/);
    expect(mine.headers.get('content-disposition')).to.contain(`appointment-${id}.ics`);
    const ics = await mine.text();
    expect(ics).to.contain('METHOD:PUBLISH').and.contain(`UID:booking-${id}@petcare`).and.contain('ORGANIZER;CN=');
    expect(ics.replace(/\r\n /g, '')).to.contain(`${owner.id}U${id}.`);
    const theirs = await get(`/app/appointments/${id}/calendar.ics`, clinic.root.token);
    expect(theirs.status).to.equal(200);
    expect((await theirs.text()).replace(/\r\n /g, '')).to.contain(`${owner.id}C${id}.`);

    expect((await get(`/app/my-appointments/${id}/calendar.ics`, other.token)).status).to.equal(404);
    expect((await get(`/app/appointments/${id}/calendar.ics`, otherClinic.root.token)).status).to.equal(404);
    expect((await get(`/app/appointments/${id}/calendar.ics`, owner.token)).status).to.equal(404);
    // A visitor is asked to log in first, and comes back to the download.
    const visitor = await get(`/app/my-appointments/${id}/calendar.ics`);
    expect(visitor.status).to.equal(302);
    expect(visitor.headers.get('location')).to.match(/^\/login/);
  });

  it("sends Join to the viewer's own consultation page, and only for their booking", async () => {
    const owner = await createOwner(t);
    const other = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(6, 10), 'video');
    const join = await t.fetch(`/app/my-appointments/${id}/join`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(join.status).to.equal(303);
    expect(join.headers.get('location')).to.contain(`/clinic/${clinic.vendorId}/appointments?z=${owner.id}U${id}.`);
    expect((await t.fetch(`/app/my-appointments/${id}/join`, { headers: { authorization: `Bearer ${other.token}` } })).status).to.equal(404);
    const visit = await bookPaid(t, clinic, owner, slotAt(6, 12));
    const page = await t.fetch(`/app/my-appointments/${visit}/join`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(page.headers.get('location')).to.equal(`/app/my-appointments/${visit}`);
  });

  it('welcomes a new clinic with its first steps and a link to the dashboard', async () => {
    const { res, body } = await vetSignup(t, client(t), { first_name: 'Wendy' });
    expect(res.status).to.equal(201);
    const email = body.email;
    const mail = await mailTo(email, 'Welcome to Petcare');
    expect(mail.text).to.contain('Hello Wendy,').and.contain('Add a listing').and.contain('Set up your website').and.contain('Share your booking link');
    expect(mail.text).to.contain(`Open your dashboard: ${t.config.publicUrl}/app`);
    expect(mail.html).to.contain(`href="${t.config.publicUrl}/app"`);
  });
});
