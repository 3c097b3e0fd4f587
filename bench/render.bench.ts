/**
 * `npm run bench`: what people wait for, measured from outside the server, every row twice: in a quiet marketplace,
 * and while other clinics take bookings, cancels and schedule edits through the product's own calls (BENCH_WRITES a
 * second, 3 by default; bench/write-load.ts). Both columns are ratios to the row's reference (the static file, or
 * node's own server for the cached pages), measured in a quiet marketplace next to each column: the quiet column's
 * just before it, the write column's just after it. A shared machine's speed can move by half within minutes, so a
 * reference measured once at the start, or one a minute away, would misstate the rows. The targets hold in the write
 * column. The server runs in its own
 * process as in production (NODE_ENV=production, demo data, PostgreSQL when DATABASE_URL is set in a
 * database of its own, else PGlite in a temporary directory); a static file server of the home page's
 * HTML (express.static) and the ceiling (node's own http server answering the same bytes from memory)
 * run in this process; autocannon measures each target in turn after a warm-up. Prints requests/s, p99,
 * each target's ratio to its reference and the target ratio, the server's CPU time per request (its web processes'
 * user + system time over the run divided by the requests answered: what a request costs, which a shared machine's
 * other work moves less than it moves the ratios; after a `+`, the local PostgreSQL server's CPU time per request, which
 * takes the same cores), and the server's RSS after the run.
 * BENCH_SECONDS (10) and BENCH_CONNECTIONS (20) tune the run; BENCH_SERVER_LOG=<file> keeps the server's warnings and errors; BENCH_ONLY=<text>[,<text>...] measures only
 * the targets whose name holds one of them; BENCH_PROFILE=1 runs the server under `--cpu-prof` and prints where its time went
 * (scripts/cpu-profile-summary.ts). Figures move between runs and machines; the ratios are what to compare.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { knexForUrl } from '../server/db/knex.ts';
import { cpuMsOf, cpuMsOfAny } from './bench-kit.ts';
import { printProfileSummary } from '../scripts/cpu-profile-summary.ts';
import { generatedDocumentId } from '../graphql/trusted-documents.ts';
import { prepareWriteLoad } from './write-load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const VENDOR_HOST = 'happy.petcare.localhost';
const RSS_TARGET_MB = 250;
/** Writes a second at other clinics during the second column (bookings, cancels, schedule edits in turn). */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES ?? 3);
const ONLY = process.env.BENCH_ONLY;
const PROFILE_DIR = process.env.BENCH_PROFILE === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-bench-prof-')) : null;

interface Target {
  name: string;
  path: string;
  reference: 'static' | 'ceiling';
  target: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measured { rps: number; p99: number; errors: number; non2xx: number; cpuMs?: number; dbCpuMs?: number }

/**
 * The PostgreSQL server's processes when it runs on this machine (its backends serve the web processes' pooled
 * connections for the whole run), else none.
 */
function databasePids(): number[] {
  if (!process.env.DATABASE_URL) return [];
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false; // ended meanwhile
    }
  });
}

/**
 * Measures `url`; with `pids` (the server's web processes) also the server's CPU time per request, and the local
 * database server's (what the queries cost it: on a shared machine it takes the same cores).
 */
async function measure(url: string, t: Partial<Target> = {}, pids: readonly number[] = []): Promise<Measured> {
  const options = { url, method: t.method ?? 'GET', headers: t.headers, body: t.body, connections: CONNECTIONS } as const;
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, caches
  const dbPids = pids.length ? databasePids() : [];
  const cpuBefore = pids.length ? cpuMsOf(pids) : 0;
  const dbBefore = dbPids.map((pid) => cpuMsOfAny(pid));
  const r = await autocannon({ ...options, duration: DURATION });
  const requests = Math.max(1, r.requests.total);
  const cpuMs = pids.length ? (cpuMsOf(pids) - cpuBefore) / requests : undefined;
  // A backend that ended meanwhile counts for nothing.
  const dbCpuMs = dbPids.length ? dbPids.reduce((sum, pid, i) => sum + Math.max(0, cpuMsOfAny(pid) - dbBefore[i]), 0) / requests : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, cpuMs, dbCpuMs };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A database of the bench's own: a new one on DATABASE_URL's server, else a PGlite directory. */
async function benchDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-bench-db-'));
    return { env: { PGLITE_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `petcare_bench_${process.pid}`;
  const admin = knexForUrl(process.env.DATABASE_URL, { min: 0, max: 1 });
  await admin.raw(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await admin.raw(`drop database if exists "${name}" with (force)`);
      await admin.destroy();
    },
  };
}

/** The server as `npm start` runs it (its heap cap included), exec'd by the shell so the pid is node's own. */
async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = PROFILE_DIR ? scripts.start.replace(/^node /, `node --cpu-prof --cpu-prof-dir=${PROFILE_DIR} `) : scripts.start;
  // The server's log (warnings and errors: LOG_LEVEL=warn) goes to BENCH_SERVER_LOG when set, else nowhere.
  const log = process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore';
  const child = spawn('sh', ['-c', `exec ${command}`], { cwd: ROOT, env, stdio: ['ignore', log, 'inherit'] });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited at start');
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start in a minute');
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The server's web processes: its cluster's children, or the process itself when it serves alone. */
function webProcesses(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.length ? children : [pid];
}

