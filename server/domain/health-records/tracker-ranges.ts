import type { RecordDetails } from '../../../contracts/health-record-input.ts';

/**
 * Usual resting ranges of a tracker reading by pet type (codes of contracts/reference.ts PET_TYPES), from
 * common veterinary reference tables. A reading outside its range is flagged for a second look, never
 * refused: an odd value is often real (a sick pet) or a unit slip worth catching. A type without a row,
 * or a metric without a range (reptiles have no fixed body temperature), is never flagged.
 * Pure: tested in test/unit/domain/health-records/tracker-ranges.test.ts.
 */
type Metric = 'weight' | 'fahrenheit' | 'bpm' | 'systolic' | 'diastolic';
type Range = readonly [number, number];

const DOG: Partial<Record<Metric, Range>> = { weight: [1, 250], fahrenheit: [99.5, 102.5], bpm: [60, 160], systolic: [90, 160], diastolic: [50, 100] };
const CAT: Partial<Record<Metric, Range>> = { weight: [2, 25], fahrenheit: [100, 102.5], bpm: [140, 220], systolic: [100, 160], diastolic: [60, 100] };
const BIRD: Partial<Record<Metric, Range>> = { weight: [0.01, 4], fahrenheit: [104, 112], bpm: [120, 600] };
const REPTILE: Partial<Record<Metric, Range>> = { weight: [0.01, 400], bpm: [10, 120] };

const RANGES: Readonly<Record<number, Partial<Record<Metric, Range>>>> = {
  1: DOG,
  2: CAT,
  3: { weight: [1, 20], fahrenheit: [101, 103], bpm: [130, 325] },
  4: { weight: [1.5, 3], fahrenheit: [99, 103.1], bpm: [230, 380] },
  5: { weight: [0.05, 0.4], fahrenheit: [98, 101], bpm: [250, 500] },
  6: { weight: [1, 5.5], fahrenheit: [100, 104], bpm: [180, 250] },
  10: { weight: [0.8, 1.8], fahrenheit: [98.6, 102.2], bpm: [100, 150] },
  20: BIRD, 21: BIRD, 22: BIRD, 23: BIRD, 24: BIRD, 25: BIRD, 26: BIRD, 27: BIRD,
  40: REPTILE, 41: REPTILE, 42: REPTILE, 43: REPTILE, 44: REPTILE, 45: REPTILE,
  60: { weight: [400, 2200], fahrenheit: [99, 101.5], bpm: [28, 44] },
};

const METRIC_LABEL: Record<Metric, { label: string; unit: string }> = {
  weight: { label: 'Weight', unit: 'lbs' },
  fahrenheit: { label: 'Temperature', unit: '°F' },
  bpm: { label: 'Pulse', unit: 'bpm' },
  systolic: { label: 'Systolic pressure', unit: 'mmHg' },
  diastolic: { label: 'Diastolic pressure', unit: 'mmHg' },
};

/** A weight entry in pounds (pounds plus ounces), or null without pounds. */
export function weightInPounds(details: RecordDetails): number | null {
  if (typeof details.lbs !== 'number') return null;
  return details.lbs + (typeof details.oz === 'number' ? details.oz / 16 : 0);
}

/** The readings of a tracker entry that can be checked, by metric. */
function readings(subcategory: string, details: RecordDetails): Array<[Metric, number]> {
  const pick = (metric: Metric, v: unknown): Array<[Metric, number]> => (typeof v === 'number' ? [[metric, v]] : []);
  switch (subcategory) {
    case 'weight': {
      const lbs = weightInPounds(details);
      return lbs === null ? [] : [['weight', lbs]];
    }
    case 'temperature': return pick('fahrenheit', details.fahrenheit);
    case 'pulse': return pick('bpm', details.bpm);
    case 'blood_pressure': return [...pick('systolic', details.systolic), ...pick('diastolic', details.diastolic)];
    default: return [];
  }
}

const round = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The flags of one tracker entry for a pet of `petType` named `typeName`:
 * 'Temperature 106 °F is outside the usual range for a Dog (99.5-102.5 °F)'.
 */
export function trackerFlags(subcategory: string, details: RecordDetails, petType: number, typeName: string): string[] {
  const ranges = RANGES[petType];
  if (!ranges) return [];
  const flags: string[] = [];
  for (const [metric, value] of readings(subcategory, details)) {
    const range = ranges[metric];
    if (!range || (value >= range[0] && value <= range[1])) continue;
    const { label, unit } = METRIC_LABEL[metric];
    flags.push(`${label} ${round(value)} ${unit} is outside the usual range for a ${typeName} (${range[0]}-${range[1]} ${unit})`);
  }
  return flags;
}
