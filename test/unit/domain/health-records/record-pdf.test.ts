import { expect } from 'chai';
import { PassThrough } from 'node:stream';
import { writeRecordPdf, type RecordPdfInput } from '../../../../server/domain/health-records/record-pdf.ts';
import { drawableText } from '../../../../server/domain/health-records/record-pdf-fonts.ts';
import { subcategoryOf, type HealthRecord, type RecordCategory } from '../../../../contracts/health-records.ts';
import { pdfPages } from '../../../setup/pdf-text.ts';

let nextId = 0;
function record(category: RecordCategory, subcategory: string, details: HealthRecord['details']): HealthRecord {
  const id = ++nextId;
  return {
    id, petId: 1, category, subcategory, label: subcategoryOf(category, subcategory)!.label, details, files: [],
    author: { kind: 'owner', name: '', clinic: null }, editable: true, flags: [], bookingId: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(), updatedAt: '',
  };
}

const PET: RecordPdfInput['pet'] = { id: 1, userId: 1, name: 'Zoë 🐶', type: 1, typeName: 'Dog', breed: 'Bichon Frisé', notes: 'Allergique aux œufs 🥚', sharedBy: null, sharedLevel: null };

/** The PDF of `records`, page by page as a reader extracts the text. */
async function pages(records: HealthRecord[], transcripts: RecordPdfInput['transcripts'] = [], locale: RecordPdfInput['locale'] = null): Promise<string[]> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  writeRecordPdf(out, { pet: PET, records, due: [], today: '2026-03-01', transcripts, locale });
  await done;
  return pdfPages(new Uint8Array(Buffer.concat(chunks)));
}

const temperatures = () => [['2025-01-01', 100.9], ['2025-01-03', 101.4], ['2025-12-01', 100.2]]
  .map(([date, fahrenheit]) => record('trackers', 'temperature', { date, fahrenheit }));

