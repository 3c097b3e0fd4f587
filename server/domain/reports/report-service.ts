import type { ReportChart, ReportView } from '../../../contracts/reports.ts';
import type { Conn } from '../../db/knex.ts';
import { requireRootAdmin, type Viewer } from '../accounts/viewer.ts';
import { reportPeriod, type ReportPeriodInput } from './report-period.ts';
import { mainZoneOfVendor, vendorsByIds } from '../vendors/index.ts';
import { buildReport, REPORTED_STATUSES } from './report-rules.ts';
import { appointmentCells, customerCounts, moneyTotals } from './reports.queries.ts';
import { reportCsv } from './report-csv.ts';

export type ReportQuery = ReportPeriodInput;

/** The spec's default vendor creation date for the embedded dashboard, when the vendor has none. */
const DEFAULT_VENDOR_CREATED = '1980-01-01';

/**
 * The Appointments Report of a clinic, for its root admin only: the clinic is the viewer's own (no other
 * tenant can be named), the period is in the clinic's zone (the zone most of its listings keep).
 */
export function reportService(db: Conn) {
  async function report(viewer: Viewer | null, query: ReportQuery, now: Date): Promise<ReportView> {
    const vendor = requireRootAdmin(viewer);
    const zone = (await mainZoneOfVendor(db, vendor.vendorId)) ?? 'UTC';
    const period = reportPeriod(query, zone, now);
    const [cells, money, customers] = await Promise.all([
      appointmentCells(db, vendor.vendorId, zone, period.start, period.end, now, REPORTED_STATUSES),
      moneyTotals(db, vendor.vendorId, period.start, period.end, REPORTED_STATUSES),
      customerCounts(db, vendor.vendorId, period.start, period.end, REPORTED_STATUSES),
    ]);
    return buildReport(period, cells, money, customers);
  }

  return {
    report,
    /**
     * The external dashboard frame's address (REPORTS_EMBED_URL), filtered as the spec's was: this vendor,
     * its creation date (1980-01-01 when unknown) and the last 30 days.
     */
    async embedUrl(viewer: Viewer | null, base: string, now: Date): Promise<string> {
      const vendor = requireRootAdmin(viewer);
      const [row] = await vendorsByIds(db, [vendor.vendorId]);
      const period = reportPeriod({}, 'UTC', now);
      const url = new URL(base);
      url.searchParams.set('vendor_id', String(vendor.vendorId));
      url.searchParams.set('vendor_created', row?.created_at ? new Date(row.created_at).toISOString().slice(0, 10) : DEFAULT_VENDOR_CREATED);
      url.searchParams.set('from', period.from);
      url.searchParams.set('to', period.to);
      return url.toString();
    },
    /** The rows behind one chart (or the summary) as CSV. */
    async csv(viewer: Viewer | null, query: ReportQuery, chart: ReportChart, now: Date): Promise<{ filename: string; body: string }> {
      const view = await report(viewer, query, now);
      return { filename: `appointments-${chart}-${view.period.from}-to-${view.period.to}.csv`, body: reportCsv(view, chart) };
    },
  };
}

export type ReportService = ReturnType<typeof reportService>;
