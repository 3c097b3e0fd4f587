import { arc, pie } from 'd3-shape';
import { ChartFigure, labelled, type ChartRow } from './chart-figure.tsx';

/** A slice's share after its count, in whole percent: ' (45%)'. */
const share = (fraction: number) => ` (${Math.round(fraction * 100)}%)`;

/** Slice colours: the brand teal first, then hues far enough apart to tell neighbours apart. */
export const CHART_COLORS = ['#0f766e', '#f59e0b', '#6366f1', '#e11d48', '#64748b', '#0ea5e9'];

/** A donut of shares drawn on the server (d3-shape's pie and arc), with a legend that carries the numbers. */
export function DonutChart({ id, title, rows, csvHref }: { id: string; title: string; rows: ChartRow[]; csvHref?: string }) {
  const size = 180;
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  const slices = pie<ChartRow>().value((r) => r.value).sort(null)(rows);
  const draw = arc<(typeof slices)[number]>().innerRadius(size * 0.3).outerRadius(size * 0.48).padAngle(total ? 0.01 : 0);
  return (
    <ChartFigure id={id} title={title} rows={rows} csvHref={csvHref}>
      <div className="chart-donut">
        <svg className="chart" viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`} width={size} height={size} role="img"
          aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
          {total === 0 ? (
            <circle r={size * 0.39} fill="none" stroke="#e2e8f0" strokeWidth={size * 0.18} />
          ) : slices.map((s, i) => (
            <path key={s.data.key} d={draw(s) ?? undefined} fill={CHART_COLORS[i % CHART_COLORS.length]}>
              <title>{labelled(s.data)}</title>
            </path>
          ))}
          <text className="chart-donut-total" textAnchor="middle" dy="0.35em">{total}</text>
        </svg>
        <ul className="chart-legend">
          {rows.map((r, i) => (
            <li key={r.key}>
              <span className="chart-swatch" style={{ background: CHART_COLORS[i % CHART_COLORS.length] }} aria-hidden="true" />
              {r.label} <strong>{r.value}</strong>
              {total > 0 && <span className="chart-share">{share(r.value / total)}</span>}
            </li>
          ))}
        </ul>
      </div>
    </ChartFigure>
  );
}
