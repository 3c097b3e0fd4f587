import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Every .ts file under `dir`, relative to the repository. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f));
}

/**
 * Reads of another table's `details` (payments, orders, health records, vendors, the audit log, a provider's
 * answer), by the name of what holds it; anything else reading `.details` in a file that reads bookings is a
 * booking snapshot read past `bookingOf`.
 */
const OTHER_TABLES = /^(payment\??|currentPayment\??|settled|order|prepared|req|r|f\.record)$/;
/** Areas whose files read no booking rows at all (their `details` are their own tables'). */
const OTHER_AREAS = ['server/domain/orders/', 'server/domain/audit/', 'server/domain/health-records/', 'server/domain/payments/', 'server/domain/vendors/', 'server/adapters/'];
/** What reads a booking's snapshot: its rows are selected by these. */
const BOOKING_ROWS = /bookings\.queries|appointments\.queries|reminders\.queries|vendor-customers\.queries|BookingSummaryRow|AppointmentRow|ReminderBooking|bookingOfPayment|confirmBookingsOfPayment/;

/** The snapshot reads of `file` outside the parser: `x.details` on a booking row, `details as {...}`, `record(...details)`. */
function snapshotReads(file: string): string[] {
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  if (!BOOKING_ROWS.test(code) || OTHER_AREAS.some((area) => file.startsWith(area))) return [];
  const reads: string[] = [];
  // A query module selects and writes the snapshot and hands the rows on; the SQL it runs is checked apart.
  if (!file.endsWith('.queries.ts')) {
    for (const m of code.matchAll(/(?<!['\w.])([\w?!]+(?:\.\w+)*)\.details\b/g)) {
      if (!OTHER_TABLES.test(m[1])) reads.push(`${file}: ${m[0]}`);
    }
  }
  for (const m of code.matchAll(/details as \{|record\([\w.]*details\)/g)) reads.push(`${file}: ${m[0]}`);
  return reads;
}

describe('the booking snapshot has one reader', () => {
  it('reads bookings.details only in bookingOf (server/domain/bookings/booking-record.ts)', () => {
    const reads = sources('server').filter((f) => f !== path.join('server', 'domain', 'bookings', 'booking-record.ts')).flatMap(snapshotReads);
    expect(reads).to.deep.equal([]);
  });

  it("filters and groups on the booking's type and pet by their columns, never the snapshot's jsonb", () => {
    const reads = sources('server').flatMap((file) => {
      const code = fs.readFileSync(path.join(root, file), 'utf8');
      return [...code.matchAll(/details\s*->>?\s*'(type|pet)'/g)].map((m) => `${file}: ${m[0]}`);
    });
    expect(reads).to.deep.equal([]);
  });
});
