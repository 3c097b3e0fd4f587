import {
  STATUS_BUCKET_LABELS, STATUS_BUCKETS, type ReportView, type StatusBucket,
} from '../../../contracts/reports.ts';
import { APPOINTMENT_STATUSES, BOOKING_STATUS } from '../../../contracts/appointments.ts';
import { CONSULTATION_TYPES, consultationLabel } from '../../../contracts/consultations.ts';
import type { ReportPeriod } from './report-period.ts';
import type { AppointmentCell, MoneyTotals } from './reports.queries.ts';

/**
 * The stored statuses a report reads: the appointments, less the rescheduled ones. A reschedule leaves the old
 * row (status 2) pointing at its successor, which holds the same payment and is the appointment that happens (or
 * is canceled); counting both would count one visit twice and lower the cancellation rate with a row that was
 * never a visit of its own.
 */
export const REPORTED_STATUSES: readonly number[] = APPOINTMENT_STATUSES.filter((s) => s !== BOOKING_STATUS.RESCHEDULED);

/**
 * Where an appointment counts in the status mix: the spec's badge rule (a live booking is Active while its
 * slot is ahead, Completed once it has passed; complete is always Completed), canceled and no-show by their
 * status; anything else (a rescheduled row, a booking that was never paid) is not an appointment of its own.
 */
export function statusBucket(status: number, past: boolean): StatusBucket | null {
  switch (status) {
    case BOOKING_STATUS.IN_PROGRESS: return past ? 'completed' : 'active';
    case BOOKING_STATUS.COMPLETE: return 'completed';
    case BOOKING_STATUS.CANCELED: return 'canceled';
    case BOOKING_STATUS.NO_SHOW: return 'noShow';
    default: return null;
  }
}

/** Builds the report from the grouped cells, the money and the customer counts (pure: the tests feed it tables). */
export function buildReport(
  period: ReportPeriod, cells: readonly AppointmentCell[], money: MoneyTotals, customers: { newCustomers: number; returningCustomers: number },
): ReportView {
  const byDay = new Map(period.dates.map((d) => [d, 0]));
  const byType = new Map<string, number>(CONSULTATION_TYPES.map((t) => [t, 0]));
  const buckets = new Map<StatusBucket, number>(STATUS_BUCKETS.map((b) => [b, 0]));
  const hours = Array.from({ length: 24 }, () => 0);
  let appointments = 0;
  let rescheduled = 0;
  for (const cell of cells) {
    const bucket = statusBucket(cell.status, cell.past);
    if (!bucket) continue;
    appointments += cell.count;
    if (cell.moved) rescheduled += cell.count;
    byDay.set(cell.day, (byDay.get(cell.day) ?? 0) + cell.count);
    const type = cell.type ?? 'clinic';
    byType.set(type, (byType.get(type) ?? 0) + cell.count);
    buckets.set(bucket, buckets.get(bucket)! + cell.count);
    hours[cell.hour] += cell.count;
  }
  // The clinic's earnings: what owners paid and kept paid, plus Petcare's share of its promos on those payments.
  const revenueCents = money.capturedCents - money.refundedCents + money.marketplacePaysCents;
  return {
    period: { from: period.from, to: period.to, zone: period.zone, days: period.days },
    totals: {
      appointments,
      rescheduled,
      revenueCents,
      refundedCents: money.refundedCents,
      listPriceCents: money.listPriceCents,
      discountByMarketplaceCents: money.marketplaceDiscountCents,
      discountByClinicCents: money.clinicDiscountCents,
      paidAppointments: money.paid,
      averageTicketCents: money.paid ? Math.round(revenueCents / money.paid) : 0,
      cancellationRate: appointments ? buckets.get('canceled')! / appointments : 0,
      promoUses: money.promoUses,
      ...customers,
    },
    byDay: [...byDay].map(([date, count]) => ({ date, count })),
    byType: [...byType].map(([type, count]) => ({ type, label: consultationLabel(type), count })),
    statusMix: STATUS_BUCKETS.map((bucket) => ({ bucket, label: STATUS_BUCKET_LABELS[bucket], count: buckets.get(bucket)! })),
    busiestHours: hours.map((count, hour) => ({ hour, count })),
  };
}
