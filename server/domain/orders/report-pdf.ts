import PDFDocument from 'pdfkit';
import { REPORT_SECTIONS, type OrderReport } from '../../../contracts/order-words.ts';
import { recordPdfFonts } from '../health-records/record-pdf-fonts.ts';
import { reportText } from './report-html.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';

export interface ReportPdfInput {
  title: string;
  clinicName: string;
  vetName: string;
  petName: string;
  ownerName: string;
  /** 'YYYY-MM-DD', the day it was delivered in the clinic's zone. */
  day: string;
  orderId: number;
  question: string;
  report: OrderReport;
  /** The language of its headings: the owner's it is written for (English by default); the vet's text stays as written. */
  locale?: Locale;
}

const BRAND = '#0f766e';
const MUTED = '#4b5563';

/**
 * The delivered report as a PDF (pdfkit, the fonts of the record export, so accents print as typed): who wrote
 * it for whom, the question asked, then summary, assessment, recommendations and references as text. `title` is
 * the caller's, in the reader's language.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const fonts = recordPdfFonts();
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: input.title, Author: input.clinicName } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, size: number, bold = false, color = 'black') => {
    doc.font(bold ? 'bold' : 'regular').fontSize(size).fillColor(color).text(fonts.drawable(text), { width: doc.page.width - 108 });
  };
  write(input.title, 20, true, BRAND);
  write(`${input.clinicName} · ${input.vetName}`, 11, false, MUTED);
  const locale = input.locale ?? DEFAULT_LOCALE;
  write(translate(locale, 'pdf.report.facts', { order: String(input.orderId), day: input.day, pet: input.petName, owner: input.ownerName }), 11, false, MUTED);
  doc.moveDown();
  if (input.question) {
    write(translate(locale, 'pdf.report.question'), 14, true, BRAND);
    write(input.question, 11);
    doc.moveDown();
  }
  for (const section of REPORT_SECTIONS) {
    const text = reportText(input.report[section.key] ?? '');
    if (!text) continue;
    write(translate(locale, `pdf.report.${section.key}`), 14, true, BRAND);
    write(text, 11);
    doc.moveDown();
  }
  doc.end();
  return done;
}
