import { expect } from 'chai';
import { io as connect, type Socket } from 'socket.io-client';
import { startSecondProcess, startTestApp, type SecondProcess, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken, createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { headersOf, signedInClient, type Client } from './accounts-helpers.ts';
import { FOLLOW_EVENT, LIVE_PATH, PRESENCE_EVENT, THREAD_EVENT, type FollowAnswer, type Presence, type ThreadChanged } from '../../contracts/live.ts';

const DAY = 86_400_000;
const SEND = `mutation($bookingId: ID!, $input: SendThreadMessageInput!) { sendThreadMessage(bookingId: $bookingId, input: $input) { message { id } } }`;
const MESSAGES = `query($bookingId: ID!, $after: ID) { threadMessages(bookingId: $bookingId, after: $after) { cursor items { id body } } }`;

/** A socket of a signed-in browser (its session cookie, no token in the URL), WebSocket only: no sticky sessions needed. */
function socketOf(baseUrl: string, c: Client | null, extra: Record<string, string> = {}): Socket {
  const headers = { ...(c ? headersOf(c) : {}), ...extra };
  return connect(baseUrl, { path: LIVE_PATH, transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true });
}
const connected = (s: Socket) => new Promise<void>((resolve, reject) => {
  s.once('connect', () => resolve());
  s.once('connect_error', reject);
});
const follow = (s: Socket, bookingId: number) => s.emitWithAck(FOLLOW_EVENT, { bookingId: String(bookingId) }) as Promise<FollowAnswer>;
/** The next `n` thread events a socket hears. */
function nextEvents(s: Socket, n: number): Promise<ThreadChanged[]> {
  const seen: ThreadChanged[] = [];
  return new Promise((resolve) => {
    const on = (e: ThreadChanged) => {
      if (e.kind !== 'message') return;
      seen.push(e);
      if (seen.length === n) {
        s.off(THREAD_EVENT, on);
        resolve(seen);
      }
    };
    s.on(THREAD_EVENT, on);
  });
}

/** Issue 29: live delivery of thread messages over socket.io, authenticated by the session. */
describe('consultation threads: live delivery', function () {
  this.timeout(60_000);
  let t: TestApp;
  let owner: Client;
  let ownerB: Client;
  let vetToken: string;
  let booking: number;
  const sockets: Socket[] = [];
  const open = async (baseUrl: string, c: Client | null, extra?: Record<string, string>) => {
    const s = socketOf(baseUrl, c, extra);
    sockets.push(s);
    await connected(s);
    return s;
  };
  const send = (body: string) => graphqlAs(t, SEND, { bookingId: booking, input: { body } }, vetToken);

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const listing = await createListing(db, vendorId);
    const o = await createUser(db);
    const other = await createUser(db);
    vetToken = await createApiToken(db, { kind: 'vendor', id: (await createVendorLogin(db, vendorId)).id });
    booking = await createBooking(db, { userId: o.id, vendorId, listingId: listing, slot: new Date(Date.now() + DAY), type: 'chat' });
    owner = await signedInClient(t, o.email, 'user');
    ownerB = await signedInClient(t, other.email, 'user');
  });
  afterEach(() => { for (const s of sockets.splice(0)) s.disconnect(); });
  after(() => t.close());

  it('refuses a socket without a session, or opened from another site', async () => {
    const anon = socketOf(t.baseUrl, null);
    sockets.push(anon);
    const err = await connected(anon).then(() => null, (e: Error) => e);
    expect(err?.message).to.equal('UNAUTHENTICATED');
    const foreign = socketOf(t.baseUrl, owner, { origin: 'https://evil.example' });
    sockets.push(foreign);
    expect(await connected(foreign).then(() => 'connected', () => 'refused')).to.equal('refused');
  });

  it('lets only a participant follow a thread', async () => {
    const theirs = await open(t.baseUrl, ownerB);
    expect((await follow(theirs, booking)).ok).to.equal(false);
    const mine = await open(t.baseUrl, owner);
    expect((await follow(mine, booking)).ok).to.equal(true);
  });

  it('tells a follower of each stored message, and shows who is present', async () => {
    const s = await open(t.baseUrl, owner);
    const answer = await follow(s, booking);
    expect(answer.presence).to.deep.include({ user: true, vendor: false });
    const heard = nextEvents(s, 1);
    const sent = await send('Hello, I am here.');
    const [event] = await heard;
    expect(event).to.deep.equal({ bookingId: String(booking), kind: 'message', messageId: sent.data.sendThreadMessage.message.id, by: 'vendor' });
  });

  it('closes the sockets of a session that logs out (at once, not at the minute\'s re-check)', async function () {
    this.timeout(20_000);
    const c = await signedInClient(t, (await t.testDb.db('users').select('email').where({ id: (await t.testDb.db('bookings').select('user_id').where({ id: booking }).first()).user_id }).first()).email, 'user');
    const s = await open(t.baseUrl, c);
    const closed = new Promise<string>((resolve) => s.once('disconnect', resolve));
    expect((await c.post('/api/account/logout', {})).status).to.equal(200);
    expect(await closed).to.equal('io server disconnect');
  });

  describe('two web processes on Redis', () => {
    let b: SecondProcess;
    before(function () {
      if (!process.env.REDIS_URL) {
        console.log('      (skipped: two web processes share live events through Redis; set REDIS_URL and DATABASE_URL)');
        this.skip();
      }
    });
    before(async () => { b = await startSecondProcess(t); });
    after(() => b?.close());

    it('delivers a message sent through A to a client on B, and a reconnect reads what it missed once each', async () => {
      const s = await open(b.baseUrl, owner);
      expect((await follow(s, booking)).ok).to.equal(true);
      const heard = nextEvents(s, 1);
      const first = await send('Sent to process A');
      expect((await heard)[0].messageId).to.equal(first.data.sendThreadMessage.message.id);
      const read = async (after?: string) => {
        const res = await b.fetch('/graphql', {
          method: 'POST', headers: { 'content-type': 'application/json', ...headersOf(owner) },
          body: JSON.stringify({ query: MESSAGES, variables: { bookingId: booking, after } }),
        });
        return (await res.json()).data.threadMessages as { cursor: string; items: Array<{ id: string; body: string }> };
      };
      const cursor = (await read()).cursor;
      // B's socket drops; two messages arrive meanwhile; it reconnects and reads after its cursor.
      s.disconnect();
      await send('While away 1');
      await send('While away 2');
      const again = await open(b.baseUrl, owner);
      expect((await follow(again, booking)).ok).to.equal(true);
      const missed = await read(cursor);
      expect(missed.items.map((m) => m.body)).to.deep.equal(['While away 1', 'While away 2']);
      expect((await read(missed.cursor)).items).to.deep.equal([]);
      const live = nextEvents(again, 1);
      const next = await send('Back live');
      expect((await live)[0].messageId).to.equal(next.data.sendThreadMessage.message.id);
    });

    it('shows a clinic login on A to an owner on B', async () => {
      const s = await open(b.baseUrl, owner);
      await follow(s, booking);
      const presence = new Promise<Presence>((resolve) => s.on(PRESENCE_EVENT, (p: Presence) => { if (p.vendor) resolve(p); }));
      const vet = await signedInClient(t, (await t.testDb.db('vendor_logins').select('email').where({ vendor_id: (await t.testDb.db('bookings').select('vendor_id').where({ id: booking }).first()).vendor_id }).first()).email, 'vendor');
      const v = await open(t.baseUrl, vet);
      await follow(v, booking);
      expect(await presence).to.deep.include({ bookingId: String(booking), vendor: true, user: true });
    });
  });
});

