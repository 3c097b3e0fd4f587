/**
 * npm run bench:reports — p50/p95 of the clinic's Appointments Report with 1,000,000 bookings loaded:
 * 10 clinics of 5 listings, 20,000 bookings per listing half an hour apart (about 14 months each),
 * 10,000 customers, a payment for every third booking. PostgreSQL when DATABASE_URL is set (the target:
 * p95 under 200 ms there), else PGlite. Times the default 30-day report and a 365-day one, and prints
 * the plan of the appointment scan (bookings_vendor_id_slot_index).
 */
import { performance } from 'node:perf_hooks';
import { reportService } from '../server/domain/reports/report-service.ts';
import { reportPeriod } from '../server/domain/reports/report-period.ts';
import { appointmentCells, customerCounts, moneyTotals } from '../server/domain/reports/reports.queries.ts';
import { APPOINTMENT_STATUSES } from '../contracts/appointments.ts';
import { migratedDatabase, dropAllTestDatabases } from '../test/setup/db.ts';
import { seedReference } from '../seeds/reference.ts';
import type { Viewer } from '../server/domain/accounts/viewer.ts';
import { percentile, rowsOf, runBench } from './bench-kit.ts';

const VENDORS = 10;
const LISTINGS_PER_VENDOR = 5;
const PER_LISTING = 20_000;
const CUSTOMERS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);


async function main(): Promise<void> {
  const testDb = await migratedDatabase();
  const db = testDb.db;
  const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    const t0 = performance.now();
    await seedReference(db);
    await db.raw(`insert into vendors (name, type) select 'Report clinic ' || i, 1000 from generate_series(1, ?) i`, [VENDORS]);
    await db.raw(`insert into vendor_logins (vendor_id, first_name, last_name, email, password_hash, subrole)
                  select id, 'Root', 'Admin', 'root' || id || '@bench.test', 'x', 'root_admin' from vendors`);
    await db.raw(`insert into users (first_name, last_name, email, phone, password_hash)
                  select 'Owner', 'N' || i, 'owner' || i || '@bench.test', lpad(i::text, 10, '0'), 'x' from generate_series(1, ?) i`, [CUSTOMERS]);
    await db.raw(`
      insert into vendor_listings (vendor_id, title, line1, timezone, consultations)
      select v.id, 'Practice ' || v.id || '-' || k, 'Dr. Bench', 'America/New_York', '[]'::jsonb
      from vendors v cross join generate_series(1, ?) k`, [LISTINGS_PER_VENDOR]);
    const start = `date_trunc('hour', now()) - interval '400 days'`;
    // Statuses by k: a tenth canceled, a twentieth rescheduled, the rest live; types rotate.
    await db.raw(`
      insert into bookings (slot, duration, status, user_id, vendor_id, vendor_listing_id, details)
      select ${start} + make_interval(mins => 30 * k), 20,
             case when k % 10 = 0 then 3 when k % 20 = 5 then 2 else 0 end,
             (select min(id) from users) + ((l.id * 7919 + k) % ?), l.vendor_id, l.id,
             jsonb_build_object('type', (array['clinic','video','phone','chat'])[1 + k % 4])
      from vendor_listings l cross join generate_series(0, ? - 1) k`, [CUSTOMERS, PER_LISTING]);
    await db.raw(`
      with paid as (
        insert into payments (user_id, vendor_id, amount_cents, payment_type, product_id, gateway, status, details)
        select user_id, vendor_id, 5000, 300, 2000, 'test', case when status = 3 then 'refunded' else 'captured' end, jsonb_build_object('booking', id)
        from bookings where id % 3 = 0
        returning id, (details->>'booking')::bigint as booking_id)
      update bookings b set payment_id = paid.id from paid where b.id = paid.booking_id`);
    await db.raw('analyze');
    const [c] = rowsOf(await db.raw('select (select count(*) from bookings) as bookings, (select count(*) from payments) as payments'));
    console.log(`reports on ${backend}: ${c.bookings} bookings, ${c.payments} payments loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const [login] = rowsOf(await db.raw(`select id, vendor_id from vendor_logins order by id limit 1`));
    const viewer = {
      kind: 'vendor', id: Number(login.id), vendorId: Number(login.vendor_id), subrole: 'root_admin', role: 'vendor',
      email: 'root@bench.test', firstName: 'Root', lastName: 'Admin', pic: null,
    } as unknown as Viewer;
    const reports = reportService(db);
    const now = new Date();
    const time = async (label: string, days: number) => {
      for (let i = 0; i < 5; i++) await reports.report(viewer, { days }, now);
      const times: number[] = [];
      let appointments = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const s = performance.now();
        appointments = (await reports.report(viewer, { days }, now)).totals.appointments;
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(`${label}: ${appointments} appointments in the period; p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (${ROUNDS} rounds)`);
    };
    await time('report, last 30 days', 30);
    // Where the time goes: each of the report's three queries alone, over the same 30 days.
    const period = reportPeriod({ days: 30 }, 'America/New_York', now);
    const vendorId = Number(login.vendor_id);
    for (const [label, run] of [
      ['appointment cells', () => appointmentCells(db, vendorId, period.zone, period.start, period.end, now, APPOINTMENT_STATUSES)],
      ['money totals', () => moneyTotals(db, vendorId, period.start, period.end, APPOINTMENT_STATUSES)],
      ['customer counts', () => customerCounts(db, vendorId, period.start, period.end, APPOINTMENT_STATUSES)],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const s = performance.now();
        await run();
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${label}: p50 ${percentile(times, 50).toFixed(2)} ms`);
    }
    await time('report, last 365 days', 365);
    const plan = rowsOf(await db.raw(
      `explain select count(*) from bookings where vendor_id = ? and slot >= now() - interval '30 days' and slot < now()`, [viewer.kind === 'vendor' ? Number(login.vendor_id) : 0],
    ));
    console.log('plan of the appointment scan:');
    for (const line of plan) console.log(`  ${Object.values(line)[0]}`);
    console.log('target: p95 under 200 ms for the 30-day report on PostgreSQL');
  } finally {
    await testDb.destroy();
    await dropAllTestDatabases();
  }
}

runBench(main);
