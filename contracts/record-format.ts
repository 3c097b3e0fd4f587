import { fieldLabelId, subcategoryLabelId, subcategoryOf, type HealthRecord, type RecordField } from './health-records.ts';
import { PET_TYPES } from './reference.ts';
import { formatDay } from './day-format.ts';

/**
 * How a record reads, written once for the page, the share page and the PDF: each filled field as a
 * label and a value with its unit, and the tracker series drawn as charts.
 */

export interface RecordLine {
  name: string;
  label: string;
  value: string;
}

/**
 * The language a record is written in: the Intl locale of its dates and numbers, and its words by catalogue id
 * (contracts/messages/en-health-records.ts). `ENGLISH_RECORDS` says the forms' own English, for a caller with no
 * catalogue at hand; a page, an island or the PDF passes `recordSayOf(intl)`.
 */
export interface RecordSay {
  locale: string;
  /** The message of `id` (with its `values`), or `english` where there is no catalogue. */
  word(id: string, english: string, values?: Readonly<Record<string, string>>): string;
}

export const ENGLISH_RECORDS: RecordSay = { locale: 'en-US', word: (_id, english) => english };

/** A RecordSay from react-intl's or @formatjs/intl's `IntlShape`. */
export function recordSayOf(intl: { locale: string; formatMessage(descriptor: { id: never }, values?: Record<string, string>): string }): RecordSay {
  return { locale: intl.locale, word: (id, _english, values) => intl.formatMessage({ id: id as never }, values) };
}

const NUMBERS = new Map<string, Intl.NumberFormat>();

export { formatDay } from './day-format.ts';

/** A reading as typed ('100.9', '3000'): no grouping, every decimal kept, the locale's decimal sign. */
export function formatReading(value: number, locale = 'en-US'): string {
  let format = NUMBERS.get(locale);
  if (!format) NUMBERS.set(locale, format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }));
  return format.format(value);
}

function formatValue(field: RecordField, value: string | number, say: RecordSay): string {
  if (field.kind === 'date' && typeof value === 'string') return formatDay(value, say.locale);
  if (field.kind === 'number') {
    const figure = typeof value === 'number' ? formatReading(value, say.locale) : String(value);
    return field.unit ? `${figure} ${field.unit}` : figure;
  }
  if (field.kind === 'yesno' && (value === 'Yes' || value === 'No')) return say.word(`health.opt.${value}`, value);
  if (field.kind === 'select' && typeof value === 'string') return optionLabel(field, value, say);
  return String(value);
}

/** A select field's option (stored as its English value, 'Vet exam') in the reader's language; another value as it is. */
export function optionLabel(field: RecordField, value: string, say: RecordSay = ENGLISH_RECORDS): string {
  return field.options?.includes(value) ? say.word(`health.opt.${value}`, value) : value;
}

/** The one sentence server/domain/health-records/tracker-ranges.ts writes for a reading outside its range. */
const FLAG = /^(.+) (\d+(?:\.\d+)?) (\S+) is outside the usual range for a (.+) \((\d+(?:\.\d+)?)-(\d+(?:\.\d+)?) \3\)$/;
const METRICS = ['Weight', 'Temperature', 'Pulse', 'Systolic pressure', 'Diastolic pressure'];

/**
 * A tracker reading's range flag ('Temperature 106 °F is outside the usual range for a Dog (99.5-102.5 °F)') in the
 * reader's language: the metric, the pet type (dash.petType.<code>) and the figures said anew; a flag of another
 * shape as it came. English reads exactly as written.
 */
export function flagText(flag: string, say: RecordSay = ENGLISH_RECORDS): string {
  const m = FLAG.exec(flag);
  if (!m || say === ENGLISH_RECORDS || !METRICS.includes(m[1])) return flag;
  const [, metric, value, unit, type, low, high] = m;
  const code = PET_TYPES.find((p) => p.name === type)?.code;
  const figure = (n: string) => formatReading(Number(n), say.locale);
  return say.word('health.flag.outside', flag, {
    metric: say.word(`health.flag.metric.${metric}`, metric), value: figure(value), unit,
    type: code === undefined ? type : say.word(`dash.petType.${code}`, type), low: figure(low), high: figure(high),
  });
}

/** A field's label in the reader's language. */
export function fieldLabel(subcategory: string, field: RecordField, say: RecordSay = ENGLISH_RECORDS): string {
  return say.word(fieldLabelId(subcategory, field.name), field.label);
}

