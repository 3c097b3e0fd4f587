import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportChart, ReportView } from '../../../contracts/reports.ts';
import { isConsultationType } from '../../../contracts/consultations.ts';
import { dateTimeFormat, formatDollars } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { DonutChart } from '../../components/charts/donut-chart.tsx';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** 'Nov 3' ('3 nov' in Spanish) for the axis of a day chart (the date is already the clinic's local day). */
function shortDay(locale: string, date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

export interface ReportsPageProps {
  report: ReportView;
  /** Quick periods (the last `days` days), as links with their from/to. */
  presets: Array<{ days: number; href: string; current: boolean }>;
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
  const intl = useIntl();
  // Numbers go in as written before (no grouping), so the English page stays as it was.
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
  const money = (cents: number) => formatDollars(intl.locale, cents / 100);
  /** An amount taken off, signed when there is one. */
  const less = (cents: number) => (cents ? `- ${money(cents)}` : money(0));
  const { period, totals } = report;
  const csv = (chart: ReportChart) => `/api/reports/export.csv?${new URLSearchParams({ from: period.from, to: period.to, chart })}`;
  const labelEvery = Math.max(1, Math.ceil(report.byDay.length / 10));
  return (
    <DashboardLayout titleId="dash.title.appointmentsReport">
      {embedUrl && (
        <iframe className="report-embed" src={embedUrl} title={t('reports.embedTitle')} loading="lazy" />
      )}
      <form className="report-period" method="get" action="/app/reports">
        <div className="form-field">
          <label htmlFor="report-from"><FormattedMessage id="reports.from" /></label>
          <input id="report-from" name="from" type="date" defaultValue={query.from} max={query.to}
            aria-invalid={error?.fields.from ? true : undefined} aria-describedby={error?.fields.from ? 'report-from-error' : undefined} />
          {error?.fields.from && <p className="field-error" id="report-from-error">{error.fields.from}</p>}
        </div>
        <div className="form-field">
          <label htmlFor="report-to"><FormattedMessage id="reports.to" /></label>
          <input id="report-to" name="to" type="date" defaultValue={query.to}
            aria-invalid={error?.fields.to ? true : undefined} aria-describedby={error?.fields.to ? 'report-to-error' : undefined} />
          {error?.fields.to && <p className="field-error" id="report-to-error">{error.fields.to}</p>}
        </div>
        <button type="submit" className="btn btn-primary"><FormattedMessage id="reports.update" /></button>
        <nav className="report-presets" aria-label={t('reports.presets')}>
          {presets.map((p) => (
            <a key={p.days} href={p.href} aria-current={p.current ? 'true' : undefined}>
              {p.days === 365 ? t('reports.preset.year') : t('reports.preset.days', { days: p.days })}
            </a>
          ))}
        </nav>
      </form>
      {error && !Object.keys(error.fields).length && <p className="alert alert-error" role="alert">{error.message}</p>}
      <p className="report-period-line" data-testid="report-period">
        {t('reports.periodLine', { from: period.from, to: period.to, days: period.days, zone: period.zone })}
      </p>
      <dl className="kpis" data-testid="report-kpis">
        <Kpi label={t('reports.kpi.appointments')} value={String(totals.appointments)}
          hint={totals.rescheduled ? t('reports.kpi.rescheduled', { count: totals.rescheduled }) : undefined} />
        <Kpi label={t('reports.kpi.revenue')} value={money(totals.revenueCents)}
          hint={totals.refundedCents ? t('reports.kpi.afterRefunded', { amount: money(totals.refundedCents) }) : undefined} />
        <Kpi label={t('reports.kpi.averageTicket')} value={money(totals.averageTicketCents)} hint={t('reports.kpi.paid', { count: totals.paidAppointments })} />
        <Kpi label={t('reports.kpi.cancellationRate')} value={percent(totals.cancellationRate)} />
        <Kpi label={t('reports.kpi.promoUses')} value={String(totals.promoUses)} />
        <Kpi label={t('reports.kpi.newReturning')} value={t('reports.kpi.newReturningValue', { new: totals.newCustomers, returning: totals.returningCustomers })} />
      </dl>
      <section className="report-money" aria-labelledby="report-money-title">
        <h2 id="report-money-title"><FormattedMessage id="reports.money.title" /></h2>
        <dl className="report-money-rows" data-testid="report-money">
          <div><dt><FormattedMessage id="reports.money.listPrice" /></dt><dd>{money(totals.listPriceCents)}</dd></div>
          <div><dt><FormattedMessage id="reports.money.byPetcare" /></dt><dd>{money(totals.discountByMarketplaceCents)}</dd></div>
          <div><dt><FormattedMessage id="reports.money.byClinic" /></dt><dd>{less(totals.discountByClinicCents)}</dd></div>
          <div><dt><FormattedMessage id="reports.money.refunded" /></dt><dd>{less(totals.refundedCents)}</dd></div>
          <div className="report-money-total"><dt><FormattedMessage id="reports.kpi.revenue" /></dt><dd>{money(totals.revenueCents)}</dd></div>
        </dl>
        <p className="field-hint"><FormattedMessage id="reports.money.note" /></p>
      </section>
      <div className="report-charts">
        <BarChart id="report-by-day" title={t('reports.chart.byDay')} csvHref={csv('by-day')} labelEvery={labelEvery}
          rows={report.byDay.map((d) => ({ key: d.date, label: d.date, short: shortDay(intl.locale, d.date), value: d.count }))} />
        <DonutChart id="report-by-type" title={t('reports.chart.byType')} csvHref={csv('by-type')}
          rows={report.byType.map((r) => ({ key: r.type, label: isConsultationType(r.type) ? t(`consultation.${r.type}`) : r.label, value: r.count }))} />
        <DonutChart id="report-status" title={t('reports.chart.status')} csvHref={csv('status')}
          rows={report.statusMix.map((s) => ({ key: s.bucket, label: t(`reports.status.${s.bucket}`), value: s.count }))} />
        <BarChart id="report-hours" title={t('reports.chart.hours', { zone: period.zone })} csvHref={csv('hours')} labelEvery={3} height={180}
          rows={report.busiestHours.map((h) => ({ key: String(h.hour), label: `${String(h.hour).padStart(2, '0')}:00`, short: String(h.hour), value: h.count }))} />
      </div>
      <p><a href={csv('summary')} download><FormattedMessage id="reports.downloadSummary" /></a></p>
    </DashboardLayout>
  );
}