describe('the record PDF', function () {
  this.timeout(60_000);

  it('leaves out what the fonts cannot draw, emoji sequences whole, and closes the gaps they leave', () => {
    const latinOnly = (codePoint: number) => codePoint < 0x2000;
    expect(drawableText('Zoë 🐶 and Rex', latinOnly)).to.equal('Zoë and Rex');
    expect(drawableText('👩🏽\u200d⚕️ Dr. Lee 👍🏽', latinOnly)).to.equal('Dr. Lee');
    // An accent typed as its own mark meets its letter.
    expect(drawableText('Chloe\u0301', latinOnly)).to.equal('Chloé');
    expect(drawableText('line one \u0007\nline two', latinOnly)).to.equal('line one\nline two');
    expect(drawableText('🐾', latinOnly)).to.equal('');
  });

  it('prints accents and other Latin letters as typed, and leaves out what no font has', async () => {
    const text = (await pages([
      record('history', 'conditions', { name: 'Otite — oreille gauche 🐾', date: '2025-02-10', comment: 'Très bien, ça va ✅ 日本' }),
      record('history', 'allergies', { name: 'Łódź pollen, Şişli dust', date: '2025-03-01' }),
    ])).join(' ');
    expect(text).to.contain('Health record of Zoë').and.contain('Bichon Frisé').and.contain('Allergique aux œufs');
    expect(text).to.contain('Otite — oreille gauche').and.contain('Comment: Très bien, ça va').and.contain('Łódź pollen, Şişli dust');
    expect(text).to.not.match(/[\u{1f300}-\u{1faff}\u2705\u65e5\ufffd]|Ø=/u);
  });

  it('names each tracker once beside its latest reading, units kept', async () => {
    const text = (await pages([
      ...temperatures(),
      record('trackers', 'weight', { date: '2025-02-01', lbs: 51, oz: 8 }),
      record('trackers', 'blood_pressure', { date: '2025-02-01', systolic: 125, diastolic: 85 }),
    ])).join(' ');
    expect(text).to.contain('Temperature: 100.2 °F (Dec 1, 2025; 3 readings)').and.not.contain('Temperature: Temperature');
    expect(text).to.contain('Weight: 51 lbs 8 oz (Feb 1, 2025; 1 reading)');
    expect(text).to.contain('Blood pressure: Systolic 125 mmHg, Diastolic 85 mmHg');
  });

  it('keeps a tracker, its readings and its chart on one page wherever the page ends', async () => {
    // History entries push the tracker down a little further each time, so one of these ends a page in its middle.
    for (let entries = 10; entries <= 40; entries += 3) {
      const history = Array.from({ length: entries }, (_, i) => record('history', 'conditions', { name: `Condition ${i}`, date: '2025-02-10', comment: 'Seen' }));
      const text = await pages([...history, ...temperatures()]);
      const page = text.find((p) => p.includes('Temperature (°F)'));
      expect(page, `${entries} entries`).to.not.equal(undefined);
      expect(page, `${entries} entries`).to.contain('(Dec 1, 2025; 3 readings)').and.contain('Readings: Jan 1, 2025: 100.9 °F');
    }
  });

  it('ends with the transcripts of the pet\'s appointment threads: clinic and day, each message with its sender, time and attachments', async () => {
    const text = (await pages([], [{
      bookingId: 7, vendorId: 3, slot: new Date('2026-02-10T15:00:00Z'), clinic: 'Happy Paws Clinic',
      messages: [
        { at: new Date('2026-02-10T15:02:00Z'), senderKind: 'user', sender: 'Zoë Owner', body: 'She limps on the left paw', files: ['paw.jpg'], kind: 'text' },
        { at: new Date('2026-02-10T15:05:00Z'), senderKind: 'vendor', sender: 'Vera Vet', body: 'Rest for two days 🐾', files: [], kind: 'text' },
      ],
    }])).join(' ');
    expect(text).to.contain('Messages').and.contain('Happy Paws Clinic, appointment of Feb 10, 2026 15:00 UTC');
    expect(text).to.contain('Zoë Owner, Feb 10, 2026 15:02 UTC').and.contain('She limps on the left paw').and.contain('Attached: paw.jpg');
    expect(text).to.contain('Vera Vet, Feb 10, 2026 15:05 UTC').and.contain('Rest for two days');
  });

  describe('the lines a thread stores when a call starts or the consultation closes', () => {
    const at = new Date('2026-02-10T15:10:00Z');
    const vet = { at, senderKind: 'vendor' as const, sender: 'Vera Vet', files: [] };
    const thread = (messages: NonNullable<RecordPdfInput['transcripts']>[number]['messages']) =>
      [{ bookingId: 7, vendorId: 3, slot: new Date('2026-02-10T15:00:00Z'), clinic: 'Happy Paws Clinic', messages }];
    const stored = [
      { ...vet, kind: 'video_call' as const, body: 'Vera Vet started a video call. Join the video consultation: https://petcare.test/room/7' },
      { ...vet, kind: 'phone_call' as const, body: 'Vera Vet is calling you now at +1 555 0100.' },
      { ...vet, kind: 'closed' as const, body: "Vera Vet closed the consultation. The summary is filed in Zoë's health record." },
      // Someone may write the same words: what people write is printed as written.
      { ...vet, kind: 'text' as const, body: 'Vera Vet is calling you now at the clinic.' },
    ];

    it('says them in the PDF\'s language, their vet, address, phone and pet carried over', async () => {
      const text = (await pages([], thread(stored), 'es')).join(' ');
      expect(text).to.contain('Vera Vet inició una videollamada. Únete a la consulta por video: https://petcare.test/room/7')
        .and.contain('Vera Vet te está llamando ahora al +1 555 0100.')
        .and.contain('Vera Vet cerró la consulta. El resumen está archivado en el expediente de salud de Zoë.')
        .and.contain('Vera Vet is calling you now at the clinic.');
      expect(text).to.not.contain('started a video call').and.not.contain('closed the consultation').and.not.contain('at +1 555 0100');
    });

    it('prints them as stored in English', async () => {
      const text = (await pages([], thread(stored))).join(' ');
      for (const m of stored) expect(text).to.contain(m.body);
    });
  });

  it('prints no Messages section when the pet has no thread', async () => {
    expect((await pages([])).join(' ')).to.not.contain('Messages');
  });
});
