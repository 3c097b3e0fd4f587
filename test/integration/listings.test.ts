import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

/** A weekday at least two days ahead in New York (inside the 15-day window, past the lead time). */
function nextWeekday(daysAhead = 2): string {
  const d = moment.tz('America/New_York').add(daysAhead, 'day');
  while (d.isoWeekday() > 5) d.add(1, 'day');
  return d.format('YYYY-MM-DD');
}

const VALID = {
  title: 'Harbor Vets', line1: 'Dr. Ada Lane, DVM', timezone: 'America/New_York',
  consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 70, schedule: [{ days: ['Mon', 'Tue'], from: '09:00', to: '12:00' }] }],
};

describe('listings and availability (GraphQL and REST)', () => {
  let t: TestApp;
  let vendorX: number;
  let vendorY: number;
  let rootX: string;
  let subA: string;
  let subB: string;
  let rootY: string;
  let subAId: number;
  let subBId: number;

  const gql = (query: string, variables: object = {}, token?: string) => graphqlAs(t, query, variables, token);
  const tokenFor = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'vendor', id });
  const SAVE = 'mutation($input: SaveListingInput!) { saveListing(input: $input) { message listing { id title managers vendorLoginId } } }';
  const count = async () => Number((await t.testDb.db('vendor_listings').count('* as n'))[0].n);

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorX = await createVendor(db);
    vendorY = await createVendor(db);
    const rx = await createVendorLogin(db, vendorX, { subrole: 'root_admin' });
    const a = await createVendorLogin(db, vendorX, { subrole: 'user' });
    const b = await createVendorLogin(db, vendorX, { subrole: 'user' });
    const ry = await createVendorLogin(db, vendorY, { subrole: 'root_admin' });
    subAId = a.id;
    subBId = b.id;
    rootX = await tokenFor(rx.id);
    subA = await tokenFor(a.id);
    subB = await tokenFor(b.id);
    rootY = await tokenFor(ry.id);
  });
  after(() => t.close());

  describe('saveListing', () => {
    it('creates without an id, updates with one, and says Saved Successfully', async () => {
      const created = await gql(SAVE, { input: { ...VALID, vendorLoginId: String(subAId), managers: [String(subAId)] } }, rootX);
      expect(created.errors).to.equal(undefined);
      expect(created.data.saveListing.message).to.equal('Saved Successfully');
      const id = created.data.saveListing.listing.id;
      const updated = await gql(SAVE, { input: { ...VALID, id, title: 'Harbor Vets East', vendorLoginId: String(subAId) } }, rootX);
      expect(updated.data.saveListing.listing).to.include({ id, title: 'Harbor Vets East' });
      const row = await t.testDb.db('vendor_listings').where({ id: Number(id) }).first();
      expect(row.vendor_id).to.equal(vendorX);
      expect(row.title).to.equal('Harbor Vets East');
    });

    const bad: Array<[string, object, string, string]> = [
      ['a schedule row with from not before to', { consultations: [{ ...VALID.consultations[0], schedule: [{ days: ['Mon'], from: '12:00', to: '09:00' }] }] }, 'consultations.0.schedule.0.to', 'To must be after From'],
      ['an unknown day', { consultations: [{ ...VALID.consultations[0], schedule: [{ days: ['Funday'], from: '09:00', to: '10:00' }] }] }, 'consultations.0.schedule.0.days.0', 'Unknown day'],
      ['duration 0', { consultations: [{ ...VALID.consultations[0], duration: 0 }] }, 'consultations.0.duration', 'Duration must be at least 5 minutes'],
      ['a negative price', { consultations: [{ ...VALID.consultations[0], price: -5 }] }, 'consultations.0.price', 'Price cannot be negative'],
      ['a fractional price', { consultations: [{ ...VALID.consultations[0], price: 12.5 }] }, 'consultations.0.price', 'Price must be a whole number of dollars'],
      ['overlapping rows', { consultations: [{ ...VALID.consultations[0], schedule: [{ days: ['Mon', 'Tue'], from: '09:00', to: '12:00' }, { days: ['Tue'], from: '11:00', to: '13:00' }] }] }, 'consultations.0.schedule.1.from', 'This row overlaps another row on the same day'],
      ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'timezone', 'Unknown time zone'],
      ['a time off the 15-minute grid', { consultations: [{ ...VALID.consultations[0], schedule: [{ days: ['Mon'], from: '09:10', to: '10:00' }] }] }, 'consultations.0.schedule.0.from', 'Times go in 15-minute steps'],
      ['no consultation', { consultations: [] }, 'consultations', 'At least one consultation is required'],
      ['no schedule row', { consultations: [{ ...VALID.consultations[0], schedule: [] }] }, 'consultations.0.schedule', 'The first schedule row cannot be removed'],
      ['a blank title', { title: '  ' }, 'title', 'Clinic name is required'],
      ['a blank doctor line', { line1: '' }, 'line1', 'Doctor name and certifications are required'],
      ['no owner when the vendor has several logins', { vendorLoginId: null }, 'vendorLoginId', 'Listing owner is required'],
      ['a manager from another vendor', { managers: ['999999'] }, 'managers', 'Managers must be users of your account'],
    ];
    for (const [name, patch, field, message] of bad) {
      it(`refuses ${name} with BAD_USER_INPUT and saves nothing`, async () => {
        const before = await count();
        const res = await gql(SAVE, { input: { ...VALID, vendorLoginId: String(subAId), ...patch } }, rootX);
        expect(res.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
        expect(res.errors[0].extensions.fields[field]).to.equal(message);
        expect(await count()).to.equal(before);
      });
    }

    it('reports every problem of an empty form at once, the team rule included, each at its field in the words of its label', async () => {
      const empty = {
        title: '', line1: '', timezone: 'America/New_York', vendorLoginId: null,
        consultations: [{ type: 'clinic', enabled: true, duration: null, price: null, schedule: [{ days: [], from: '09:00', to: '17:00' }] }],
      };
      const res = await gql(SAVE, { input: empty }, rootX);
      expect(res.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
      expect(res.errors[0].extensions.fields).to.deep.include({
        title: 'Clinic name is required',
        line1: 'Doctor name and certifications are required',
        vendorLoginId: 'Listing owner is required',
        'consultations.0.duration': 'Duration is required',
        'consultations.0.price': 'Price is required',
        'consultations.0.schedule.0.days': 'Days are required',
      });
    });

    it('refuses an anonymous caller and a pet owner', async () => {
      expect((await gql(SAVE, { input: VALID })).errors[0].extensions.code).to.equal('UNAUTHENTICATED');
      const owner = await createUser(t.testDb.db);
      const ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
      expect((await gql(SAVE, { input: VALID }, ownerToken)).errors[0].extensions.code).to.equal('FORBIDDEN');
    });
  });

  describe('permissions', () => {
    let ofA: number;
    let ofB: number;
    let ofY: number;
    before(async () => {
      const db = t.testDb.db;
      ofA = await createListing(db, vendorX, { title: 'Managed by A', managers: [subAId] });
      ofB = await createListing(db, vendorX, { title: 'Managed by B', managers: [subBId] });
      ofY = await createListing(db, vendorY, { title: 'Of vendor Y' });
    });

    it('a sub-user lists and reads only listings naming them; a root admin sees all of the vendor', async () => {
      const q = '{ listings(limit: 50) { id title } }';
      const a = (await gql(q, {}, subA)).data.listings.map((l: { id: string }) => Number(l.id));
      expect(a).to.include(ofA).and.not.include(ofB).and.not.include(ofY);
      const root = (await gql(q, {}, rootX)).data.listings.map((l: { id: string }) => Number(l.id));
      expect(root).to.include.members([ofA, ofB]).and.not.include(ofY);
      const read = await gql('query($id: ID!) { listing(id: $id) { id } }', { id: String(ofB) }, subA);
      expect(read.errors[0].extensions.code).to.equal('FORBIDDEN');
      expect(read.data).to.equal(null);
    });

    it('vendor X cannot read or edit vendor Y listings; nothing changes', async () => {
      expect((await gql('query($id: ID!) { listing(id: $id) { id } }', { id: String(ofY) }, rootX)).errors[0].extensions.code).to.equal('FORBIDDEN');
      const res = await gql(SAVE, { input: { ...VALID, id: String(ofY), vendorLoginId: String(subAId) } }, rootX);
      expect(res.errors[0].extensions.code).to.equal('FORBIDDEN');
      expect((await t.testDb.db('vendor_listings').where({ id: ofY }).first()).title).to.equal('Of vendor Y');
      expect((await gql('query($v: ID) { listings(vendorId: $v) { id } }', { v: String(vendorY) }, rootX)).errors[0].extensions.code).to.equal('FORBIDDEN');
    });

    it('a sub-user cannot edit another manager\'s listing or its schedule', async () => {
      const res = await gql(SAVE, { input: { ...VALID, id: String(ofB), vendorLoginId: String(subAId) } }, subA);
      expect(res.errors[0].extensions.code).to.equal('FORBIDDEN');
      const toggle = await gql('mutation($id: ID!, $s: String!) { toggleSlot(listingId: $id, type: "clinic", slot: $s) { open } }',
        { id: String(ofB), s: new Date().toISOString() }, subA);
      expect(toggle.errors[0].extensions.code).to.equal('FORBIDDEN');
      // Vendor Y has one login: the owner is implied, and its root admin may edit its own listing.
      const own = await gql(SAVE, { input: { ...VALID, id: String(ofY), title: 'Y renamed' } }, rootY);
      expect(own.data.saveListing.listing.title).to.equal('Y renamed');
    });

    it('a sub-user creating a listing stays one of its managers', async () => {
      const res = await gql(SAVE, { input: { ...VALID, vendorLoginId: String(subBId), managers: [] } }, subB);
      expect(res.data.saveListing.listing.managers).to.deep.equal([String(subBId)]);
    });
  });

  describe('availableSlots, overrides and booked slots', () => {
    const SLOTS = 'query($id: ID!, $date: String!, $tz: String) { availableSlots(listingId: $id, type: "clinic", date: $date, timezone: $tz) { timezone slots } }';
    const COPIED = 'copied written reopens message';
    let listingId: number;
    const date = nextWeekday(3);
    const nine = moment.tz(`${date} 09:00`, 'America/New_York').toISOString();
    const nineThirty = moment.tz(`${date} 09:30`, 'America/New_York').toISOString();

    before(async () => {
      listingId = await createListing(t.testDb.db, vendorX, { managers: [subAId] });
    });

    it('returns ISO starts for the day and the next day in the clinic zone, stepping by the duration', async () => {
      const res = await gql(SLOTS, { id: String(listingId), date, tz: 'Europe/London' });
      expect(res.data.availableSlots.timezone).to.equal('America/New_York');
      expect(res.data.availableSlots.slots).to.include.members([nine, nineThirty]);
      const days = new Set(res.data.availableSlots.slots.map((s: string) => moment.tz(s, 'America/New_York').format('YYYY-MM-DD')));
      expect([...days][0]).to.equal(date);
      expect(days.size).to.be.at.most(2);
    });

    it('leaves out a booked slot and reports it through fetch_booked_slots', async () => {
      const user = await createUser(t.testDb.db);
      await createBooking(t.testDb.db, { userId: user.id, vendorId: vendorX, listingId, slot: new Date(nineThirty), duration: 30 });
      const res = await gql(SLOTS, { id: String(listingId), date });
      expect(res.data.availableSlots.slots).to.include(nine).and.not.include(nineThirty);
      const rest = await t.fetch('/api/gql/fetch_booked_slots', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: listingId }) });
      expect(await rest.json()).to.deep.equal({ data: { bookings: [{ details: { slot: nineThirty } }] } });
      const badId = await t.fetch('/api/gql/fetch_booked_slots', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'x' }) });
      expect(badId.status).to.equal(400);
    });

    it('closes and reopens a slot by toggling, resets a date and copies a week', async () => {
      const TOGGLE = 'mutation($id: ID!, $s: String!) { toggleSlot(listingId: $id, type: "clinic", slot: $s) { date open removed } }';
      const closed = await gql(TOGGLE, { id: String(listingId), s: nine }, subA);
      expect(closed.data.toggleSlot).to.deep.equal({ date, open: false, removed: [nine] });
      expect((await gql(SLOTS, { id: String(listingId), date })).data.availableSlots.slots).not.to.include(nine);

      const weekStart = moment.tz(date, 'America/New_York').startOf('isoWeek').format('YYYY-MM-DD');
      const copied = await gql(`mutation($id: ID!, $w: String!) { copyWeek(listingId: $id, type: "clinic", weekStart: $w, weeks: 1) { ${COPIED} } }`, { id: String(listingId), w: weekStart }, rootX);
      expect(copied.data.copyWeek).to.deep.equal({ copied: true, written: 1, reopens: [], message: 'Copied this week to the next 1 week' });
      const nextDate = moment.tz(date, 'America/New_York').add(1, 'week').format('YYYY-MM-DD');
      const nextNine = moment.tz(`${nextDate} 09:00`, 'America/New_York').toISOString();
      const next = await gql(SLOTS, { id: String(listingId), date: nextDate });
      expect(next.data.availableSlots.slots).not.to.include(nextNine);

      const badWeeks = await gql('mutation($id: ID!, $w: String!) { copyWeek(listingId: $id, type: "clinic", weekStart: $w, weeks: 8) { copied } }', { id: String(listingId), w: weekStart }, rootX);
      expect(badWeeks.errors[0].extensions.code).to.equal('BAD_USER_INPUT');

      const reopened = await gql(TOGGLE, { id: String(listingId), s: nine }, subA);
      expect(reopened.data.toggleSlot.open).to.equal(true);
      expect((await gql(SLOTS, { id: String(listingId), date })).data.availableSlots.slots).to.include(nine);

      await gql('mutation($id: ID!, $d: String!) { resetDate(listingId: $id, type: "clinic", date: $d) }', { id: String(listingId), d: nextDate }, rootX);
      expect((await gql(SLOTS, { id: String(listingId), date: nextDate })).data.availableSlots.slots).to.include(nextNine);
    });

    it('warns before Copy this week reopens slots closed in the target weeks, and copies only when told to', async () => {
      const own = await createListing(t.testDb.db, vendorX);
      const TOGGLE = 'mutation($id: ID!, $s: String!) { toggleSlot(listingId: $id, type: "clinic", slot: $s) { open } }';
      const COPY = `mutation($id: ID!, $w: String!, $n: Int!, $r: Boolean) { copyWeek(listingId: $id, type: "clinic", weekStart: $w, weeks: $n, reopenClosed: $r) { ${COPIED} } }`;
      const weekStart = moment.tz(date, 'America/New_York').startOf('isoWeek').format('YYYY-MM-DD');
      const at = (weeks: number, hhmm: string) => moment.tz(`${date} ${hhmm}`, 'America/New_York').add(weeks, 'week').toISOString();
      const offered = async (weeks: number) => (await gql(SLOTS, { id: String(own), date: moment.tz(at(weeks, '09:00'), 'America/New_York').format('YYYY-MM-DD') })).data.availableSlots.slots;
      // This week closes 09:00; the next week closed 10:00 and 09:00, two weeks on closed 11:00.
      for (const slot of [at(0, '09:00'), at(1, '10:00'), at(1, '09:00'), at(2, '11:00')]) {
        expect((await gql(TOGGLE, { id: String(own), s: slot }, rootX)).data.toggleSlot.open).to.equal(false);
      }

      const warned = await gql(COPY, { id: String(own), w: weekStart, n: 2 }, rootX);
      expect(warned.data.copyWeek).to.deep.equal({
        copied: false, written: 0, reopens: [at(1, '10:00'), at(2, '11:00')],
        message: 'Copying replaces the changes of the next 2 weeks: 2 slots you closed there would open again.',
      });
      expect(await offered(1)).not.to.include(at(1, '10:00'));

      const one = await gql(COPY, { id: String(own), w: weekStart, n: 1 }, rootX);
      expect(one.data.copyWeek.message).to.equal('Copying replaces the changes of the next 1 week: 1 slot you closed there would open again.');

      const forced = await gql(COPY, { id: String(own), w: weekStart, n: 2, r: true }, rootX);
      expect(forced.data.copyWeek).to.deep.equal({ copied: true, written: 2, reopens: [at(1, '10:00'), at(2, '11:00')], message: 'Copied this week to the next 2 weeks' });
      expect(await offered(1)).to.include(at(1, '10:00')).and.not.include(at(1, '09:00'));
      // Two weeks on is past the booking window: the calendar's week tells.
      const week = await gql('query($id: ID!, $d: String) { scheduleWeek(listingId: $id, type: "clinic", date: $d) { slots { start state } } }', { id: String(own), d: moment.tz(at(2, '09:00'), 'America/New_York').format('YYYY-MM-DD') }, rootX);
      const state = (iso: string) => week.data.scheduleWeek.slots.find((x: { start: string }) => x.start === iso)?.state;
      expect([state(at(2, '11:00')), state(at(2, '09:00'))]).to.deep.equal(['open', 'closed']);
      // Nothing closed there any more but what the copy closes: no warning.
      expect((await gql(COPY, { id: String(own), w: weekStart, n: 2 }, rootX)).data.copyWeek).to.include({ copied: true });
    });

    it('refuses a bad date, type or zone with field messages', async () => {
      const bad = await gql(SLOTS, { id: String(listingId), date: '2026-13-45' });
      expect(bad.errors[0].extensions.fields.date).to.equal('Please select a date');
      const zone = await gql(SLOTS, { id: String(listingId), date, tz: 'Nowhere/Town' });
      expect(zone.errors[0].extensions.fields.timezone).to.equal('Unknown time zone');
    });

    it('offers nothing for a disabled consultation to the public', async () => {
      const off = await createListing(t.testDb.db, vendorX, { consultations: [{ type: 'clinic', enabled: false, duration: 30, price: 10, schedule: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], from: '09:00', to: '17:00' }] }] });
      expect((await gql(SLOTS, { id: String(off), date })).data.availableSlots.slots).to.deep.equal([]);
      expect((await gql(SLOTS, { id: String(off), date }, rootX)).data.availableSlots.slots.length).to.be.greaterThan(0);
    });
  });

  it('uses an index for the bookings lookup (EXPLAIN)', async () => {
    const db = t.testDb.db;
    const plan = await db.transaction(async (tx) => {
      // A near-empty test table makes a sequential scan cheapest; forbid it to see whether an index can answer.
      await tx.raw('set local enable_seqscan = off');
      const res = await tx.raw(`explain select vendor_listing_id, slot, duration from bookings
        where vendor_listing_id in (1, 2, 3) and status in (0, 1, 5)
          and booking_span(slot, duration) && tstzrange(now(), now() + interval '8 days', '[)')`);
      return (res.rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).to.match(/Index|Bitmap/);
    expect(plan).not.to.match(/Seq Scan on bookings/);
  });
});
