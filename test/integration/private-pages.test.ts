import { expect } from 'chai';
import { startSecondProcess, startTestApp, type SecondProcess, type TestApp } from '../setup/app.ts';
import { otherConnection } from '../setup/db.ts';
import type { Db } from '../../server/db/knex.ts';
import { bookingsChanged } from '../../server/db/cache-versions.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { headersOf, signedInClient, type Client } from './accounts-helpers.ts';

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each card's status badge on a list page, by booking id. */
function badges(html: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (const m of html.matchAll(/data-appointment-id="(\d+)"[\s\S]*?data-testid="appointment-status">([^<]+)</g)) out[Number(m[1])] = m[2];
  return out;
}

/**
 * The appointment lists kept for a signed-in session (server/render/private-page-cache.ts) never show what the
 * database no longer says for longer than the versions' read interval (a change moves its owner's and clinic's versions), and never after the session's own change,
 * whichever web process made it.
 */
describe('appointment lists kept for a signed-in session', () => {
  let t: TestApp;
  let second: SecondProcess;
  let other: Db;
  let owner: Client;
  let vet: Client;
  let ownerId: number;
  let vendorId: number;
  let listingId: number;

  before(async () => {
    t = await startTestApp();
    second = await startSecondProcess(t);
    other = otherConnection(t.testDb);
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    listingId = await createListing(db, vendorId);
    const user = await createUser(db);
    ownerId = user.id;
    owner = await signedInClient(t, user.email, 'user');
    vet = await signedInClient(t, (await createVendorLogin(db, vendorId)).email, 'vendor');
    // A browser has seen one of our pages (the form cookie) before it comes back to its lists.
    for (const [c, path] of [[owner, '/app/my-appointments'], [vet, '/app/appointments']] as const) {
      await c.get(path);
      expect(c.formCookie, 'form cookie').to.match(/^petcare\.form=/);
    }
  });
  after(async () => {
    if (t.testDb.url) await other.destroy();
    await second.close();
    await t.close();
  });

  /** A booking made by another process (its insert is not seen by this app's connection). */
  const bookElsewhere = (startsIn: number, listing = listingId) =>
    createBooking(other, { userId: ownerId, vendorId, listingId: listing, slot: new Date(Date.now() + startsIn) });
  const list = async (c: Client, path = '/app/my-appointments') => {
    const res = await c.get(path, { headers: { accept: 'text/html' } });
    expect(res.status, path).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('private, no-store');
    return badges(await res.text());
  };

  it("shows another process's change once the version is read again, a second later at most", async () => {
    const id = await bookElsewhere(48 * HOUR);
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('Active');
    expect((await list(vet, '/app/appointments'))[id]).to.equal('Active');
    await other('bookings').where({ id }).update({ status: 3 });
    await bookingsChanged(other, { ids: [id] }); // as the cancel does in its transaction
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('Canceled');
    expect((await list(vet, '/app/appointments'))[id]).to.equal('Canceled');
  });

  it("shows this process's own change at once", async () => {
    const id = await bookElsewhere(49 * HOUR);
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('Active');
    await t.testDb.db('bookings').where({ id }).update({ status: 3 });
    await bookingsChanged(t.testDb.db, { ids: [id] });
    expect((await list(owner))[id]).to.equal('Canceled');
  });

  it("shows the session's own cancel, made through another web process's form, in the next list from this one", async () => {
    const id = await bookElsewhere(50 * HOUR);
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('Active');
    const res = await second.fetch(`/app/my-appointments/${id}/cancel`, {
      method: 'POST', body: '',
      headers: { ...headersOf(owner), 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).to.equal(303);
    expect((await list(owner))[id]).to.equal('Canceled');
  });

  it("shows the session's own GraphQL mutation, run by another web process, in the next list from this one", async () => {
    const id = await bookElsewhere(51 * HOUR);
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('Active');
    const res = await second.fetch('/graphql', {
      method: 'POST',
      headers: { ...headersOf(owner), 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($id: ID!) { cancelAppointment(id: $id) { appointment { id state } } }', variables: { id: String(id) } }),
    });
    const body = await res.json() as { errors?: unknown; data?: { cancelAppointment: { appointment: { state: string } } } };
    expect(body.errors).to.equal(undefined);
    expect(body.data!.cancelAppointment.appointment.state).to.equal('canceled');
    expect((await list(owner))[id]).to.equal('Canceled');
  });

  it('turns an upcoming booking in progress when it starts, with nothing written', async () => {
    const startsAt = Date.now() + 3_000;
    const id = await bookElsewhere(3_000);
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('Active');
    await sleep(startsAt + 100 - Date.now());
    expect((await list(owner))[id]).to.equal('In progress');
  });

  it('turns a booking under way complete when it ends, with nothing written', async () => {
    // A 30-minute booking that ends in 3 seconds (on a listing of its own: the one above holds this half hour).
    const endsAt = Date.now() + 3_000;
    const id = await bookElsewhere(3_000 - 30 * 60_000, await createListing(t.testDb.db, vendorId));
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('In progress');
    await sleep(endsAt + 100 - Date.now());
    expect((await list(owner))[id]).to.equal('Completed');
  });

  it('keeps no Complete list, whose bookings are chosen by the time: one that ends joins it with nothing written', async () => {
    const endsAt = Date.now() + 2_500;
    const id = await bookElsewhere(2_500 - 30 * 60_000, await createListing(t.testDb.db, vendorId));
    await sleep(1_100);
    expect((await list(owner, '/app/my-appointments?status=1'))[id]).to.equal(undefined);
    await sleep(endsAt + 100 - Date.now());
    expect((await list(owner, '/app/my-appointments?status=1'))[id]).to.equal('Completed');
  });

  it("never sends one person's kept list to another, even in the same browser", async () => {
    const stranger = await signedInClient(t, (await createUser(t.testDb.db)).email, 'user');
    stranger.formCookie = owner.formCookie;
    const id = await bookElsewhere(52 * HOUR);
    await sleep(1_100);
    expect((await list(owner))[id]).to.equal('Active');
    expect(await list(stranger)).to.deep.equal({});
    await t.testDb.db('bookings').where({ id }).update({ status: 3 });
    await bookingsChanged(t.testDb.db, { ids: [id] });
    // Without the form cookie (a browser's first page) the list is rendered for the request, and kept pages stay apart.
    const first = await t.fetch('/app/my-appointments', { headers: { cookie: owner.cookie, 'x-forwarded-for': owner.address } });
    expect(badges(await first.text())[id]).to.equal('Canceled');
    expect((await list(owner))[id]).to.equal('Canceled');
  });
});