describe('live delivery on a Redis server shared with another deployment', () => {
  const apps: TestApp[] = [];
  before(function () {
    if (!process.env.REDIS_URL) {
      console.log('      (skipped: needs a Redis server; set REDIS_URL)');
      this.skip();
    }
  });
  after(async () => { for (const app of apps) await app.close(); });

  it('counts only its own database\'s web processes: another database on the same server never answers its requests', async () => {
    const on = (database: number) => {
      const url = new URL(process.env.REDIS_URL!);
      url.pathname = `/${database}`;
      return url.toString();
    };
    // Two deployments (a database number each), the first with two web processes.
    const a = await startTestApp({ REDIS_URL: on(13) });
    apps.push(a);
    const a2 = await startSecondProcess(a);
    const other = await startTestApp({ REDIS_URL: on(14) });
    apps.push(other);
    try {
      // The adapter counts the subscribers of its channel; each process subscribes shortly after it starts.
      const servers = async (app: { io: TestApp['live']['io'] }, atLeast: number) => {
        const count = () => (app.io.of('/').adapter as unknown as { serverCount(): Promise<number> }).serverCount();
        for (const until = Date.now() + 5_000; Date.now() < until && await count() < atLeast;) await new Promise((r) => setTimeout(r, 50));
        return count();
      };
      expect(await servers(a.live, 2)).to.equal(2);
      expect(await servers(other.live, 1)).to.equal(1);
    } finally {
      await a2.close();
    }
  });
});
