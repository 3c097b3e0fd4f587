/**
 * `npm run bench:bookings`: how fast the product takes bookings, next to what PostgreSQL does with the same writes.
 *
 * 1. Bookings in parallel across 50 listings of 50 clinics, no two for one time: each through the product's own path
 *    (`services.bookings.book`: authorize, resolve the owner and a new pet, check the slot with the availability
 *    engine, price; the saga's hold under the listing's lock, the test gateway's charge, the settlement, the
 *    clinic's log, the confirmation mails into the outbox). Prints bookings per second.
 * 2. The ceiling: pgbench running the statements those bookings write (the hold, the settlement, the log entry,
 *    the cache versions and the two outbox mails, in the same transactions), with as many connections as the
 *    product's pool, and nothing else: no checks before, no reading back, no JavaScript. Prints its rate and the
 *    product's share of it (target >= 0.25).
 * 3. A race: 20 owners book one time of one listing at once; exactly one booking may hold it (printed: the double
 *    bookings, 0).
 *
 * Needs PostgreSQL (DATABASE_URL; the bench makes and drops a database of its own there) and `pgbench` on the PATH.
 * BENCH_BOOKINGS (20 per listing), BENCH_CONCURRENCY (50: one booker per listing) and BENCH_SECONDS (10, the
 * pgbench run) tune it. BENCH_SQL=1 prints the statements one booking sends (to compare with the pgbench script);
 * BENCH_PROFILE=1 prints where this process's time went while the product booked.
 */
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { knexForUrl, type Db } from '../server/db/knex.ts';
import { loadConfig } from '../server/config.ts';
import { createAdapters } from '../server/adapters/index.ts';
import { createCaptchaStore } from '../server/adapters/captcha-store.ts';
import { createServices } from '../server/services.ts';
import { loadViewer } from '../server/domain/accounts/authentication.ts';
import type { Viewer } from '../server/domain/accounts/viewer.ts';
import { BOOKING_STATUS } from '../contracts/appointments.ts';
import { createListing, createUser, createVendor, createVendorLogin } from '../test/factories/index.ts';
import { cpuMsOfAny, rowsOf, runBench } from './bench-kit.ts';
import { Session } from 'node:inspector/promises';
import { printProfileSummary } from '../scripts/cpu-profile-summary.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LISTINGS = 50;
const PER_LISTING = Number(process.env.BENCH_BOOKINGS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? LISTINGS);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RACERS = 20;
const POOL = 10;
const TARGET = 0.25;
/** Open every day 06:00-22:00 UTC, 30 minutes: 32 times a day, 13 bookable days from the day after tomorrow. */
const DAILY_SLOTS = 32;
const CONSULTATIONS = [{
  type: 'clinic', enabled: true, duration: 30, price: 60,
  schedule: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '06:00', to: '22:00' }],
}];
const CARD = { number: '4242424242424242', name: 'Bench Owner', expiry: '2035-01', securityCode: '123' };

/** The k-th distinct time of a listing: day 2 onwards at 06:00 UTC, every 30 minutes. */
function slotOf(k: number): string {
  const start = new Date();
  start.setUTCHours(6, 0, 0, 0);
  return new Date(start.getTime() + (2 + Math.floor(k / DAILY_SLOTS)) * 86_400_000 + (k % DAILY_SLOTS) * 30 * 60_000).toISOString();
}

async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = knexForUrl(process.env.DATABASE_URL!, { min: 0, max: 1 });
  const name = `petcare_bookings_bench_${process.pid}`;
  await admin.raw(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw(`drop database if exists "${name}" with (force)`);
      await admin.destroy();
    },
  };
}

/**
 * The writes of one booking as the product sends them (BENCH_SQL=1 lists them), without the reads that decide
 * them: the hold (the listing's lock, the overlap check, the pending payment, the pet, the booking with its versions
 * in one statement), the settlement (the payment captured, the booking confirmed with its versions and its waitlist
 * hold, the clinic's log) and the two mails (one insert).
 * Each client books its own listing (client_id + 1) at a random time among 10^8 (far from every other booking).
 */
