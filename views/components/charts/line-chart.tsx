import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { ChartFigure } from './chart-figure.tsx';
import { CHART_COLORS } from './donut-chart.tsx';

/** One reading: its label on the x axis (a day), a value per series (missing: no point), and whether it is flagged. */
export interface LinePoint {
  key: string;
  label: string;
  values: Record<string, number | undefined>;
  flagged?: boolean;
}

export interface LineSeries {
  key: string;
  label: string;
}

/**
 * Readings over time as lines drawn on the server (d3-scale and d3-shape for the geometry, React for
 * the markup): one line per series, points evenly spaced in reading order, a flagged reading ringed.
 * The table view lists every reading with its unit; no chart code reaches the browser.
 */
export function LineChart({ id, title, unit, series, points, height = 200 }: {
  id: string;
  title: string;
  unit: string;
  series: readonly LineSeries[];
  points: readonly LinePoint[];
  height?: number;
}) {
  const width = 640;
  const margin = { top: 14, right: 16, bottom: 30, left: 48 };
  const values = points.flatMap((p) => series.map((s) => p.values[s.key]).filter((v): v is number => v !== undefined));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = low === high ? Math.max(1, Math.abs(low) * 0.05) : 0;
  const y = scaleLinear().domain([low - pad, high + pad]).nice().range([height - margin.bottom, margin.top]);
  const x = scalePoint<string>().domain(points.map((p) => p.key)).range([margin.left, width - margin.right]).padding(0.3);
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  const latest = points[points.length - 1];
  const withUnit = (v: number | undefined) => (v === undefined ? '' : `${v} ${unit}`);
  const summary = latest
    ? `${points.length} reading${points.length === 1 ? '' : 's'}; the latest, on ${latest.label}: ${series.map((s) => `${s.label} ${withUnit(latest.values[s.key])}`).join(', ')}.`
    : 'No readings yet.';
  const table = (
    <table>
      <thead>
        <tr><th scope="col">Date</th>{series.map((s) => <th key={s.key} scope="col">{`${s.label} (${unit})`}</th>)}</tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.key}>
            <th scope="row">{p.label}</th>
            {series.map((s) => <td key={s.key}>{p.values[s.key] ?? ''}{p.flagged ? ' (flagged)' : ''}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFigure id={id} title={`${title} (${unit})`} rows={[]} summary={summary} table={table} headingLevel={3}>
      <svg className="chart chart-lines" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`} preserveAspectRatio="xMidYMid meet">
        {y.ticks(4).map((t) => (
          <g key={t} className="chart-grid">
            <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} />
            <text x={margin.left - 6} y={y(t)} dy="0.32em" textAnchor="end">{t}</text>
          </g>
        ))}
        {series.map((s, i) => {
          const color = CHART_COLORS[i % CHART_COLORS.length];
          const drawn = points.filter((p) => p.values[s.key] !== undefined);
          const path = line<LinePoint>().x((p) => x(p.key) ?? 0).y((p) => y(p.values[s.key]!))(drawn);
          return (
            <g key={s.key} data-series={s.key}>
              {drawn.length > 1 && <path className="chart-line" d={path ?? undefined} fill="none" stroke={color} strokeWidth={2.5} />}
              {drawn.map((p) => (
                <circle key={p.key} className={p.flagged ? 'chart-point chart-point-flagged' : 'chart-point'} cx={x(p.key)} cy={y(p.values[s.key]!)}
                  r={p.flagged ? 6 : 4} fill={color}>
                  <title>{`${p.label}: ${s.label} ${withUnit(p.values[s.key])}${p.flagged ? ' (outside the usual range)' : ''}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
        {points.map((p, i) => (i % labelEvery === 0 || i === points.length - 1) && (
          <text key={p.key} className="chart-axis-label" x={x(p.key)} y={height - margin.bottom + 18} textAnchor="middle">{p.label}</text>
        ))}
        <line className="chart-axis" x1={margin.left} x2={width - margin.right} y1={height - margin.bottom} y2={height - margin.bottom} />
      </svg>
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
