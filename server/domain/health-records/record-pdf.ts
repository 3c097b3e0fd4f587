import PDFDocument from 'pdfkit';
import { scaleLinear, scalePoint } from 'd3-scale';
import type { Writable } from 'node:stream';
import { CATEGORY_LABEL, subcategoriesOf, type DueItem, type HealthRecord } from '../../../contracts/health-records.ts';
import { formatDay, recordLines, recordTitle, TRACKER_CHARTS, trackerPoints } from '../../../contracts/record-format.ts';
import type { OwnedPet } from '../pets/readable-pet.ts';

export interface RecordPdfInput {
  pet: OwnedPet;
  records: HealthRecord[];
  due: DueItem[];
  /** 'YYYY-MM-DD', printed as the day the export was made. */
  today: string;
}

const BRAND = '#0f766e';
const MUTED = '#4b5563';
const SERIES_COLORS = ['#0f766e', '#b45309'];

/** A small line chart of one tracker (at most its last 20 readings), drawn with pdfkit's vector paths. */
function drawChart(doc: PDFKit.PDFDocument, title: string, unit: string, points: ReturnType<typeof trackerPoints>, keys: readonly string[]) {
  const recent = points.slice(-20);
  const width = 240;
  const height = 80;
  if (doc.y + height + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = doc.page.margins.left;
  const top = doc.y + 14;
  doc.fontSize(9).fillColor(MUTED).text(`${title} (${unit})`, left, doc.y);
  const values = recent.flatMap((p) => keys.map((k) => p.values[k]).filter((v): v is number => v !== undefined));
  const y = scaleLinear().domain([Math.min(...values), Math.max(...values)]).nice().range([top + height, top]);
  const x = scalePoint<number>().domain(recent.map((_, i) => i)).range([left + 30, left + width]).padding(0.2);
  doc.save().lineWidth(0.5).strokeColor('#cbd5e1');
  for (const tick of y.ticks(3)) {
    doc.moveTo(left + 30, y(tick)).lineTo(left + width, y(tick)).stroke();
    doc.fontSize(7).fillColor(MUTED).text(String(tick), left, y(tick) - 3, { width: 26, align: 'right' });
  }
  doc.restore();
  keys.forEach((key, s) => {
    const line = recent.map((p, i) => [x(i)!, p.values[key]] as const).filter(([, v]) => v !== undefined);
    doc.save().lineWidth(1.5).strokeColor(SERIES_COLORS[s % SERIES_COLORS.length]).fillColor(SERIES_COLORS[s % SERIES_COLORS.length]);
    line.forEach(([px, v], i) => (i === 0 ? doc.moveTo(px, y(v!)) : doc.lineTo(px, y(v!))));
    if (line.length > 1) doc.stroke();
    for (const [px, v] of line) doc.circle(px, y(v!), 2).fill();
    doc.restore();
  });
  doc.x = left;
  doc.y = top + height + 10;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).fontSize(14).fillColor(BRAND).text(text).moveDown(0.3).fillColor('black');
}

/**
 * Writes a pet's record as a PDF to `out` (an HTTP response): the pet's profile, what is due soon, the
 * history, each tracker's latest reading with a small chart of its readings, and the documents with
 * their dates and files. pdfkit streams page by page; nothing is written to disk.
 */
export function writeRecordPdf(out: Writable, { pet, records, due, today }: RecordPdfInput): void {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Health record of ${pet.name}`, Creator: 'Petcare' } });
  doc.pipe(out);
  doc.fontSize(20).fillColor(BRAND).text(`Health record of ${pet.name}`);
  doc.fontSize(10).fillColor(MUTED).text(`Exported ${formatDay(today)}`).moveDown(0.5).fillColor('black');
  doc.fontSize(11).text([pet.typeName, pet.breed].filter(Boolean).join(', ') || 'Pet');
  if (pet.notes) doc.fontSize(10).fillColor(MUTED).text(pet.notes).fillColor('black');

  if (due.length > 0) {
    heading(doc, 'Due soon');
    for (const d of due) doc.fontSize(10).text(`${d.name}: ${d.overdue ? 'overdue since' : 'due'} ${formatDay(d.nextDueDate)}`);
  }

  heading(doc, CATEGORY_LABEL.history);
  const history = records.filter((r) => r.category === 'history');
  if (history.length === 0) doc.fontSize(10).text('No Records Found');
  for (const def of subcategoriesOf('history')) {
    const entries = history.filter((r) => r.subcategory === def.key);
    if (entries.length === 0) continue;
    doc.moveDown(0.3).fontSize(12).fillColor('black').text(def.label);
    for (const r of entries) {
      const date = typeof r.details.date === 'string' ? `${formatDay(r.details.date)}: ` : '';
      doc.fontSize(10).text(`${date}${recordTitle(r)}`, { continued: false });
      const lines = recordLines(r, ['name', 'date']).map((l) => `${l.label}: ${l.value}`);
      if (r.author.kind === 'clinic') lines.push(`Signed: ${r.author.name}${r.author.clinic ? `, ${r.author.clinic}` : ''}`);
      if (lines.length) doc.fontSize(9).fillColor(MUTED).text(lines.join(' · '), { indent: 12 }).fillColor('black');
    }
  }

  heading(doc, CATEGORY_LABEL.trackers);
  const trackers = records.filter((r) => r.category === 'trackers');
  if (trackers.length === 0) doc.fontSize(10).text('No Records Found');
  for (const def of subcategoriesOf('trackers')) {
    const points = trackerPoints(trackers, def.key);
    if (points.length === 0) continue;
    const latest = trackers.filter((r) => r.subcategory === def.key).sort((a, b) => String(b.details.date).localeCompare(String(a.details.date)))[0];
    const values = recordLines(latest, ['date', 'comment']).map((l) => `${l.label} ${l.value}`).join(', ');
    doc.fontSize(10).fillColor('black').text(`${def.label}: ${values} (${formatDay(String(latest.details.date))}; ${points.length} reading${points.length === 1 ? '' : 's'})`);
    const chart = TRACKER_CHARTS.find((c) => c.subcategory === def.key);
    if (!chart) continue;
    // The charted readings as text too: the figures behind the drawing, readable and searchable.
    const keys = chart.series.map((s) => s.key);
    const readings = points.slice(-20).map((p) => `${formatDay(p.date)}: ${keys.map((k) => p.values[k]).filter((v) => v !== undefined).join('/')} ${chart.unit}`);
    doc.fontSize(8).fillColor(MUTED).text(`Readings: ${readings.join('; ')}`, { indent: 12 }).fillColor('black');
    if (points.length > 1) drawChart(doc, chart.title, chart.unit, points, keys);
  }

  heading(doc, CATEGORY_LABEL.documents);
  const documents = records.filter((r) => r.category === 'documents');
  if (documents.length === 0) doc.fontSize(10).text('No Records Found');
  for (const r of documents) {
    const date = typeof r.details.date === 'string' ? formatDay(r.details.date) : '';
    doc.fontSize(10).fillColor('black').text(`${date} · ${r.label}: ${recordTitle(r)}`);
    const files = r.files.map((f) => f.name).join(', ');
    const extra = [typeof r.details.type === 'string' ? r.details.type : null, files ? `Files: ${files}` : null,
      typeof r.details.comment === 'string' ? r.details.comment : null].filter(Boolean).join(' · ');
    if (extra) doc.fontSize(9).fillColor(MUTED).text(extra, { indent: 12 }).fillColor('black');
  }
  doc.end();
}
