/**
 * `npm run bench:threads`: live delivery of consultation threads across two web processes with Redis.
 *
 * Two servers as `npm start` runs them in production (one web process each, the Redis streams adapter between
 * them) over a database of the bench's own on DATABASE_URL's server; BENCH_CLIENTS socket.io clients (default
 * 1,000): for each of BENCH_CLIENTS / 2 chat appointments its owner's socket on one process and the vet's on the
 * other, each following the thread. Owners then send BENCH_RATE messages a second in all (default 50, each owner
 * well under the 30-a-minute send limit) for BENCH_SECONDS (default 20) through GraphQL, as the island does, and
 * every socket in the thread hears it; the vet's client then reads the message through GraphQL after its cursor.
 * Printed: messages sent and socket deliveries a second, the latency from the send's start to the event at each
 * socket (p50, p99) and to the message read by the other side (p50, p99), and the servers' RSS per connection.
 * Also printed: the servers' CPU time per message sent (their user + system time over the sending window, the
 * reads and deliveries included, divided by the messages sent: what a message costs, which other work on the machine
 * moves far less than the latencies) and this process's own (the clients). BENCH_PROFILE=1 runs the servers under
 * `--cpu-prof` and prints where the first one's time went while messages were sent.
 * Figures, not a test: the client sockets run in this process, on the same two cores as the servers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { knexForUrl } from '../server/db/knex.ts';
import { generatedDocumentId } from '../graphql/trusted-documents.ts';
import { FOLLOW_EVENT, LIVE_PATH, THREAD_EVENT, type FollowAnswer, type ThreadChanged } from '../contracts/live.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin } from '../test/factories/index.ts';
import { cpuMsOf, percentile, runBench } from './bench-kit.ts';
import { printProfileSummary } from '../scripts/cpu-profile-summary.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const THREADS = Math.max(1, Math.floor(CLIENTS / 2));
const PROFILE_DIR = process.env.BENCH_PROFILE === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-threads-prof-')) : null;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** A web process as `npm start` runs it (exec'd by the shell, so the pid is node's own). */
async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = PROFILE_DIR ? scripts.start.replace(/^node /, `node --cpu-prof --cpu-prof-dir=${PROFILE_DIR} `) : scripts.start;
  const child = spawn('sh', ['-c', `exec ${command}`], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('a server exited at start');
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a server did not start in two minutes');
}

/** Signs in as a browser does: the session cookie and the sign-in page's form cookie. */
async function logIn(base: string, email: string, role: 'user' | 'vendor'): Promise<string> {
  const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0];
  const form = cookieOf(await fetch(`${base}/login`), 'petcare.form');
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(form ? { cookie: form } : {}) }, body: JSON.stringify({ email, password: 'password123', role }),
  });
  if (!res.ok || !form) throw new Error(`login as ${email} answered ${res.status}`);
  return `${cookieOf(res, 'petcare.sid')}; ${form}`;
}

