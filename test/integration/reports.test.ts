import { expect } from 'chai';
import type { ConsultationType } from '../../contracts/consultations.ts';
import { startTestApp, type TestApp } from '../setup/app.ts';
import {
  createBooking, createListing, createPayment, createUser, createVendor, createVendorLogin, TEST_PASSWORD,
} from '../factories/index.ts';
import { client, type Client } from './accounts-helpers.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt } from './lifecycle-helpers.ts';

const DAY = 86_400_000;

describe('Appointments Report (/app/reports)', () => {
  let t: TestApp;
  let root: Client;
  let sub: Client;
  let vendorId: number;
  const now = Date.now();

  before(async () => {
    t = await startTestApp({ REPORTS_EMBED_URL: 'https://dash.example.test/embed?theme=light' });
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    const rootLogin = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    const subLogin = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const listingId = await createListing(db, vendorId, { timezone: 'America/New_York', managers: [subLogin.id] });
    const owners = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const plan = await db('plans').insert({ code: `R${now}`, offers: JSON.stringify({ percent_off: 10 }) }).returning('id');
    // An old booking makes owners[0] a returning customer.
    await createBooking(db, { userId: owners[0].id, vendorId, listingId, slot: new Date(now - 200 * DAY), status: 1 });
    const book = async (o: number, daysAgo: number, status: number, type: ConsultationType, cents: number | null, extra: { planId?: number; refunded?: boolean } = {}) => {
      const paymentId = cents === null ? undefined : await createPayment(db, {
        userId: owners[o].id, vendorId, amountCents: cents, paymentType: 300, productId: 2000, planId: extra.planId ?? null,
        status: extra.refunded ? 'refunded' : 'captured',
      });
      return createBooking(db, { userId: owners[o].id, vendorId, listingId, slot: new Date(now - daysAgo * DAY), status, type, paymentId });
    };
    await book(0, 3, 0, 'clinic', 6000);
    await book(1, 4, 0, 'video', 4000, { planId: Number(plan[0].id ?? plan[0]) });
    await book(1, 5, 3, 'video', 4000, { refunded: true });
    await book(2, 6, 2, 'phone', null); // rescheduled: its successor is the appointment, not this row
    await book(2, -2, 0, 'clinic', 6000); // ahead: active
    await book(0, 7, 4, 'clinic', 6000); // payment failed: not an appointment
    await book(0, 45, 0, 'clinic', 6000); // outside the default period
    // Another clinic's appointment in the same period never counts.
    const otherVendor = await createVendor(db);
    const otherListing = await createListing(db, otherVendor);
    await createBooking(db, { userId: owners[0].id, vendorId: otherVendor, listingId: otherListing, slot: new Date(now - 2 * DAY) });

    const logIn = async (email: string) => {
      const c = client(t);
      expect((await c.post('/api/account/login', { email, password: TEST_PASSWORD, role: 'vendor' })).status).to.equal(200);
      return c;
    };
    root = await logIn(rootLogin.email);
    sub = await logIn(subLogin.email);
  });
  after(() => t.close());

  const page = (c: Client, query = '') => c.get(`/app/reports${query}`, { headers: { accept: 'text/html' } });
  /** A NY calendar day `offset` days from today (the clinic's zone). */
  // Calendar days from today's date in New York (24-hour steps from now would land on another date near
  // midnight in the weeks after a clock change).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(now));
  const nyDay = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
  // The last 30 days plus the next three, so an upcoming appointment is in the period too.
  const PERIOD = `?from=${nyDay(-29)}&to=${nyDay(3)}`;

  it("shows the clinic's figures for a period, matching a direct count of its appointments", async () => {
    const res = await page(root, PERIOD);
    expect(res.status).to.equal(200);
    const html = await res.text();
    const { rows } = await t.testDb.db.raw(
      `select count(*)::int as n from bookings where vendor_id = ? and status in (0, 1, 3, 6)
        and slot >= (date_trunc('day', now() at time zone 'America/New_York') - interval '29 days') at time zone 'America/New_York'
        and slot < (date_trunc('day', now() at time zone 'America/New_York') + interval '4 days') at time zone 'America/New_York'`,
      [vendorId],
    ).then((r: { rows?: unknown[] }) => ({ rows: (r.rows ?? r) as Array<{ n: number }> }));
    expect(rows[0].n).to.equal(4);
    const kpis = /data-testid="report-kpis">(.*?)<\/dl>/s.exec(html)![1].replace(/<[^>]+>/g, '|');
    expect(kpis).to.contain(`Appointments||${rows[0].n}`);
    // Captured 6000 + 4000 + 4000 + 6000, of which 4000 refunded: $160.00 over 3 paid appointments.
    expect(kpis).to.contain('Revenue||$160.00');
    expect(kpis).to.contain('Average ticket||$53.33');
    expect(kpis).to.contain('Cancellation rate||25.0%');
    expect(kpis).to.contain('Promo uses||1');
    expect(kpis).to.contain('New / returning customers||2 / 1');
    expect(html).to.contain(`${nyDay(-29)} to ${nyDay(3)} (33 days), times in America/New_York`);
    for (const chart of ['report-by-day', 'report-by-type', 'report-status', 'report-hours']) {
      expect(html).to.contain(`data-chart="${chart}"`);
    }
    expect(html).to.contain('<svg').and.contain('Table view');
    // No chart code ships: the page loads no island script.
    expect(html).not.to.contain('type="module"');
  });

  it('embeds the external dashboard above the report, filtered for this clinic, and allows only its origin as a frame', async () => {
    const res = await page(root);
    const html = await res.text();
    const src = /<iframe[^>]+src="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    const url = new URL(src);
    expect(url.origin + url.pathname).to.equal('https://dash.example.test/embed');
    expect(url.searchParams.get('theme')).to.equal('light');
    expect(url.searchParams.get('vendor_id')).to.equal(String(vendorId));
    expect(url.searchParams.get('vendor_created')).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.headers.get('content-security-policy')).to.contain('frame-src').and.contain('https://dash.example.test');
  });

  it('exports the rows behind each chart as CSV', async () => {
    const res = await root.get(`/api/reports/export.csv${PERIOD}&chart=status`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/csv/);
    expect(res.headers.get('content-disposition')).to.match(/attachment; filename="appointments-status-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(await res.text()).to.equal('status,appointments\r\nActive,1\r\nCompleted,2\r\nCanceled,1\r\nNo-show,0\r\n');
    const bad = await root.get('/api/reports/export.csv?chart=everything', { headers: { accept: 'text/html' } });
    expect(bad.status).to.equal(400);
  });

  it('shows a bad period at its field with status 400, over the default report', async () => {
    const res = await page(root, '?from=2026-13-01&to=2026-01-01');
    expect(res.status).to.equal(400);
    expect(await res.text()).to.contain('Please enter dates as YYYY-MM-DD.').and.contain('data-testid="report-kpis"');
  });

  it('is for the root admin only: a sub-user gets the 404 page and a refused export, a visitor goes to the vet login', async () => {
    expect((await sub.get('/app/reports', { headers: { accept: 'text/html' } })).status).to.equal(404);
    const subCsv = await sub.get('/api/reports/export.csv?chart=summary');
    expect(subCsv.status).to.equal(403);
    expect(await subCsv.text()).not.to.contain('appointments');
    const anonymous = await client(t).get('/app/reports');
    expect(anonymous.headers.get('location')).to.equal('/vendor/login?redirectUrl=%2Fapp%2Freports');
    expect((await client(t).get('/api/reports/export.csv?chart=summary')).status).to.equal(401);
  });
});

