import { subcategoryOf, type HealthRecord, type RecordField } from './health-records.ts';

/**
 * How a record reads, written once for the page, the share page and the PDF: each filled field as a
 * label and a value with its unit, and the tracker series drawn as charts.
 */

export interface RecordLine {
  name: string;
  label: string;
  value: string;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 4, 2026' for '2026-03-04' (a calendar day, so read in UTC). */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : LONG_DATE.format(d);
}

function formatValue(field: RecordField, value: string | number): string {
  if (field.kind === 'date' && typeof value === 'string') return formatDay(value);
  if (field.kind === 'number') return field.unit ? `${value} ${field.unit}` : String(value);
  return String(value);
}

/** The record's filled fields in the form's order (all but `skip`), each with its label and unit. */
export function recordLines(record: Pick<HealthRecord, 'category' | 'subcategory' | 'details'>, skip: readonly string[] = []): RecordLine[] {
  const def = subcategoryOf(record.category, record.subcategory);
  if (!def) return [];
  return def.fields.filter((f) => !skip.includes(f.name) && record.details[f.name] !== undefined && record.details[f.name] !== '')
    .map((f) => ({ name: f.name, label: f.label, value: formatValue(f, record.details[f.name]) }));
}

/**
 * A tracker reading as one phrase, for a line that already names the tracker: '100.9 °F', '51 lbs 8 oz',
 * 'Systolic 120 mmHg, Diastolic 80 mmHg'. Each value keeps its unit; labels are left out when every unit
 * of the tracker is its own (the unit says which value it is), else every value is labelled.
 */
export function readingText(record: Pick<HealthRecord, 'category' | 'subcategory' | 'details'>): string {
  const def = subcategoryOf(record.category, record.subcategory);
  if (!def) return '';
  const numbers = def.fields.filter((f) => f.kind === 'number');
  const sharesUnit = (f: RecordField) => !f.unit || numbers.some((g) => g !== f && g.unit === f.unit);
  const labelled = numbers.some(sharesUnit);
  const parts = numbers.filter((f) => typeof record.details[f.name] === 'number')
    .map((f) => `${labelled ? `${f.label} ` : ''}${formatValue(f, record.details[f.name])}`);
  return parts.join(labelled ? ', ' : ' ');
}

/** A record's title: its name field, else its subcategory's label. */
export function recordTitle(record: Pick<HealthRecord, 'label' | 'details'>): string {
  return typeof record.details.name === 'string' && record.details.name ? record.details.name : record.label;
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
