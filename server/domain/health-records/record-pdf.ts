import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import type { IntlShape } from '@formatjs/intl';
import { categoryLabelId, subcategoriesOf, subcategoryLabelId, type DueItem, type HealthRecord } from '../../../contracts/health-records.ts';
import {
  formatDay, readingText, recordLines, recordSayOf, recordTitle, subcategoryLabel, TRACKER_CHARTS, trackerPoints, type RecordSay,
} from '../../../contracts/record-format.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { SENT_THREAD_LINE_IDS, SENT_THREAD_LINE_PARTS } from '../../../contracts/messages/en-sent-words.ts';
import { sayText } from '../../../contracts/messages/fill.ts';
import { intlFor } from '../../i18n/server-intl.ts';
import type { OwnedPet } from '../pets/readable-pet.ts';
import { drawPdfChart, PDF_CHART_HEIGHT } from './record-pdf-chart.ts';
import { recordPdfFonts } from './record-pdf-fonts.ts';
import type { Transcript, TranscriptMessage } from '../threads/index.ts';

export interface RecordPdfInput {
  pet: OwnedPet;
  records: HealthRecord[];
  due: DueItem[];
  /** 'YYYY-MM-DD', printed as the day the export was made. */
  today: string;
  /** The pet's appointment threads the reader may read (issue 29), printed after the documents. */
  transcripts?: Transcript[];
  /** The reader's language (the one who downloads it); English when null. */
  locale?: Locale | null;
}

/** The PDF's words and formats in its reader's language. */
interface Words {
  say: RecordSay;
  t(id: MessageId, values?: Record<string, string | number>): string;
  day(day: string): string;
  /** A thread's message as the reader reads it: a line the product stored in English said in their language. */
  message(m: TranscriptMessage): string;
}

