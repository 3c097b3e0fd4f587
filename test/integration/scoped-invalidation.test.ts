import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createWebsite } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';
import type { VendorService } from '../../server/domain/listings/vet-list.ts';

/**
 * A change at one clinic (a booking, a cancel, a schedule edit) moves only the versions of what shows that clinic
 * (server/db/cache-versions.ts): another clinic's vet list cards, slots and site, and the kept appointment list
 * of an owner who has nothing there, stay as they were kept.
 */
describe('caches a change at another clinic leaves alone', () => {
  let t: TestApp;
  let a: Clinic;
  let b: Clinic;
  let booker: Owner;
  let bystander: Owner;
  let rootA: Viewer;

  before(async () => {
    t = await startTestApp();
    a = await createClinic(t, { title: 'Clinic A' });
    b = await createClinic(t, { title: 'Clinic B' });
    booker = await createOwner(t);
    bystander = await createOwner(t);
    await createBooking(t.testDb.db, { userId: bystander.id, vendorId: b.vendorId, listingId: b.listingId, slot: new Date(slotAt(3, 11)) });
    rootA = { kind: 'vendor', id: a.root.id, vendorId: a.vendorId, subrole: 'root_admin', email: a.root.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null };
  });
  after(() => t.close());

  /** Changes at clinic A through the product's own calls: a paid booking, its cancel, a schedule edit. */
  async function changesAtA(day: number): Promise<void> {
    const id = await bookPaid(t, a, booker, slotAt(day, 10));
    await t.deps.services.appointments.cancel(rootA, id, new Date());
    await t.deps.services.availability.toggleSlot(rootA, { listingId: a.listingId, type: 'clinic', slot: slotAt(day, 12) });
  }

  const cards = async () => {
    const list = await t.deps.services.vetList.vendorServices({ zipcode: '10001', limit: 20 }, new Date());
    const of = (listingId: number) => list.find((s) => s.id === listingId) as VendorService;
    return { a: of(a.listingId), b: of(b.listingId) };
  };

  it("keeps clinic B's vet list card while clinic A books, cancels and edits its schedule", async () => {
    const before = await cards();
    expect(before.b, 'B listed').to.be.an('object');
    await changesAtA(4);
    const after = await cards();
    expect(after.b, "B's card is the one kept").to.equal(before.b);
    expect(after.a, "A's card is computed afresh").to.not.equal(before.a);
    expect(after.a.roster).to.not.include(Date.parse(slotAt(4, 12)));
  });

  it("keeps clinic B's slots of a day while clinic A changes, and shows A's change at once", async () => {
    const date = slotAt(5, 12).slice(0, 10);
    const slots = (listingId: number) => t.deps.services.availability.availableSlots(null, { listingId, type: 'clinic', date }, new Date());
    const [beforeA, beforeB] = [await slots(a.listingId), await slots(b.listingId)];
    await changesAtA(5);
    expect(await slots(b.listingId), "B's day is the one kept").to.equal(beforeB);
    const afterA = await slots(a.listingId);
    expect(afterA).to.not.equal(beforeA);
    expect(JSON.stringify(afterA)).to.not.equal(JSON.stringify(beforeA));
  });

  it("keeps clinic B's site home while clinic A changes", async () => {
    await createWebsite(t.testDb.db, b.vendorId, { sub_domain: 'scopedb' });
    const home = () => t.fetch('/', { host: 'scopedb.petcare.localhost' });
    expect((await home()).status).to.equal(200);
    expect((await home()).headers.get('x-page-cache')).to.equal('HIT');
    await changesAtA(6);
    expect((await home()).headers.get('x-page-cache')).to.equal('HIT');
  });

  it('keeps the appointment list of an owner who has nothing at clinic A, and of clinic B, while A changes', async () => {
    const owner = await signedInClient(t, bystander.email, 'user');
    const clinicB = await signedInClient(t, b.root.email, 'vendor');
    const booking = await signedInClient(t, booker.email, 'user');
    const list = async (c: Client, path: string) => {
      const res = await c.get(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).to.equal(200);
      await res.text();
      return res.headers.get('x-page-cache');
    };
    for (const [c, path] of [[owner, '/app/my-appointments'], [clinicB, '/app/appointments'], [booking, '/app/my-appointments']] as const) {
      await list(c, path); // the first page sets the form cookie
      await list(c, path);
      expect(await list(c, path), `${path} kept`).to.equal('HIT');
    }
    await changesAtA(7);
    expect(await list(owner, '/app/my-appointments'), "the bystander's list").to.equal('HIT');
    expect(await list(clinicB, '/app/appointments'), "clinic B's list").to.equal('HIT');
    expect(await list(booking, '/app/my-appointments'), "the booker's list is rendered again").to.equal(null);
  });

  it('answers the vet list without searching again while clinic A books, cancels and edits its schedule', async () => {
    await cards();
    await changesAtA(8);
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    t.testDb.db.on('query', listen);
    try {
      const after = await cards();
      expect(after.b, 'B still listed').to.be.an('object');
    } finally {
      t.testDb.db.off('query', listen);
    }
    expect(statements.filter((sql) => /from "vendor_listings"/.test(sql)), 'the search').to.deep.equal([]);
  });

  it("shows a listing archived, and live again, in the next search at once", async () => {
    await cards();
    await t.deps.services.listingAdmin.setState(rootA, a.listingId, 'archived');
    expect((await cards()).a, 'A archived').to.equal(undefined);
    await t.deps.services.listingAdmin.setState(rootA, a.listingId, 'live');
    expect((await cards()).a, 'A live again').to.be.an('object');
  });
});
