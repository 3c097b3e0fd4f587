import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { startChildServer, type ChildServer } from '../setup/child-server.ts';
import { tcpProxy } from '../setup/tcp-proxy.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken, createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { headersOf, signedInClient, type Client } from './accounts-helpers.ts';
import { connectRedis } from '../../server/adapters/redis.ts';
import { streamsAdapterRedis } from '../../server/http/live/adapter-redis.ts';
import { FOLLOW_EVENT, LIVE_PATH, THREAD_EVENT, type FollowAnswer, type ThreadChanged } from '../../contracts/live.ts';

/**
 * Drills for the live layer's Redis: a web process in a process of its own (as `npm start` runs it) beside the
 * test's app (a second web process of the same deployment, so the stream adapter really talks across processes),
 * stopped while its followers leave, and cut off from Redis while its sockets come and go. Each must keep the
 * process up (no unhandled rejection from the adapter's Redis clients) and deliver again once Redis is back.
 * They need PostgreSQL and Redis (DATABASE_URL and REDIS_URL): on the embedded defaults there is one process.
 */

const DAY = 86_400_000;
const SEND = `mutation($bookingId: ID!, $input: SendThreadMessageInput!) { sendThreadMessage(bookingId: $bookingId, input: $input) { message { id } } }`;
/** What a process that died of a rejection no one handled leaves in its output. */
const CRASH = /ClientClosedError|SocketClosedUnexpectedlyError|DisconnectsClientError|unhandled|triggerUncaughtException/i;

const urlOf = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 6379) };
};