function wordsFor(intl: IntlShape<string>): Words {
  const say = recordSayOf(intl);
  // The lines a thread stores when a call starts or the consultation closes (contracts/thread-words.ts's
  // THREAD_SYSTEM_LINES, word for word en-sent-words.ts's `sent.thread.`), matched as templates whose parts (the
  // vet, the address, the phone, the pet) carry over, as the Messages tab does; what people write stays as written.
  const lines = intl.locale.startsWith('en') ? {}
    : Object.fromEntries(SENT_THREAD_LINE_IDS.map((id) => [en[id], intl.formatMessage({ id }, SENT_THREAD_LINE_PARTS)]));
  return {
    say, t: (id, values) => intl.formatMessage({ id }, values), day: (d) => formatDay(d, say.locale),
    message: (m) => (m.kind === 'text' ? m.body : sayText(m.body, lines)),
  };
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
function historyEntry(p: Pen, w: Words, r: HealthRecord) {
  const date = typeof r.details.date === 'string' ? `${w.day(r.details.date)}: ` : '';
  const title = `${date}${recordTitle(r, w.say)}`;
  const lines = recordLines(r, ['name', 'date'], w.say).map((l) => `${l.label}: ${l.value}`);
  if (r.author.kind === 'clinic') {
    lines.push(r.author.clinic ? w.t('healthPdf.signedAt', { name: r.author.name, clinic: r.author.clinic }) : w.t('healthPdf.signed', { name: r.author.name }));
  }
  const details = lines.join(' · ');
  p.keep(p.height(title, 10) + (details ? p.height(details, 9, { indent: INDENT }) : 0));
  p.write(title, 10);
  if (details) p.write(details, 9, { color: MUTED, indent: INDENT });
}

/** One tracker: its latest reading, then (for the charted ones) its readings as text and a chart, kept together. */
function trackerBlock(doc: PDFKit.PDFDocument, p: Pen, w: Words, label: string, entries: HealthRecord[], key: string) {
  const points = trackerPoints(entries, key);
  const latest = [...entries].sort((a, b) => String(b.details.date).localeCompare(String(a.details.date)))[0];
  const line = w.t('healthPdf.latest', { label, reading: readingText(latest, w.say), day: w.day(String(latest.details.date)), count: points.length });
  const chart = TRACKER_CHARTS.find((c) => c.subcategory === key);
  const keys = chart ? chart.series.map((s) => s.key) : [];
  // The charted readings as text too: the figures behind the drawing, readable and searchable.
  const readings = chart
    ? w.t('healthPdf.readings', {
      readings: points.slice(-20).map((pt) => `${w.day(pt.date)}: ${keys.map((k) => pt.values[k]).filter((v) => v !== undefined).join('/')} ${chart.unit}`).join('; '),
    })
    : null;
  const drawn = chart && points.length > 1;
  p.keep(p.height(line, 10) + (readings ? p.height(readings, 8, { indent: INDENT }) : 0) + (drawn ? PDF_CHART_HEIGHT + 4 : 0));
  p.write(line, 10);
  if (readings) p.write(readings, 8, { color: MUTED, indent: INDENT });
  if (drawn) {
    p.gap(4);
    drawPdfChart(doc, `${w.say.word(subcategoryLabelId(chart.subcategory), chart.title)} (${chart.unit})`, points, keys, w.say.locale);
  }
}

/** One document: its day, kind and name, then its type, files and comment. */
function documentEntry(p: Pen, w: Words, r: HealthRecord) {
  const date = typeof r.details.date === 'string' ? w.day(r.details.date) : '';
  const title = `${date} · ${subcategoryLabel(r.category, r.subcategory, w.say)}: ${recordTitle(r, w.say)}`;
  const files = r.files.map((f) => f.name).join(', ');
  const extra = [typeof r.details.type === 'string' ? r.details.type : null, files ? w.t('healthPdf.files', { files }) : null,
    typeof r.details.comment === 'string' ? r.details.comment : null].filter(Boolean).join(' · ');
  p.keep(p.height(title, 10) + (extra ? p.height(extra, 9, { indent: INDENT }) : 0));
  p.write(title, 10);
  if (extra) p.write(extra, 9, { color: MUTED, indent: INDENT });
}

/** A message's moment as printed: the day and the UTC time (the PDF names the zone). */
const stamp = (w: Words, at: Date) => `${w.day(at.toISOString().slice(0, 10))} ${at.toISOString().slice(11, 16)} UTC`;

/** One appointment's thread: its clinic and day, then each message with who wrote it and when, and its attachments. */
function transcriptBlock(p: Pen, w: Words, t: Transcript) {
  const title = w.t('healthPdf.appointment', { clinic: t.clinic, when: stamp(w, t.slot) });
  p.gap(4);
  p.keep(p.height(title, 11, { bold: true }) + 30);
  p.write(title, 11, { bold: true });
  for (const m of t.messages) {
    const who = `${m.sender || w.t(m.senderKind === 'user' ? 'healthPdf.owner' : 'healthPdf.clinic')}, ${stamp(w, m.at)}`;
    const text = [w.message(m), m.files.length ? w.t('healthPdf.attached', { files: m.files.join(', ') }) : ''].filter(Boolean).join('\n');
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
export function writeRecordPdf(out: Writable, { pet, records, due, today, transcripts = [], locale = null }: RecordPdfInput): void {
  const w = wordsFor(intlFor(locale));
  const fonts = recordPdfFonts();
  const name = fonts.drawable(pet.name);
  const title = name ? w.t('healthPdf.title', { name }) : w.t('healthPdf.untitled');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Creator: 'Petcare' } });
  doc.pipe(out);
  const p = pen(doc);
  p.write(title, 20, { color: BRAND, bold: true });
  p.write(w.t('healthPdf.exported', { day: w.day(today) }), 10, { color: MUTED });
  p.gap(6);
  p.write([pet.typeName, pet.breed].filter(Boolean).join(', ') || w.t('healthPdf.pet'), 11);
  if (pet.notes) p.write(pet.notes, 10, { color: MUTED });

  if (due.length > 0) {
    heading(p, w.t('health.due.title'));
    for (const d of due) p.write(w.t(d.overdue ? 'healthPdf.overdue' : 'healthPdf.due', { name: d.name, day: w.day(d.nextDueDate) }), 10);
  }

  heading(p, w.t(categoryLabelId('history')));
  const history = records.filter((r) => r.category === 'history');
  if (history.length === 0) p.write(w.t('healthPdf.empty'), 10);
  for (const def of subcategoriesOf('history')) {
    const entries = history.filter((r) => r.subcategory === def.key);
    if (entries.length === 0) continue;
    p.gap(4);
    const label = w.say.word(subcategoryLabelId(def.key), def.label);
    p.keep(p.height(label, 12, { bold: true }) + 30);
    p.write(label, 12, { bold: true });
    for (const r of entries) historyEntry(p, w, r);
  }

  heading(p, w.t(categoryLabelId('trackers')));
  const trackers = records.filter((r) => r.category === 'trackers');
  if (trackers.length === 0) p.write(w.t('healthPdf.empty'), 10);
  for (const def of subcategoriesOf('trackers')) {
    const entries = trackers.filter((r) => r.subcategory === def.key && typeof r.details.date === 'string');
    if (entries.length > 0) trackerBlock(doc, p, w, w.say.word(subcategoryLabelId(def.key), def.label), entries, def.key);
  }

  heading(p, w.t(categoryLabelId('documents')));
  const documents = records.filter((r) => r.category === 'documents');
  if (documents.length === 0) p.write(w.t('healthPdf.empty'), 10);
  for (const r of documents) documentEntry(p, w, r);

  if (transcripts.length > 0) {
    heading(p, w.t('healthPdf.messages'));
    for (const t of transcripts) transcriptBlock(p, w, t);
  }
  doc.end();
}
