import { expect } from 'chai';
import type { SessionData, Store } from 'express-session';
import { createSessionBackend, type SessionBackend } from '../../server/http/middleware/session.ts';
import { migratedDatabase, type TestDb } from '../setup/db.ts';

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
