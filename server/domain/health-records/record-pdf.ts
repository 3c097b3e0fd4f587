import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { CATEGORY_LABEL, subcategoriesOf, type DueItem, type HealthRecord } from '../../../contracts/health-records.ts';
import { formatDay, readingText, recordLines, recordTitle, TRACKER_CHARTS, trackerPoints } from '../../../contracts/record-format.ts';
import type { OwnedPet } from '../pets/readable-pet.ts';
import { drawPdfChart, PDF_CHART_HEIGHT } from './record-pdf-chart.ts';
import { recordPdfFonts } from './record-pdf-fonts.ts';
import type { Transcript } from '../threads/index.ts';

export interface RecordPdfInput {
  pet: OwnedPet;
  records: HealthRecord[];
  due: DueItem[];
  /** 'YYYY-MM-DD', printed as the day the export was made. */
  today: string;
  /** The pet's appointment threads the reader may read (issue 29), printed after the documents. */
  transcripts?: Transcript[];
}

const BRAND = '#0f766e';
const MUTED = '#4b5563';
const INDENT = 12;

/**
 * Text on the page, always through the embedded fonts and what they can draw, and blocks that never split:
 * each record, and each tracker with its readings and chart, moves whole to a new page when it does not fit.
 */
function pen(doc: PDFKit.PDFDocument) {
  const fonts = recordPdfFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const style = (size: number, weight: 'regular' | 'bold' = 'regular') => doc.font(weight).fontSize(size);
  return {
    clean: fonts.drawable,
    /** Writes `text` at the current position in `size` points, then moves below it. */
    write(text: string, size: number, options: { color?: string; bold?: boolean; indent?: number } = {}) {
      style(size, options.bold ? 'bold' : 'regular').fillColor(options.color ?? 'black')
        .text(fonts.drawable(text), doc.page.margins.left + (options.indent ?? 0), doc.y, { width: width() - (options.indent ?? 0) });
    },
    /** The height `text` takes when written as `write` would. */
    height(text: string, size: number, options: { bold?: boolean; indent?: number } = {}) {
      return style(size, options.bold ? 'bold' : 'regular').heightOfString(fonts.drawable(text), { width: width() - (options.indent ?? 0) });
    },
    /** Starts a new page unless `height` more points fit above the bottom margin. */
    keep(height: number) {
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    },
    gap(points: number) {
      doc.y += points;
    },
  };
}

type Pen = ReturnType<typeof pen>;

/** A section heading, kept on the page with at least the start of what follows it. */
function heading(p: Pen, text: string) {
  p.gap(10);
  p.keep(p.height(text, 14, { bold: true }) + 40);
  p.write(text, 14, { color: BRAND, bold: true });
  p.gap(4);
}

/** One history record: its day and title, then its other fields on one indented line. */
function historyEntry(p: Pen, r: HealthRecord) {
  const date = typeof r.details.date === 'string' ? `${formatDay(r.details.date)}: ` : '';
  const title = `${date}${recordTitle(r)}`;
  const lines = recordLines(r, ['name', 'date']).map((l) => `${l.label}: ${l.value}`);
  if (r.author.kind === 'clinic') lines.push(`Signed: ${r.author.name}${r.author.clinic ? `, ${r.author.clinic}` : ''}`);
  const details = lines.join(' · ');
  p.keep(p.height(title, 10) + (details ? p.height(details, 9, { indent: INDENT }) : 0));
  p.write(title, 10);
  if (details) p.write(details, 9, { color: MUTED, indent: INDENT });
}

/** One tracker: its latest reading, then (for the charted ones) its readings as text and a chart, kept together. */
function trackerBlock(doc: PDFKit.PDFDocument, p: Pen, label: string, entries: HealthRecord[], key: string) {
  const points = trackerPoints(entries, key);
  const latest = [...entries].sort((a, b) => String(b.details.date).localeCompare(String(a.details.date)))[0];
  const line = `${label}: ${readingText(latest)} (${formatDay(String(latest.details.date))}; ${points.length} reading${points.length === 1 ? '' : 's'})`;
  const chart = TRACKER_CHARTS.find((c) => c.subcategory === key);
  const keys = chart ? chart.series.map((s) => s.key) : [];
  // The charted readings as text too: the figures behind the drawing, readable and searchable.
  const readings = chart
    ? `Readings: ${points.slice(-20).map((pt) => `${formatDay(pt.date)}: ${keys.map((k) => pt.values[k]).filter((v) => v !== undefined).join('/')} ${chart.unit}`).join('; ')}`
    : null;
  const drawn = chart && points.length > 1;
  p.keep(p.height(line, 10) + (readings ? p.height(readings, 8, { indent: INDENT }) : 0) + (drawn ? PDF_CHART_HEIGHT + 4 : 0));
  p.write(line, 10);
  if (readings) p.write(readings, 8, { color: MUTED, indent: INDENT });
  if (drawn) {
    p.gap(4);
    drawPdfChart(doc, `${chart.title} (${chart.unit})`, points, keys);
  }
}

