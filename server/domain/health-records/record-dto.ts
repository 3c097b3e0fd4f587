import { DUE_SOON_DAYS, isCategory, subcategoryOf, type DueItem, type HealthRecord, type RecordFile } from '../../../contracts/health-records.ts';
import type { RecordDetails } from '../../../contracts/health-record-input.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { displayName } from '../files/file-confirmation.ts';
import type { HealthRecordRow, RecordFileRow } from './health-records.queries.ts';
import { trackerFlags } from './tracker-ranges.ts';

/** Our own address of a record's file: it answers, to those who may see the record, with a short-lived signed link. */
export function recordFileUrl(fileId: number): string {
  return `/api/health-records/files/${fileId}`;
}

/** Stored details as the DTO carries them: strings and finite numbers only. */
function cleanDetails(raw: unknown): RecordDetails {
  const out: RecordDetails = {};
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) out[k] = v;
    }
  }
  return out;
}

/** Where a record's file opens for a reader: our own address for it (null: listed by name only). */
export type RecordFileUrl = ((fileId: number) => string) | null;

/**
 * A row as the record DTO. `viewer` null is the share page (nobody may edit), whose files open through
 * `fileUrl`, the link bound to its token. A clinic's note is signed with the vet's name as written at the
 * time (details.vetName), else the login's.
 */
export function toHealthRecord(
  row: HealthRecordRow, files: readonly RecordFileRow[], viewer: Viewer | null, fileUrl: RecordFileUrl = viewer ? recordFileUrl : null,
): HealthRecord {
  const details = cleanDetails(row.details);
  const category = isCategory(row.category) ? row.category : 'history';
  const byClinic = row.vendor_id !== null;
  const vet = typeof details.vetName === 'string' ? details.vetName : [row.vet_first_name, row.vet_last_name].filter(Boolean).join(' ');
  const fileDtos: RecordFile[] = files.map((f) => ({
    id: Number(f.id), name: displayName(f), contentType: f.content_type, size: f.size_bytes === null ? null : Number(f.size_bytes),
    url: fileUrl ? fileUrl(Number(f.id)) : null,
  }));
  return {
    id: Number(row.id),
    petId: Number(row.pet_id),
    category,
    subcategory: row.subcategory,
    label: subcategoryOf(category, row.subcategory)?.label ?? row.subcategory,
    details,
    files: fileDtos,
    author: byClinic ? { kind: 'clinic', name: vet, clinic: row.clinic_name } : { kind: 'owner', name: '', clinic: null },
    editable: viewer?.kind === 'user' && Number(row.user_id) === viewer.id && !byClinic,
    flags: category === 'trackers' ? trackerFlags(row.subcategory, details, Number(row.pet_type), row.pet_type_name ?? 'pet') : [],
    bookingId: row.booking_id === null ? null : Number(row.booking_id),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const DAY_MS = 86_400_000;

/**
 * Immunizations and medications whose next due date is on or before `today` + `days` (overdue ones
 * included), soonest first. `today` is a 'YYYY-MM-DD' day in the viewer's sense of today; an inactive
 * medication is not due.
 */
export function dueSoon(records: readonly HealthRecord[], today: string, days = DUE_SOON_DAYS): DueItem[] {
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  const items: DueItem[] = [];
  for (const r of records) {
    if (r.category !== 'history' || (r.subcategory !== 'immunizations' && r.subcategory !== 'medications')) continue;
    const due = r.details.nextDueDate;
    if (typeof due !== 'string' || due > limit) continue;
    if (r.subcategory === 'medications' && r.details.status === 'Inactive') continue;
    items.push({
      recordId: r.id, petId: r.petId, subcategory: r.subcategory, name: String(r.details.name ?? r.label), nextDueDate: due, overdue: due < today,
    });
  }
  return items.sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate) || a.recordId - b.recordId);
}
