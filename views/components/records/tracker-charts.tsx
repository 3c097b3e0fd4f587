import type { HealthRecord } from '../../../contracts/health-records.ts';
import { fieldLabelId, subcategoryLabelId } from '../../../contracts/health-records.ts';
import { formatDay, TRACKER_CHARTS, trackerPoints } from '../../../contracts/record-format.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { useRecordSay } from './record-say.ts';

/** The charts of trackers over time (weight, temperature, pulse, blood pressure) that have readings; `only` picks one. */
export function TrackerCharts({ records, only }: { records: readonly HealthRecord[]; only?: string }) {
  const say = useRecordSay();
  const charts = TRACKER_CHARTS.filter((c) => !only || c.subcategory === only)
    .map((c) => ({ chart: c, points: trackerPoints(records, c.subcategory) }))
    .filter((c) => c.points.length > 0);
  if (charts.length === 0) return null;
  return (
    <div className="tracker-charts">
      {charts.map(({ chart, points }) => {
        const title = say.word(subcategoryLabelId(chart.subcategory), chart.title);
        // A lone line is the tracker itself (weight in pounds, ounces included); several are its fields.
        const series = chart.series.map((s) => ({
          key: s.key, label: chart.series.length === 1 ? say.word(subcategoryLabelId(chart.subcategory), s.label) : say.word(fieldLabelId(chart.subcategory, s.key), s.label),
        }));
        return (
          <LineChart key={chart.subcategory} id={`tracker-${chart.subcategory}`} title={title} unit={chart.unit} series={series}
            points={points.map((p, i) => ({ key: `${p.date}-${i}`, date: p.date, label: formatDay(p.date, say.locale), values: p.values, flagged: p.flagged }))} />
        );
      })}
    </div>
  );
}
