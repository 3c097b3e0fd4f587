/**
 * npm run bench:reminders — the appointment reminder job at scale: 100,000 live bookings all due for
 * their 24-hour reminder (2,500 listings of 40 bookings half an hour apart, booked three days ago),
 * one sweep that finds them and enqueues one pg-boss job each, then the worker draining the queue
 * (email and SMS to the outbox tables, each send claimed and recorded). Prints the enqueue rate, the
 * jobs per second the worker completes, and the worker's memory (peak RSS and heap) while it runs.
 * PostgreSQL when DATABASE_URL is set, else PGlite. BENCH_BOOKINGS scales the load (default 100000);
 * BENCH_PROCESS caps how many jobs the worker runs for the rate (default: all of them).
 */
import { performance } from 'node:perf_hooks';
import { migratedDatabase, dropAllTestDatabases } from '../test/setup/db.ts';
import { seedReference } from '../seeds/reference.ts';
import { OutboxMail } from '../server/adapters/mail.ts';
import { OutboxSms } from '../server/adapters/sms.ts';
import { reminderService } from '../server/domain/reminders/reminder-service.ts';
import { JobQueue } from '../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../server/jobs/job-definitions.ts';
import type { Services } from '../server/services.ts';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const PER_LISTING = 40;
const LISTINGS_PER_VENDOR = 100;
const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Array<Record<string, unknown>>;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const testDb = await migratedDatabase();
  const db = testDb.db;
  const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const listings = Math.ceil(BOOKINGS / PER_LISTING);
  const vendors = Math.ceil(listings / LISTINGS_PER_VENDOR);
  try {
    const t0 = performance.now();
    await seedReference(db);
    await db.raw(`insert into vendors (name, type) select 'Reminder clinic ' || i, 1000 from generate_series(1, ?) i`, [vendors]);
    await db.raw(`insert into users (first_name, last_name, email, phone, password_hash)
                  select 'Owner', 'N' || i, 'owner' || i || '@bench.test', lpad(i::text, 10, '0'), 'x' from generate_series(1, ?) i`, [BOOKINGS]);
    await db.raw(`
      insert into vendor_listings (vendor_id, title, line1, address, timezone, consultations)
      select v.id, 'Practice ' || v.id || '-' || k, 'Dr. Bench', '1 Bench St', 'America/New_York', '[]'::jsonb
      from vendors v cross join generate_series(1, ?) k`, [LISTINGS_PER_VENDOR]);
    // Every booking between 1 and 21 hours ahead: its 24-hour reminder is due now.
    await db.raw(`
      with l as (select id, vendor_id, row_number() over (order by id) - 1 as n from vendor_listings)
      insert into bookings (slot, duration, status, user_id, vendor_id, vendor_listing_id, details, created_at)
      select date_trunc('minute', now()) + interval '65 minutes' + make_interval(mins => 30 * k), 30, 0,
             (select min(id) from users) + l.n * ? + k, l.vendor_id, l.id, jsonb_build_object('type', 'clinic'), now() - interval '3 days'
      from l cross join generate_series(0, ? - 1) k
      where l.n * ? + k < ?`, [PER_LISTING, PER_LISTING, PER_LISTING, BOOKINGS]);
    await db.raw('analyze');
    const [c] = rowsOf(await db.raw('select count(*)::int as n from bookings'));
    console.log(`reminders on ${backend}: ${c.n} bookings loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const reminders = reminderService(db, {
      mail: new OutboxMail(db), sms: new OutboxSms(db),
      consultations: { linksFor: async () => ({ owner: '', vendor: '' }) }, publicUrl: 'http://localhost:3000', mainDomain: 'petcare.localhost',
    });
    const now = new Date();
    const queue = new JobQueue(db, { clock: () => now });
    const defs = jobDefinitions({ reminders } as unknown as Services).filter((d) => d.name === JOB.appointmentReminders || d.name === JOB.appointmentReminder);
    await queue.start(defs);

    const s1 = performance.now();
    await queue.send(JOB.appointmentReminders, {});
    await queue.drain([JOB.appointmentReminders]);
    const enqueueS = (performance.now() - s1) / 1000;
    const [q] = rowsOf(await db.raw(`select count(*)::int as n from pgboss.job where name = ?`, [JOB.appointmentReminder]));
    console.log(`sweep: ${q.n} reminder jobs found and enqueued in ${enqueueS.toFixed(1)} s (${Math.round(Number(q.n) / enqueueS)} jobs/s)`);

    const limit = Number(process.env.BENCH_PROCESS ?? q.n);
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sample = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 250);
    const s2 = performance.now();
    let done = 0;
    while (done < limit) {
      const round = await queue.drain([JOB.appointmentReminder], 1);
      if (round.completed + round.failed === 0) break;
      done += round.completed + round.failed;
    }
    const runS = (performance.now() - s2) / 1000;
    clearInterval(sample);
    const [sent] = rowsOf(await db.raw(`select count(*) filter (where channel = 'email')::int as email, count(*) filter (where channel = 'sms')::int as sms from reminder_sends where outcome = 'sent'`));
    console.log(`worker: ${done} jobs in ${runS.toFixed(1)} s: ${(done / runS).toFixed(0)} jobs/s (${sent.email} emails and ${sent.sms} SMS recorded sent)`);
    console.log(`worker memory: peak RSS ${mb(peakRss)}, peak heap ${mb(peakHeap)} (at start: RSS ${mb(base.rss)}, heap ${mb(base.heapUsed)})`);
    await queue.stop();
  } finally {
    await testDb.destroy();
    await dropAllTestDatabases();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