/** A subcategory's label ('Immunizations') in the reader's language; an unknown key as it is. */
export function subcategoryLabel(category: string, subcategory: string, say: RecordSay = ENGLISH_RECORDS): string {
  const def = subcategoryOf(category, subcategory);
  return def ? say.word(subcategoryLabelId(def.key), def.label) : subcategory;
}

/** The record's filled fields in the form's order (all but `skip`), each with its label and unit. */
export function recordLines(record: Pick<HealthRecord, 'category' | 'subcategory' | 'details'>, skip: readonly string[] = [], say: RecordSay = ENGLISH_RECORDS): RecordLine[] {
  const def = subcategoryOf(record.category, record.subcategory);
  if (!def) return [];
  return def.fields.filter((f) => !skip.includes(f.name) && record.details[f.name] !== undefined && record.details[f.name] !== '')
    .map((f) => ({ name: f.name, label: fieldLabel(def.key, f, say), value: formatValue(f, record.details[f.name], say) }));
}

/**
 * A tracker reading as one phrase, for a line that already names the tracker: '100.9 °F', '51 lbs 8 oz',
 * 'Systolic 120 mmHg, Diastolic 80 mmHg'. Each value keeps its unit; labels are left out when every unit
 * of the tracker is its own (the unit says which value it is), else every value is labelled.
 */
export function readingText(record: Pick<HealthRecord, 'category' | 'subcategory' | 'details'>, say: RecordSay = ENGLISH_RECORDS): string {
  const def = subcategoryOf(record.category, record.subcategory);
  if (!def) return '';
  const numbers = def.fields.filter((f) => f.kind === 'number');
  const sharesUnit = (f: RecordField) => !f.unit || numbers.some((g) => g !== f && g.unit === f.unit);
  const labelled = numbers.some(sharesUnit);
  const parts = numbers.filter((f) => typeof record.details[f.name] === 'number')
    .map((f) => `${labelled ? `${fieldLabel(def.key, f, say)} ` : ''}${formatValue(f, record.details[f.name], say)}`);
  return parts.join(labelled ? ', ' : ' ');
}

/** A record's title: its name field, else its subcategory's label. */
export function recordTitle(record: Pick<HealthRecord, 'label' | 'details'> & Partial<Pick<HealthRecord, 'category' | 'subcategory'>>, say: RecordSay = ENGLISH_RECORDS): string {
  if (typeof record.details.name === 'string' && record.details.name) return record.details.name;
  return record.category && record.subcategory && say !== ENGLISH_RECORDS ? subcategoryLabel(record.category, record.subcategory, say) : record.label;
}

/** The charts of trackers over time: which subcategory, what each line is, and its unit. */
export const TRACKER_CHARTS = [
  { subcategory: 'weight', title: 'Weight', unit: 'lbs', series: [{ key: 'lbs', label: 'Weight' }] },
  { subcategory: 'temperature', title: 'Temperature', unit: '°F', series: [{ key: 'fahrenheit', label: 'Temperature' }] },
  { subcategory: 'pulse', title: 'Pulse', unit: 'bpm', series: [{ key: 'bpm', label: 'Pulse' }] },
  {
    subcategory: 'blood_pressure', title: 'Blood pressure', unit: 'mmHg',
    series: [{ key: 'systolic', label: 'Systolic' }, { key: 'diastolic', label: 'Diastolic' }],
  },
] as const;

export interface TrackerPoint {
  /** 'YYYY-MM-DD', the day measured. */
  date: string;
  /** Value by series key (weight in pounds, ounces included). */
  values: Record<string, number>;
  flagged: boolean;
}

/** One tracker's readings oldest first (by the day measured, then as entered). */
export function trackerPoints(records: readonly HealthRecord[], subcategory: string): TrackerPoint[] {
  return records
    .filter((r) => r.category === 'trackers' && r.subcategory === subcategory && typeof r.details.date === 'string')
    .map((r) => {
      const values: Record<string, number> = {};
      for (const [k, v] of Object.entries(r.details)) if (typeof v === 'number') values[k] = v;
      if (subcategory === 'weight' && values.lbs !== undefined) values.lbs = Math.round((values.lbs + (values.oz ?? 0) / 16) * 100) / 100;
      return { date: String(r.details.date), values, flagged: r.flags.length > 0, id: r.id, created: r.createdAt };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.created.localeCompare(b.created) || a.id - b.id)
    .map(({ date, values, flagged }) => ({ date, values, flagged }));
}
