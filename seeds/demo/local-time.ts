import { addDays as addDate, localDate as dateIn, weekdayIndex, zonedInstant as instantAt } from '../../contracts/zoned-time.ts';

/**
 * Wall-clock helpers for the demo seed, so demo bookings land on each listing's weekly schedule in its
 * own time zone: the seed's shapes (a date with its weekday) over the shared zone arithmetic
 * (contracts/zoned-time.ts, @date-fns/tz), not the domain's, which may change shape later.
 */

export interface LocalDate {
  /** YYYY-MM-DD in the zone */
  date: string;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

/** The calendar date and weekday of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const date = dateIn(instant.getTime(), timeZone);
  return { date, weekday: weekdayIndex(date) };
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): LocalDate {
  const next = addDate(date, days);
  return { date: next, weekday: weekdayIndex(next) };
}

/** The instant at which a zone's clock shows `date` `time` (HH:mm); a skipped time moves forward. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [hh, mm] = time.split(':').map(Number);
  return new Date(instantAt(date, hh * 60 + mm, timeZone));
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
