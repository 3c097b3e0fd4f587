import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

const DAY = 86_400_000;
const cardIds = (html: string) => [...html.matchAll(/data-appointment-id="(\d+)"/g)].map((m) => Number(m[1]));

describe('My Appointments pages', () => {
  let t: TestApp;
  let vendorId: number;
  let listingId: number;
  let ownerToken: string;
  let emptyOwnerToken: string;
  let otherOwnerToken: string;
  let vetToken: string;
  let subDomain: string;
  const ids: number[] = [];

  const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const page = (path: string, token?: string, host?: string) =>
    t.fetch(path, { headers: { accept: 'text/html', ...bearer(token) }, host });
  const html = async (path: string, token?: string, host?: string) => {
    const res = await page(path, token, host);
    expect(res.status, path).to.equal(200);
    return res.text();
  };
  const post = (path: string, token: string) => t.fetch(path, {
    method: 'POST', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) }, body: '',
  });
  const userToken = (u: { id: number; email: string }) =>
    createApiToken(t.testDb.db, { kind: 'user', id: u.id });

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    subDomain = `appts${Date.now().toString(36)}`;
    await createWebsite(db, vendorId, { sub_domain: subDomain });
    listingId = await createListing(db, vendorId, { title: 'Happy Paws Midtown', line1: 'Dr. Vera Vet, DVM' });
    const owner = await createUser(db, { first_name: 'Olive' });
    ownerToken = await userToken(owner);
    emptyOwnerToken = await userToken(await createUser(db));
    otherOwnerToken = await userToken(await createUser(db));
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
    // 12 bookings a day apart (one more page after the first 10), the third one canceled.
    for (let i = 1; i <= 12; i++) {
      ids.push(await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + i * DAY), status: i === 3 ? 3 : 0 }));
    }
  });
  after(() => t.close());

  it("renders an owner's first page of cards, soonest first, with the listing, badge, booking id and load more", async () => {
    const body = await html('/app/my-appointments', ownerToken);
    expect(body).to.contain('<h1>My Appointments</h1>').and.contain('data-island="appointments"');
    expect(cardIds(body)).to.deep.equal(ids.slice(0, 10));
    expect(body).to.contain('Happy Paws Midtown').and.contain('Dr. Vera Vet, DVM').and.contain(`PC-${String(ids[0]).padStart(6, '0')}`);
    expect(body).to.contain('>Canceled<').and.contain('>Active<').and.contain('Clinic visit');
    expect(body).to.contain(`href="/app/my-appointments/${ids[0]}"`);
    expect(body).to.match(/href="\/app\/my-appointments\?offset=10"[^>]*data-testid="load-more"/);
    expect(body).to.not.contain('data-testid="filter-listing"');
  });

  it('keeps the filters in the URL: status, sort, zone and the next page', async () => {
    expect(cardIds(await html('/app/my-appointments?status=3', ownerToken))).to.deep.equal([ids[2]]);
    const newest = cardIds(await html('/app/my-appointments?sort=created&status=', ownerToken));
    expect(newest).to.deep.equal(ids.slice().reverse().slice(0, 10));
    expect(cardIds(await html('/app/my-appointments?offset=10', ownerToken))).to.deep.equal(ids.slice(10));
    const zoned = await html('/app/my-appointments?tz=Asia%2FTokyo&status=0', ownerToken);
    expect(zoned).to.contain('(Asia/Tokyo)').and.contain('<option value="3">Canceled</option>');
    expect(zoned).to.contain(`href="/app/my-appointments/${ids[0]}?tz=Asia%2FTokyo"`);
    const bad = await page('/app/my-appointments?status=9', ownerToken);
    expect(bad.status).to.equal(400);
    expect(await bad.text()).to.contain('Invalid status');
  });

  it("shows 'No Appointments Found' for an owner without bookings", async () => {
    const body = await html('/app/my-appointments', emptyOwnerToken);
    expect(body).to.contain('No Appointments Found');
    expect(cardIds(body)).to.deep.equal([]);
    expect(body).to.not.contain('data-testid="load-more"');
  });

  it('shows New Appointment to vendors and to owners on a vendor site, not to owners on the main site', async () => {
    expect(await html('/app/my-appointments', ownerToken)).to.not.contain('data-testid="new-appointment"');
    expect(await html('/app/my-appointments', ownerToken, `${subDomain}.petcare.localhost`)).to.contain('data-testid="new-appointment"');
    const vendorPage = await html('/app/appointments', vetToken);
    expect(vendorPage).to.contain('data-testid="new-appointment"').and.contain('href="/app/appointments/new"');
    // The vendor sees the customer first, and may filter by its listings.
    expect(vendorPage).to.contain('Olive Owner').and.contain('data-testid="filter-listing"').and.contain(`<option value="${listingId}">Happy Paws Midtown</option>`);
    expect(cardIds(vendorPage)).to.deep.equal(ids.slice(0, 10));
  });

  it('keeps each list to its role: the other role gets 404, anonymous visits go to log in', async () => {
    expect((await page('/app/appointments', ownerToken)).status).to.equal(404);
    expect((await page('/app/my-appointments', vetToken)).status).to.equal(404);
    expect((await page(`/app/appointments/${ids[0]}`, ownerToken)).status).to.equal(404);
    for (const path of ['/app/my-appointments', `/app/my-appointments/${ids[0]}`, '/app/appointments']) {
      const res = await page(path);
      expect(res.status, path).to.equal(302);
      expect(res.headers.get('location')).to.match(/^\/(vendor\/)?login\/?\?redirectUrl=%2Fapp%2F/);
    }
  });

  it('renders the detail rows for the owner and the vendor, and 404 for anyone else', async () => {
    const mine = await html(`/app/my-appointments/${ids[0]}`, ownerToken);
    expect(mine).to.contain('Booking ID').and.contain(`PC-${String(ids[0]).padStart(6, '0')}`).and.contain('>When<')
      .and.contain('Happy Paws Midtown').and.contain('data-testid="cancel-appointment"').and.contain('(America/New_York)');
    expect(mine).to.not.contain('Reason for visit'); // empty rows are hidden
    expect(await html(`/app/appointments/${ids[0]}?tz=Europe%2FLondon`, vetToken)).to.contain('Olive Owner').and.contain('(Europe/London)');
    expect((await page(`/app/my-appointments/${ids[0]}`, otherOwnerToken)).status).to.equal(404);
    expect((await page('/app/my-appointments/abc', ownerToken)).status).to.equal(404);
    const canceled = await html(`/app/my-appointments/${ids[2]}`, ownerToken);
    expect(canceled).to.contain('>Canceled<').and.not.contain('data-testid="cancel-appointment"');
  });

  it('cancels without JavaScript: the question, Yes as a POST form, then the list refreshed with a confirmation; a second time is refused', async () => {
    const id = ids[5];
    const ask = await html(`/app/my-appointments/${id}?confirm=cancel`, ownerToken);
    expect(ask).to.contain('Are you sure you want to cancel this appointment?')
      .and.contain(`action="/app/my-appointments/${id}/cancel"`).and.contain('>Yes<').and.contain('>No<');
    expect((await post(`/app/my-appointments/${id}/cancel`, otherOwnerToken)).status).to.equal(404);
    const done = await post(`/app/my-appointments/${id}/cancel`, ownerToken);
    expect(done.status).to.equal(303);
    expect(done.headers.get('location')).to.equal(`/app/my-appointments?canceled=${id}`);
    const after = await html(done.headers.get('location')!, ownerToken);
    expect(after).to.contain(`The appointment PC-${String(id).padStart(6, '0')} was canceled.`).and.contain('data-testid="appointments-notice"');
    const detail = await html(`/app/my-appointments/${id}`, ownerToken);
    expect(detail).to.contain('>Canceled<').and.not.contain('data-testid="cancel-appointment"');
    // The line is only for a canceled booking the viewer may see: not for someone else's, nor for a live one.
    expect(await html(`/app/my-appointments?canceled=${ids[1]}`, ownerToken)).not.to.contain('data-testid="appointments-notice"');
    expect(await html(`/app/my-appointments?canceled=${id}`, otherOwnerToken)).not.to.contain('data-testid="appointments-notice"');
    const again = await post(`/app/my-appointments/${id}/cancel`, ownerToken);
    expect(again.status).to.equal(409);
    expect(await again.text()).to.contain('This appointment is already canceled.');
  });
});
