import type { Conn } from '../../db/knex.ts';

export interface HealthRecordRow {
  id: number;
  user_id: number;
  pet_id: number;
  category: string;
  subcategory: string;
  details: unknown;
  vendor_id: number | null;
  vendor_login_id: number | null;
  booking_id: number | null;
  created_at: Date;
  updated_at: Date;
  pet_name: string;
  pet_type: number;
  pet_type_name: string | null;
  /** The writing clinic's name and vet's names, for a clinic's note (joined). */
  clinic_name: string | null;
  vet_first_name: string | null;
  vet_last_name: string | null;
}

export interface RecordFileRow {
  health_record_id: number;
  id: number;
  key: string;
  name: string | null;
  content_type: string;
  size_bytes: number | null;
  access: 'public' | 'private';
}

const COLUMNS = [
  'r.id', 'r.user_id', 'r.pet_id', 'r.category', 'r.subcategory', 'r.details', 'r.vendor_id', 'r.vendor_login_id', 'r.booking_id',
  'r.created_at', 'r.updated_at', 'p.name as pet_name', 'p.type as pet_type', 'pt.name as pet_type_name', 'v.name as clinic_name', 'l.first_name as vet_first_name', 'l.last_name as vet_last_name',
];

/**
 * Records of active pets with their writing clinic and vet, by the day each names, newest first, then the
 * latest entered (the order of the indexes by date, migration 20261127140000).
 */
function records(db: Conn) {
  return db('health_records as r')
    .join('pets as p', 'p.id', 'r.pet_id')
    .leftJoin('pet_types as pt', 'pt.code', 'p.type')
    .leftJoin('vendors as v', 'v.id', 'r.vendor_id')
    .leftJoin('vendor_logins as l', 'l.id', 'r.vendor_login_id')
    .select(COLUMNS)
    .where('p.status', 1)
    .orderByRaw(`(r.details->>'date') desc nulls last, r.created_at desc, r.id desc`);
}

/** A pet's records, newest first by their day (health_records_pet_date_index). */
export function recordsOfPet(db: Conn, petId: number, limit = 1000): Promise<HealthRecordRow[]> {
  return records(db).where('r.pet_id', petId).limit(limit);
}

/** An owner's records of all their active pets, newest first by their day (health_records_user_date_index). */
export function recordsOfUser(db: Conn, userId: number, limit = 1000): Promise<HealthRecordRow[]> {
  return records(db).where('r.user_id', userId).limit(limit);
}

/** One record of an active pet (callers check who may see it); `forUpdate` locks it for the transaction. */
export function recordById(db: Conn, id: number, options: { forUpdate?: boolean } = {}): Promise<HealthRecordRow | undefined> {
  const query = records(db).where('r.id', id).first();
  return options.forUpdate ? query.forUpdate('r') : query;
}

export interface RecordWrite {
  user_id: number;
  pet_id: number;
  category: string;
  subcategory: string;
  details: Record<string, unknown>;
  vendor_id?: number | null;
  vendor_login_id?: number | null;
  booking_id?: number | null;
}

export async function insertRecord(db: Conn, row: RecordWrite): Promise<number> {
  const [inserted] = await db('health_records').insert({ ...row, details: JSON.stringify(row.details) }).returning('id');
  return Number(inserted.id);
}

export async function updateRecordDetails(db: Conn, id: number, details: Record<string, unknown>): Promise<void> {
  await db('health_records').where({ id }).update({ details: JSON.stringify(details), updated_at: db.fn.now() });
}

export async function deleteRecord(db: Conn, id: number): Promise<void> {
  await db('health_records').where({ id }).delete();
}

/** The files kept with each of `recordIds`, in the order they were attached. */
export function filesOfRecords(db: Conn, recordIds: readonly number[]): Promise<RecordFileRow[]> {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db('health_record_files as hf').join('files as f', 'f.id', 'hf.file_id')
    .select('hf.health_record_id', 'f.id', 'f.key', 'f.name', 'f.content_type', 'f.size_bytes', 'f.access')
    .whereIn('hf.health_record_id', recordIds as number[])
    .orderBy([{ column: 'hf.created_at' }, { column: 'f.id' }]);
}

/** One kept file with the record it belongs to, or undefined (not a record's file). */
export function recordFileById(db: Conn, fileId: number): Promise<RecordFileRow | undefined> {
  return db('health_record_files as hf').join('files as f', 'f.id', 'hf.file_id')
    .select('hf.health_record_id', 'f.id', 'f.key', 'f.name', 'f.content_type', 'f.size_bytes', 'f.access')
    .where('f.id', fileId).first();
}

export async function attachFiles(db: Conn, recordId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db('health_record_files').insert(fileIds.map((id) => ({ file_id: id, health_record_id: recordId })));
}

/** Deletes the files rows (and so their links to records) and returns their keys, for the stored objects. */
export async function deleteFiles(db: Conn, fileIds: readonly number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows: Array<{ key: string }> = await db('files').whereIn('id', fileIds as number[]).delete().returning('key');
  return rows.map((r) => r.key);
}

/**
 * Moves a pet's whole record to another owner (an adoption): its records, the files kept with them, and ends
 * the share links the previous owner made of it (revoked at `now`, so they answer that they were revoked).
 * Run inside the caller's transaction, with the pet moved in the same one.
 */
export async function moveRecordsOfPet(db: Conn, petId: number, toUserId: number, now: Date): Promise<void> {
  await db('files').where({ owner_type: 'user' })
    .whereIn('id', db('health_record_files as hf').join('health_records as r', 'r.id', 'hf.health_record_id').select('hf.file_id').where('r.pet_id', petId))
    .update({ owner_id: toUserId });
  await db('health_records').where({ pet_id: petId }).update({ user_id: toUserId });
  await db('pet_share_links').where({ pet_id: petId }).whereNull('revoked_at').update({ revoked_at: now });
}
