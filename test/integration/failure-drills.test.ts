import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { tcpProxy, type TcpProxy } from '../setup/tcp-proxy.ts';
import { createUser, TEST_PASSWORD } from '../factories/index.ts';
import { client, type Client } from './accounts-helpers.ts';

/**
 * Failure drills against the real servers: the app reaches Redis or PostgreSQL through a TCP proxy the test
 * cuts (every connection dropped, new ones refused) and restores. They need REDIS_URL and DATABASE_URL
 * (CI's PostgreSQL and Redis run sets both); on the embedded defaults there is no server to lose.
 */

const UNAVAILABLE = 'Service temporarily unavailable';

/** Polls until `check` holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still not so after ${ms} ms`);
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

const urlOf = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)) };
};

describe('failure drills', function () {
  this.timeout(90_000);

  describe('Redis goes away and comes back', () => {
    let t: TestApp;
    let proxy: TcpProxy;
    let owner: Client;

    before(async function () {
      if (!process.env.REDIS_URL) {
        console.log('      (skipped: REDIS_URL is not set, so sessions live in the database and there is no Redis to lose)');
        return this.skip();
      }
      proxy = await tcpProxy(urlOf(process.env.REDIS_URL));
      t = await startTestApp({ REDIS_URL: proxy.via(process.env.REDIS_URL) });
      const user = await createUser(t.testDb.db);
      owner = client(t);
      expect((await owner.post('/api/account/login', { email: user.email, password: TEST_PASSWORD, role: 'user' })).status).to.equal(200);
    });
    after(async () => {
      await t?.close();
      await proxy?.close();
    });

    it('serves pages that need no session, answers signed-in requests 503 at once, names Redis in /readyz, and recovers', async () => {
      expect((await owner.get('/app/my-appointments')).status).to.equal(200);
      await proxy.cut();

      for (const path of ['/', '/faqs/', '/vet-appointments/list']) {
        expect((await t.fetch(path)).status, path).to.equal(200);
      }

      const page = await timed(() => owner.get('/app/my-appointments', { headers: { accept: 'text/html' } }));
      expect(page.value.status).to.equal(503);
      const html = await page.value.text();
      expect(html).to.contain(UNAVAILABLE);
      expect(html).to.match(/<link[^>]+stylesheet/);
      expect(page.ms).to.be.below(3_000);

      const api = await owner.post('/graphql', { query: '{ viewer { id } }' });
      expect(api.status).to.equal(503);
      expect((await api.json()).error).to.deep.include({ code: 'UNAVAILABLE', message: UNAVAILABLE });

      // The limits count in Redis too: a login answers 503, not 500.
      const login = await client(t).post('/api/account/login', { email: 'someone@example.test', password: 'x', role: 'user' });
      expect(login.status).to.equal(503);

      const ready = await t.fetch('/readyz');
      expect(ready.status).to.equal(503);
      expect(await ready.json()).to.deep.equal({ status: 'unavailable', database: true, redis: false });

      await proxy.restore();
      await eventually(async () => (await t.fetch('/readyz')).status === 200);
      // The same session, without a restart.
      expect((await owner.get('/app/my-appointments')).status).to.equal(200);
    });
  });

  describe('PostgreSQL goes away and comes back', () => {
    let t: TestApp;
    let proxy: TcpProxy;

    before(async function () {
      if (!process.env.DATABASE_URL) {
        console.log('      (skipped: DATABASE_URL is not set; the embedded database lives in the process and cannot be cut off)');
        return this.skip();
      }
      proxy = await tcpProxy(urlOf(process.env.DATABASE_URL));
      t = await startTestApp({}, { appDatabaseUrl: (url) => proxy.via(url) });
    });
    after(async () => {
      await t?.close();
      await proxy?.close();
    });

    it('keeps serving cached marketing pages, answers the rest 503 within five seconds, and recovers by itself', async () => {
      // Twice: the first rendering is stored, the second served from the cache.
      for (let i = 0; i < 2; i++) expect((await t.fetch('/faqs/')).status).to.equal(200);
      expect((await t.fetch('/vet-appointments/list')).status).to.equal(200);
      await proxy.cut();

      const cached = await t.fetch('/faqs/');
      expect(cached.status).to.equal(200);
      expect(await cached.text()).to.contain('</html>');

      // A search not asked before (the vet list's cards of one asked just now may be answered from memory).
      const list = await timed(() => t.fetch('/vet-appointments/list?zip=10001', { headers: { accept: 'text/html' } }));
      expect(list.value.status).to.equal(503);
      expect(await list.value.text()).to.contain(UNAVAILABLE);
      expect(list.ms).to.be.below(5_000);

      const gql = await t.fetch('/graphql', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ vendorServices(limit: 2) { id } }' }),
      });
      expect(JSON.stringify(await gql.json())).to.contain('UNAVAILABLE');

      const ready = await timed(() => t.fetch('/readyz'));
      expect(ready.value.status).to.equal(503);
      expect(await ready.value.json()).to.deep.include({ status: 'unavailable', database: false });
      expect(ready.ms).to.be.below(3_000);

      await proxy.restore();
      await eventually(async () => (await t.fetch('/readyz')).status === 200);
      expect((await t.fetch('/vet-appointments/list')).status).to.equal(200);
    });

    it('answers 503 within five seconds when PostgreSQL stops answering without refusing (lost on the network)', async () => {
      await proxy.hang();
      const list = await timed(() => t.fetch('/vet-appointments/list?zip=10002', { headers: { accept: 'text/html' } }));
      expect(list.value.status).to.equal(503);
      expect(list.ms).to.be.below(5_000);
      expect((await t.fetch('/faqs/')).status).to.equal(200);
      await proxy.restore();
      await eventually(async () => (await t.fetch('/vet-appointments/list')).status === 200);
    });
  });
});
