import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** One value of a chart: `key` identifies it, `label` names it in full, `short` on a crowded axis. */
export interface ChartRow {
  key: string;
  label: string;
  short?: string;
  value: number;
}

/** A value named by its label, as a chart's tooltip says it ('Video consultation: 4'): punctuation only. */
export const labelled = (r: Pick<ChartRow, 'label' | 'value'>) => `${r.label}: ${r.value}`;

/** The sentence a screen reader hears for a chart: its total and where it peaks. */
function summaryOf(intl: IntlShape, rows: ChartRow[]): string {
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  if (!total) return intl.formatMessage({ id: 'reports.chart.none' });
  const top = rows.reduce((best, r) => (r.value > best.value ? r : best));
  return intl.formatMessage({ id: 'reports.chart.summary' }, { total, value: top.value, label: top.label });
}

/**
 * The frame every chart shares: its heading, the drawing, a summary sentence, the same numbers as a table
 * (for screen readers and for anyone who wants the figures) and the CSV of those rows.
 */
export function ChartFigure({ id, title, rows, csvHref, children, summary, table, headingLevel = 2 }: {
  id: string; title: string; rows: ChartRow[]; csvHref?: string; children: ReactNode;
  /** The screen reader's sentence, when the appointments one does not fit the chart. */
  summary?: string;
  /** The table view, when the chart's figures are not one count per row. */
  table?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <figure className="chart-figure" aria-labelledby={`${id}-title`} data-chart={id}>
      <figcaption className="chart-caption">
        <Heading id={`${id}-title`}>{title}</Heading>
        {csvHref && <a className="chart-csv" href={csvHref} download>{intl.formatMessage({ id: 'reports.chart.downloadCsv' })}</a>}
      </figcaption>
      {children}
      <p className="visually-hidden" id={`${id}-summary`}>{summary ?? summaryOf(intl, rows)}</p>
      <details className="chart-table">
        <summary>{intl.formatMessage({ id: 'reports.chart.tableView' })}</summary>
        {table ?? <table>
          <thead><tr><th scope="col">{title}</th><th scope="col">{intl.formatMessage({ id: 'reports.chart.count' })}</th></tr></thead>
          <tbody>
            {rows.map((r) => <tr key={r.key}><th scope="row">{r.label}</th><td>{r.value}</td></tr>)}
          </tbody>
        </table>}
      </details>
    </figure>
  );
}
