import { expect } from 'chai';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { dataWordsEn } from '../../../contracts/messages/en-data-words.ts';
import { IMAGING_TYPES, LAB_TYPES, MEDICATION_STATUSES, NOTE_TYPES, SUBCATEGORIES, VISIT_TYPES } from '../../../contracts/health-records.ts';
import { PET_TYPES, SPECIALIZATIONS } from '../../../contracts/reference.ts';
import { ENGLISH_RECORDS, flagText, optionLabel, recordLines, recordSayOf } from '../../../contracts/record-format.ts';
import { formatDay, zoneName } from '../../../contracts/day-format.ts';
import { trackerFlags } from '../../../server/domain/health-records/tracker-ranges.ts';

const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages }, createIntlCache());
const spanish = recordSayOf(intlOf('es-US', es) as never);
const english = recordSayOf(intlOf('en-US', en) as never);
const catalogue = (messages: Record<string, string>, id: string) => (Object.hasOwn(messages, id) ? messages[id] : undefined);

/** Every option value of the record forms: each select field's, and the lists contracts/health-records.ts exports. */
const OPTION_VALUES = [...new Set([
  ...SUBCATEGORIES.flatMap((s) => s.fields.flatMap((f) => f.options ?? [])),
  ...VISIT_TYPES, ...MEDICATION_STATUSES, ...NOTE_TYPES, ...IMAGING_TYPES, ...LAB_TYPES,
])];

describe('vocabulary stored as data, by value', () => {
  it('has every record option value in both catalogues, its English the stored value itself', () => {
    const missing = OPTION_VALUES.filter((v) => catalogue(en, `health.opt.${v}`) !== v || !catalogue(es, `health.opt.${v}`));
    expect(missing, `options without a label: ${missing.join(', ')}`).to.deep.equal([]);
    expect(OPTION_VALUES.length).to.be.greaterThan(40);
  });

  it('names no option that is not a value of the forms (Yes and No are the yes/no fields)', () => {
    const extra = Object.keys(en).filter((id) => id.startsWith('health.opt.')).map((id) => id.slice('health.opt.'.length))
      .filter((v) => !OPTION_VALUES.includes(v) && v !== 'Yes' && v !== 'No');
    expect(extra).to.deep.equal([]);
  });

  it('has every specialization in both catalogues, its English the stored name', () => {
    const missing = SPECIALIZATIONS.filter((s) => catalogue(en, `specialization.${s.name}`) !== s.name || !catalogue(es, `specialization.${s.name}`));
    expect(missing.map((s) => s.name)).to.deep.equal([]);
    expect(Object.keys(dataWordsEn).filter((id) => id.startsWith('specialization.'))).to.have.length(SPECIALIZATIONS.length);
  });

  it('says a select value in the reader\'s language and keeps what is no option as it is', () => {
    const conditions = SUBCATEGORIES.find((s) => s.key === 'conditions')!;
    const visitType = conditions.fields.find((f) => f.name === 'visitType')!;
    expect(optionLabel(visitType, 'Vet exam', spanish)).to.equal('Examen veterinario');
    expect(optionLabel(visitType, 'Vet exam', english)).to.equal('Vet exam');
    expect(optionLabel(visitType, 'Vet exam')).to.equal('Vet exam');
    expect(optionLabel(visitType, 'Something else', spanish)).to.equal('Something else');
    const record = { category: 'history' as const, subcategory: 'medications', details: { name: 'Rimadyl', date: '2026-03-04', status: 'Active' } };
    expect(recordLines(record, ['name', 'date'], spanish)).to.deep.equal([{ name: 'status', label: 'Estado', value: 'Activo' }]);
    expect(recordLines(record, ['name', 'date'], ENGLISH_RECORDS)).to.deep.equal([{ name: 'status', label: 'Status', value: 'Active' }]);
  });

  it('says every range flag the server writes in Spanish, and English exactly as written', () => {
    const flags = [
      ...trackerFlags('temperature', { fahrenheit: 106 }, 1, 'Dog'),
      ...trackerFlags('blood_pressure', { systolic: 200, diastolic: 20 }, 2, 'Cat'),
      ...trackerFlags('weight', { lbs: 300, oz: 4 }, 1, 'Dog'),
      ...trackerFlags('pulse', { bpm: 20 }, 60, 'Horse'),
    ];
    expect(flags).to.have.length(5);
    for (const flag of flags) {
      expect(flagText(flag, english)).to.equal(flag);
      expect(flagText(flag)).to.equal(flag);
      expect(flagText(flag, spanish)).to.not.equal(flag);
    }
    expect(flagText(flags[0], spanish)).to.equal('Temperatura 106 °F está fuera del rango habitual (Perro: 99.5-102.5 °F)');
    expect(flagText(flags[1], spanish)).to.equal('Presión sistólica 200 mmHg está fuera del rango habitual (Gato: 100-160 mmHg)');
    expect(flagText(flags[3], spanish)).to.equal('Peso 300.25 lbs está fuera del rango habitual (Perro: 1-250 lbs)');
    expect(flagText('Something the server may say one day', spanish)).to.equal('Something the server may say one day');
  });

  it('finds every pet type a flag can name in the Spanish catalogue', () => {
    for (const p of PET_TYPES) expect(catalogue(es, `dash.petType.${p.code}`), p.name).to.be.a('string');
  });

  it('names every specialization by its stored name, in Spanish too', () => {
    expect(es['specialization.Surgery' as keyof typeof es]).to.equal('Cirugía');
    expect(en['specialization.Emergency and Critical Care' as keyof typeof en]).to.equal('Emergency and Critical Care');
  });

  it('writes a day for the locale and a zone by its readable name', () => {
    expect(formatDay('2026-11-28', 'en-US')).to.equal('Nov 28, 2026');
    expect(formatDay('2026-11-28', 'es-US')).to.equal('28 nov 2026');
    expect(formatDay('2026-11-28T23:30:00.000Z', 'en-US')).to.equal('Nov 28, 2026');
    expect(formatDay('not a day', 'en-US')).to.equal('not a day');
    expect(zoneName('America/New_York', 'en-US')).to.equal('Eastern Time');
    expect(zoneName('America/New_York', 'es-US')).to.equal('hora oriental');
    expect(zoneName('Not/A_Zone', 'es-US')).to.equal('Not/A_Zone');
  });
});