async function graphql(base: string, cookie: string, operation: string, variables: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ documentId: generatedDocumentId(operation), variables }),
  });
  const body = await res.json() as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) throw new Error(`${operation}: ${body.errors?.[0]?.message ?? res.status}`);
  return body.data;
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  }));
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.log('bench:threads needs DATABASE_URL and REDIS_URL: two web processes share PostgreSQL, and Redis carries the sockets\' rooms between them.');
    process.exit(1);
  }
  const loadBefore = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const name = `petcare_bench_threads_${process.pid}`;
  const admin = knexForUrl(process.env.DATABASE_URL, { min: 0, max: 1 });
  await admin.raw(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>), DATABASE_URL: url.toString(), NODE_ENV: 'production', WORKER: '0', WEB_CONCURRENCY: '1',
    DEMO_DATA: '0', LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-session-secret-0123456789', TZ: 'UTC', RATE_LIMIT_KEY_PREFIX: `petcare:bench:${process.pid}:`,
  };
  const servers: ChildProcess[] = [];
  const sockets: Socket[] = [];
  const db = knexForUrl(url.toString(), { min: 0, max: 4 });
  let pids: number[] = [];
  let profileWindow: { measuredFrom: number; measuredTo: number } | null = null;
  try {
    const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'migrate'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (migrate.status !== 0) throw new Error('migrate failed');

    // One clinic, its vet, and an owner with a chat appointment for each thread.
    const vendorId = await createVendor(db);
    const vet = await createVendorLogin(db, vendorId);
    const listingId = await createListing(db, vendorId);
    const threads: Array<{ bookingId: number; email: string }> = [];
    const start = Date.now() + 2 * 86_400_000;
    for (let i = 0; i < THREADS; i++) {
      const owner = await createUser(db);
      // One live booking per slot on a listing: a 30-minute step each.
      const bookingId = await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(start + i * 30 * 60_000), type: 'chat', duration: 30 });
      threads.push({ bookingId, email: owner.email });
    }

    const ports = [await freePort(), await freePort()];
    // One after the other: the first prepares the database (migrations, reference seeds).
    for (const port of ports) servers.push(await startServer(env, port));
    const bases = ports.map((p) => `http://127.0.0.1:${p}`);
    pids = servers.map((s) => s.pid!);

    const vetCookie = await logIn(bases[0], vet.email, 'vendor');
    const ownerCookies: string[] = new Array(THREADS);
    await pool(threads, 4, async (th, i) => { ownerCookies[i] = await logIn(bases[i % 2], th.email, 'user'); });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssBefore = pids.map(rssMb);

    // Sockets: the owner's on one process, the vet's on the other.
    const sendStart = new Map<number, number>();
    const eventMs: number[] = [];
    const readMs: number[] = [];
    let deliveries = 0;
    let readFailures = 0;
    let measuring = false;
    const cursors = new Map<number, string | null>();
    const open = (base: string, cookie: string) => new Promise<Socket>((resolve, reject) => {
      const s = connect(base, { path: LIVE_PATH, transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
    const connectedAt = Date.now();
    await pool(threads, 20, async (th, i) => {
      const owner = await open(bases[i % 2], ownerCookies[i]);
      const clinic = await open(bases[(i + 1) % 2], vetCookie);
      sockets.push(owner, clinic);
      for (const s of [owner, clinic]) {
        const answer = await s.emitWithAck(FOLLOW_EVENT, { bookingId: String(th.bookingId) }) as FollowAnswer;
        if (!answer.ok) throw new Error(`socket could not follow ${th.bookingId}`);
      }
      const heard = (reader: 'owner' | 'vet') => (e: ThreadChanged) => {
        if (e.kind !== 'message' || !measuring) return;
        const started = sendStart.get(Number(e.bookingId));
        if (started === undefined) return;
        deliveries += 1;
        eventMs.push(performance.now() - started);
        if (reader !== 'vet') return;
        // The other side reads the message through GraphQL after its cursor, as the island does.
        void graphql(bases[(i + 1) % 2], vetCookie, 'ThreadMessages', { bookingId: String(th.bookingId), after: cursors.get(th.bookingId) ?? null, limit: 50 })
          .then((data) => {
            const page = data.threadMessages as { cursor: string | null; items: Array<{ id: string }> } | undefined;
            if (page?.cursor) cursors.set(th.bookingId, page.cursor);
            if (page?.items.some((m) => m.id === e.messageId)) readMs.push(performance.now() - started);
          }).catch(() => { readFailures += 1; });
      };
      owner.on(THREAD_EVENT, heard('owner'));
      clinic.on(THREAD_EVENT, heard('vet'));
    });
    const connectSeconds = (Date.now() - connectedAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = pids.map(rssMb);

    // Owners send at RATE a second in all, round robin, each to their own thread through the process it is on.
    measuring = true;
    let sent = 0;
    let failed = 0;
    const began = performance.now();
    const serverCpuBefore = pids.map((pid) => cpuMsOf([pid]));
    const clientCpuBefore = process.cpuUsage();
    const inFlight: Array<Promise<void>> = [];
    for (let k = 0; performance.now() - began < SECONDS * 1000; k++) {
      const due = began + (k * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const i = k % THREADS;
      const th = threads[i];
      sendStart.set(th.bookingId, performance.now());
      inFlight.push(graphql(bases[i % 2], ownerCookies[i], 'SendThreadMessage', { bookingId: String(th.bookingId), input: { body: `Message ${k}`, fileIds: [] } })
        .then(() => { sent += 1; }, (err: Error) => { failed += 1; if (failed <= 3) console.error(err.message); }));
    }
    await Promise.all(inFlight);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    measuring = false;
    const elapsed = (performance.now() - began) / 1000 - 3;
    const serverCpuMs = pids.map((pid, i) => cpuMsOf([pid]) - serverCpuBefore[i]);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const measuredFrom = began;
    const measuredTo = performance.now();

    eventMs.sort((a, b) => a - b);
    readMs.sort((a, b) => a - b);
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    const perConnectionKb = ((rssAfter[0] + rssAfter[1] - rssBefore[0] - rssBefore[1]) * 1024) / sockets.length;
    console.log(`bench:threads: load average before ${loadBefore}, now ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    console.log(`bench:threads: ${sockets.length} sockets (${THREADS} chat threads: the owner's socket on one web process, the vet's on the other), Redis streams adapter`);
    console.log(`  connected and following in ${connectSeconds.toFixed(1)} s`);
    console.log(`  RSS of the two web processes: ${rssBefore.map(mb).join(' + ')} before the sockets, ${rssAfter.map(mb).join(' + ')} with them: ${perConnectionKb.toFixed(1)} kB per connection`);
    console.log(`  sent ${sent} messages in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(1)}/s asked ${RATE}/s; ${failed} failed)`);
    console.log(`  socket deliveries ${deliveries} (${(deliveries / elapsed).toFixed(1)}/s; each message to its owner's and its vet's socket)`);
    if (eventMs.length) console.log(`  send -> event at a socket: p50 ${percentile(eventMs, 50).toFixed(1)} ms, p99 ${percentile(eventMs, 99).toFixed(1)} ms`);
    if (readMs.length) console.log(`  send -> read by the other side (event, then GraphQL after its cursor): p50 ${percentile(readMs, 50).toFixed(1)} ms, p99 ${percentile(readMs, 99).toFixed(1)} ms (${readMs.length} reads, ${readFailures} refused)`);
    const perMessage = (ms: number) => (sent ? (ms / sent).toFixed(1) : '-');
    console.log(`  CPU per message sent (its send, both deliveries and the read): servers ${perMessage(serverCpuMs[0] + serverCpuMs[1])} ms `
      + `(${serverCpuMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' + ')} over the window), the clients in this process ${perMessage((clientCpu.user + clientCpu.system) / 1000)} ms`);
    profileWindow = { measuredFrom, measuredTo };
  } finally {
    for (const s of sockets) s.disconnect();
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : s.once('exit', resolve)))));
    if (PROFILE_DIR && profileWindow) {
      // The first server's profile (written at its exit), cut to the sending window.
      const exited = performance.now();
      const [first] = fs.readdirSync(PROFILE_DIR).map((f) => path.join(PROFILE_DIR, f)).filter((f) => f.includes(`.${pids[0]}.`));
      if (first) printProfileSummary(first, 20, { fromEndMs: exited - profileWindow.measuredFrom, toEndMs: exited - profileWindow.measuredTo });
      console.log(`profiles kept in ${PROFILE_DIR}`);
    }
    await db.destroy();
    await admin.raw(`drop database if exists "${name}" with (force)`);
    await admin.destroy();
  }
}

runBench(main);
