import type { Conn } from '../../db/knex.ts';
import type { FileAccess } from '../../adapters/storage.ts';
import type { ServiceType } from './upload-rules.ts';

export type FileOwnerType = 'user' | 'vendor_login';

export interface FileRow {
  id: number;
  key: string;
  access: FileAccess;
  service_type: ServiceType;
  owner_type: FileOwnerType;
  owner_id: number;
  content_type: string;
  status: 'pending' | 'uploaded';
  /** The name the file had on the uploader's device; null on rows signed before names were kept. */
  name: string | null;
}

const COLUMNS = ['id', 'key', 'access', 'service_type', 'owner_type', 'owner_id', 'content_type', 'status', 'name'];

/** Records a signed upload as pending. */
export async function insertFile(db: Conn, row: {
  key: string; access: FileAccess; service_type: ServiceType; owner_type: FileOwnerType; owner_id: number;
  vendor_id: number | null; content_type: string; size_bytes: number | null; name: string;
}): Promise<number> {
  const [inserted] = await db('files').insert({ ...row, status: 'pending' }).returning('id');
  return Number(inserted.id);
}

/** Records a file the server stored itself: uploaded already. */
export async function insertUploadedFile(db: Conn, row: Parameters<typeof insertFile>[1]): Promise<number> {
  const [inserted] = await db('files').insert({ ...row, status: 'uploaded' }).returning('id');
  return Number(inserted.id);
}

/** The files among `ids` that the owner holds; the owner is the scope, so another person's ids simply do not come back. */
export function filesOfOwner(db: Conn, ownerType: FileOwnerType, ownerId: number, ids: readonly number[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db('files').select(COLUMNS).where({ owner_type: ownerType, owner_id: ownerId }).whereIn('id', ids as number[]);
}

/**
 * Marks files uploaded with the size found in storage and returns the ids it
 * updated, so a caller can tell when a row vanished (purged) in the meantime.
 */
export async function markFilesUploaded(db: Conn, files: ReadonlyArray<{ id: number; size: number }>): Promise<number[]> {
  const updated: number[] = [];
  // One statement per file (each has its own size); callers attach a handful at most.
  for (const f of files) {
    const rows: Array<{ id: number | string }> = await db('files').where({ id: f.id }).update({ status: 'uploaded', size_bytes: f.size }).returning('id');
    updated.push(...rows.map((r) => Number(r.id)));
  }
  return updated;
}

/**
 * Deletes up to `limit` pending rows created before `cutoff` and returns their keys.
 * The status and age are checked on the deleted rows themselves, so a row an order
 * marks uploaded while this runs is left alone.
 */
export async function deletePendingFilesBefore(db: Conn, cutoff: Date, limit: number): Promise<Array<{ id: number; key: string }>> {
  const stale = db('files').select('id').where('status', 'pending').andWhere('created_at', '<', cutoff).orderBy('created_at').limit(limit);
  const rows: Array<{ id: number | string; key: string }> = await db('files')
    .whereIn('id', stale).andWhere('status', 'pending').andWhere('created_at', '<', cutoff)
    .delete().returning(['id', 'key']);
  return rows.map((r) => ({ id: Number(r.id), key: r.key }));
}
