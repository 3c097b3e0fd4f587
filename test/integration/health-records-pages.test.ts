import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createHealthRecord, createWebsite } from '../factories/index.ts';
import { gql, NOTE, recordsWorld, type RecordsWorld } from './health-records-world.ts';

describe('health records pages: Medical Records, the customer page and the appointment tabs', () => {
  let t: TestApp;
  let w: RecordsWorld;
  const html = { accept: 'text/html' };

  before(async () => {
    t = await startTestApp();
    w = await recordsWorld(t);
    const db = t.testDb.db;
    await createHealthRecord(db, { userId: w.ownerA.id, petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: '2026-01-05', lbs: 48 } });
    await createHealthRecord(db, { userId: w.ownerA.id, petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: '2026-02-05', lbs: 51 } });
    await createHealthRecord(db, {
      userId: w.ownerA.id, petId: w.rex, subcategory: 'medications', details: { name: 'Heartworm pill', date: '2026-01-01', nextDueDate: '2000-02-01' },
    });
  });
  after(() => t.close());

  it('shows the owner the first pet, its categories, what is due and the empty states', async () => {
    const owner = await w.logIn(w.ownerA.email, 'user');
    const page = await (await owner.get('/app/medical-records', { headers: html })).text();
    expect(page).to.contain('data-testid="records-pet"').and.contain('>Rex<').and.contain('Download PDF');
    expect(page).to.contain('Heartworm pill').and.contain('overdue since');
    expect(page).to.contain('Oops! Sorry no records here'); // history/conditions is empty
    const weights = await (await owner.get(`/app/medical-records?pet=${w.rex}&category=trackers&sub=weight`, { headers: html })).text();
    expect(weights).to.contain('data-chart="tracker-weight"').and.contain('Weight (lbs)').and.contain('<path class="chart-line"');
    expect(weights).to.contain('<th scope="row">Jan 5, 2026</th><td>48</td>');
    const other = await w.logIn(w.ownerB.email, 'user');
    expect((await other.get(`/app/medical-records?pet=${w.rex}`, { headers: html })).status).to.equal(404);
    const tom = await (await other.get('/app/medical-records', { headers: html })).text();
    expect(tom).to.contain('No Records Found').and.not.contain('Heartworm');
  });

  it('asks an owner on a vendor site to pick a pet first', async () => {
    await createWebsite(t.testDb.db, w.vendorX, { sub_domain: 'happypaws' });
    const owner = await w.logIn(w.ownerA.email, 'user');
    const res = await t.fetch('/app/medical-records', { host: `happypaws.${t.config.mainDomain}`, headers: { ...html, cookie: owner.cookie } });
    const page = await res.text();
    expect(res.status).to.equal(200);
    expect(page).to.contain('Choose a pet to see its records.').and.not.contain('Heartworm pill');
  });

  it("shows the clinic its customer's records with the same record cards, and never another clinic's customer", async () => {
    const clinic = await w.logIn(w.vetX.email, 'vendor');
    const page = await (await clinic.get(`/app/users/${w.ownerA.id}`, { headers: html })).text();
    expect(page).to.contain('class="record-card"').and.contain('Heartworm pill').and.contain(`/app/medical-records/${w.rex}/record.pdf`);
    const other = await w.logIn(w.vetY.email, 'vendor');
    expect((await other.get(`/app/users/${w.ownerA.id}`, { headers: html })).status).to.equal(404);
  });

  it('gives a video appointment Details, Video Chat and Medical Records tabs, with the note form for the clinic', async () => {
    const clinic = await w.logIn(w.vetX.email, 'vendor');
    const details = await (await clinic.get(`/app/appointments/${w.bookingId}`, { headers: html })).text();
    expect(details).to.contain('data-testid="tab-video"').and.contain('data-testid="tab-records"').and.contain('Booking ID');
    const video = await (await clinic.get(`/app/appointments/${w.bookingId}?tab=video`, { headers: html })).text();
    expect(video).to.contain('data-testid="video-countdown"').and.not.contain('data-testid="video-room"');
    await gql(t, w.vetX.token, NOTE, { b: w.bookingId, note: 'Healthy weight gain.' });
    const records = await (await clinic.get(`/app/appointments/${w.bookingId}?tab=records`, { headers: html })).text();
    expect(records).to.contain('Medical Records of Rex').and.contain('Add consultation note').and.contain('Healthy weight gain.');
    expect(records).to.contain('Signed by Vera Vet, Happy Paws');

    const owner = await w.logIn(w.ownerA.email, 'user');
    const ownerRecords = await (await owner.get(`/app/my-appointments/${w.bookingId}?tab=records`, { headers: html })).text();
    expect(ownerRecords).to.contain('Healthy weight gain.').and.not.contain('data-testid="consultation-note"');
  });

  it('opens the video room from 10 minutes before the slot', async () => {
    const soon = await recordsWorld(t, { slot: new Date(Date.now() + 5 * 60_000) });
    const owner = await soon.logIn(soon.ownerA.email, 'user');
    const video = await (await owner.get(`/app/my-appointments/${soon.bookingId}?tab=video`, { headers: html })).text();
    expect(video).to.contain('data-testid="video-room"').and.contain(t.config.videoBaseUrl);
  });
});