const CEILING_SCRIPT = `
\\set listing :client_id + 1
\\set owner :client_id + 1
\\set k random(1, 100000000)
begin;
select pg_advisory_xact_lock(:listing);
select id from bookings where vendor_listing_id = :listing and status in (0, 1, 5)
  and booking_span(slot, duration) && booking_span(timestamptz '2030-01-01' + :k * interval '30 minutes', 30) limit 1;
insert into payments (user_id, vendor_id, amount_cents, payment_type, product_id, list_price_cents, discount_cents, discount_funded_by, status, gateway, idempotency_key, plan_id, details)
  values (:owner, :listing, 6000, 200, 1000, 6000, 0, null, 'pending', 'test', gen_random_uuid()::text, null, '{"listPriceCents":6000,"waived":false,"promo":null,"bookedBy":{"kind":"user","id":1}}')
  returning id \\gset pay_
insert into pets (user_id, name, type) values (:owner, 'Biscuit', 1) returning id \\gset pet_
with changed as (insert into bookings (slot, duration, user_id, vendor_id, vendor_listing_id, payment_id, consultation_type, pet_id, status, details)
  values (timestamptz '2030-01-01' + :k * interval '30 minutes', 30, :owner, :listing, :listing, :pay_id, 'clinic', :pet_id, 5,
  '{"type":"clinic","user":{"id":1,"first_name":"Bench","last_name":"Owner","phone":"2125550199"},"pet":{"id":1,"name":"Biscuit"},"details":{"title":"Listing","line1":"Dr. Vera Vet, DVM","line2":null,"address":"1 Main St, Springfield","avatar":null,"duration":30,"price":60,"productId":1000},"info":{"summary":"Check-up"},"listingTZ":"UTC","userTZ":"UTC","slot":"2030-01-01T06:00:00.000Z","bookedBy":{"kind":"user","id":1},"bookedOn":"marketplace"}')
  returning id, vendor_id, vendor_listing_id, user_id),
l as (insert into listing_cache_versions (vendor_id, listing_id, version) select vendor_id, vendor_listing_id, 1 from changed
  on conflict (vendor_id, listing_id) do update set version = listing_cache_versions.version + 1 returning listing_id),
o as (insert into owner_cache_versions (user_id, version) select user_id, 1 from changed where (select count(*) from l) >= 0
  on conflict (user_id) do update set version = owner_cache_versions.version + 1)
select id from changed \\gset booking_
commit;
begin;
update payments set status = 'captured', gateway_ref = 'test_ref', updated_at = now() where id = :pay_id and status = 'pending' returning id, status;
with changed as (update bookings set status = 0, updated_at = now() where payment_id = :pay_id and status = 5
  returning id, vendor_id, vendor_listing_id, user_id, slot, details),
h as (update slot_holds h set status = 'booked', ended_at = now(), booking_id = c.id from changed c
  where h.vendor_id = c.vendor_id and h.vendor_listing_id = c.vendor_listing_id and h.user_id = c.user_id and h.status = 'open' and h.slot = c.slot),
l as (insert into listing_cache_versions (vendor_id, listing_id, version) select vendor_id, vendor_listing_id, 1 from changed
  on conflict (vendor_id, listing_id) do update set version = listing_cache_versions.version + 1 returning listing_id),
o as (insert into owner_cache_versions (user_id, version) select user_id, 1 from changed where (select count(*) from l) >= 0
  on conflict (user_id) do update set version = owner_cache_versions.version + 1)
select * from changed;
insert into vendor_audit_events (vendor_id, actor_kind, actor_name, actor_email, action, details, summary, phrase)
  values (:listing, 'customer', 'Bench Owner', '', 'appointment.booked', '{"appointment":"PC-000001","paid":"$60.00"}', 'Bench Owner booked a clinic consultation for a day at a time, paid $60.00.',
  '{"kind":"booked","customer":"Bench Owner","type":"clinic","slot":"2030-01-01T06:00:00.000Z","zone":"UTC","amountCents":6000,"gateway":"test","atDesk":false}');
commit;
insert into outbox_messages (channel, "to", subject, text, html, meta) values ('email', 'owner@example.test', 'Your appointment is confirmed', repeat('x', :text_bytes), repeat('x', :html_bytes), '{}'),
  ('email', 'clinic@example.test', 'New appointment', repeat('x', :text_bytes), repeat('x', :html_bytes), '{}');
`;

