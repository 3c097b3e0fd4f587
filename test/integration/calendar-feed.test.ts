import { expect } from 'chai';
import ICAL from 'ical.js';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createApiToken, createBooking, createListing, createUser, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { CALENDAR_FEED_MESSAGES } from '../../contracts/calendar-feed.ts';
import { bookPaid, createClinic, createOwner, slotAt, ZONE, type Clinic } from './lifecycle-helpers.ts';

/** The events of a feed as ical.js reads them: UID, start, end, summary, URL. */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid, start: e.startDate.toJSDate().toISOString(), end: e.endDate.toJSDate().toISOString(), summary: e.summary,
      url: String(v.getFirstPropertyValue('url') ?? ''), description: e.description,
    };
  });
}

describe('calendar feed: a clinic login subscribes its calendar to a private address', () => {
  let t: TestApp;
  let clinic: Clinic;

  before(async () => { t = await startTestApp(); clinic = await createClinic(t, { title: 'Feed Clinic' }); });
  after(() => t.close());

  const issue = async (token?: string) => postJson(t, '/api/calendar-feed', {}, { token });
  const feedPath = (url: string) => new URL(url).pathname;

  it("lists the login's upcoming appointments for 60 days, times and UIDs matching the bookings and their invites", async () => {
    const owner = await createOwner(t);
    const video = await bookPaid(t, clinic, owner, slotAt(3, 10), 'video');
    const visit = await bookPaid(t, clinic, owner, slotAt(5, 14), 'clinic');
    const db = t.testDb.db;
    const canceled = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(slotAt(6, 9)), status: 3 });
    const tooFar = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + 61 * 86_400_000) });
    const past = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 2 * 86_400_000) });

    const res = await issue(clinic.root.token);
    expect(res.status).to.equal(200);
    const body = await res.json();
    expect(body.message).to.equal(CALENDAR_FEED_MESSAGES.created);
    expect(body.url).to.match(/^http:\/\/[^/]+\/calendar\/pcal_\d+_\d+_[A-Za-z0-9_-]{43}\.ics$/);
    expect(body.active).to.equal(true);
    // Only a hash is stored: the address is in no row.
    const row = await db('calendar_feeds').where({ vendor_id: clinic.vendorId, login_id: clinic.root.id }).first();
    expect(row.token_hash).to.have.length(64);
    expect(JSON.stringify(row)).to.not.contain(body.url.split('_').pop().slice(0, -4));

    const feed = await t.fetch(feedPath(body.url));
    expect(feed.status).to.equal(200);
    expect(feed.headers.get('content-type')).to.match(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).to.contain('no-store');
    const got = events(await feed.text());
    expect(got.map((e) => e.uid)).to.deep.equal([`booking-${video}@petcare`, `booking-${visit}@petcare`]);
    expect(got[0].start).to.equal(new Date(slotAt(3, 10)).toISOString());
    expect(got[0].end).to.equal(new Date(Date.parse(slotAt(3, 10)) + 30 * 60_000).toISOString());
    expect(got[1].start).to.equal(new Date(slotAt(5, 14)).toISOString());
    // The type, the owner's first name and the pet; the clinic's consultation page for a call.
    const first = (await db('users').where({ id: owner.id }).first()).first_name;
    expect(got[0].summary).to.equal(`Video consultation: ${first} (Biscuit)`);
    expect(got[0].url).to.contain(`C${video}.`);
    expect(got[1].summary).to.equal(`Clinic visit: ${first} (Biscuit)`);
    expect(got[1].url).to.equal('');
    expect(got.map((e) => e.uid)).to.not.include.members([`booking-${tooFar}@petcare`, `booking-${past}@petcare`, `booking-${canceled}@petcare`]);
    // No owner email or reason for the visit in a calendar that may be shared.
    expect(got.map((e) => e.description).join(' ')).to.not.contain(owner.email).and.not.contain('Check-up');
    // The UID is the one the owner's invite carries.
    const invite = await t.fetch(`/app/appointments/${video}/calendar.ics`, { headers: { authorization: `Bearer ${clinic.root.token}` } });
    expect(events(await invite.text())[0].uid).to.equal(got[0].uid);
  });

  it("gives a sub-user the appointments of the listings naming them only", async () => {
    const db = t.testDb.db;
    const sub = await createVendorLogin(db, clinic.vendorId, { subrole: 'user' });
    const subViewer: Viewer = { kind: 'vendor', id: sub.id, vendorId: clinic.vendorId, subrole: 'user', email: sub.email, role: 'vendor', firstName: 'S', lastName: 'U', pic: null };
    const managed = await createListing(db, clinic.vendorId, { managers: [sub.id], timezone: ZONE, consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 10, schedule: EVERY_DAY }] });
    const owner = await createUser(db);
    const theirs = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: managed, slot: new Date(Date.now() + 4 * 86_400_000) });
    const notTheirs = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + 4 * 86_400_000 + 3600_000) });
    const body = await (await issue(await createApiToken(db, subViewer))).json();
    const uids = events(await (await t.fetch(feedPath(body.url))).text()).map((e) => e.uid);
    expect(uids).to.include(`booking-${theirs}@petcare`).and.not.include(`booking-${notTheirs}@petcare`);
  });

  it('ends the old address on regenerate and every address on revoke', async () => {
    const first = await (await issue(clinic.root.token)).json();
    expect((await t.fetch(feedPath(first.url))).status).to.equal(200);
    const second = await (await issue(clinic.root.token)).json();
    expect(second.message).to.equal(CALENDAR_FEED_MESSAGES.regenerated);
    expect((await t.fetch(feedPath(first.url))).status).to.equal(404);
    expect((await t.fetch(feedPath(second.url))).status).to.equal(200);
    const revoked = await postJson(t, '/api/calendar-feed/revoke', {}, { token: clinic.root.token });
    expect(await revoked.json()).to.include({ active: false, message: CALENDAR_FEED_MESSAGES.revoked });
    expect((await t.fetch(feedPath(second.url))).status).to.equal(404);
    const again = await postJson(t, '/api/calendar-feed/revoke', {}, { token: clinic.root.token });
    expect((await again.json()).message).to.equal(CALENDAR_FEED_MESSAGES.none);
  });

  it('answers 404 to a malformed or guessed token, and to a login of another clinic with a borrowed prefix', async () => {
    const body = await (await issue(clinic.root.token)).json();
    const path = feedPath(body.url);
    const guessed = path.replace(/_[A-Za-z0-9_-]{43}\.ics$/, `_${'A'.repeat(43)}.ics`);
    for (const p of [guessed, '/calendar/nothing.ics', '/calendar/pcal_1_1_short.ics', path.replace('.ics', '.txt'), `/calendar/${'x'.repeat(400)}.ics`]) {
      expect((await t.fetch(p)).status, p).to.equal(404);
    }
    const other = await createClinic(t);
    const moved = path.replace(/pcal_\d+_/, `pcal_${other.vendorId}_`);
    expect((await t.fetch(moved)).status).to.equal(404);
  });

  it('refuses owners and visitors', async () => {
    const owner = await createOwner(t);
    expect((await issue(owner.token)).status).to.equal(403);
    expect((await postJson(t, '/api/calendar-feed/revoke', {}, { token: owner.token })).status).to.equal(403);
    expect((await issue()).status).to.equal(401);
  });
});
