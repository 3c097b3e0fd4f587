import type { Conn } from '../../db/knex.ts';
import type { ExportKind, ExportStatus } from '../../../contracts/data-exports.ts';

/** Whose export: an owner (owner_exports, by user_id) or a clinic (clinic_exports, by vendor_id). */
export interface ExportSubject {
  kind: ExportKind;
  id: number;
}

export interface ExportRow {
  subject_id: number;
  id: number;
  requested_by: number;
  status: ExportStatus;
  file_key: string | null;
  size_bytes: number | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  /** When the "ready" mail went out (null: not yet; the job's next attempt sends it). */
  mailed_at: Date | null;
}

const TABLES = { owner: { table: 'owner_exports', key: 'user_id' }, clinic: { table: 'clinic_exports', key: 'vendor_id' } } as const;

const columns = (kind: ExportKind) =>
  [`${TABLES[kind].key} as subject_id`, 'id', 'requested_by', 'status', 'file_key', 'size_bytes', 'created_at', 'ready_at', 'expires_at', 'mailed_at'];

const asRow = (r: Record<string, unknown>): ExportRow => ({
  ...(r as unknown as ExportRow), subject_id: Number(r.subject_id), id: Number(r.id), requested_by: Number(r.requested_by),
  size_bytes: r.size_bytes === null ? null : Number(r.size_bytes),
});

const of = (db: Conn, s: ExportSubject) => db(TABLES[s.kind].table).where(TABLES[s.kind].key, s.id);

export async function insertExport(db: Conn, s: ExportSubject, requestedBy: number, now: Date): Promise<number> {
  const [row] = await db(TABLES[s.kind].table).insert({ [TABLES[s.kind].key]: s.id, requested_by: requestedBy, created_at: now }).returning('id');
  return Number(row.id);
}

/** The subject's exports, newest first. */
export async function exportsOf(db: Conn, s: ExportSubject, limit: number): Promise<ExportRow[]> {
  return (await of(db, s).select(columns(s.kind)).orderBy('id', 'desc').limit(limit)).map(asRow);
}

export async function exportById(db: Conn, s: ExportSubject, id: number): Promise<ExportRow | undefined> {
  const row = await of(db, s).select(columns(s.kind)).where({ id }).first();
  return row ? asRow(row) : undefined;
}

/** How many exports the subject asked for since `since` that did not fail (the once-a-day rule). */
export async function exportsAskedSince(db: Conn, s: ExportSubject, since: Date): Promise<number> {
  const [row] = await of(db, s).whereNot({ status: 'failed' }).where('created_at', '>', since).count<{ count: string }[]>('* as count');
  return Number(row.count);
}

/** Locks a queued export for its build; undefined when it is no longer queued (built already, or removed). */
export async function queuedExportForUpdate(db: Conn, s: ExportSubject, id: number): Promise<ExportRow | undefined> {
  const row = await of(db, s).select(columns(s.kind)).where({ id, status: 'queued' }).forUpdate().first();
  return row ? asRow(row) : undefined;
}

export async function markExportReady(db: Conn, s: ExportSubject, id: number, v: { key: string; size: number; now: Date; expiresAt: Date }): Promise<void> {
  await of(db, s).where({ id }).update({ status: 'ready', file_key: v.key, size_bytes: v.size, ready_at: v.now, expires_at: v.expiresAt });
}

/** Records that the export's "ready" mail went out; true when this call did (so it is sent once). */
export async function markExportMailed(db: Conn, s: ExportSubject, id: number, now: Date): Promise<boolean> {
  return Number(await of(db, s).where({ id, status: 'ready' }).whereNull('mailed_at').update({ mailed_at: now })) > 0;
}

/** Undoes `markExportMailed` when the mail could not be sent (the next attempt sends it). */
export async function unmarkExportMailed(db: Conn, s: ExportSubject, id: number): Promise<void> {
  await of(db, s).where({ id }).update({ mailed_at: null });
}

/** Marks a queued export failed; true when this call did (so the person is told once). */
export async function markExportFailed(db: Conn, s: ExportSubject, id: number): Promise<boolean> {
  return Number(await of(db, s).where({ id, status: 'queued' }).update({ status: 'failed' })) > 0;
}

/** Exports still queued that were asked for before `before`: their build died without a word (the sweep fails them). */
export async function staleQueuedExports(db: Conn, kind: ExportKind, before: Date, limit: number): Promise<ExportRow[]> {
  const rows = await db(TABLES[kind].table).select(columns(kind)).where({ status: 'queued' }).where('created_at', '<', before).orderBy('created_at').limit(limit);
  return rows.map(asRow);
}

/** Ready exports whose link has expired, with their stored file (the sweep removes both). */
export async function expiredExports(db: Conn, kind: ExportKind, now: Date, limit: number): Promise<Array<{ subject: ExportSubject; id: number; key: string | null }>> {
  const rows = await db(TABLES[kind].table).select(columns(kind)).where({ status: 'ready' }).where('expires_at', '<=', now).orderBy('expires_at').limit(limit);
  return rows.map(asRow).map((r) => ({ subject: { kind, id: r.subject_id }, id: r.id, key: r.file_key }));
}

export async function markExportExpired(db: Conn, s: ExportSubject, id: number): Promise<void> {
  await of(db, s).where({ id }).update({ status: 'expired', file_key: null });
}

/** Every stored export file of the subject, and the rows gone (an erased account or clinic keeps none). */
export async function deleteExportsOf(db: Conn, s: ExportSubject): Promise<string[]> {
  const rows = await of(db, s).select('file_key').whereNotNull('file_key');
  await of(db, s).delete();
  return rows.map((r) => String(r.file_key));
}