/** pgbench's rate for the ceiling script: transactions (one booking each) a second. */
function ceilingRate(url: string, clients: number, mail: { text: number; html: number }): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-bookings-bench-')), 'ceiling.sql');
  fs.writeFileSync(file, CEILING_SCRIPT);
  const run = spawnSync('pgbench', ['-n', '-c', String(clients), '-j', '2', '-T', String(SECONDS), '-D', `text_bytes=${mail.text}`, '-D', `html_bytes=${mail.html}`, '-f', file, url], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const tps = /tps = ([\d.]+)/.exec(run.stdout ?? '');
  if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout || run.error}`);
  const failed = /number of failed transactions: (\d+)/.exec(run.stdout);
  if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} transactions failed\n${run.stdout}`);
  return Number(tps[1]);
}

async function seed(db: Db): Promise<{ listings: Array<{ id: number; owner: Viewer }>; racers: Viewer[] }> {
  const listings: Array<{ id: number; owner: Viewer }> = [];
  const viewer = async (id: number) => (await loadViewer(db, { kind: 'user', id, at: Date.now() }))!;
  for (let i = 0; i < LISTINGS; i++) {
    const vendorId = await createVendor(db, { name: `Bench Clinic ${i + 1}` });
    await createVendorLogin(db, vendorId, { email: `bench-clinic-${i + 1}@example.test` });
    const id = await createListing(db, vendorId, { timezone: 'UTC', consultations: CONSULTATIONS });
    const owner = await createUser(db, { email: `bench-owner-${i + 1}@example.test` });
    listings.push({ id, owner: await viewer(owner.id) });
  }
  const racers: Viewer[] = [];
  for (let i = 0; i < RACERS; i++) racers.push(await viewer((await createUser(db, { email: `bench-racer-${i + 1}@example.test` })).id));
  return { listings, racers };
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('bench:bookings needs PostgreSQL (DATABASE_URL) and pgbench: its ceiling is PostgreSQL\'s own rate.');
    process.exit(1);
  }
  const database = await benchDatabase();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, TZ: 'UTC' };
  delete env.REDIS_URL;
  for (const args of [['server/db/cli.ts', 'migrate'], ['server/db/cli.ts', 'seed']]) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...env, DEMO_DATA: '0' }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
  process.env.DATABASE_URL = database.url;
  delete process.env.REDIS_URL;
  const config = loadConfig();
  const db = knexForUrl(database.url, { min: 0, max: POOL });
  try {
    const adapters = await createAdapters(config, db);
    const captchas = await createCaptchaStore(config, db);
    const services = createServices(db, config, adapters, { captchas });
    const { listings, racers } = await seed(db);
    const book = (owner: Viewer, listingId: number, slot: string) => services.bookings.book(owner, {
      vendorListingId: listingId, type: 'clinic', slot, summary: 'Check-up', userTZ: 'UTC', pet: { name: 'Biscuit', type: 1 }, card: CARD,
    }, { idempotencyKey: randomUUID(), now: new Date() });

    if (process.env.BENCH_SQL === '1') {
      const sql: string[] = [];
      const listen = (q: { sql: string }) => sql.push(q.sql.replace(/\s+/g, ' '));
      db.on('query', listen);
      await book(listings[0].owner, listings[0].id, slotOf(PER_LISTING + 5));
      db.off('query', listen);
      console.log(`one booking sends ${sql.length} statements:\n${sql.map((s) => `  ${s.slice(0, 200)}`).join('\n')}`);
    }

    // Warm-up: one booking per listing (JIT, the pool's connections, the caches of the first reads).
    await Promise.all(listings.map((l) => book(l.owner, l.id, slotOf(0))));
    const outboxBefore = Number(rowsOf(await db.raw('select count(*) as n from outbox_messages'))[0].n);
    let next = 0;
    const jobs = listings.flatMap((l) => Array.from({ length: PER_LISTING }, (_, k) => ({ l, slot: slotOf(k + 1) })));
    // Interleaved so that concurrent bookers work on different listings, as a marketplace's customers do.
    jobs.sort((a, b) => a.slot.localeCompare(b.slot) || a.l.id - b.l.id);
    let failures = 0;
    const profiler = process.env.BENCH_PROFILE === '1' ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    // The bench database's backends (the pool's and the pipelined reads'), for PostgreSQL's CPU time per booking.
    const backends = rowsOf(await db.raw('select pid from pg_stat_activity where datname = current_database()')).map((r) => Number(r.pid));
    const backendsBefore = backends.map(cpuMsOfAny);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const { l, slot } = jobs[next++];
        const outcome = await book(l.owner, l.id, slot);
        if (typeof outcome.result !== 'number') failures += 1;
      }
    }));
    const seconds = (performance.now() - started) / 1_000;
    const cpu = process.cpuUsage(cpuBefore);
    const databaseMs = backends.reduce((sum, pid, i) => sum + Math.max(0, cpuMsOfAny(pid) - backendsBefore[i]), 0);
    const booked = jobs.length - failures;
    const rate = booked / seconds;
    const mails = Number(rowsOf(await db.raw('select count(*) as n from outbox_messages'))[0].n) - outboxBefore;
    console.log(`product: ${booked} bookings in ${seconds.toFixed(1)} s across ${LISTINGS} listings, ${CONCURRENCY} at a time, `
      + `pool of ${POOL}: ${rate.toFixed(0)} bookings/s (${(1_000 / rate * CONCURRENCY).toFixed(0)} ms each, `
      + `${((cpu.user + cpu.system) / 1_000 / booked).toFixed(1)} ms of this process's CPU each + ${(databaseMs / booked).toFixed(1)} ms of PostgreSQL's), `
      + `${mails} mails in the outbox`
      + (failures ? `, ${failures} FAILED` : ''));
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-bookings-prof-')), 'bookings.cpuprofile');
      fs.writeFileSync(file, JSON.stringify(profile));
      printProfileSummary(file, 25);
    }

    // The race: 20 owners, one listing, one time.
    const raceSlot = slotOf(PER_LISTING + 1);
    const raced = await Promise.allSettled(racers.map((owner) => book(owner, listings[0].id, raceSlot)));
    const won = raced.filter((r) => r.status === 'fulfilled' && typeof r.value.result === 'number').length;
    const holding = Number(rowsOf(await db.raw('select count(*) as n from bookings where vendor_listing_id = ? and slot = ? and status in (?, ?, ?)',
      [listings[0].id, raceSlot, BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.AWAITING_PAYMENT]))[0].n);
    const refused = raced.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason?.message);
    console.log(`race: ${RACERS} owners at one time of one listing: ${won} booked, ${refused.length} refused `
      + `(${[...new Set(refused)].join('; ')}), ${Math.max(0, holding - 1)} double bookings ${holding === 1 ? 'OK' : 'WRONG'}`);

    // The mails the ceiling writes are as long as the product's.
    const sizes = rowsOf(await db.raw('select avg(length(text))::int as text, avg(length(coalesce(html, \'\')))::int as html from outbox_messages'))[0];
    const ceiling = ceilingRate(database.url, POOL, { text: Number(sizes.text), html: Number(sizes.html) });
    const share = rate / ceiling;
    console.log(`ceiling: pgbench, the same writes alone, ${POOL} connections: ${ceiling.toFixed(0)} bookings/s; `
      + `the product ${share.toFixed(2)} of it (target >= ${TARGET}) ${share >= TARGET ? 'OK' : 'BELOW TARGET'}`);
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    await captchas.close();
    if (holding !== 1 || failures) process.exitCode = 1;
  } finally {
    await db.destroy();
    await database.drop();
  }
}

runBench(main);