async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: still not so after ${ms} ms`);
}

describe('live delivery drills (Redis)', function () {
  this.timeout(120_000);
  let t: TestApp;
  let owner: Client;
  let vetToken: string;
  let booking: number;
  const sockets: Socket[] = [];
  const servers: ChildServer[] = [];

  const childEnv = (redisUrl: string): Record<string, string> => ({
    NODE_ENV: 'test', DATABASE_URL: t.testDb.url!, REDIS_URL: redisUrl, SESSION_SECRET: t.config.sessionSecret,
    DEMO_DATA: '0', WORKER: '0', LOG_LEVEL: 'warn', TZ: 'UTC', RATE_LIMIT_KEY_PREFIX: `petcare-drill:${randomUUID()}:rl:`,
  });
  const open = (baseUrl: string) => new Promise<Socket>((resolve, reject) => {
    const s = connect(baseUrl, { path: LIVE_PATH, transports: ['websocket'], extraHeaders: headersOf(owner), reconnection: false, forceNew: true });
    sockets.push(s);
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
  const following = async (baseUrl: string) => {
    const s = await open(baseUrl);
    const answer = await s.emitWithAck(FOLLOW_EVENT, { bookingId: String(booking) }) as FollowAnswer;
    expect(answer.ok).to.equal(true);
    return s;
  };
  /** The ids of the messages a socket hears; `has(id)` waits up to `ms` for one. */
  const hearing = (s: Socket) => {
    const ids = new Set<string>();
    s.on(THREAD_EVENT, (e: ThreadChanged) => { if (e.kind === 'message') ids.add(e.messageId); });
    return {
      async has(id: string, ms: number): Promise<boolean> {
        for (const until = Date.now() + ms; !ids.has(id) && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 50));
        return ids.has(id);
      },
    };
  };
  const send = async (body: string) => String((await graphqlAs(t, SEND, { bookingId: booking, input: { body } }, vetToken)).data.sendThreadMessage.message.id);

  before(async function () {
    if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
      console.log('      (skipped: DATABASE_URL and REDIS_URL are not both set; a second web process needs the shared database and Redis)');
      return this.skip();
    }
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const listing = await createListing(db, vendorId);
    const o = await createUser(db);
    vetToken = await createApiToken(db, { kind: 'vendor', id: (await createVendorLogin(db, vendorId)).id });
    booking = await createBooking(db, { userId: o.id, vendorId, listingId: listing, slot: new Date(Date.now() + DAY), type: 'chat' });
    owner = await signedInClient(t, o.email, 'user');
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    for (const server of servers.splice(0)) await server.stop();
  });
  after(() => t?.close());

  it('stops with SIGTERM while its followers leave: no Redis call outlives its client, exit 0', async () => {
    const proxy = await tcpProxy(urlOf(process.env.REDIS_URL!));
    try {
      const server = await startChildServer(childEnv(proxy.via(process.env.REDIS_URL!)));
      servers.push(server);
      const followers = await Promise.all(Array.from({ length: 6 }, () => following(server.baseUrl)));
      const elsewhere = await following(t.baseUrl);
      // Each follower's leaving asks the other process who is still present (fetchSockets: a count of the servers
      // through Redis, then a request to them). Redis answering slowly keeps those asks in flight while the process stops.
      proxy.lag(400);
      for (const s of followers) s.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const code = await server.stop();
      expect(CRASH.test(server.output()), server.output()).to.equal(false);
      expect(code, server.output()).to.equal(0);
      // A process that stops closes its own sockets only: the other process's stay, and still hear messages.
      expect(elsewhere.connected).to.equal(true);
      expect(await hearing(elsewhere).has(await send('After B stopped'), 10_000)).to.equal(true);
    } finally {
      await proxy.close();
    }
  });

  it('stays up while Redis is cut with sockets coming and going, and delivers across processes again once it is back', async () => {
    const proxy = await tcpProxy(urlOf(process.env.REDIS_URL!));
    try {
      const server = await startChildServer(childEnv(proxy.via(process.env.REDIS_URL!)));
      servers.push(server);
      const followers = await Promise.all(Array.from({ length: 8 }, () => following(server.baseUrl)));
      const first = hearing(followers[0]);
      expect(await first.has(await send('Before the cut'), 10_000)).to.equal(true);

      await proxy.cut();
      // While Redis is away: followers leave (each asks who is still present), others try to come, messages are stored.
      for (const s of followers.slice(4)) s.disconnect();
      const refused = await Promise.allSettled(Array.from({ length: 4 }, () => open(server.baseUrl)));
      expect(refused.every((r) => r.status === 'rejected')).to.equal(true);
      const away = await send('While Redis is away');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(server.child.exitCode, server.output()).to.equal(null);

      await proxy.restore();
      await eventually(async () => (await fetch(`${server.baseUrl}/readyz`)).ok, 20_000, 'the child answers /readyz');
      // The stream is read on from where it stopped: a follower that stayed hears of the message sent meanwhile.
      expect(await first.has(away, 20_000)).to.equal(true);
      // A message sent through the test's process reaches a socket on the child again.
      const back = hearing(await following(server.baseUrl));
      await eventually(async () => back.has(await send('Back again'), 1_500), 30_000, 'a message through A reaches a socket on B');
      expect(server.child.exitCode, server.output()).to.equal(null);
      expect(CRASH.test(server.output()), server.output()).to.equal(false);
      const code = await server.stop();
      expect(CRASH.test(server.output()), server.output()).to.equal(false);
      expect(code, server.output()).to.equal(0);
    } finally {
      await proxy.close();
    }
  });
});

describe("the stream adapter's Redis client", () => {
  before(function () {
    if (!process.env.REDIS_URL) {
      console.log('      (skipped: REDIS_URL is not set)');
      this.skip();
    }
  });

  it('gives the calls the adapter drops a handler, closes quietly twice, and closes the duplicates it made', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => { unhandled.push(err); };
    process.on('unhandledRejection', onUnhandled);
    try {
      const dropped: string[] = [];
      const redis = streamsAdapterRedis(await connectRedis(process.env.REDIS_URL!, { queueWhileAway: true }), (_err, command) => { dropped.push(command); });
      const reader = redis.client.duplicate();
      await reader.connect();
      const read = reader.xRead([{ key: `petcare:drill:${randomUUID()}`, id: '$' }], { BLOCK: 5_000 }).then(() => 'answered', () => 'refused');
      await redis.close();
      expect(reader.isOpen).to.equal(false);
      expect(await read).to.equal('refused');
      // As the adapter does after its clients closed: a PUBLISH whose promise it drops, a disconnect of a closed duplicate.
      void redis.client.publish('petcare:drill', 'late');
      await reader.disconnect();
      // A caller that awaits still hears of the failure.
      expect(await redis.client.publish('petcare:drill', 'late').then(() => 'sent', (err: Error) => err.constructor.name)).to.equal('ClientClosedError');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).to.deep.equal([]);
      expect(dropped).to.deep.equal(['publish', 'publish']);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
