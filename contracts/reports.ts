import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';

/**
 * The clinic's Appointments Report: what the report page and its CSV exports show.
 * The domain computes it (server/domain/reports), the views draw it; nothing here runs a query.
 */

/**
 * How an appointment counts in the status mix: the spec's badge words, plus no-show once the lifecycle records it.
 * A rescheduled booking (status 2) is not one of them: its successor is the appointment, counted once by its own
 * state; how many appointments were moved is `totals.rescheduled`.
 */
export const STATUS_BUCKETS = ['active', 'completed', 'canceled', 'noShow'] as const;
export type StatusBucket = (typeof STATUS_BUCKETS)[number];

export const STATUS_BUCKET_LABELS: Readonly<Record<StatusBucket, string>> = {
  active: 'Active', completed: 'Completed', canceled: 'Canceled', noShow: 'No-show',
};

/** The charts a report draws, each with its rows as CSV at /api/reports/export.csv?chart=<name>. */
export const REPORT_CHARTS = ['summary', 'by-day', 'by-type', 'status', 'hours'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** The longest period one report covers (a year and a day, so a leap year fits). */
export const MAX_REPORT_DAYS = 366;
/** The default period: the last 30 days, today included, in the clinic's zone. */
export const DEFAULT_REPORT_DAYS = 30;

export const REPORT_MESSAGES = {
  badDate: 'Please enter dates as YYYY-MM-DD.',
  fromAfterTo: 'The start date must be on or before the end date.',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days.`,
  unknownChart: 'Unknown chart.',
} as const;

/** /api/reports/export.csv's chart (the summary when none is named). */
export const reportExportQuerySchema = z.object({ chart: z.enum(REPORT_CHARTS, REPORT_MESSAGES.unknownChart).default('summary') });

export interface ReportPeriodView {
  /** First and last day (YYYY-MM-DD) in `zone`, both included. */
  from: string;
  to: string;
  zone: string;
  days: number;
}

export interface ReportTotals {
  /** Appointments of the period, each once: a rescheduled booking and its successor are one appointment. */
  appointments: number;
  /** Of those, the ones moved to a new time (a successor of a rescheduled booking). */
  rescheduled: number;
  /**
   * What the clinic earns from the period's appointments, in cents: what owners paid, minus what was refunded,
   * plus the promo discounts Petcare funds on the payments the clinic keeps (a clinic is paid its list price for
   * a marketplace promo; a promo it funds itself is its own discount).
   */
  revenueCents: number;
  refundedCents: number;
  /** The list prices of those payments (waivers aside), and the promo discounts on them by who bore them. */
  listPriceCents: number;
  discountByMarketplaceCents: number;
  discountByClinicCents: number;
  /** Net revenue per paid appointment, in cents (0 when none was paid). */
  averageTicketCents: number;
  paidAppointments: number;
  /** Canceled appointments over all appointments of the period, 0..1. */
  cancellationRate: number;
  promoUses: number;
  newCustomers: number;
  returningCustomers: number;
}

export interface ReportView {
  period: ReportPeriodView;
  totals: ReportTotals;
  /** One row per day of the period, empty days included. */
  byDay: Array<{ date: string; count: number }>;
  byType: Array<{ type: string; label: string; count: number }>;
  statusMix: Array<{ bucket: StatusBucket; label: string; count: number }>;
  /** One row per hour of the day (0-23) in the clinic's zone. */
  busiestHours: Array<{ hour: number; count: number }>;
}
