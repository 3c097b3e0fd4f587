import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken, createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const HOUR = 3_600_000;
const SEND = `mutation($bookingId: ID!, $input: SendThreadMessageInput!) { sendThreadMessage(bookingId: $bookingId, input: $input) { message { id } } }`;
const READ = `mutation($bookingId: ID!, $upTo: ID) { markThreadRead(bookingId: $bookingId, upTo: $upTo) { unread } }`;

/** A page's unread counts: each card's line by booking id, and the dashboard menu's appointments entry. */
function counts(html: string): { cards: Record<number, string>; menu: string | null } {
  const cards: Record<number, string> = {};
  for (const card of html.split('data-appointment-id="').slice(1)) {
    const id = Number(card.slice(0, card.indexOf('"')));
    const line = /data-testid="appointment-unread">([^<]+)</.exec(card.slice(0, card.indexOf('</li>')));
    if (line) cards[id] = line[1];
  }
  const nav = html.slice(html.indexOf('class="dashboard-nav"'), html.indexOf('</nav>', html.indexOf('class="dashboard-nav"')));
  const menu = /data-testid="menu-unread"[^>]*>(\d+)</.exec(nav);
  return { cards, menu: menu ? menu[1] : null };
}

/**
 * Issue 29: the unread messages of each appointment's thread show on its card and, in total, beside the dashboard
 * menu's appointments entry, for the owner and for the clinic's logins who may read the thread; a message sent or
 * read by another credential moves what keeps the session's list (private-page-cache.ts), so no count goes stale.
 */
describe('unread thread messages on the appointment lists and the menu', function () {
  this.timeout(60_000);
  let t: TestApp;
  let booking: number;
  let otherBooking: number;
  const tokens = {} as Record<'owner' | 'vet', string>;
  const clients = {} as Record<'owner' | 'vet' | 'manager' | 'unnamedSub', Client>;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const vet = await createVendorLogin(db, vendorId);
    const manager = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const unnamed = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const listing = await createListing(db, vendorId, { managers: [manager.id] });
    const owner = await createUser(db);
    booking = await createBooking(db, { userId: owner.id, vendorId, listingId: listing, slot: new Date(Date.now() + 48 * HOUR), type: 'chat' });
    otherBooking = await createBooking(db, { userId: owner.id, vendorId, listingId: listing, slot: new Date(Date.now() + 72 * HOUR) });
    tokens.owner = await createApiToken(db, { kind: 'user', id: owner.id });
    tokens.vet = await createApiToken(db, { kind: 'vendor', id: vet.id });
    clients.owner = await signedInClient(t, owner.email, 'user');
    clients.vet = await signedInClient(t, vet.email, 'vendor');
    clients.manager = await signedInClient(t, manager.email, 'vendor');
    clients.unnamedSub = await signedInClient(t, unnamed.email, 'vendor');
  });
  after(async () => { await t.close(); });

  const page = async (who: keyof typeof clients, path: string) => {
    const res = await clients[who].get(path, { headers: { accept: 'text/html' } });
    expect(res.status, `${who} ${path}`).to.equal(200);
    return counts(await res.text());
  };
  const ownerList = () => page('owner', '/app/my-appointments');
  const clinicList = (who: 'vet' | 'manager' | 'unnamedSub' = 'vet') => page(who, '/app/appointments');
  const gql = async (query: string, variables: object, token: string) => {
    const answer = await graphqlAs(t, query, variables, token) as { errors?: unknown[]; data: Record<string, { message?: { id: string } }> };
    expect(answer.errors).to.equal(undefined);
    return answer.data;
  };

  it('shows none before any message, on lists then kept for the session', async () => {
    expect(await ownerList()).to.deep.equal({ cards: {}, menu: null });
    expect(await clinicList()).to.deep.equal({ cards: {}, menu: null });
    expect(await clinicList('manager')).to.deep.equal({ cards: {}, menu: null });
    // Asked again: the kept pages (the form cookie is set now; a new clinic's root admin, with its checklist, is never kept).
    expect(await ownerList()).to.deep.equal({ cards: {}, menu: null });
    expect(await clinicList('manager')).to.deep.equal({ cards: {}, menu: null });
  });

  it("counts the owner's messages on the clinic's card and menu, for those who may read the thread", async () => {
    await gql(SEND, { bookingId: booking, input: { body: 'Rex is limping.' } }, tokens.owner);
    await gql(SEND, { bookingId: booking, input: { body: 'Since this morning.' } }, tokens.owner);
    expect(await clinicList()).to.deep.equal({ cards: { [booking]: '2 unread messages' }, menu: '2' });
    expect(await clinicList('manager')).to.deep.equal({ cards: { [booking]: '2 unread messages' }, menu: '2' });
    // A sub-user without the listing does not see the booking, nor count its thread.
    expect(await clinicList('unnamedSub')).to.deep.equal({ cards: {}, menu: null });
    // The sender has nothing unread; the menu says so on every dashboard page.
    expect(await ownerList()).to.deep.equal({ cards: {}, menu: null });
    expect((await page('vet', '/app/settings')).menu).to.equal('2');
  });

  it('clears the count once read, and counts the reply on the owner\'s side', async () => {
    await gql(READ, { bookingId: booking }, tokens.vet);
    expect(await clinicList()).to.deep.equal({ cards: {}, menu: null });
    // The marks are each login's own: the manager has not read it.
    expect((await clinicList('manager')).menu).to.equal('2');
    await gql(SEND, { bookingId: booking, input: { body: 'Please send a photo.' } }, tokens.vet);
    expect(await ownerList()).to.deep.equal({ cards: { [booking]: '1 unread message' }, menu: '1' });
    expect((await ownerList()).cards[otherBooking]).to.equal(undefined);
    await gql(READ, { bookingId: booking }, tokens.owner);
    expect(await ownerList()).to.deep.equal({ cards: {}, menu: null });
  });
});