/** One document: its day, kind and name, then its type, files and comment. */
function documentEntry(p: Pen, r: HealthRecord) {
  const date = typeof r.details.date === 'string' ? formatDay(r.details.date) : '';
  const title = `${date} · ${r.label}: ${recordTitle(r)}`;
  const files = r.files.map((f) => f.name).join(', ');
  const extra = [typeof r.details.type === 'string' ? r.details.type : null, files ? `Files: ${files}` : null,
    typeof r.details.comment === 'string' ? r.details.comment : null].filter(Boolean).join(' · ');
  p.keep(p.height(title, 10) + (extra ? p.height(extra, 9, { indent: INDENT }) : 0));
  p.write(title, 10);
  if (extra) p.write(extra, 9, { color: MUTED, indent: INDENT });
}

/** A message's moment as printed: the day and the UTC time (the PDF names the zone). */
const stamp = (at: Date) => `${formatDay(at.toISOString().slice(0, 10))} ${at.toISOString().slice(11, 16)} UTC`;

/** One appointment's thread: its clinic and day, then each message with who wrote it and when, and its attachments. */
function transcriptBlock(p: Pen, t: Transcript) {
  const title = `${t.clinic}, appointment of ${stamp(t.slot)}`;
  p.gap(4);
  p.keep(p.height(title, 11, { bold: true }) + 30);
  p.write(title, 11, { bold: true });
  for (const m of t.messages) {
    const who = `${m.sender || (m.senderKind === 'user' ? 'Owner' : 'Clinic')}, ${stamp(m.at)}`;
    const text = [m.body, m.files.length ? `Attached: ${m.files.join(', ')}` : ''].filter(Boolean).join('\n');
    p.keep(p.height(who, 9) + Math.min(p.height(text || ' ', 9, { indent: INDENT }), 200));
    p.write(who, 9, { color: MUTED });
    if (text) p.write(text, 9, { indent: INDENT });
  }
}

/**
 * Writes a pet's record as a PDF to `out` (an HTTP response): the pet's profile, what is due soon, the
 * history, each tracker's latest reading with its readings and a small chart, and the documents with their
 * dates and files, then the transcripts of its appointments' message threads. Text is set in embedded DejaVu Sans (record-pdf-fonts.ts), so accents print as typed and
 * what no font has (emoji) is left out rather than printed as garbage. pdfkit streams page by page; nothing
 * is written to disk.
 */
export function writeRecordPdf(out: Writable, { pet, records, due, today, transcripts = [] }: RecordPdfInput): void {
  const fonts = recordPdfFonts();
  const name = fonts.drawable(pet.name);
  const doc = new PDFDocument({
    size: 'A4', margin: 48, info: { Title: name ? `Health record of ${name}` : 'Health record', Creator: 'Petcare' },
  });
  doc.pipe(out);
  const p = pen(doc);
  p.write(name ? `Health record of ${name}` : 'Health record', 20, { color: BRAND, bold: true });
  p.write(`Exported ${formatDay(today)}`, 10, { color: MUTED });
  p.gap(6);
  p.write([pet.typeName, pet.breed].filter(Boolean).join(', ') || 'Pet', 11);
  if (pet.notes) p.write(pet.notes, 10, { color: MUTED });

  if (due.length > 0) {
    heading(p, 'Due soon');
    for (const d of due) p.write(`${d.name}: ${d.overdue ? 'overdue since' : 'due'} ${formatDay(d.nextDueDate)}`, 10);
  }

  heading(p, CATEGORY_LABEL.history);
  const history = records.filter((r) => r.category === 'history');
  if (history.length === 0) p.write('No Records Found', 10);
  for (const def of subcategoriesOf('history')) {
    const entries = history.filter((r) => r.subcategory === def.key);
    if (entries.length === 0) continue;
    p.gap(4);
    p.keep(p.height(def.label, 12, { bold: true }) + 30);
    p.write(def.label, 12, { bold: true });
    for (const r of entries) historyEntry(p, r);
  }

  heading(p, CATEGORY_LABEL.trackers);
  const trackers = records.filter((r) => r.category === 'trackers');
  if (trackers.length === 0) p.write('No Records Found', 10);
  for (const def of subcategoriesOf('trackers')) {
    const entries = trackers.filter((r) => r.subcategory === def.key && typeof r.details.date === 'string');
    if (entries.length > 0) trackerBlock(doc, p, def.label, entries, def.key);
  }

  heading(p, CATEGORY_LABEL.documents);
  const documents = records.filter((r) => r.category === 'documents');
  if (documents.length === 0) p.write('No Records Found', 10);
  for (const r of documents) documentEntry(p, r);

  if (transcripts.length > 0) {
    heading(p, 'Messages');
    for (const t of transcripts) transcriptBlock(p, t);
  }
  doc.end();
}
