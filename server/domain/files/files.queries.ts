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
}

const COLUMNS = ['id', 'key', 'access', 'service_type', 'owner_type', 'owner_id', 'content_type', 'status'];

export async function insertFile(db: Conn, row: {
  key: string; access: FileAccess; service_type: ServiceType; owner_type: FileOwnerType; owner_id: number;
  vendor_id: number | null; content_type: string; size_bytes: number | null;
}): Promise<number> {
  const [inserted] = await db('files').insert({ ...row, status: 'pending' }).returning('id');
  return Number(inserted.id);
}

/** The files among `ids` that the owner holds; the owner is the scope, so another person's ids simply do not come back. */
export function filesOfOwner(db: Conn, ownerType: FileOwnerType, ownerId: number, ids: readonly number[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db('files').select(COLUMNS).where({ owner_type: ownerType, owner_id: ownerId }).whereIn('id', ids as number[]);
}
