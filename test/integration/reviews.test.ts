import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, createWebsite, EVERY_DAY } from '../factories/index.ts';
import { client, signedInClient, type Client } from './accounts-helpers.ts';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX } from '../../contracts/reviews.ts';
import { graphqlAs } from '../setup/post-json.ts';

const DAY = 86_400_000;

/**
 * Verified reviews: who may review (the owner of an appointment that took place, once, within 60 days), what the
 * practice may do (reply once, report; never delete), the marketplace's hiding, bad input, and where ratings show
 * (the vet list's card and order, the clinic's site).
 */
describe('reviews: verified, replied to once, reported and hidden', function () {
  this.timeout(60_000);
  let t: TestApp;
  let vendorId: number;
  let otherVendor: number;
  let listingId: number;
  let root: Client;
  let other: Client;
  let sub: Client;
  let subDomain: string;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db, { name: 'Review Clinic' });
    subDomain = `reviews${vendorId}`;
    await createWebsite(db, vendorId, { name: 'Review Clinic', sub_domain: subDomain });
    const rootLogin = await createVendorLogin(db, vendorId);
    const subLogin = await createVendorLogin(db, vendorId, { subrole: 'user' });
    listingId = await createListing(db, vendorId, {
      title: 'Reviewed Listing', zipcode: '99501', consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 50, schedule: EVERY_DAY }],
    });
    otherVendor = await createVendor(db);
    root = await signedInClient(t, rootLogin.email, 'vendor');
    sub = await signedInClient(t, subLogin.email, 'vendor');
    other = await signedInClient(t, (await createVendorLogin(db, otherVendor)).email, 'vendor');
  });
  after(() => t.close());

  /** An owner signed in, with a booking on the listing at `slot` (in the past: it took place). */
  let shift = 0;
  async function ownerWith(at: Date, status = 0) {
    const db = t.testDb.db;
    // Each booking an hour apart: one listing holds no two at once.
    const slot = new Date(at.getTime() - (shift += 1) * 3600_000);
    const u = await createUser(db, { first_name: 'Olive' });
    const bookingId = await createBooking(db, { userId: u.id, vendorId, listingId, slot, status });
    return { c: await signedInClient(t, u.email, 'user'), id: u.id, bookingId };
  }
  const review = (c: Client, bookingId: number, body: Record<string, string>) => c.form(`/app/my-appointments/${bookingId}/review`, body, { redirect: 'manual' });
  const reviewRow = (bookingId: number) => t.testDb.db('reviews').where({ vendor_id: vendorId, booking_id: bookingId }).first();
  const listingRow = () => t.testDb.db('vendor_listings').select('review_count', 'rating_average').where({ id: listingId }).first();
  const listingVersion = async () => Number((await t.testDb.db('listing_cache_versions').where({ vendor_id: vendorId, listing_id: listingId }).first())?.version ?? 0);

  it("lets the owner of an appointment that took place review it once, moving the listing's rating and card version", async () => {
    const { c, bookingId } = await ownerWith(new Date(Date.now() - 2 * DAY));
    const page = await (await c.get(`/app/my-appointments/${bookingId}`)).text();
    expect(page).to.contain('data-testid="review-form"');
    const before = await listingVersion();
    const res = await review(c, bookingId, { rating: '4', text: 'Kind <b>staff</b>, & quick.' });
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.contain('reviewed=1');
    const row = await reviewRow(bookingId);
    expect(row).to.include({ rating: 4, text: 'Kind <b>staff</b>, & quick.' });
    expect(await listingVersion()).to.be.greaterThan(before);
    const listing = await listingRow();
    expect(listing.review_count).to.be.at.least(1);
    // Plain text: shown as text, never as HTML.
    const after = await (await c.get(`/app/my-appointments/${bookingId}?reviewed=1`)).text();
    expect(after).to.contain(REVIEW_MESSAGES.saved).and.contain('Kind &lt;b&gt;staff&lt;/b&gt;, &amp; quick.').and.not.contain('data-testid="review-form"');
    const again = await review(c, bookingId, { rating: '5' });
    expect(again.status).to.equal(409);
    expect(await again.text()).to.contain(REVIEW_MESSAGES.already);
    expect(await t.testDb.db('reviews').where({ vendor_id: vendorId, booking_id: bookingId }).count('* as n').first()).to.deep.equal({ n: 1 });
  });

  it('refuses an appointment that has not taken place, was canceled, is past the window, or is not the viewer\'s', async () => {
    const future = await ownerWith(new Date(Date.now() + 3 * DAY));
    const res = await review(future.c, future.bookingId, { rating: '5' });
    expect(res.status).to.equal(403);
    expect(await res.text()).to.contain(REVIEW_MESSAGES.notReviewable);
    expect(await (await future.c.get(`/app/my-appointments/${future.bookingId}`)).text()).to.not.contain('data-testid="review-form"');
    const canceled = await ownerWith(new Date(Date.now() - 2 * DAY), 3);
    expect((await review(canceled.c, canceled.bookingId, { rating: '5' })).status).to.equal(403);
    const old = await ownerWith(new Date(Date.now() - 61 * DAY));
    const late = await review(old.c, old.bookingId, { rating: '5' });
    expect(late.status).to.equal(403);
    expect(await late.text()).to.contain(REVIEW_MESSAGES.windowClosed);
    const mine = await ownerWith(new Date(Date.now() - DAY));
    const stranger = await ownerWith(new Date(Date.now() - DAY));
    expect((await review(stranger.c, mine.bookingId, { rating: '5' })).status).to.equal(404);
    expect((await root.form(`/app/my-appointments/${mine.bookingId}/review`, { rating: '5' }, { redirect: 'manual' })).status).to.equal(404);
    const visitor = await client(t).form(`/app/my-appointments/${mine.bookingId}/review`, { rating: '5' }, { redirect: 'manual' });
    expect([302, 303, 401, 403, 404]).to.include(visitor.status);
    for (const id of [future.bookingId, canceled.bookingId, old.bookingId, mine.bookingId]) expect(await reviewRow(id)).to.equal(undefined);
  });

  it('refuses a rating outside 1-5 or a text over its limit with a clear message, saving nothing', async () => {
    const { c, bookingId } = await ownerWith(new Date(Date.now() - DAY));
    for (const rating of ['', '0', '6', '2.5', 'five']) {
      const res = await review(c, bookingId, { rating, text: 'Fine' });
      expect(res.status, rating).to.equal(400);
      const html = await res.text();
      expect(html).to.contain(REVIEW_MESSAGES.rating);
      // The form comes back with what was typed.
      expect(html).to.contain('>Fine</textarea>');
    }
    const long = await review(c, bookingId, { rating: '5', text: 'x'.repeat(REVIEW_TEXT_MAX + 1) });
    expect(long.status).to.equal(400);
    expect(await long.text()).to.contain(String(REVIEW_TEXT_MAX));
    expect(await reviewRow(bookingId)).to.equal(undefined);
  });

  it('lets the practice reply once and report, never another clinic or the owner', async () => {
    const { c, bookingId } = await ownerWith(new Date(Date.now() - DAY));
    expect((await review(c, bookingId, { rating: '2', text: 'Waited long.' })).status).to.equal(303);
    const reply = (who: Client, body: Record<string, string>) => who.form(`/app/appointments/${bookingId}/review/reply`, body, { redirect: 'manual' });
    const report = (who: Client) => who.form(`/app/appointments/${bookingId}/review/report`, { reason: 'Not our patient' }, { redirect: 'manual' });
    expect((await reply(other, { reply: 'Hi' })).status).to.equal(404);
    expect((await report(other)).status).to.equal(404);
    // The sub-user manages no listing: the appointment is not theirs to see.
    expect((await reply(sub, { reply: 'Hi' })).status).to.equal(404);
    expect((await c.form(`/app/appointments/${bookingId}/review/reply`, { reply: 'Me' }, { redirect: 'manual' })).status).to.equal(404);
    const empty = await reply(root, { reply: '   ' });
    expect(empty.status).to.equal(400);
    expect(await empty.text()).to.contain(REVIEW_MESSAGES.replyRequired);
    const ok = await reply(root, { reply: 'Sorry: we have added a second vet on Mondays.' });
    expect(ok.status).to.equal(303);
    expect((await reply(root, { reply: 'Again' })).status).to.equal(409);
    expect((await reviewRow(bookingId)).reply).to.equal('Sorry: we have added a second vet on Mondays.');
    expect((await report(root)).status).to.equal(303);
    expect((await report(root)).status).to.equal(409);
    const row = await reviewRow(bookingId);
    expect(row.reported_at).to.not.equal(null);
    expect(row.hidden_at).to.equal(null);
    // The owner sees the reply on their appointment.
    expect(await (await c.get(`/app/my-appointments/${bookingId}`)).text()).to.contain('we have added a second vet on Mondays.');
  });

  it("shows ratings on the vet list's cards, sorts by them, and lists reviews on the clinic's site until hidden", async () => {
    const db = t.testDb.db;
    const unrated = await createListing(db, vendorId, { title: 'Unrated Listing', zipcode: '99502', consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 50, schedule: EVERY_DAY }] });
    const { c, bookingId } = await ownerWith(new Date(Date.now() - DAY));
    expect((await review(c, bookingId, { rating: '5', text: 'Best in town' })).status).to.equal(303);
    const list = async (sort?: string) => (await graphqlAs(t, `query($sort: String) { vendorServices(zipcode: "995", type: "clinic", sort: $sort) { id rating { average count } } }`, { sort }))
      .data.vendorServices as Array<{ id: string; rating: { average: number | null; count: number } }>;
    const byRating = await list('rating');
    expect(Number(byRating[0].id)).to.equal(listingId);
    expect(byRating[0].rating.count).to.be.at.least(1);
    expect(byRating.find((s) => Number(s.id) === unrated)!.rating).to.deep.equal({ average: null, count: 0 });
    const row = await listingRow();
    expect(byRating[0].rating.average).to.equal(Number(row.rating_average));
    // The sort is kept in the page's URL form.
    const page = await (await client(t).get('/vet-appointments/list?zip=995&sort=rating')).text();
    expect(page).to.match(/<option value="rating" selected=""/);

    const site = async () => (await t.fetch('/', { host: `${subDomain}.petcare.localhost` })).text();
    expect(await site()).to.contain('Best in town');
    const id = Number((await reviewRow(bookingId)).id);
    expect(await t.deps.services.reviews.hide(id, new Date())).to.equal('hidden');
    expect(await t.deps.services.reviews.hide(id, new Date())).to.equal('already');
    expect(await t.deps.services.reviews.hide(99_999_999, new Date())).to.equal('missing');
    expect(await site()).to.not.contain('Best in town');
    const counted = await db('reviews').where({ vendor_id: vendorId, listing_id: listingId }).whereNull('hidden_at').count('* as n').first();
    expect((await listingRow()).review_count).to.equal(Number(counted!.n));
  });

  it('counts reviews, replies and reports toward a limit per account', async () => {
    const { c, bookingId } = await ownerWith(new Date(Date.now() - DAY));
    let last = 0;
    for (let i = 0; i < 21; i += 1) last = (await review(c, bookingId, { rating: '9' })).status;
    expect(last).to.equal(429);
  });
});
