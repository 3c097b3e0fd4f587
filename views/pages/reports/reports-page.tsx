import type { ReportChart, ReportView } from '../../../contracts/reports.ts';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { DonutChart } from '../../components/charts/donut-chart.tsx';

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** An amount taken off, signed when there is one. */
const less = (cents: number) => (cents ? `- ${money(cents)}` : money(0));
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** 'Nov 3' for the axis of a day chart (the date is already the clinic's local day). */
function shortDay(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} ${d}`;
}

export interface ReportsPageProps {
  report: ReportView;
  /** Quick periods, as links with their from/to. */
  presets: Array<{ label: string; href: string; current: boolean }>;
  /** An external dashboard frame above the report (REPORTS_EMBED_URL), already filtered for this clinic. */
  embedUrl: string | null;
  error: { message: string; fields: Record<string, string> } | null;
  query: { from: string; to: string };
}

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="kpi">
      <dt>{label}</dt>
      <dd>{value}{hint && <span className="kpi-hint">{hint}</span>}</dd>
    </div>
  );
}

/**
 * /app/reports (root admin only): the period form (a GET form, so it works without script), the figures,
 * and four charts drawn on the server, each with a table view and its CSV.
 */
export function ReportsPage({ report, presets, embedUrl, error, query }: ReportsPageProps) {
  const { period, totals } = report;
  const csv = (chart: ReportChart) => `/api/reports/export.csv?${new URLSearchParams({ from: period.from, to: period.to, chart })}`;
  const labelEvery = Math.max(1, Math.ceil(report.byDay.length / 10));
  return (
    <DashboardLayout titleId="dash.title.appointmentsReport">
      {embedUrl && (
        <iframe className="report-embed" src={embedUrl} title="Appointments dashboard" loading="lazy" />
      )}
      <form className="report-period" method="get" action="/app/reports">
        <div className="form-field">
          <label htmlFor="report-from">From</label>
          <input id="report-from" name="from" type="date" defaultValue={query.from} max={query.to}
            aria-invalid={error?.fields.from ? true : undefined} aria-describedby={error?.fields.from ? 'report-from-error' : undefined} />
          {error?.fields.from && <p className="field-error" id="report-from-error">{error.fields.from}</p>}
        </div>
        <div className="form-field">
          <label htmlFor="report-to">To</label>
          <input id="report-to" name="to" type="date" defaultValue={query.to}
            aria-invalid={error?.fields.to ? true : undefined} aria-describedby={error?.fields.to ? 'report-to-error' : undefined} />
          {error?.fields.to && <p className="field-error" id="report-to-error">{error.fields.to}</p>}
        </div>
        <button type="submit" className="btn btn-primary">Update</button>
        <nav className="report-presets" aria-label="Quick periods">
          {presets.map((p) => <a key={p.label} href={p.href} aria-current={p.current ? 'true' : undefined}>{p.label}</a>)}
        </nav>
      </form>
      {error && !Object.keys(error.fields).length && <p className="alert alert-error" role="alert">{error.message}</p>}
      <p className="report-period-line" data-testid="report-period">
        {`${period.from} to ${period.to} (${period.days} days), times in ${period.zone}`}
      </p>
      <dl className="kpis" data-testid="report-kpis">
        <Kpi label="Appointments" value={String(totals.appointments)} hint={totals.rescheduled ? `${totals.rescheduled} rescheduled` : undefined} />
        <Kpi label="Revenue" value={money(totals.revenueCents)} hint={totals.refundedCents ? `after ${money(totals.refundedCents)} refunded` : undefined} />
        <Kpi label="Average ticket" value={money(totals.averageTicketCents)} hint={`${totals.paidAppointments} paid`} />
        <Kpi label="Cancellation rate" value={percent(totals.cancellationRate)} />
        <Kpi label="Promo uses" value={String(totals.promoUses)} />
        <Kpi label="New / returning customers" value={`${totals.newCustomers} / ${totals.returningCustomers}`} />
      </dl>
      <section className="report-money" aria-labelledby="report-money-title">
        <h2 id="report-money-title">Revenue breakdown</h2>
        <dl className="report-money-rows" data-testid="report-money">
          <div><dt>List price</dt><dd>{money(totals.listPriceCents)}</dd></div>
          <div><dt>Promo discounts funded by Petcare</dt><dd>{money(totals.discountByMarketplaceCents)}</dd></div>
          <div><dt>Promo discounts funded by your clinic</dt><dd>{less(totals.discountByClinicCents)}</dd></div>
          <div><dt>Refunded</dt><dd>{less(totals.refundedCents)}</dd></div>
          <div className="report-money-total"><dt>Revenue</dt><dd>{money(totals.revenueCents)}</dd></div>
        </dl>
        <p className="field-hint">
          Petcare pays you its promos: an appointment booked with a Petcare promo earns you its list price. A promo your
          clinic runs is taken from your price. A refunded appointment earns nothing.
        </p>
      </section>
      <div className="report-charts">
        <BarChart id="report-by-day" title="Appointments by day" csvHref={csv('by-day')} labelEvery={labelEvery}
          rows={report.byDay.map((d) => ({ key: d.date, label: d.date, short: shortDay(d.date), value: d.count }))} />
        <DonutChart id="report-by-type" title="By consultation type" csvHref={csv('by-type')}
          rows={report.byType.map((t) => ({ key: t.type, label: t.label, value: t.count }))} />
        <DonutChart id="report-status" title="Status mix" csvHref={csv('status')}
          rows={report.statusMix.map((s) => ({ key: s.bucket, label: s.label, value: s.count }))} />
        <BarChart id="report-hours" title={`Busiest hours (${period.zone})`} csvHref={csv('hours')} labelEvery={3} height={180}
          rows={report.busiestHours.map((h) => ({ key: String(h.hour), label: `${String(h.hour).padStart(2, '0')}:00`, short: String(h.hour), value: h.count }))} />
      </div>
      <p><a href={csv('summary')} download>Download the summary as CSV</a></p>
    </DashboardLayout>
  );
}
