import moment from 'moment-timezone';
import { DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS, REPORT_MESSAGES, type ReportPeriodView } from '../../../contracts/reports.ts';
import { ValidationError } from '../../errors.ts';

/** A report's period: days in the clinic's zone and the UTC instants that bound them, [start, end). */
export interface ReportPeriod extends ReportPeriodView {
  start: Date;
  end: Date;
  /** Every day of the period, YYYY-MM-DD, in order. */
  dates: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the page asks for: explicit days, or the last `days` days ending `to` (default today). */
export interface ReportPeriodInput {
  from?: string | null;
  to?: string | null;
  days?: number | null;
}

function day(value: string, zone: string, field: 'from' | 'to'): moment.Moment {
  const parsed = DAY.test(value) ? moment.tz(value, 'YYYY-MM-DD', true, zone) : null;
  if (!parsed?.isValid()) throw new ValidationError(REPORT_MESSAGES.badDate, { fields: { [field]: REPORT_MESSAGES.badDate } });
  return parsed;
}

/**
 * Reads a report period: `from` and `to` are days in the clinic's `zone`, both included; without `from`,
 * the last `days` (default 30) days ending `to` or today (the clock passed in as `now`). Days are wall-clock days, so a period
 * crossing a DST change still starts and ends at local midnight.
 */
export function reportPeriod(input: ReportPeriodInput, zone: string, now: Date): ReportPeriod {
  const today = moment.tz(now, zone).startOf('day');
  const to = input.to ? day(input.to, zone, 'to') : today.clone();
  const length = input.days && !input.from ? input.days : DEFAULT_REPORT_DAYS;
  const from = input.from ? day(input.from, zone, 'from') : to.clone().subtract(length - 1, 'days');
  if (from.isAfter(to)) throw new ValidationError(REPORT_MESSAGES.fromAfterTo, { fields: { from: REPORT_MESSAGES.fromAfterTo } });
  const days = to.diff(from, 'days') + 1;
  if (days > MAX_REPORT_DAYS) throw new ValidationError(REPORT_MESSAGES.tooLong, { fields: { from: REPORT_MESSAGES.tooLong } });
  const dates: string[] = [];
  for (const d = from.clone(); !d.isAfter(to); d.add(1, 'day')) dates.push(d.format('YYYY-MM-DD'));
  return {
    from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD'), zone, days, dates,
    start: from.toDate(), end: to.clone().add(1, 'day').startOf('day').toDate(),
  };
}
