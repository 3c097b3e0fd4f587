import type { HealthRecord } from '../../../contracts/health-records.ts';
import { CATEGORY_LABEL } from '../../../contracts/health-records.ts';
import { formatDay, readingText, recordTitle } from '../../../contracts/record-format.ts';
import type { SharedRecordView } from '../../../contracts/order-words.ts';

/** Who a record names as its vet: the vet field, else the surgeon or clinic, else the clinic that wrote it. */
function vetOf(r: HealthRecord): string | null {
  for (const key of ['vetName', 'surgeon']) {
    const value = r.details[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  if (r.author.kind === 'clinic') return [r.author.name, r.author.clinic].filter(Boolean).join(', ') || null;
  return null;
}

/**
 * The pet's shared records as the clinic's order page lists them (pure): every record the viewer's read gave
 * (the same the record's PDF holds), newest date first, undated ones last; a tracker's title is its reading.
 * Files keep the record's own link, which asks the same access rule again when opened.
 */
export function sharedRecordViews(records: readonly HealthRecord[]): SharedRecordView[] {
  const day = (r: HealthRecord) => (typeof r.details.date === 'string' ? r.details.date : '');
  return [...records].sort((a, b) => day(b).localeCompare(day(a))).map((r) => ({
    id: r.id,
    date: day(r) ? formatDay(day(r)) : null,
    kind: `${CATEGORY_LABEL[r.category]} · ${r.label}`,
    title: r.category === 'trackers' ? readingText(r) || r.label : recordTitle(r),
    vet: vetOf(r),
    files: r.files.filter((f) => f.url).map((f) => ({ id: f.id, name: f.name, url: String(f.url) })),
  }));
}
