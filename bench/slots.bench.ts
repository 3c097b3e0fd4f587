/**
 * npm run bench:slots — 15 days of slots (dashboard rules) for 50 listings x 3 consultations
 * against 10,000 bookings, through the one engine. Prints microseconds per listing.
 */
import { performance } from 'node:perf_hooks';
import { BOOKING_RULES, dayRange, slots, type BookedSpan } from '../server/domain/availability/slots.ts';

const LISTINGS = 50;
const BOOKINGS = 10_000;
const TZ = ['America/New_York', 'Europe/London', 'America/Los_Angeles'];
const now = Date.parse('2026-03-01T12:00:00Z'); // spans the US spring-forward change
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const consultations = [
  { duration: 30, schedule: [{ days: WEEKDAYS, from: '09:00', to: '12:00' }, { days: WEEKDAYS, from: '13:00', to: '17:00' }] },
  { duration: 20, schedule: [{ days: ['Mon', 'Wed', 'Fri'], from: '10:00', to: '14:00' }] },
  { duration: 15, schedule: [{ days: [...WEEKDAYS, 'Sat'], from: '08:00', to: '18:00' }] },
];

// 200 bookings per listing, spread over the 15 days on the half hour.
const byListing: BookedSpan[][] = Array.from({ length: LISTINGS }, () => []);
for (let i = 0; i < BOOKINGS; i++) {
  byListing[i % LISTINGS].push({ start: now + 3600_000 + Math.floor(i / LISTINGS) * 97 * 60_000, duration: 30 });
}
const overrides = [{ added: [new Date(now + 2 * 86_400_000).toISOString()], removed: [new Date(now + 3 * 86_400_000).toISOString()] }];

function run(): number {
  let total = 0;
  for (let l = 0; l < LISTINGS; l++) {
    const timezone = TZ[l % TZ.length];
    const { from } = dayRange(new Date(now).toISOString().slice(0, 10), timezone, 1);
    const to = now + BOOKING_RULES.days * 86_400_000;
    for (const c of consultations) {
      total += slots({ ...c, timezone, from, to, bookings: byListing[l], overrides, now, leadMinutes: BOOKING_RULES.leadMinutes }).length;
    }
  }
  return total;
}

for (let i = 0; i < 3; i++) run(); // warm up
const rounds = 20;
const t0 = performance.now();
let found = 0;
for (let i = 0; i < rounds; i++) found = run();
const ms = (performance.now() - t0) / rounds;
console.log(`slots: ${LISTINGS} listings x ${consultations.length} consultations, 15 days, ${BOOKINGS} bookings`);
console.log(`  ${found} slots per run, ${ms.toFixed(2)} ms per run, ${((ms * 1000) / LISTINGS).toFixed(1)} µs per listing (target < 1000 µs)`);
