import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking } from '../factories/index.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';

const DAY = 86_400_000;
const cardIds = (html: string) => [...html.matchAll(/data-appointment-id="(\d+)"/g)].map((m) => Number(m[1]));
/** The detail's rows as [label, text] pairs. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const rows = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [text(m[1]!), text(m[2]!)]);

describe('appointment lists and details, as people read them', () => {
  let t: TestApp;
  let clinic: Clinic;
  let owner: Owner;

  const page = async (path: string, token: string) => {
    const res = await t.fetch(path, { headers: { accept: 'text/html', authorization: `Bearer ${token}` } });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Happy Paws Midtown' });
    owner = await createOwner(t);
    await t.testDb.db('users').where({ id: owner.id }).update({ first_name: 'Olive', last_name: 'Owner', phone: '2125550123' });
  });
  after(() => t.close());

  it('lists what is ahead first, soonest first, then past visits, most recent first, for the owner and the clinic', async () => {
    const other = await createOwner(t);
    const at = (days: number, userId = other.id) => createBooking(t.testDb.db, {
      userId, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + days * DAY),
    });
    const longAgo = await at(-30);
    const lastWeek = await at(-7);
    const nextWeek = await at(7);
    const tomorrow = await at(1);
    const ongoing = await createBooking(t.testDb.db, {
      userId: other.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 5 * 60_000), duration: 30,
    });
    const expected = [ongoing, tomorrow, nextWeek, lastWeek, longAgo];
    expect(cardIds(await page('/app/my-appointments', other.token))).to.deep.equal(expected);
    expect(cardIds(await page('/app/appointments', clinic.root.token)).filter((id) => expected.includes(id))).to.deep.equal(expected);
    // Paging keeps the order across the two groups.
    const second = await t.deps.services.appointments.list(
      { kind: 'user', id: other.id, email: other.email, role: 'user', firstName: 'O', lastName: 'O', pic: null }, { offset: 3, limit: 2 }, new Date(),
    );
    expect(second.items.map((i) => i.id)).to.deep.equal([lastWeek, longAgo]);
  });

  it("shows the owner their booking in plain words: formatted phone and date, no one's name for themself, no empty rows", async () => {
    const id = await bookPaid(t, clinic, owner, slotAt(3, 10));
    await t.testDb.db('bookings').where({ id }).update({ created_at: new Date('2026-11-25T15:00:00Z') });
    const html = await page(`/app/my-appointments/${id}`, owner.token);
    const labels = rows(html).map(([label]) => label);
    expect(labels).to.include.members(['Status', 'When', 'Type', 'Your phone', 'Pet', 'Reason for visit', 'Practice', 'Vet', 'Booking ID', 'Booked on']);
    expect(labels).not.to.include.members(['First Line', 'Customer Name', 'Customer']);
    expect(Object.fromEntries(rows(html))).to.include({ 'Your phone': '(212) 555-0123', 'Booked on': 'Nov 25, 2026', Practice: 'Happy Paws Midtown' });
    expect(html).not.to.contain('2125550123').and.not.to.contain('25-11-2026');
    expect(html).to.contain('You will get a full refund of $60.00.');
  });

  it('shows the clinic its customer, a number to call, and that the customer is refunded; a canceled booking has no empty policy row', async () => {
    const id = await bookPaid(t, clinic, owner, slotAt(4, 10));
    const html = await page(`/app/appointments/${id}`, clinic.root.token);
    const facts = Object.fromEntries(rows(html));
    expect(facts).to.include({ Customer: 'Olive Owner', "Customer's phone": '(212) 555-0123', Listing: 'Happy Paws Midtown' });
    expect(html).to.contain('href="tel:2125550123"');
    expect(html).to.contain('The customer will get a full refund of $60.00.').and.not.to.contain('You will get a full refund');
    expect(html).to.contain('Reason for the customer (optional)');
    await t.deps.services.appointments.cancel(
      { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null }, id, new Date(),
    );
    for (const [path, token] of [[`/app/appointments/${id}`, clinic.root.token], [`/app/my-appointments/${id}`, owner.token]] as const) {
      const canceled = await page(path, token);
      expect(canceled).not.to.contain('Cancellation policy').and.not.to.match(/<dd[^>]*><\/dd>/);
      expect(Object.fromEntries(rows(canceled))['Canceled by']).to.equal(path.startsWith('/app/appointments') ? 'The customer' : 'You');
    }
  });
});
