import { useIntl } from 'react-intl';
import { ChartFigure } from './chart-figure.tsx';
import { formatReading } from '../../../contracts/record-format.ts';
import { CHART_COLORS } from './donut-chart.tsx';
import { axisShare, dayTime, timeAxis, valueAxis } from './time-series.ts';

/** One reading: the day it was taken, that day as shown, a value per series (missing: no point), and whether it is flagged. */
export interface LinePoint {
  key: string;
  /** 'YYYY-MM-DD': where the point falls on the time axis. */
  date: string;
  label: string;
  values: Record<string, number | undefined>;
  flagged?: boolean;
}

export interface LineSeries {
  key: string;
  label: string;
}

/** The value axis's column, in CSS px; the plot takes the rest of the width. */
const AXIS_WIDTH = 44;
const MARGIN = { top: 10, bottom: 30 };
/** The lines' own coordinates across the plot (stretched to its width, strokes kept at their width). */
const LINE_UNITS = 1000;

/** 'Weight (lbs)': a name with its unit. */
const withItsUnit = (name: string, unit: string) => `${name} (${unit})`;

const pct = (share: number) => `${(share * 100).toFixed(3)}%`;

/**
 * Readings over time drawn on the server (no chart code reaches the browser): one line per series, each
 * point placed by its day, so uneven gaps read as uneven; a flagged reading ringed. The drawing is not
 * scaled to fit: the value labels sit in a column of their own, the plot stretches across the rest in
 * percentages, and the text keeps its CSS size at any width (under 30rem every other date label is left
 * out, line-chart rules in records.css). The table view lists every reading with its unit.
 */
export function LineChart({ id, title, unit, series, points, height = 200 }: {
  id: string;
  title: string;
  unit: string;
  series: readonly LineSeries[];
  points: readonly LinePoint[];
  height?: number;
}) {
  const intl = useIntl();
  const values = points.flatMap((p) => series.map((s) => p.values[s.key]).filter((v): v is number => v !== undefined));
  const time = timeAxis(points.map((p) => p.date), 5, intl.locale);
  const value = valueAxis(values, 4);
  const bottom = height - MARGIN.bottom;
  const y = (v: number) => bottom - axisShare(value, v) * (bottom - MARGIN.top);
  const x = (day: string) => axisShare(time, dayTime(day));
  const latest = points[points.length - 1];
  const withUnit = (v: number | undefined) => (v === undefined ? '' : `${formatReading(v, intl.locale)} ${unit}`);
  const pointTitle = (p: LinePoint, s: LineSeries) =>
    `${p.label}: ${s.label} ${withUnit(p.values[s.key])}${p.flagged ? intl.formatMessage({ id: 'health.chart.outside' }) : ''}`;
  const summary = latest
    ? intl.formatMessage({ id: 'health.chart.summary' }, {
      count: points.length, first: points[0].label, last: latest.label,
      latest: series.map((s) => `${s.label} ${withUnit(latest.values[s.key])}`).join(', '),
    })
    : intl.formatMessage({ id: 'health.chart.none' });
  const table = (
    <table>
      <thead>
        <tr><th scope="col">{intl.formatMessage({ id: 'health.chart.date' })}</th>{series.map((s) => <th key={s.key} scope="col">{withItsUnit(s.label, unit)}</th>)}</tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.key}>
            <th scope="row">{p.label}</th>
            {series.map((s) => <td key={s.key}>{p.values[s.key] ?? ''}{p.flagged ? intl.formatMessage({ id: 'health.chart.flagged' }) : ''}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFigure id={id} title={withItsUnit(title, unit)} rows={[]} summary={summary} table={table} headingLevel={3}>
      <div className="line-chart" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} data-testid="line-chart">
        <svg className="line-chart-values" width={AXIS_WIDTH} height={height} aria-hidden="true">
          {value.ticks.map((t) => (
            <text key={t.at} x={AXIS_WIDTH - 6} y={y(t.at)} dy="0.32em" textAnchor="end" data-value={t.at}>{t.label}</text>
          ))}
        </svg>
        <svg className="line-chart-plot" width="100%" height={height} aria-hidden="true">
          {value.ticks.map((t, i) => (
            <line key={t.at} className={i === 0 ? 'line-chart-axis' : 'line-chart-grid'} x1="0" x2="100%" y1={y(t.at)} y2={y(t.at)} />
          ))}
          {time.ticks.map((t, i) => (
            <g key={t.at} className={i % 2 === 1 ? 'line-chart-tick line-chart-tick-odd' : 'line-chart-tick'}>
              <line x1={pct(axisShare(time, t.at))} x2={pct(axisShare(time, t.at))} y1={bottom} y2={bottom + 5} />
              <text x={pct(axisShare(time, t.at))} y={bottom + 20} textAnchor="middle">{t.label}</text>
            </g>
          ))}
          {series.map((s, i) => {
            const color = CHART_COLORS[i % CHART_COLORS.length];
            const drawn = points.filter((p) => p.values[s.key] !== undefined);
            const path = drawn.map((p, j) => `${j === 0 ? 'M' : 'L'}${(x(p.date) * LINE_UNITS).toFixed(2)},${y(p.values[s.key]!).toFixed(2)}`).join('');
            return (
              <g key={s.key} data-series={s.key}>
                {drawn.length > 1 && (
                  <svg width="100%" height={height} viewBox={`0 0 ${LINE_UNITS} ${height}`} preserveAspectRatio="none" overflow="visible">
                    <path className="chart-line" d={path} fill="none" stroke={color} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
                  </svg>
                )}
                {drawn.map((p) => (
                  <circle key={p.key} className={p.flagged ? 'chart-point chart-point-flagged' : 'chart-point'} cx={pct(x(p.date))}
                    cy={y(p.values[s.key]!)} r={p.flagged ? 6 : 4} fill={color} data-date={p.date}>
                    <title>{pointTitle(p, s)}</title>
                  </circle>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      {series.length > 1 && (
        <ul className="chart-legend">
          {series.map((s, i) => (
            <li key={s.key}><span className="chart-swatch" style={{ background: CHART_COLORS[i % CHART_COLORS.length] }} aria-hidden="true" />{s.label}</li>
          ))}
        </ul>
      )}
    </ChartFigure>
  );
}
