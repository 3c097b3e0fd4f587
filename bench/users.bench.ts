/**
 * npm run bench:users — p50/p95 of the clinic's Users table (GraphQL `customers`' service) with 100,000
 * owners who are all its customers: no filter, then contains-filters on name, email and phone, and a sort
 * by name. PostgreSQL when DATABASE_URL is set, else PGlite. Target: p95 under 50 ms for a filter.
 */
import { performance } from 'node:perf_hooks';
import { customerDirectory } from '../server/domain/customers/customer-directory.ts';
import { migratedDatabase, dropAllTestDatabases } from '../test/setup/db.ts';
import type { Viewer } from '../server/domain/accounts/viewer.ts';
import type { CustomerQuery } from '../contracts/customers.ts';
import { percentile, rowsOf, runBench } from './bench-kit.ts';

const USERS = 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const FIRST = ['Olive', 'Björn', 'Amara', 'Wei', 'Carlos', 'Priya', 'Noah', 'Fatima', 'Liam', 'Sofia'];
const LAST = ['Owner', 'Sørensen', 'Okafor', 'Chen', 'García', 'Patel', 'Smith', 'Haddad', 'Murphy', 'Rossi'];


async function main(): Promise<void> {
  const testDb = await migratedDatabase();
  const db = testDb.db;
  const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    const t0 = performance.now();
    const [vendor] = rowsOf(await db.raw(`insert into vendors (name, type) values ('Users bench clinic', 1000) returning id`));
    const [login] = rowsOf(await db.raw(`insert into vendor_logins (vendor_id, first_name, last_name, email, password_hash, subrole)
      values (?, 'Root', 'Admin', 'root@users.bench', 'x', 'root_admin') returning id`, [Number(vendor.id)]));
    await db.raw(`
      insert into users (first_name, last_name, email, phone, password_hash)
      select (?::text[])[1 + i % 10], (?::text[])[1 + (i / 10) % 10] || ' ' || i, 'owner' || i || '@bench.test',
             lpad((2120000000 + i)::text, 10, '0'), 'x'
      from generate_series(1, ?) i`, [`{${FIRST.join(',')}}`, `{${LAST.join(',')}}`, USERS]);
    await db.raw(`insert into vendor_customers (vendor_id, user_id, registered_at) select ?, id, now() - (id % 700) * interval '1 day' from users`, [Number(vendor.id)]);
    await db.raw('analyze');
    console.log(`users on ${backend}: ${USERS} customers of one clinic loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const viewer = {
      kind: 'vendor', id: Number(login.id), vendorId: Number(vendor.id), subrole: 'root_admin', role: 'vendor',
      email: 'root@users.bench', firstName: 'Root', lastName: 'Admin', pic: null,
    } as unknown as Viewer;
    const directory = customerDirectory(db);
    const cases: Array<[string, (i: number) => CustomerQuery]> = [
      ['no filter, newest first', (i) => ({ offset: (i % 50) * 10 })],
      ['name contains', (i) => ({ name: `${LAST[Math.floor((1000 + i) / 10) % 10].slice(1)} ${1000 + i}` })],
      ['name contains (common word)', (i) => ({ name: FIRST[i % 10] })],
      ['email contains', (i) => ({ email: `owner${4200 + i}@` })],
      ['phone contains', (i) => ({ phone: `212000${String(1000 + i).padStart(4, '0')}` })],
      ['sort by name, page 3', () => ({ sort: 'name', desc: false, offset: 20 })],
    ];
    for (const [label, query] of cases) {
      for (let i = 0; i < 5; i++) await directory.list(viewer, query(i));
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const s = performance.now();
        total = (await directory.list(viewer, query(i))).total;
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(`${label.padEnd(30)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms  (last total ${total})`);
    }
    console.log('target: p95 under 50 ms for a filter');
  } finally {
    await testDb.destroy();
    await dropAllTestDatabases();
  }
}

runBench(main);
