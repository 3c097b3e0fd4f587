import { scaleBand, scaleLinear } from 'd3-scale';
import { ChartFigure, labelled, type ChartRow } from './chart-figure.tsx';

/**
 * A bar chart drawn on the server as SVG (d3-scale for the geometry, React for the markup): no chart code
 * reaches the browser. The viewBox scales it to any width; `labelEvery` thins the axis labels of long series.
 */
export function BarChart({ id, title, rows, csvHref, labelEvery = 1, height = 220 }: {
  id: string;
  title: string;
  rows: ChartRow[];
  csvHref?: string;
  labelEvery?: number;
  height?: number;
}) {
  const width = 640;
  const margin = { top: 12, right: 8, bottom: 30, left: 36 };
  const x = scaleBand().domain(rows.map((r) => r.key)).range([margin.left, width - margin.right]).paddingInner(0.2).paddingOuter(0.1);
  const y = scaleLinear().domain([0, Math.max(1, ...rows.map((r) => r.value))]).nice().range([height - margin.bottom, margin.top]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  return (
    <ChartFigure id={id} title={title} rows={rows} csvHref={csvHref}>
      <svg className="chart chart-bars" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`} preserveAspectRatio="xMidYMid meet">
        {ticks.map((t) => (
          <g key={t} className="chart-grid">
            <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} />
            <text x={margin.left - 6} y={y(t)} dy="0.32em" textAnchor="end">{t}</text>
          </g>
        ))}
        {rows.map((r, i) => (
          <g key={r.key}>
            <rect className="chart-bar" x={x(r.key)} y={y(r.value)} width={x.bandwidth()} height={Math.max(0, y(0) - y(r.value))} rx={2}>
              <title>{labelled(r)}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text className="chart-axis-label" x={(x(r.key) ?? 0) + x.bandwidth() / 2} y={height - margin.bottom + 16} textAnchor="middle">
                {r.short ?? r.label}
              </text>
            )}
          </g>
        ))}
        <line className="chart-axis" x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} />
      </svg>
    </ChartFigure>
  );
}