describe('Appointments Report: a rescheduled visit', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  it('counts a rescheduled booking once: ten visits, one moved and one canceled, are 10 appointments and a 10% cancellation rate', async () => {
    const clinic = await createClinic(t);
    const owner = await createOwner(t);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await bookPaid(t, clinic, owner, slotAt(2 + (i % 5), 9 + Math.floor(i / 5))));
    const moved = await gql(t, 'mutation($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message } }',
      { id: ids[0], slot: slotAt(3, 15) }, owner.token);
    expect(moved.errors).to.equal(undefined);
    const canceled = await gql(t, 'mutation($id: ID!) { cancelAppointment(id: $id) { appointment { id } } }', { id: ids[1] }, owner.token);
    expect(canceled.errors).to.equal(undefined);

    const root = client(t);
    expect((await root.post('/api/account/login', { email: clinic.root.email, password: TEST_PASSWORD, role: 'vendor' })).status).to.equal(200);
    const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offset * DAY));
    const html = await (await root.get(`/app/reports?from=${day(0)}&to=${day(10)}`, { headers: { accept: 'text/html' } })).text();
    const kpis = /data-testid="report-kpis">(.*?)<\/dl>/s.exec(html)![1].replace(/<[^>]+>/g, '|');
    expect(kpis).to.contain('Appointments||10|1 rescheduled');
    expect(kpis).to.contain('Cancellation rate||10.0%');
    // Ten payments of $60, one refunded in full with its cancel.
    expect(kpis).to.contain('Revenue||$540.00');
    const status = await (await root.get(`/api/reports/export.csv?from=${day(0)}&to=${day(10)}&chart=status`)).text();
    expect(status).to.equal('status,appointments\r\nActive,9\r\nCompleted,0\r\nCanceled,1\r\nNo-show,0\r\n');
  });
});
