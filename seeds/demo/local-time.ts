/**
 * Wall-clock helpers for the demo seed, so demo bookings land on each listing's weekly schedule in its
 * own time zone. Kept here rather than imported from the domain: seeds must not depend on code that
 * may change shape later, and these few lines only need Intl.
 */

export interface LocalDate {
  /** YYYY-MM-DD in the zone */
  date: string;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

function zoneParts(instant: Date, timeZone: string): Record<string, number> {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** The zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date and weekday of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const p = zoneParts(instant, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, weekday: new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() };
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return { date: t.toISOString().slice(0, 10), weekday: t.getUTCDay() };
}

/** The instant at which a zone's clock shows `date` `time` (HH:mm). Two passes settle DST edges. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetMs(new Date(wall), timeZone);
  const second = wall - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

/**
 * The weekday (Mon-Fri) `n` working days away from `from` (negative = before), never `from` itself,
 * so a past booking is strictly before today and a future one strictly after.
 */
export function workingDay(from: string, n: number): LocalDate {
  const step = n < 0 ? -1 : 1;
  let left = Math.abs(n);
  let day: LocalDate = { date: from, weekday: -1 };
  while (left > 0) {
    day = addDays(day.date, step);
    if (day.weekday >= 1 && day.weekday <= 5) left -= 1;
  }
  return day;
}
