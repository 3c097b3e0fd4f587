import PDFDocument from 'pdfkit';
import { recordPdfFonts } from '../health-records/record-pdf-fonts.ts';

/** The facts a signed release prints, as the request stored them. */
export interface SignedRelease {
  requestId: number;
  ownerName: string;
  ownerEmail: string;
  petName: string;
  signerName: string;
  signedAt: Date;
  signerIp: string | null;
  releaseText: string;
  clinics: ReadonlyArray<{ clinicName: string; email: string; phone: string }>;
}

/** 2026-11-29 14:03 UTC: the signature's time as the PDF states it (in UTC, said so). */
function utc(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The signed release authorisation as a PDF (the bytes, for an email attachment or a download): the text the
 * owner ticked, word for word as stored, the practices it names, and the signature's name, time and address.
 * Set in the record export's embedded fonts, so any name prints as typed.
 */
export function releasePdf(release: SignedRelease): Promise<Buffer> {
  const fonts = recordPdfFonts();
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Release authorisation ${release.requestId}`, Author: 'Petcare' } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (text: string, size = 11, weight: 'regular' | 'bold' = 'regular') => doc.font(weight).fontSize(size).text(fonts.drawable(text));
  line('Release authorisation for medical records', 18, 'bold');
  doc.moveDown(0.5);
  line(`Request ${release.requestId}. Owner: ${release.ownerName} (${release.ownerEmail}). Pet: ${release.petName}.`);
  doc.moveDown();
  line(release.releaseText, 12);
  doc.moveDown();
  line('Veterinary practices named in this request', 13, 'bold');
  for (const c of release.clinics) line(`${c.clinicName}, ${c.email}, ${c.phone}`);
  doc.moveDown();
  line('Signed', 13, 'bold');
  line(`Typed name: ${release.signerName}`);
  line(`Signed at: ${utc(release.signedAt)}`);
  line(`From address: ${release.signerIp ?? 'not recorded'}`);
  line('Signed electronically on Petcare by typing the name above and ticking the box beside this text.');
  doc.end();
  return done;
}
