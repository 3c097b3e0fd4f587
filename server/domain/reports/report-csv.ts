import type { ReportChart, ReportView } from '../../../contracts/reports.ts';

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function rows(header: string[], body: Array<Array<string | number>>): string {
  return [header, ...body].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The rows behind a chart of the report, as RFC 4180 CSV with a header line. */
export function reportCsv(view: ReportView, chart: ReportChart): string {
  switch (chart) {
    case 'by-day': return rows(['date', 'appointments'], view.byDay.map((d) => [d.date, d.count]));
    case 'by-type': return rows(['type', 'appointments'], view.byType.map((t) => [t.label, t.count]));
    case 'status': return rows(['status', 'appointments'], view.statusMix.map((s) => [s.label, s.count]));
    case 'hours': return rows([`hour (${view.period.zone})`, 'appointments'], view.busiestHours.map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.count]));
    case 'summary': {
      const t = view.totals;
      return rows(['measure', 'value'], [
        ['from', view.period.from], ['to', view.period.to], ['time zone', view.period.zone],
        ['appointments', t.appointments], ['rescheduled appointments', t.rescheduled],
        ['list price in USD', dollars(t.listPriceCents)], ['promo discounts funded by Petcare in USD', dollars(t.discountByMarketplaceCents)],
        ['promo discounts funded by the clinic in USD', dollars(t.discountByClinicCents)],
        ['revenue in USD (paid less refunds plus promos Petcare funds)', dollars(t.revenueCents)],
        ['refunded in USD', dollars(t.refundedCents)], ['paid appointments', t.paidAppointments],
        ['average ticket in USD', dollars(t.averageTicketCents)], ['cancellation rate', t.cancellationRate.toFixed(4)],
        ['promo uses', t.promoUses], ['new customers', t.newCustomers], ['returning customers', t.returningCustomers],
      ]);
    }
  }
}
