import type { FileGrant } from '../../../contracts/file-input.ts';
import { randomUUID } from 'node:crypto';
import { isSafeKey, type FileAccess, type StorageAdapter } from '../../adapters/storage.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { checkUpload, type ServiceType } from './upload-rules.ts';
import { insertFile, insertUploadedFile, type FileOwnerType } from './files.queries.ts';
import { confirmUploads, purgeAbandonedUploads, recordUploads, type ConfirmedFile, type PurgeResult } from './file-confirmation.ts';

export interface UploadRequest {
  access: string;
  fileName: string;
  fileType: string;
  serviceType: string;
  /** The size the browser reports; the local PUT and the confirm step enforce the limit whatever is claimed. */
  fileSize?: number;
}

/** The spec's answer, plus the file's id so a form can attach it to an order. */
export type UploadGrant = FileGrant;

/** The name as the person chose it, without any folder part or control characters, for messages about the file. */
function originalName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || 'file';
}

/**
 * Signs uploads: checks the kind, type, size and access, records a pending
 * `files` row owned by the viewer, then asks the storage adapter for a presigned
 * PUT bounded to that type and size. Whatever keeps a file (an order today)
 * confirms it with `confirmUploads` + `recordUploads`, which flip it to
 * 'uploaded'; pending rows a day old are purged with their objects.
 */
export function fileService(db: Db, storage: StorageAdapter) {
  async function grant(req: UploadRequest, uploader: 'user' | 'vendor', owner: { type: FileOwnerType; id: number }, vendorId: number | null): Promise<UploadGrant> {
    const check = checkUpload({ ...req, uploader });
    if (!check.ok) {
      if (check.field === 'uploader') throw new ForbiddenError(check.message);
      throw new ValidationError(check.message, { fields: { [check.field]: check.message } });
    }
    const access = req.access as FileAccess;
    const serviceType = req.serviceType as ServiceType;
    const contentType = req.fileType.trim().toLowerCase();
    const key = `${access}/${serviceType}/${owner.id}/${randomUUID()}-${check.safeName}`;
    // Signed before the row is written: a signing failure leaves nothing behind, an unused row is only a pending record.
    const presigned = await storage.presignUpload({ key, contentType, access, maxBytes: check.rule.maxBytes });
    const fileId = await insertFile(db, {
      key, access, service_type: serviceType, owner_type: owner.type, owner_id: owner.id,
      vendor_id: vendorId, content_type: contentType, size_bytes: req.fileSize ?? null, name: originalName(req.fileName),
    });
    return { fileId, fileUrl: presigned.fileUrl, uploadUrl: presigned.uploadUrl };
  }

  return {
    async requestUpload(viewer: Viewer | null, req: UploadRequest): Promise<UploadGrant> {
      const who = requireViewer(viewer);
      return grant(req, who.kind, { type: who.kind === 'user' ? 'user' : 'vendor_login', id: who.id }, who.kind === 'vendor' ? who.vendorId : null);
    },

    /**
     * An upload made for an owner by someone without an account (a clinic answering a records request through
     * its link, which the caller has checked): checked as a clinic's upload of `serviceType`, owned by the owner
     * whose record will keep it.
     */
    requestUploadFor(ownerId: number, req: UploadRequest): Promise<UploadGrant> {
      return grant(req, 'vendor', { type: 'user', id: ownerId }, null);
    },

    /** `confirmUploads` for files made with `requestUploadFor`, owned by the owner `ownerId`. */
    confirmUploadsOf(ownerId: number, ids: readonly number[], serviceType: ServiceType, field?: string): Promise<ConfirmedFile[]> {
      return confirmUploads(db, storage, { type: 'user', id: ownerId }, ids, serviceType, field);
    },

    /**
     * Checks that the viewer's files `ids` of `serviceType` are in storage, within their rule and
     * truly of their type (400 naming the first that is not, at the input `field`, 'files' unless
     * said). Writes nothing; see `recordUploads`.
     */
    confirmUploads(viewer: Viewer | null, ids: readonly number[], serviceType: ServiceType, field?: string): Promise<ConfirmedFile[]> {
      const who = requireViewer(viewer);
      return confirmUploads(db, storage, { type: who.kind === 'user' ? 'user' : 'vendor_login', id: who.id }, ids, serviceType, field);
    },

    /**
     * Where a stored file is read: its public address, or a signed one for a private file (for `ttlSeconds`, default
     * an hour). `contentType` is the type its upload was signed and checked for: an accepted image is served as
     * that image, anything else as a download (`servedAs` in adapters/storage.ts).
     */
    readUrl(file: { key: string; access: FileAccess; contentType: string }, ttlSeconds?: number): Promise<string> {
      return storage.readUrl(file.key, file.access, { contentType: file.contentType, ttlSeconds });
    },

    /**
     * `url` when it is the address of a public file in our own storage (a safe key under `public/`),
     * else null: a picture saved as a URL before pictures were uploads is shown only when it is one of ours.
     */
    ownPublicFileUrl(url: string | null | undefined): string | null {
      if (!url) return null;
      const prefix = storage.publicUrl('');
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      return key.startsWith('public/') && isSafeKey(key) && storage.publicUrl(key) === url ? url : null;
    },

    /**
     * Deletes stored objects whose rows are already gone (after the caller's commit). Best effort: a
     * failure leaves only unreferenced bytes under a random key, so it is returned, not thrown.
     */
    async discard(keys: readonly string[]): Promise<string[]> {
      const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      return keys.filter((_, i) => outcomes[i].status === 'rejected');
    },

    /**
     * Stores a file the server made (a report's PDF) as a private upload of a clinic login: the bytes first, then
     * its 'uploaded' row in the caller's transaction. Returns the row's id and key (the caller deletes the key
     * when its transaction fails).
     */
    async storeGenerated(tx: Conn, file: { bytes: Buffer; name: string; contentType: string; loginId: number; vendorId: number }): Promise<{ id: number; key: string }> {
      const key = `private/phr/${file.loginId}/${randomUUID()}-${file.name.replace(/[^a-z0-9._-]/gi, '-')}`;
      await storage.write(key, file.bytes, file.contentType);
      const id = await insertUploadedFile(tx, {
        key, access: 'private', service_type: 'phr', owner_type: 'vendor_login', owner_id: file.loginId, vendor_id: file.vendorId,
        content_type: file.contentType, size_bytes: file.bytes.length, name: file.name,
      });
      return { id, key };
    },

    /** Marks confirmed files 'uploaded' with their real size, inside the caller's transaction. */
    recordUploads(tx: Conn, files: readonly ConfirmedFile[]): Promise<void> {
      return recordUploads(tx, files);
    },

    /** Deletes pending uploads older than a day (rows, then stored objects); `now` is the caller's clock. */
    purgeAbandoned(now: Date): Promise<PurgeResult> {
      return purgeAbandonedUploads(db, storage, now);
    },
  };
}

export type FileService = ReturnType<typeof fileService>;
