import { expect } from 'chai';
import type { SessionData, Store } from 'express-session';
import { createSessionBackend, SESSION_COOKIE, SESSION_RENEW_MS, type SessionBackend } from '../../server/http/middleware/session.ts';
import { migratedDatabase, type TestDb } from '../setup/db.ts';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser } from '../factories/index.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

function call<T>(fn: (cb: (err: unknown, value?: T) => void) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));
}

/**
 * Runs against the backend the environment selects: Redis when REDIS_URL is set,
 * else the sessions table. CI runs the suite both ways.
 */
describe(`session store (${process.env.REDIS_URL ? 'redis' : 'database'})`, () => {
  let testDb: TestDb;
  let backend: SessionBackend;
  let store: Store;

  before(async () => {
    testDb = await migratedDatabase();
    backend = await createSessionBackend({ redisUrl: process.env.REDIS_URL }, testDb.db);
    store = backend.store;
  });
  after(async () => {
    await backend.close();
    await testDb.destroy();
  });

  it('is never the in-memory store', () => {
    expect(backend.kind).to.equal(process.env.REDIS_URL ? 'redis' : 'database');
    expect(store.constructor.name).not.to.equal('MemoryStore');
  });

  it('stores, reads, touches and destroys a session', async () => {
    const sid = `test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const session = {
      cookie: { originalMaxAge: 60_000, maxAge: 60_000, expires: new Date(Date.now() + 60_000), httpOnly: true, path: '/' },
      passport: { user: { kind: 'user', id: 7, at: 1 } },
    } as unknown as SessionData;
    await call<void>((cb) => store.set(sid, session, cb));
    const loaded = await call<SessionData | null>((cb) => store.get(sid, cb));
    expect((loaded as unknown as { passport: unknown }).passport).to.deep.equal({ user: { kind: 'user', id: 7, at: 1 } });
    await call<void>((cb) => store.touch!(sid, session, () => cb(null)));
    await call<void>((cb) => store.destroy(sid, cb));
    expect(await call<SessionData | null>((cb) => store.get(sid, cb))).to.equal(null);
  });

  it('does not return an expired session', async () => {
    const sid = `expired-${Date.now()}`;
    const session = {
      cookie: { originalMaxAge: 1, maxAge: -1000, expires: new Date(Date.now() - 1000), httpOnly: true, path: '/' },
    } as unknown as SessionData;
    await call<void>((cb) => store.set(sid, session, cb));
    expect(await call<SessionData | null>((cb) => store.get(sid, cb))).to.equal(null);
  });
});

describe('signed-in session lifetime', () => {
  let t: TestApp;
  let owner: Client;

  before(async () => {
    t = await startTestApp();
    const { email } = await createUser(t.testDb.db);
    owner = await signedInClient(t, email, 'user');
  });
  after(() => t.close());

  const sidOf = (cookie: string) => {
    const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    return signed.slice(2, signed.lastIndexOf('.'));
  };
  const stored = async () => (await call<SessionData | null>((cb) => t.deps.sessions.store.get(sidOf(owner.cookie), cb)))!;
  const setsCookie = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));

  it('renews at most once an hour: requests in between write neither the store nor a cookie', async () => {
    const first = await owner.get('/app/my-appointments');
    expect(first.status).to.equal(200);
    const renewedAt = (await stored()).renewedAt!;
    expect(renewedAt).to.be.closeTo(Date.now(), 5_000);
    const again = await owner.get('/app/my-appointments');
    expect(again.status).to.equal(200);
    expect(setsCookie(again)).to.equal(false);
    expect((await stored()).renewedAt).to.equal(renewedAt);
  });

  it('renews the stored expiry and the cookie once the last renewal is an hour old', async () => {
    const session = await stored();
    const twoHoursAgo = Date.now() - 2 * SESSION_RENEW_MS;
    const aged = { ...session, renewedAt: twoHoursAgo, cookie: { ...session.cookie, expires: new Date(Date.now() + 3_600_000) } };
    await call<void>((cb) => t.deps.sessions.store.set(sidOf(owner.cookie), aged as SessionData, cb));
    const res = await owner.get('/app/my-appointments');
    expect(res.status).to.equal(200);
    expect(setsCookie(res)).to.equal(true);
    const renewed = await stored();
    expect(renewed.renewedAt).to.be.greaterThan(twoHoursAgo);
    expect(new Date(renewed.cookie.expires!).getTime()).to.be.greaterThan(Date.now() + 13 * 24 * 3_600_000);
  });

  it('keeps a signed-in page out of every cache, and sends it whole (no ETag to revalidate); an anonymous page keeps its ETag', async () => {
    const res = await owner.get('/app/my-appointments');
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('private, no-store');
    expect(res.headers.get('etag')).to.equal(null);
    expect(await res.text()).to.match(/^<!doctype html>/);
    const plain = await owner.get('/app/my-appointments', { headers: { 'accept-encoding': 'identity' } });
    expect(Number(plain.headers.get('content-length'))).to.equal(Buffer.byteLength(await plain.text()));
    const head = await owner.get('/app/my-appointments', { method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect(await head.text()).to.equal('');
    const anonymous = await t.fetch('/vet-appointments/list');
    expect(anonymous.status).to.equal(200);
    expect(anonymous.headers.get('etag')).to.match(/^W\//);
    expect(anonymous.headers.get('cache-control')).to.equal(null);
  });
});
