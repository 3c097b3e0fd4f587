import type { Conn } from '../../db/knex.ts';
import { keyFileName, type StorageAdapter, type StoredObject } from '../../adapters/storage.ts';
import { ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { UPLOAD_RULES, type ServiceType } from './upload-rules.ts';
import { contentVerdict, detectedType, HEAD_BYTES } from './file-content.ts';
import { deletePendingFilesBefore, filesOfOwner, markFilesUploaded, type FileOwnerType, type FileRow } from './files.queries.ts';

/** The answer for ids that are not the viewer's (or not of the kind asked for): as vague as before, it says nothing about other people's files. */
export const FILE_NOT_ATTACHABLE = 'One of the files cannot be attached.';
export const STORAGE_UNAVAILABLE = 'We cannot reach file storage right now. Please try again in a few minutes.';

const MB = 1024 * 1024;

/** Messages naming the file, each telling the person what to do next. */
export const CONFIRM_MESSAGES = {
  missing: (name: string) => `${name} did not finish uploading. Please remove it and attach it again.`,
  tooLarge: (name: string, maxBytes: number) => `${name} is larger than ${Math.round(maxBytes / MB)} MB. Please remove it and attach a smaller file.`,
  wrongType: (name: string) => `${name} is not the type of file it was uploaded as. Please remove it and attach it again.`,
  notAllowed: (name: string) => `The file type of ${name} is not allowed. Please choose another file.`,
} as const;

/** A file whose object was found in storage and passed its rule, with the size it really has. */
export interface ConfirmedFile {
  id: number;
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/** The name to show for a file: the one it had on the uploader's device, else the sanitized one inside its key. */
export function displayName(row: Pick<FileRow, 'name' | 'key'>): string {
  return row.name || keyFileName(row.key);
}

/**
 * Why a stored object cannot be confirmed for its row, or null when it can: it must
 * exist, be within its rule's size and carry the type it was signed for. A store that
 * kept no type (null) is trusted on type, since its PUT already enforced it.
 */
export function uploadProblem(row: Pick<FileRow, 'name' | 'key' | 'content_type' | 'service_type'>, stored: StoredObject | null): string | null {
  const name = displayName(row);
  if (!stored) return CONFIRM_MESSAGES.missing(name);
  const rule = UPLOAD_RULES[row.service_type];
  if (stored.size > rule.maxBytes) return CONFIRM_MESSAGES.tooLarge(name, rule.maxBytes);
  if (stored.contentType !== null && stored.contentType !== row.content_type.toLowerCase()) return CONFIRM_MESSAGES.wrongType(name);
  return null;
}

function refuse(message: string, field: string): never {
  throw new ValidationError(message, { fields: { [field]: message } });
}

/**
 * Checks that each of `ids` is the owner's upload of `serviceType` and that its object
 * is in storage, within its rule and, by its first bytes, of the type it was signed for
 * and one the rule takes. Writes nothing: the caller records the result with
 * `recordUploads` inside its own transaction, so a refused request leaves no trace.
 * A refusal names the input `field` that carried the ids ('files' unless said).
 */
export async function confirmUploads(
  db: Conn, storage: StorageAdapter, owner: { type: FileOwnerType; id: number }, ids: readonly number[], serviceType: ServiceType,
  field = 'files',
): Promise<ConfirmedFile[]> {
  const unique = [...new Set(ids)];
  const rows = await filesOfOwner(db, owner.type, owner.id, unique);
  if (rows.length !== unique.length || rows.some((f) => f.service_type !== serviceType)) refuse(FILE_NOT_ATTACHABLE, field);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const ordered = unique.map((id) => byId.get(id)!);
  const unavailable = (err: unknown) => {
    throw new ServiceUnavailableError(STORAGE_UNAVAILABLE, { cause: err });
  };
  const stored = await Promise.all(ordered.map((row) => storage.stat(row.key))).catch(unavailable);
  const confirmed: ConfirmedFile[] = [];
  ordered.forEach((row, i) => {
    const problem = uploadProblem(row, stored[i]);
    if (problem) refuse(problem, field);
    confirmed.push({ id: Number(row.id), key: row.key, name: displayName(row), contentType: row.content_type, size: stored[i]!.size });
  });
  // Every kind's bytes are read: a browser declares a type from the name alone, so only the bytes show what a file is.
  const allowed = UPLOAD_RULES[serviceType].contentTypes;
  const heads = await Promise.all(confirmed.map((f) => storage.head(f.key, HEAD_BYTES))).catch(unavailable);
  for (const [i, file] of confirmed.entries()) {
    const head = heads[i];
    if (!head) refuse(CONFIRM_MESSAGES.missing(file.name), field);
    const verdict = contentVerdict(file.contentType, await detectedType(head), allowed);
    if (verdict === 'not-allowed') refuse(CONFIRM_MESSAGES.notAllowed(file.name), field);
    if (verdict === 'mismatch') refuse(CONFIRM_MESSAGES.wrongType(file.name), field);
  }
  return confirmed;
}

/**
 * Marks confirmed files uploaded with their real size, inside the caller's transaction.
 * A row purged between the check and this write refuses the request like a missing upload.
 */
export async function recordUploads(tx: Conn, files: readonly ConfirmedFile[]): Promise<void> {
  const updated = new Set(await markFilesUploaded(tx, files));
  const gone = files.find((f) => !updated.has(f.id));
  if (gone) refuse(CONFIRM_MESSAGES.missing(gone.name), 'files');
}

/** Pending uploads live this long before the purge takes them: longer than any signed URL, so no upload in flight is lost. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  /** Rows deleted. */
  files: number;
  /** Keys whose stored object could not be deleted (left in the store, logged by the caller). */
  failedKeys: string[];
}

/**
 * Deletes pending `files` rows created more than `maxAgeMs` before `now`, then their
 * stored objects. Rows go first: once a row is gone no order can attach it, and an
 * object left behind by a failed delete is only unreferenced bytes under a random key.
 */
export async function purgeAbandonedUploads(
  db: Conn, storage: StorageAdapter, now: Date, maxAgeMs = ABANDONED_UPLOAD_AGE_MS, batchSize = 500,
): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const result: PurgeResult = { files: 0, failedKeys: [] };
  for (;;) {
    const batch = await deletePendingFilesBefore(db, cutoff, batchSize);
    result.files += batch.length;
    const outcomes = await Promise.allSettled(batch.map((f) => storage.delete(f.key)));
    outcomes.forEach((o, i) => {
      if (o.status === 'rejected') result.failedKeys.push(batch[i].key);
    });
    if (batch.length < batchSize) return result;
  }
}
