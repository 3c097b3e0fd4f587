import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/knex.ts';
import type { FileAccess, StorageAdapter } from '../../adapters/storage.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { checkUpload, type ServiceType } from './upload-rules.ts';
import { insertFile } from './files.queries.ts';

export interface UploadRequest {
  access: string;
  fileName: string;
  fileType: string;
  serviceType: string;
  /** The size the browser reports; the signed URL enforces the limit whatever is claimed. */
  fileSize?: number;
}

/** The spec's answer, plus the file's id so a form can attach it to an order. */
export interface UploadGrant {
  fileId: number;
  fileUrl: string;
  uploadUrl: string;
}

/**
 * Signs uploads: checks the kind, type, size and access, records a pending
 * `files` row owned by the viewer, then asks the storage adapter for a presigned
 * PUT bounded to that type and size.
 */
export function fileService(db: Db, storage: StorageAdapter) {
  return {
    async requestUpload(viewer: Viewer | null, req: UploadRequest): Promise<UploadGrant> {
      const who = requireViewer(viewer);
      const check = checkUpload({ ...req, uploader: who.kind });
      if (!check.ok) {
        if (check.field === 'uploader') throw new ForbiddenError(check.message);
        throw new ValidationError(check.message, { fields: { [check.field]: check.message } });
      }
      const access = req.access as FileAccess;
      const serviceType = req.serviceType as ServiceType;
      const contentType = req.fileType.trim().toLowerCase();
      const key = `${access}/${serviceType}/${who.id}/${randomUUID()}-${check.safeName}`;
      // Signed before the row is written: a signing failure leaves nothing behind, an unused row is only a pending record.
      const presigned = await storage.presignUpload({ key, contentType, access, maxBytes: check.rule.maxBytes });
      const fileId = await insertFile(db, {
        key, access, service_type: serviceType, owner_type: who.kind === 'user' ? 'user' : 'vendor_login', owner_id: who.id,
        vendor_id: who.kind === 'vendor' ? who.vendorId : null, content_type: contentType, size_bytes: req.fileSize ?? null,
      });
      return { fileId, fileUrl: presigned.fileUrl, uploadUrl: presigned.uploadUrl };
    },
  };
}

export type FileService = ReturnType<typeof fileService>;
