import { postJson, type JsonAnswer } from './post-json.ts';
import type { FileGrant } from '../../contracts/file-input.ts';

/**
 * Uploads one file the way every form does: asks POST /api/files/:access for a signed upload (the server checks
 * the name, type and size for `serviceType`), then PUTs the bytes there. The file's id to attach, or why not:
 * `refused` is the grant call's answer when it was refused, null when the upload itself failed.
 */
export async function uploadFile(
  access: 'public' | 'private', serviceType: string, file: Blob, fileName: string,
): Promise<{ fileId: number } | { refused: JsonAnswer<FileGrant> | null }> {
  const fileType = file.type || 'application/octet-stream';
  const grant = await postJson(`/api/files/${access}`, { fileName, fileType, serviceType, fileSize: file.size });
  if (!grant.ok) return { refused: grant };
  const { uploadUrl, fileId } = grant.body;
  const put = uploadUrl && fileId
    ? await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': fileType }, body: file }).catch(() => null)
    : null;
  return put?.status === 200 && fileId ? { fileId } : { refused: null };
}

/** PUTs a file's bytes to a signed upload address (a grant from any upload call): true when stored. */
export async function putUpload(uploadUrl: string, file: Blob, fileType: string): Promise<boolean> {
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': fileType }, body: file }).catch(() => null);
  return put?.status === 200;
}
