import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createApiToken, createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../../server/jobs/job-definitions.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { WAITLIST_MESSAGES } from '../../contracts/waitlist.ts';
import { WEEKDAYS } from '../../contracts/listings.ts';
import { SLOT_TAKEN } from '../../contracts/bookings.ts';

const ZONE = 'America/New_York';
const MINUTE = 60_000;

/**
 * Issue 32, the waitlist: a freed time goes to the first in line whose days and hours fit, held for them for 15 minutes
 * (hidden from everyone else, refused to them by the booking path), then to the next when it runs out or is turned
 * down; taken, it is booked through the normal payment. The clock is passed in throughout.
 */
describe('waitlist: offers, holds, expiry and the next in line', function () {
  this.timeout(120_000);
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const ownerViewer = (u: { id: number; email: string }): Viewer => ({ kind: 'user', id: u.id, email: u.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null });

  /**
   * A listing open one half hour a week (the weekday of a day 4 days ahead, 10:00 in New York), every such time within
   * the booking window booked by someone; the first of them is the one a test frees.
   */
  async function world() {
    const db = t.testDb.db;
    const now = new Date();
    const slot = moment.tz(ZONE).add(4, 'days').startOf('day').hour(10);
    const weekday = WEEKDAYS[slot.isoWeekday() - 1];
    const vendorId = await createVendor(db);
    const root = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    const sub = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const listingId = await createListing(db, vendorId, {
      timezone: ZONE,
      consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: [{ days: [weekday], from: '10:00', to: '10:30' }] }],
    });
    const holder = await createUser(db, { first_name: 'Holly' });
    const bookingIds: number[] = [];
    for (let k = 0; k < 3; k++) {
      const at = slot.clone().add(k * 7, 'days').toDate();
      if (at.getTime() < now.getTime() + 15 * 86_400_000) bookingIds.push(await createBooking(db, { userId: holder.id, vendorId, listingId, slot: at, type: 'video' }));
    }
    const [a, b] = [await createUser(db, { first_name: 'Ann' }), await createUser(db, { first_name: 'Bea' })];
    const join = (u: { id: number; email: string }, at: Date, extra: Record<string, unknown> = {}) => t.deps.services.waitlist.join(ownerViewer(u), {
      listingId, type: 'video', days: [weekday], windows: [{ from: '09:00', to: '12:00' }], beforeBookingId: null, ...extra,
    }, at);
    return {
      db, now, slot: slot.toDate(), weekday, vendorId, listingId, holder, a, b, join, freed: bookingIds[0],
      root: { kind: 'vendor', id: root.id, vendorId, subrole: 'root_admin', email: root.email, role: 'vendor', firstName: 'R', lastName: 'A', pic: null } as Viewer,
      sub: { kind: 'vendor', id: sub.id, vendorId, subrole: 'user', email: sub.email, role: 'vendor', firstName: 'S', lastName: 'U', pic: null } as Viewer,
    };
  }

  const holdsOf = (db: TestApp['testDb']['db'], listingId: number) => db('slot_holds').where({ vendor_listing_id: listingId }).orderBy('id');
  const slotsFor = (viewer: Viewer | null, w: { listingId: number; slot: Date }, now: Date) => t.deps.services.availability.availableSlots(
    viewer, { listingId: w.listingId, type: 'video', date: moment.tz(w.slot, ZONE).format('YYYY-MM-DD') }, now).then((d) => d.slots);

  it('offers a canceled time to the first in line only, by email and SMS, and hides it from everyone else for 15 minutes', async () => {
    const w = await world();
    await w.join(w.a, new Date(w.now.getTime() - 2 * MINUTE));
    await w.join(w.b, new Date(w.now.getTime() - MINUTE));
    // Nothing is free: nothing is offered.
    expect(await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, w.now)).to.deep.equal([]);
    await t.deps.services.appointments.cancel(ownerViewer(w.holder), w.freed, w.now, { reason: 'Feeling better' });
    const placed = await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, w.now);
    expect(placed).to.have.length(1);
    const [hold] = await holdsOf(w.db, w.listingId);
    expect(hold).to.include({ user_id: w.a.id, status: 'open' });
    expect(new Date(hold.slot).toISOString()).to.equal(w.slot.toISOString());
    expect(new Date(hold.expires_at).getTime()).to.equal(w.now.getTime() + 15 * MINUTE);
    expect(placed[0].expiresAt.getTime()).to.equal(w.now.getTime() + 15 * MINUTE);
    const mail = await w.db('outbox_messages').where({ channel: 'email', to: w.a.email }).orderBy('id', 'desc').first();
    expect(mail.subject).to.contain('A time opened with');
    expect(mail.text).to.contain(`/app/waitlist/offers/${hold.id}`);
    expect(await w.db('outbox_messages').where({ channel: 'sms' }).whereILike('text', `%/app/waitlist/offers/${hold.id}%`).first()).to.not.equal(undefined);
    expect(await w.db('outbox_messages').where({ to: w.b.email }).whereILike('subject', 'A time opened%').first()).to.equal(undefined);
    // Matching again places nothing more and mails nobody twice.
    expect(await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, w.now)).to.deep.equal([]);
    expect(await w.db('outbox_messages').where({ channel: 'email', to: w.a.email }).whereILike('subject', 'A time opened%')).to.have.length(1);
    // Hidden from the next in line, a visitor and the public vet list; shown to its holder.
    const iso = w.slot.toISOString();
    expect(await slotsFor(ownerViewer(w.b), w, w.now)).to.not.include(iso);
    expect(await slotsFor(null, w, w.now)).to.not.include(iso);
    expect(await slotsFor(ownerViewer(w.a), w, w.now)).to.include(iso);
    expect(await t.deps.services.bookings.slotBookable(w.listingId, 'video', iso, w.now, w.b.id)).to.equal(false);
    expect(await t.deps.services.bookings.slotBookable(w.listingId, 'video', iso, w.now, w.a.id)).to.equal(true);
    // The owner's and the clinic's pages say so.
    const mine = await t.deps.services.waitlist.ownerPage(ownerViewer(w.a), w.now);
    expect(mine[0]).to.deep.include({ state: 'offered' });
    expect(mine[0].offer?.bookUrl).to.contain(`vendorServiceId=${w.listingId}`);
    const clinic = await t.deps.services.waitlist.clinicPage(w.root, w.now);
    const line = clinic.find((l) => l.listingId === w.listingId)!;
    expect(line.entries.map((e) => [e.position, e.customer.split(' ')[0], Boolean(e.heldSlot)])).to.deep.equal([[1, 'Ann', true], [2, 'Bea', false]]);
  });

  it('refuses the held time to another owner through the payment call, with words that say why, and books it for its holder', async () => {
    const w = await world();
    const now = new Date();
    await w.join(w.a, new Date(now.getTime() - MINUTE));
    await t.deps.services.appointments.cancel(ownerViewer(w.holder), w.freed, now);
    await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, now);
    const body = { paymentType: 300, vendor_listing_id: w.listingId, type: 'video', slot: w.slot.toISOString(), info: { summary: 'Itchy ears' },
      pet: { name: 'Biscuit', type: 1 }, paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Card Holder', ccv: '123', expDt: '2030-01' } };
    const refused = await postJson(t, '/api/payment', body, { token: await createApiToken(w.db, { kind: 'user', id: w.b.id }) });
    expect(refused.status).to.equal(409);
    expect(JSON.stringify(await refused.json())).to.contain(WAITLIST_MESSAGES.held);
    const booked = await postJson(t, '/api/payment', body, { token: await createApiToken(w.db, { kind: 'user', id: w.a.id }) });
    expect(booked.status).to.equal(201);
    const bookingId = (await booked.json()).result;
    const [hold] = await holdsOf(w.db, w.listingId);
    expect(hold).to.include({ status: 'booked', booking_id: Number(bookingId) });
    expect((await t.deps.services.waitlist.ownerPage(ownerViewer(w.a), now))[0].state).to.equal('booked');
    // Booked, the entry leaves the line and nothing more is offered; the time is the booking's now.
    expect(await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, now)).to.deep.equal([]);
    const again = await postJson(t, '/api/payment', body, { token: await createApiToken(w.db, { kind: 'user', id: w.b.id }) });
    expect(JSON.stringify(await again.json())).to.contain(SLOT_TAKEN);
  });

  it('passes an unaccepted time to the next in line when its 15 minutes are up, and a declined one at once', async () => {
    const w = await world();
    const c = await createUser(w.db, { first_name: 'Cid' });
    await w.join(w.a, new Date(w.now.getTime() - 3 * MINUTE));
    await w.join(w.b, new Date(w.now.getTime() - 2 * MINUTE));
    await w.join(c, new Date(w.now.getTime() - MINUTE));
    await t.deps.services.appointments.cancel(ownerViewer(w.holder), w.freed, w.now);
    const [first] = await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, w.now);
    // Not yet due: an expiry run early keeps the hold and says when to come back.
    const early = await t.deps.services.waitlistOffers.expire(w.vendorId, first.holdId, new Date(w.now.getTime() + 14 * MINUTE));
    expect(early).to.deep.include({ expired: false });
    expect(early.retryAt?.getTime()).to.equal(w.now.getTime() + 15 * MINUTE);
    const later = new Date(w.now.getTime() + 15 * MINUTE);
    expect((await t.deps.services.waitlistOffers.expire(w.vendorId, first.holdId, later)).expired).to.equal(true);
    const [second] = await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, later);
    let holds = await holdsOf(w.db, w.listingId);
    expect(holds.map((h) => [h.user_id, h.status])).to.deep.equal([[w.a.id, 'expired'], [w.b.id, 'open']]);
    expect(second.holdId).to.equal(Number(holds[1].id));
    // B turns it down: C, the next in line, is offered it; A is never offered it again.
    await t.deps.services.waitlist.decline(ownerViewer(w.b), second.holdId, later);
    await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, later);
    holds = await holdsOf(w.db, w.listingId);
    expect(holds.map((h) => [h.user_id, h.status])).to.deep.equal([[w.a.id, 'expired'], [w.b.id, 'declined'], [c.id, 'open']]);
    // A declined offer is closed; someone else's is not found.
    await t.deps.services.waitlist.decline(ownerViewer(w.b), second.holdId, later).then(() => expect.fail('declined twice'), (err: Error) => expect(err.message).to.equal(WAITLIST_MESSAGES.offerClosed));
    await t.deps.services.waitlist.offer(ownerViewer(w.a), Number(holds[2].id), later).then(() => expect.fail('read another\'s offer'), (err: Error) => expect(err.message).to.equal(WAITLIST_MESSAGES.offerNotFound));
    // C leaves the line: the time goes back to everyone.
    const cEntry = (await t.deps.services.waitlist.ownerPage(ownerViewer(c), later))[0];
    await t.deps.services.waitlist.leave(ownerViewer(c), cEntry.id, later);
    expect((await holdsOf(w.db, w.listingId))[2].status).to.equal('void');
    expect(await slotsFor(null, w, later)).to.include(w.slot.toISOString());
  });

  it('runs on the job queue with a clock: the match job places the hold and queues its expiry, the sweep repairs a lost one', async () => {
    const w = await world();
    await w.join(w.a, new Date(w.now.getTime() - 2 * MINUTE));
    await w.join(w.b, new Date(w.now.getTime() - MINUTE));
    await t.deps.services.appointments.cancel(ownerViewer(w.holder), w.freed, w.now);
    let clock = w.now;
    const queue = new JobQueue(t.testDb.db, { clock: () => clock, retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(t.deps.services));
    try {
      await queue.send(JOB.waitlistMatch, { vendorId: w.vendorId, listingId: w.listingId }, { singletonKey: String(w.listingId) });
      await queue.drain([JOB.waitlistMatch, JOB.waitlistExpiry]);
      expect((await holdsOf(w.db, w.listingId)).map((h) => [h.user_id, h.status])).to.deep.equal([[w.a.id, 'open']]);
      // The expiry job waits in the database for its time (startAfter): a new worker finds it there.
      const [job] = (await t.testDb.db.raw(`select start_after from pgboss.job where name = ? and state = 'created'`, [JOB.waitlistExpiry])).rows;
      expect(new Date(job.start_after).getTime()).to.be.closeTo(w.now.getTime() + 15 * MINUTE, 2_000);
      // A worker that was down past the hold's end: the sweep ends it and the next in line is offered the time.
      clock = new Date(w.now.getTime() + 20 * MINUTE);
      await queue.send(JOB.waitlistSweep, {});
      await queue.drain([JOB.waitlistSweep, JOB.waitlistMatch]);
      expect((await holdsOf(w.db, w.listingId)).map((h) => [h.user_id, h.status])).to.deep.equal([[w.a.id, 'expired'], [w.b.id, 'open']]);
    } finally {
      await queue.stop();
    }
  });

  it('lets the clinic turn a listing\'s waitlist off (held times go back, nobody joins) and shows sub-users only the listings naming them', async () => {
    const w = await world();
    await w.join(w.a, new Date(w.now.getTime() - MINUTE));
    await t.deps.services.appointments.cancel(ownerViewer(w.holder), w.freed, w.now);
    await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, w.now);
    expect((await t.deps.services.waitlist.clinicPage(w.sub, w.now)).map((l) => l.listingId)).to.not.include(w.listingId);
    await t.deps.services.waitlist.setEnabled(w.sub, w.listingId, false, w.now).then(() => expect.fail('a sub-user not named switched it'), (err: Error) => expect(err.message).to.equal(WAITLIST_MESSAGES.noListing));
    await t.deps.services.waitlist.setEnabled(w.root, w.listingId, false, w.now);
    expect((await holdsOf(w.db, w.listingId))[0].status).to.equal('void');
    expect(await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, w.now)).to.deep.equal([]);
    await w.join(w.b, w.now).then(() => expect.fail('joined a waitlist that is off'), (err: Error) => expect(err.message).to.equal(WAITLIST_MESSAGES.off));
    expect((await t.deps.services.waitlist.ownerPage(ownerViewer(w.a), w.now))[0].state).to.equal('paused');
    await t.deps.services.waitlist.setEnabled(w.root, w.listingId, true, w.now);
    expect(await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, w.now)).to.have.length(0); // A was offered this time before
  });

  it('refuses bad joins with clear words and saves nothing', async () => {
    const w = await world();
    const bad = async (extra: Record<string, unknown>, words: string) => {
      await w.join(w.a, w.now, extra).then(() => expect.fail(`joined with ${JSON.stringify(extra)}`), (err: Error & { fields?: Record<string, string> }) => {
        expect([err.message, ...Object.values(err.fields ?? {})]).to.include(words);
      });
    };
    await bad({ windows: [{ from: '12:00', to: '09:00' }] }, WAITLIST_MESSAGES.window);
    await bad({ windows: [{ from: '9am', to: '10:00' }] }, WAITLIST_MESSAGES.time);
    await bad({ type: 'clinic' }, WAITLIST_MESSAGES.type);
    await bad({ type: 'surgery' }, WAITLIST_MESSAGES.type);
    await bad({ beforeBookingId: w.freed }, WAITLIST_MESSAGES.earlierBooking);
    expect(await w.db('waitlist_entries').where({ vendor_listing_id: w.listingId })).to.have.length(0);
    await w.join(w.a, w.now);
    await bad({}, WAITLIST_MESSAGES.already);
    // An owner waiting for a time earlier than their own appointment is offered only earlier ones.
    const holderEntry = await w.join(w.holder, w.now, { days: [], windows: [], beforeBookingId: w.freed });
    expect(holderEntry).to.be.a('number');
  });
});
