import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

const TZ = 'America/New_York';
const WEEK = `query($id: ID!, $d: String) { scheduleWeek(listingId: $id, type: "clinic", date: $d) {
  listingId timezone zoneName weekStart dates duration types workingHours { start end }
  slots { start end state past fromRules } bookings { start end } overrides { date added removed } } }`;

describe('schedule calendar (scheduleWeek and /app/listings/schedule)', () => {
  let t: TestApp;
  let listingId: number;
  let root: string;
  let named: string;
  let unnamed: string;
  let otherVendor: string;
  // A Wednesday 8 to 14 days ahead: the whole of 09:00-12:00 is in the future.
  const date = moment.tz(TZ).add(8, 'day').day(10).format('YYYY-MM-DD');
  const at = (hhmm: string) => moment.tz(`${date} ${hhmm}`, TZ).toISOString();

  const gql = (query: string, variables: object, token?: string) => graphqlAs(t, query, variables, token);
  const tokenFor = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'vendor', id });

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const otherId = await createVendor(db);
    const r = await createVendorLogin(db, vendorId);
    const a = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const b = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const o = await createVendorLogin(db, otherId);
    root = await tokenFor(r.id);
    named = await tokenFor(a.id);
    unnamed = await tokenFor(b.id);
    otherVendor = await tokenFor(o.id);
    listingId = await createListing(db, vendorId, {
      timezone: TZ, managers: [a.id],
      consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 50, schedule: [{ days: ['Mon', 'Wed'], from: '09:00', to: '12:00' }] }],
    });
    const user = await createUser(db);
    await createBooking(db, { userId: user.id, vendorId, listingId, slot: new Date(at('10:00')), duration: 30 });
  });
  after(() => t.close());

  it('gives the week (Sunday first) in the listing zone: working hours, slots, bookings with times only', async () => {
    const body = await gql(WEEK, { id: String(listingId), d: date }, root);
    expect(body.errors).to.equal(undefined);
    const w = body.data.scheduleWeek;
    expect(w.timezone).to.equal(TZ);
    expect(w.zoneName).to.match(/^E[SD]T$/);
    expect(w.dates).to.have.length(7);
    expect(w.dates).to.include(date);
    expect(moment.tz(w.weekStart, TZ).day()).to.equal(0);
    expect(w.types).to.deep.equal(['clinic']);
    expect(w.workingHours).to.deep.include({ start: at('09:00'), end: at('12:00') });
    expect(w.workingHours).to.have.length(2); // Monday and Wednesday
    const day = w.slots.filter((s: { start: string }) => moment.tz(s.start, TZ).format('YYYY-MM-DD') === date);
    expect(day.map((s: { start: string }) => s.start)).to.deep.equal(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map(at));
    expect(day.find((s: { start: string }) => s.start === at('10:00'))).to.deep.equal({ start: at('10:00'), end: at('10:30'), state: 'booked', past: false, fromRules: true });
    expect(w.bookings).to.deep.equal([{ start: at('10:00'), end: at('10:30') }]);
  });

  it('shows a closed slot and the override, and a reset date follows the weekly rules again', async () => {
    const toggle = await gql('mutation($id: ID!, $s: String!) { toggleSlot(listingId: $id, type: "clinic", slot: $s) { open } }',
      { id: String(listingId), s: at('11:00') }, root);
    expect(toggle.data.toggleSlot.open).to.equal(false);
    let w = (await gql(WEEK, { id: String(listingId), d: date }, root)).data.scheduleWeek;
    expect(w.slots.find((s: { start: string }) => s.start === at('11:00')).state).to.equal('closed');
    expect(w.overrides).to.deep.equal([{ date, added: [], removed: [at('11:00')] }]);
    const opened = await gql('mutation($id: ID!, $s: String!) { toggleSlot(listingId: $id, type: "clinic", slot: $s) { open } }',
      { id: String(listingId), s: at('13:00') }, root);
    expect(opened.data.toggleSlot.open).to.equal(true);
    w = (await gql(WEEK, { id: String(listingId), d: date }, root)).data.scheduleWeek;
    expect(w.slots.find((s: { start: string }) => s.start === at('13:00'))).to.include({ state: 'open', fromRules: false });
    await gql('mutation($id: ID!, $d: String!) { resetDate(listingId: $id, type: "clinic", date: $d) }', { id: String(listingId), d: date }, root);
    w = (await gql(WEEK, { id: String(listingId), d: date }, root)).data.scheduleWeek;
    expect(w.overrides).to.deep.equal([]);
    expect(w.slots.find((s: { start: string }) => s.start === at('11:00')).state).to.equal('open');
    expect(w.slots.find((s: { start: string }) => s.start === at('13:00'))).to.equal(undefined);
  });

  it('is for the listing managers only', async () => {
    expect((await gql(WEEK, { id: String(listingId) }, named)).errors).to.equal(undefined);
    expect((await gql(WEEK, { id: String(listingId) }, unnamed)).errors[0].extensions.code).to.equal('FORBIDDEN');
    expect((await gql(WEEK, { id: String(listingId) }, otherVendor)).errors[0].extensions.code).to.equal('FORBIDDEN');
    expect((await gql(WEEK, { id: String(listingId) })).errors[0].extensions.code).to.equal('UNAUTHENTICATED');
  });

  it('rejects a bad date or type with a field message', async () => {
    const bad = await gql(WEEK, { id: String(listingId), d: '2026-02-30' }, root);
    expect(bad.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    const type = await gql('query($id: ID!) { scheduleWeek(listingId: $id, type: "surgery") { weekStart } }', { id: String(listingId) }, root);
    expect(type.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
  });

  it('renders the page shell naming the zone, and keeps others out', async () => {
    const page = await t.fetch(`/app/listings/schedule?id=${listingId}&type=clinic&date=${date}`, { headers: { authorization: `Bearer ${root}` } });
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.contain('data-island="schedule-calendar"');
    expect(html).to.contain(TZ);
    expect(html).to.contain('Copy this week to the next N weeks');
    expect(html).to.not.contain('Olive'); // no customer data travels to the page
    const anon = await t.fetch(`/app/listings/schedule?id=${listingId}`);
    expect(anon.status).to.be.oneOf([302, 303]); // the app shell sends anonymous /app visitors away
    const other = await t.fetch(`/app/listings/schedule?id=${listingId}`, { headers: { authorization: `Bearer ${otherVendor}` } });
    expect(other.status).to.equal(403);
  });
});
