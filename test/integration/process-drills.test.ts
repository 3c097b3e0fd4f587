import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import moment from 'moment-timezone';
import { migratedDatabase, type TestDb } from '../setup/db.ts';
import { childAppArgs, freePort } from '../setup/child-server.ts';
import { startPayPalStub } from '../setup/paypal-stub.ts';
import { createListing, createUser, createVendor, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { seedReference } from '../../seeds/reference.ts';
import { parseConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { assembleApp } from '../../server/runtime.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { BOOKING_STATUS } from '../../contracts/appointments.ts';

/**
 * Process drills: the server in a process of its own (as `npm start` runs it, test/setup/child-app.ts),
 * stopped with SIGTERM under a bounded loopback load and started again, and killed with SIGKILL right
 * after the payment gateway took the money. They need PostgreSQL (DATABASE_URL): the embedded database
 * lives inside the process and cannot be shared with the next one while the first still runs.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const ZONE = 'America/New_York';

interface Reply { status: number; text: string; cookie?: string; location?: string }

/** A failed request: `answered` when the server had begun its answer (a status line arrived) before the connection went. */
type RequestError = NodeJS.ErrnoException & { answered?: boolean };

/** One request on its own connection (no keep-alive), so a connection the server closes mid-answer shows as an error. */
function request(port: number, method: string, pathName: string, options: { body?: unknown; cookie?: string; authorization?: string } = {}): Promise<Reply> {
  let answered = false;
  return new Promise<Reply>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request({
      host: '127.0.0.1', port, method, path: pathName, agent: false,
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.authorization ? { authorization: options.authorization } : {}) },
    }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => resolve({
        status: res.statusCode ?? 0, text, location: res.headers.location,
        cookie: res.headers['set-cookie']?.find((c) => c.startsWith('petcare.sid='))?.split(';')[0],
      }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  }).catch((err: RequestError) => {
    err.answered = answered;
    throw err;
  });
}

