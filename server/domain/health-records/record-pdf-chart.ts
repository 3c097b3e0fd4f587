import { axisShare, dayTime, timeAxis, valueAxis } from '../../../views/components/charts/time-series.ts';
import type { TrackerPoint } from '../../../contracts/record-format.ts';

const MUTED = '#4b5563';
const GRID = '#cbd5e1';
const SERIES_COLORS = ['#0f766e', '#b45309'];

/** The chart's size in points: its title line, the plot, the date labels under it and the gap after. */
const SIZE = { width: 260, axis: 32, title: 14, plot: 84, dates: 16, after: 8 };

/** The height a chart takes on the page, so its block can be kept on one page with it. */
export const PDF_CHART_HEIGHT = SIZE.title + SIZE.plot + SIZE.dates + SIZE.after;

/**
 * A small line chart of one tracker (its last 20 readings) at the document's current position, with
 * pdfkit's vector paths and the same axes as the page's charts (views/components/charts/time-series.ts):
 * points by their dates, no reading on the axis, both ends labelled. The caller has made room for
 * PDF_CHART_HEIGHT; text is drawn without line breaks, so nothing here can start a new page.
 */
export function drawPdfChart(doc: PDFKit.PDFDocument, title: string, points: readonly TrackerPoint[], keys: readonly string[], locale = 'en-US'): void {
  const recent = points.slice(-20);
  const left = doc.page.margins.left;
  const plotLeft = left + SIZE.axis;
  const plotRight = left + SIZE.width;
  const top = doc.y + SIZE.title;
  const bottom = top + SIZE.plot;
  const values = recent.flatMap((p) => keys.map((k) => p.values[k]).filter((v): v is number => v !== undefined));
  const time = timeAxis(recent.map((p) => p.date), 4, locale);
  const value = valueAxis(values, 3);
  const x = (day: string) => plotLeft + axisShare(time, dayTime(day)) * (plotRight - plotLeft);
  const y = (v: number) => bottom - axisShare(value, v) * (bottom - top);
  const label = { lineBreak: false } as const;

  doc.fontSize(9).fillColor(MUTED).text(title, left, doc.y, label);
  doc.save().lineWidth(0.5).strokeColor(GRID);
  for (const tick of value.ticks) {
    doc.moveTo(plotLeft, y(tick.at)).lineTo(plotRight, y(tick.at)).stroke();
    doc.fontSize(7).fillColor(MUTED).text(tick.label, left, y(tick.at) - 3, { ...label, width: SIZE.axis - 4, align: 'right' });
  }
  for (const tick of time.ticks) {
    const at = plotLeft + axisShare(time, tick.at) * (plotRight - plotLeft);
    doc.moveTo(at, bottom).lineTo(at, bottom + 3).stroke();
    doc.fontSize(7).fillColor(MUTED).text(tick.label, at - 30, bottom + 5, { ...label, width: 60, align: 'center' });
  }
  doc.restore();
  keys.forEach((key, s) => {
    const color = SERIES_COLORS[s % SERIES_COLORS.length];
    const line = recent.filter((p) => p.values[key] !== undefined).map((p) => [x(p.date), y(p.values[key]!)] as const);
    doc.save().lineWidth(1.5).strokeColor(color).fillColor(color);
    line.forEach(([px, py], i) => (i === 0 ? doc.moveTo(px, py) : doc.lineTo(px, py)));
    if (line.length > 1) doc.stroke();
    for (const [px, py] of line) doc.circle(px, py, 2).fill();
    doc.restore();
  });
  doc.x = left;
  doc.y = bottom + SIZE.dates + SIZE.after;
}
