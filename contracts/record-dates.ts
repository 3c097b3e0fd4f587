import type { RecordField } from './health-records.ts';

/**
 * The bounds of a health record's dates, one rule for the form (before it sends) and the server (which
 * enforces it): a day that happened is not in the future nor implausibly long ago, a next due date is not
 * before the record's own date nor years away, a discharge not before the admission. Pure, no zod, so the
 * form's island carries it cheaply; the caller says which day is today (see latestToday).
 */

export const RECORD_DATE_LIMITS = {
  /**
   * How far back a record may go, in whole years: older than the oldest dogs and cats live, and it catches
   * the usual slip of a wrong century ('1925' for '2025'). A parrot's or tortoise's papers from before that
   * are the rare loss.
   */
  pastYears: 50,
  /** How far ahead a next dose or shot may be due: the longest vaccine intervals are three years. */
  dueYears: 5,
} as const;

export const DATE_MESSAGES = {
  future: 'This date is in the future. Please enter the day it happened.',
  tooOld: (year: number) => `Please enter a date in ${year} or later`,
  tooFar: `Please enter a date within the next ${RECORD_DATE_LIMITS.dueYears} years`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' of `now` in the zone furthest ahead (UTC+14): no one anywhere has a later today, so no one's today is refused. */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of `now` on the browser's own calendar (the form's today). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The earliest day a record may name: 1 January of the year `pastYears` before today's. */
export function earliestRecordDay(today: string): string {
  return `${Number(today.slice(0, 4)) - RECORD_DATE_LIMITS.pastYears}-01-01`;
}

/** `day` plus whole years (29 February lands on 1 March in a common year). */
function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/**
 * What is wrong with one date field's well-formed value, or null: its own bounds (`field.when`), then its
 * order against another of the record's dates (`field.notBefore`, checked only when that one is a real day).
 * Days compare as text, which for YYYY-MM-DD is calendar order.
 */
export function dateProblem(field: RecordField, value: string, details: Readonly<Record<string, unknown>>, today: string): string | null {
  if (field.when === 'past') {
    if (value > today) return DATE_MESSAGES.future;
    const earliest = earliestRecordDay(today);
    if (value < earliest) return DATE_MESSAGES.tooOld(Number(earliest.slice(0, 4)));
  }
  if (field.when === 'due' && value > addYears(today, RECORD_DATE_LIMITS.dueYears)) return DATE_MESSAGES.tooFar;
  if (field.notBefore) {
    const other = details[field.notBefore.field];
    if (typeof other === 'string' && isIsoDate(other.trim()) && value < other.trim()) return field.notBefore.message;
  }
  return null;
}