interface Server { child: ChildProcess; exited: Promise<number | null>; output: () => string }

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, await childAppArgs(), {
    cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => { output += c; });
  child.stderr!.on('data', (c) => { output += c; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    try {
      if ((await request(Number(env.PORT), 'GET', '/healthz')).status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > until) throw new Error(`the server did not start in a minute:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { child, exited, output: () => output };
}

async function logIn(port: number, email: string): Promise<string> {
  const res = await request(port, 'POST', '/api/account/login', { body: { email, password: TEST_PASSWORD, role: 'user' } });
  expect(res.status, res.text).to.equal(200);
  return res.cookie!;
}

const bookingBody = (listingId: number, slot: moment.Moment) => ({
  paymentType: 300, vendor_listing_id: listingId, type: 'clinic', slot: slot.toISOString(), userTZ: ZONE,
  info: { summary: 'Limping since Sunday' }, pet: { name: 'Buddy', type: 1 },
  paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' },
});

/** A cluster's log lines counted, its web processes' pids, and a wait (30 s at most) for what its log should say. */
function watchCluster(server: Server) {
  const count = (text: string) => server.output().split(text).length - 1;
  const children = () => fs.readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const waitFor = async (check: () => boolean, what: string) => {
    for (const until = Date.now() + 30_000; !check(); await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (Date.now() > until) throw new Error(`${what}:\n${server.output()}`);
    }
  };
  return { count, children, waitFor };
}

describe('process drills', function () {
  this.timeout(240_000);
  let testDb: TestDb;
  let listingId: number;
  const env = (port: number): Record<string, string> => ({
    NODE_ENV: 'test', PORT: String(port), DATABASE_URL: testDb.url!, DEMO_DATA: '0', LOG_LEVEL: 'warn', TZ: 'UTC',
    SESSION_SECRET: 'process-drill-secret-0123456789', RATE_LIMIT_KEY_PREFIX: `petcare-drill:${randomUUID()}:rl:`,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });

  before(async function () {
    if (!process.env.DATABASE_URL) {
      console.log('      (skipped: DATABASE_URL is not set; the embedded database cannot be shared by two server processes)');
      return this.skip();
    }
    testDb = await migratedDatabase();
    await seedReference(testDb.db);
    const vendorId = await createVendor(testDb.db, { name: 'Steady Paws' });
    listingId = await createListing(testDb.db, vendorId, {
      timezone: ZONE, consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
  });
  after(async () => { await testDb?.destroy(); });

  it('loses no confirmed booking and no session across a SIGTERM restart under load, and finishes requests in flight', async () => {
    const port = await freePort();
    const owners = await Promise.all(Array.from({ length: 6 }, () => createUser(testDb.db)));
    let server = await startServer(env(port));
    const cookies = await Promise.all(owners.map((o) => logIn(port, o.email)));

    const booked: number[] = [];
    const tally = { ok: 0, refused: 0, resetUnread: 0, cutMidAnswer: 0, serverErrors: 0, byPhase: { before: 0, after: 0 } };
    let phase: 'before' | 'restarting' | 'after' = 'before';
    // Bounded: at most 40 rounds per owner, and no longer than 3 s after the new process answers (a minute at most).
    let stopAt = Date.now() + 60_000;
    const worker = async (i: number) => {
      for (let j = 0; j < 40 && Date.now() < stopAt; j++) {
        // A slot of its own for every owner and iteration: each payment should succeed.
        const slot = moment.tz(ZONE).add(3 + i * 2 + Math.floor(j / 24), 'days').startOf('day').hour(8).add((j % 24) * 30, 'minutes');
        const steps: Array<[string, string, unknown?]> = [
          ['GET', '/vet-appointments/list'], ['POST', '/api/payment', bookingBody(listingId, slot)], ['GET', '/app/my-appointments'],
        ];
        for (const [method, url, body] of steps) {
          for (let tries = 0; Date.now() < stopAt; tries++) {
          try {
            const res = await request(port, method, url, { body, cookie: cookies[i] });
            if (res.status >= 500) tally.serverErrors += 1;
            else tally.ok += 1;
            if (url === '/api/payment' && res.status === 201) {
              booked.push(Number(JSON.parse(res.text).result));
              if (phase !== 'restarting') tally.byPhase[phase] += 1;
            }
          } catch (err) {
            // Refused while no process listens, or a connection the stopping server reset before it read the
            // request (accepted by the kernel a moment before the listener closed): nothing was done, the
            // client tries again (the bookings count below proves nothing was). Reset mid-answer: a request lost.
            const { code, answered } = err as RequestError;
            if (code === 'ECONNREFUSED') tally.refused += 1;
            else if (!answered && (code === 'ECONNRESET' || code === 'EPIPE')) tally.resetUnread += 1;
            else tally.cutMidAnswer += 1;
            await new Promise((resolve) => setTimeout(resolve, 100));
            continue;
          }
          break;
          }
        }
      }
    };
    const load = Promise.all(owners.map((_, i) => worker(i)));

    await new Promise((resolve) => setTimeout(resolve, 4_000));
    phase = 'restarting';
    const stopping = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const drainMs = performance.now() - stopping;
    expect(code, server.output()).to.equal(0);
    server = await startServer(env(port));
    phase = 'after';
    stopAt = Math.min(stopAt, Date.now() + 3_000);
    await load;

    try {
      console.log(`      load: ${tally.ok} answered, ${booked.length} bookings (${tally.byPhase.before} before, ${tally.byPhase.after} after the restart), `
        + `${tally.refused} refused and ${tally.resetUnread} reset unread while down, ${tally.cutMidAnswer} cut mid-answer, ${tally.serverErrors} 5xx; stop took ${Math.round(drainMs)} ms`);
      expect(tally.cutMidAnswer).to.equal(0);
      expect(tally.serverErrors).to.equal(0);
      expect(tally.byPhase.before).to.be.greaterThan(0);
      expect(tally.byPhase.after).to.be.greaterThan(0);
      const rows = await testDb.db('bookings as b').join('payments as p', 'p.id', 'b.payment_id')
        .whereIn('b.id', booked).select('b.id', 'b.status', 'p.status as paid');
      expect(rows).to.have.length(booked.length);
      expect(rows.every((r) => r.status === BOOKING_STATUS.IN_PROGRESS && r.paid === 'captured')).to.equal(true);
      // No captured payment without its booking.
      const orphans = await testDb.db('payments as p').leftJoin('bookings as b', 'b.payment_id', 'p.id')
        .where('p.status', 'captured').whereNull('b.id').count('* as n');
      expect(Number(orphans[0].n)).to.equal(0);
      // No booking a client was not told of: a request reset before its answer did nothing.
      const made = await testDb.db('bookings').whereIn('user_id', owners.map((o) => o.id)).count('* as n');
      expect(Number(made[0].n)).to.equal(booked.length);
      // Sessions outlive the process.
      for (const cookie of cookies) expect((await request(port, 'GET', '/app/my-appointments', { cookie })).status).to.equal(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('keeps a payment the gateway took when the process is killed before it heard back, and confirms it on reconcile', async () => {
    const stub = await startPayPalStub();
    const port = await freePort();
    const paypalEnv = { PAYPAL_CLIENT_ID: 'drill-client', PAYPAL_CLIENT_SECRET: 'drill-secret', PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_STUB_PORT: String(stub.port) };
    const [owner, other] = await Promise.all([createUser(testDb.db), createUser(testDb.db)]);
    let server = await startServer({ ...env(port), ...paypalEnv });
    try {
      const cookie = await logIn(port, owner.email);
      const slot = moment.tz(ZONE).add(2, 'days').startOf('day').hour(11); // a day the load above leaves alone
      stub.onCardCapture(() => server.child.kill('SIGKILL'));
      const paid = await request(port, 'POST', '/api/payment', { body: bookingBody(listingId, slot), cookie }).catch((err: Error) => err);
      expect(paid, JSON.stringify(paid)).to.be.instanceOf(Error); // the process died before answering
      expect(await server.exited).to.equal(null); // killed by a signal
      stub.onCardCapture(null);
      const taken = [...stub.orders.values()].filter((o) => o.status === 'COMPLETED');
      expect(taken).to.have.length(1);

      const payment = await testDb.db('payments').where({ user_id: owner.id }).first();
      expect(payment.status).to.equal('pending');
      const held = await testDb.db('bookings').where({ payment_id: payment.id }).first();
      expect(held.status).to.equal(BOOKING_STATUS.AWAITING_PAYMENT);

      server = await startServer({ ...env(port), ...paypalEnv });
      // The slot the owner paid for is not given to anyone else while the payment is looked into.
      const otherCookie = await logIn(port, other.email);
      expect((await request(port, 'POST', '/api/payment', { body: bookingBody(listingId, slot), cookie: otherCookie })).status).to.equal(409);

      // The reconcile sweep, once the payment is past its grace period: the gateway says it was captured.
      const config = parseConfig({ NODE_ENV: 'test', DATABASE_URL: testDb.url!, SESSION_SECRET: 'process-drill-secret-0123456789', ...paypalEnv });
      const sweep = await assembleApp({ config, db: testDb.db, logger: createLogger({ isProduction: false, logLevel: 'silent' }), paypalHttpsAgent: stub.httpsAgent });
      try {
        expect(await sweep.deps.services.payments.reconcile(new Date(Date.now() + 16 * 60_000))).to.deep.equal({ captured: 1, failed: 0, unknown: 0 });
      } finally {
        await sweep.close();
      }
      expect((await testDb.db('payments').where({ id: payment.id }).first()).status).to.equal('captured');
      expect((await testDb.db('bookings').where({ id: held.id }).first()).status).to.equal(BOOKING_STATUS.IN_PROGRESS);
      const list = await request(port, 'GET', '/app/my-appointments', { cookie });
      expect(list.status).to.equal(200);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      await stub.close();
    }
  });

  it('serves from WEB_CONCURRENCY web processes (one running the job worker), replaces one that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const server = await startServer({ ...env(port), WEB_CONCURRENCY: '2', WORKER: '1', LOG_LEVEL: 'info' });
    const { count, children, waitFor } = watchCluster(server);
    await waitFor(() => count(' listening on ') === 2, 'two web processes listening');
    const [first, second] = children();
    expect(children()).to.have.length(2);
    expect(count('job worker started'), 'one job worker').to.equal(1);
    for (let i = 0; i < 10; i++) expect((await request(port, 'GET', '/healthz')).status).to.equal(200);

    process.kill(second, 'SIGKILL');
    await waitFor(() => count(' listening on ') === 3, 'a replacement listening');
    const now = children();
    expect(now).to.have.length(2).and.include(first).and.not.include(second);
    expect((await request(port, 'GET', '/healthz')).status).to.equal(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).to.equal(0);
    for (const pid of now) expect(() => process.kill(pid, 0), `web process ${pid} is gone`).to.throw();
  });

  it('stops with exit 1 when its web processes keep exiting (six within a minute), instead of replacing them for ever', async () => {
    const port = await freePort();
    const server = await startServer({ ...env(port), WEB_CONCURRENCY: '2', WORKER: '0', LOG_LEVEL: 'info' });
    const { count, children, waitFor } = watchCluster(server);
    await waitFor(() => count(' listening on ') === 2, 'two web processes listening');
    // Five exits are replaced, each replacement serving before the next exit.
    for (let i = 1; i <= 5; i++) {
      process.kill(children()[0], 'SIGKILL');
      await waitFor(() => count(' listening on ') === 2 + i, `replacement ${i} listening`);
    }
    expect(count('a web process exited; starting another')).to.equal(5);
    expect((await request(port, 'GET', '/healthz')).status).to.equal(200);
    const last = children();
    process.kill(last[0], 'SIGKILL');
    const ended = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000))]);
    if (ended === 'still running') server.child.kill('SIGTERM');
    expect(ended, server.output()).to.equal(1);
    expect(count('web processes keep exiting; stopping')).to.equal(1);
    expect(count(' listening on ')).to.equal(7);
    for (const pid of last) expect(() => process.kill(pid, 0), `web process ${pid} is gone`).to.throw();
  });

  it('answers /metrics for every web process together, whichever of them the scrape reaches', async () => {
    const port = await freePort();
    const token = 'drill-metrics-token-0123456789';
    const server = await startServer({ ...env(port), WEB_CONCURRENCY: '2', WORKER: '0', METRICS_TOKEN: token, LOG_LEVEL: 'info' });
    for (const until = Date.now() + 30_000; server.output().split(' listening on ').length - 1 < 2; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (Date.now() > until) throw new Error(`two web processes listening:\n${server.output()}`);
    }
    const probes = async () => {
      const reply = await request(port, 'GET', '/metrics', { authorization: `Bearer ${token}` });
      expect(reply.status).to.equal(200);
      return Number(/^http_requests_total\{method="GET",route="\/healthz",status="200"\} (\d+)$/m.exec(reply.text)?.[1]);
    };
    // startServer's own probes are counted too.
    const before = await probes();
    expect(before).to.be.at.least(1);
    // A connection each: node:cluster hands them to the two processes in turn.
    for (let i = 0; i < 20; i++) expect((await request(port, 'GET', '/healthz')).status).to.equal(200);
    const after = [await probes(), await probes(), await probes(), await probes()];
    expect(after).to.deep.equal([before + 20, before + 20, before + 20, before + 20]);
    server.child.kill('SIGTERM');
    expect(await server.exited).to.equal(0);
  });
});
