import { DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS, REPORT_MESSAGES, type ReportPeriodView } from '../../../contracts/reports.ts';
import { ValidationError } from '../../errors.ts';
import { addDays, daysBetween, isCalendarDate, localDate, startOfDate } from '../../../contracts/zoned-time.ts';

/** A report's period: days in the clinic's zone and the UTC instants that bound them, [start, end). */
export interface ReportPeriod extends ReportPeriodView {
  start: Date;
  end: Date;
  /** Every day of the period, YYYY-MM-DD, in order. */
  dates: string[];
}

/** What the page asks for: explicit days, or the last `days` days ending `to` (default today). */
export interface ReportPeriodInput {
  from?: string | null;
  to?: string | null;
  days?: number | null;
}

function day(value: string, field: 'from' | 'to'): string {
  if (!isCalendarDate(value)) throw new ValidationError(REPORT_MESSAGES.badDate, { fields: { [field]: REPORT_MESSAGES.badDate } });
  return value;
}

/**
 * Reads a report period: `from` and `to` are days in the clinic's `zone`, both included; without `from`,
 * the last `days` (default 30) days ending `to` or today (the clock passed in as `now`). Days are wall-clock days, so a period
 * crossing a DST change still starts and ends at local midnight.
 */
export function reportPeriod(input: ReportPeriodInput, zone: string, now: Date): ReportPeriod {
  const today = localDate(now.getTime(), zone);
  const to = input.to ? day(input.to, 'to') : today;
  const length = input.days && !input.from ? input.days : DEFAULT_REPORT_DAYS;
  const from = input.from ? day(input.from, 'from') : addDays(to, -(length - 1));
  if (from > to) throw new ValidationError(REPORT_MESSAGES.fromAfterTo, { fields: { from: REPORT_MESSAGES.fromAfterTo } });
  const days = daysBetween(from, to) + 1;
  if (days > MAX_REPORT_DAYS) throw new ValidationError(REPORT_MESSAGES.tooLong, { fields: { from: REPORT_MESSAGES.tooLong } });
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return { from, to, zone, days, dates, start: new Date(startOfDate(from, zone)), end: new Date(startOfDate(addDays(to, 1), zone)) };
}