/**
 * Signs in as a browser does and answers the cookies a browser would then send: the session's, and the form
 * cookie that the sign-in page (seen first) set.
 */
async function logIn(base: string, email: string, role: 'user' | 'vendor'): Promise<string> {
  const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0];
  const form = cookieOf(await fetch(`${base}/login`), 'petcare.form');
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(form ? { cookie: form } : {}) }, body: JSON.stringify({ email, password: 'password123', role }),
  });
  if (!res.ok || !form) throw new Error(`login as ${email} answered ${res.status}${form ? '' : ' (the sign-in page set no form cookie)'}`);
  return `${cookieOf(res, 'petcare.sid')}; ${form}`;
}

async function main(): Promise<void> {
  const marks = { measuredFrom: 0, measuredTo: 0, exited: 0 };
  const db = await benchDatabase();
  const port = await freePort();
  // As a deploy on this machine would run: a web process per core when the database is a server (WEB_CONCURRENCY
  // overrides), one with the embedded database.
  const processes = process.env.DATABASE_URL ? Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>), ...db.env, NODE_ENV: 'production', PORT: String(port), DEMO_DATA: '1', WORKER: '0',
    LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-session-secret-0123456789', TZ: 'UTC', WEB_CONCURRENCY: String(processes),
  };
  if (!process.env.DATABASE_URL) delete env.DATABASE_URL;
  for (const args of [['server/db/cli.ts', 'migrate'], ['server/db/cli.ts', 'seed'], ['bench/write-load.ts', 'seed']]) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
  const server = await startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  const servers: http.Server[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-bench-'));
  try {
    const html = await (await fetch(`${base}/`)).text();
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    const bytes = Buffer.from(html);
    const listen = async (server: http.Server) => {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    };
    // Its errors are answered, not logged: a reading's last requests can still be in flight as the run ends and the
    // file goes (autocannon counts any answer that is not a 2xx).
    const quietErrors: express.ErrorRequestHandler = (err: { status?: number }, _req, res, _next) => { res.status(err.status ?? 500).end(); };
    const staticUrl = await listen(http.createServer(express().use(express.static(dir)).use(quietErrors)));
    const ceilingUrl = await listen(http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': bytes.length }).end(bytes);
    }));

    const owner = await logIn(base, 'owner@example.com', 'user');
    const vet = await logIn(base, 'vet@example.com', 'vendor');
    const gql = (operation: string, variables: object) => JSON.stringify({ documentId: generatedDocumentId(operation), variables });
    const list = await (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: gql('VetListPage', { limit: 5 }) })).json() as
      { data: { vendorServices: Array<{ id: string; type: string }> } };
    const card = list.data.vendorServices[0];
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const json = { 'content-type': 'application/json' };

    const targets: Target[] = [
      { name: '/ (page cache)', path: '/', reference: 'ceiling', target: 0.7 },
      { name: '/faqs/ (page cache)', path: '/faqs/', reference: 'ceiling', target: 0.7 },
      { name: '/vet-appointments/list', path: '/vet-appointments/list', reference: 'static', target: 0.3 },
      { name: 'vet list ?zip=100', path: '/vet-appointments/list?zip=100', reference: 'static', target: 0.3 },
      { name: 'vendor site home', path: '/', reference: 'static', target: 0.9, headers: { host: `${VENDOR_HOST}:${port}` } },
      { name: '/app/my-appointments (owner)', path: '/app/my-appointments', reference: 'static', target: 0.4, headers: { cookie: owner } },
      { name: '/app/appointments (vendor)', path: '/app/appointments', reference: 'static', target: 0.4, headers: { cookie: vet } },
      // A first visit (no form cookie yet) or an API client: the list rendered for each request.
      { name: '/app/my-appointments rendered', path: '/app/my-appointments', reference: 'static', target: 0.25, headers: { cookie: owner.split('; ')[0] } },
      { name: 'GraphQL vendorServices (5)', path: '/graphql', reference: 'static', target: 0.3, method: 'POST', headers: json, body: gql('VetListPage', { limit: 5 }) },
      {
        name: 'GraphQL availableSlots', path: '/graphql', reference: 'static', target: 0.3, method: 'POST', headers: json,
        body: gql('WizardSlots', { l: card.id, t: card.type, d: day }),
      },
    ];

    console.log(`Bench: ${html.length}-byte home page, ${CONNECTIONS} connections, ${DURATION} s each after 2 s warm-up, `
      + `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' + Redis' : ''}, ${processes} web process(es) `
      + `on ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(2)}`);
    // A first reading of both references, for the header (each row has its own, below).
    const first = { static: await measure(staticUrl), ceiling: await measure(ceilingUrl) };
    const cell = (m: Measured, ref: Measured) => `${m.rps.toFixed(0).padStart(6)} ${(m.rps / ref.rps).toFixed(2).padStart(5)}x p99 ${String(m.p99).padStart(4)}`
      + (m.cpuMs !== undefined ? ` ${m.cpuMs.toFixed(2).padStart(5)}ms` : '')
      + (m.dbCpuMs !== undefined ? ` +${m.dbCpuMs.toFixed(2)}` : '')
      + (m.errors || m.non2xx ? ` (err ${m.errors}, non-2xx ${m.non2xx})` : '');
    console.log(`static file (express.static)   ${first.static.rps.toFixed(0)} req/s at the start`);
    console.log(`ceiling (raw node)             ${first.ceiling.rps.toFixed(0)} req/s at the start, ${(first.ceiling.rps / first.static.rps).toFixed(2)} x static`);
    const chosen = targets.filter((t) => !ONLY || ONLY.split(',').some((part) => t.name.includes(part)));
    const writeLoad = await prepareWriteLoad(base);
    marks.measuredFrom = performance.now();
    // Each row in turn: its reference (quiet), the row in a quiet marketplace, the row while other clinics book,
    // cancel and edit their schedules, then its reference again. A machine's speed can move by half within minutes (a
    // shared host), so each column is compared with the reference measured next to it: the quiet one with the reading
    // just before it, the write column with the reading just after it (the write load stopped).
    const pids = webProcesses(server.pid!);
    const rows: Array<{ t: Target; reference: Measured; quiet: Measured; busy: Measured; after: Measured }> = [];
    const loadBefore = os.loadavg()[0];
    const counts: Record<string, number> = {};
    let writeSeconds = 0;
    for (const t of chosen) {
      const reference = await measure(t.reference === 'static' ? staticUrl : ceilingUrl);
      const quiet = await measure(`${base}${t.path}`, t, pids);
      const writes = writeLoad.start(WRITES_PER_SECOND);
      const writesFrom = performance.now();
      let busy: Measured;
      try {
        busy = await measure(`${base}${t.path}`, t, pids);
      } finally {
        await writes.stop();
      }
      writeSeconds += (performance.now() - writesFrom) / 1_000;
      Object.assign(counts, writes.counts()); // counted since the load was prepared
      const after = await measure(t.reference === 'static' ? staticUrl : ceilingUrl);
      rows.push({ t, reference, quiet, busy, after });
    }
    marks.measuredTo = performance.now();
    let below = 0;
    console.log(`${'row'.padEnd(30)} ${'reference, before/after'.padEnd(23)} ${'quiet: req/s ratio p99 ms cpu/req +db'.padEnd(46)} ${'with writes elsewhere'.padEnd(46)} target (write column)`);
    for (const { t, reference, quiet, busy, after } of rows) {
      const ratio = busy.rps / after.rps;
      const ok = ratio >= t.target && busy.non2xx === 0 && busy.errors === 0;
      if (!ok) below += 1;
      const references = `${reference.rps.toFixed(0).padStart(5)}/${after.rps.toFixed(0)} ${t.reference}`;
      console.log(`${t.name.padEnd(30)} ${references.padEnd(23)} ${cell(quiet, reference).padEnd(46)} ${cell(busy, after).padEnd(46)} `
        + `>= ${t.target} x ${t.reference} ${ok ? 'OK' : 'BELOW TARGET'}`);
    }
    const done = Object.entries(counts).filter(([k]) => !k.includes('refused') && k !== 'error' && k !== 'skipped').reduce((sum, [, v]) => sum + v, 0);
    console.log(`writes elsewhere: ${(done / writeSeconds).toFixed(1)} a second over ${writeSeconds.toFixed(0)} s (${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')}); `
      + `load average ${loadBefore.toFixed(2)} before them, ${os.loadavg()[0].toFixed(2)} after`);
    // The target holds per web process; with a cluster its primary (which only forks and waits) is shown apart.
    const web = pids.map(rssMb);
    const rss = Math.max(...web);
    const primary = pids[0] !== server.pid ? ` + primary ${rssMb(server.pid!).toFixed(0)} MB` : '';
    console.log(`server RSS after the run: ${web.map((mb) => mb.toFixed(0)).join(' + ')} MB${primary} `
      + `(target <= ${RSS_TARGET_MB} per web process) ${rss <= RSS_TARGET_MB ? 'OK' : 'ABOVE TARGET'}`);
    console.log(below ? `${below} row(s) below target` : 'every row at or above its target');
    if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
      console.log('The targets are set for PostgreSQL and Redis, as deployed (set DATABASE_URL and REDIS_URL): with the embedded '
        + 'defaults the database, and the sessions in it, run inside the one server process, so read these rows as a reference.');
    }
  } finally {
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
    // After the servers: the last reading's connections may still be asking for the file.
    fs.rmSync(dir, { recursive: true, force: true });
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    marks.exited = performance.now();
    await db.drop();
  }
  if (PROFILE_DIR) {
    // The server's main thread only (its largest profile; tsx's loader thread writes another), over the targets' runs.
    const [main] = fs.readdirSync(PROFILE_DIR).map((f) => path.join(PROFILE_DIR, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
    printProfileSummary(main, 20, { fromEndMs: marks.exited - marks.measuredFrom, toEndMs: marks.exited - marks.measuredTo });
    console.log(`profiles kept in ${PROFILE_DIR}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
