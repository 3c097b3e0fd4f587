import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';

/**
 * POST /api/files/:access (`public` or `private`): the upload a signed-in person asks to make. The answer is
 * a signed PUT address for the bytes and the pending file's id (`FileGrant`). Kept apart from `files.ts`,
 * which islands load for the image types, so those carry no zod.
 */
export const uploadRequestSchema = z.object({
  fileName: z.string().trim().min(1, 'Please choose a file.').max(255),
  fileType: z.string().trim().min(1, 'This file type is not allowed.').max(100),
  serviceType: z.string().trim().max(40),
  fileSize: z.coerce.number().int().nonnegative().optional(),
});
export type UploadRequestBody = z.input<typeof uploadRequestSchema>;

/** The spec's answer (where to PUT the bytes, where the file will be served), plus the file's id to attach it. */
export interface FileGrant { fileId: number; fileUrl: string; uploadUrl: string }
