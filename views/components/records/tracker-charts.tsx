import type { HealthRecord } from '../../../contracts/health-records.ts';
import { formatDay, TRACKER_CHARTS, trackerPoints } from '../../../contracts/record-format.ts';
import { LineChart } from '../charts/line-chart.tsx';

/** The charts of trackers over time (weight, temperature, pulse, blood pressure) that have readings; `only` picks one. */
export function TrackerCharts({ records, only }: { records: readonly HealthRecord[]; only?: string }) {
  const charts = TRACKER_CHARTS.filter((c) => !only || c.subcategory === only)
    .map((c) => ({ chart: c, points: trackerPoints(records, c.subcategory) }))
    .filter((c) => c.points.length > 0);
  if (charts.length === 0) return null;
  return (
    <div className="tracker-charts">
      {charts.map(({ chart, points }) => (
        <LineChart key={chart.subcategory} id={`tracker-${chart.subcategory}`} title={chart.title} unit={chart.unit} series={chart.series}
          points={points.map((p, i) => ({ key: `${p.date}-${i}`, date: p.date, label: formatDay(p.date), values: p.values, flagged: p.flagged }))} />
      ))}
    </div>
  );
}
