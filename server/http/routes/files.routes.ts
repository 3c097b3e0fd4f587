import express, { Router } from 'express';
import { isSafeKey, servedAs, type LocalStorage } from '../../adapters/storage.ts';
import type { Services } from '../../services.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { uploadRequestSchema } from '../../../contracts/file-input.ts';
import { rateLimit, type RateLimitStore } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * The local storage backend's signed URLs: PUT stores the bytes a presigned
 * upload allows, GET serves `public/...` keys to anyone and other keys only with
 * a valid signature, under the type the upload was signed for (`servedAs`: an
 * accepted image is shown, anything else downloaded). Mirrors what S3 presigned
 * URLs do when S3 is configured.
 */
export function storageRoutes(storage: LocalStorage): Router {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });

  router.put('/files/*key', raw, async (req, res) => {
    const key = (req.params as { key: string[] }).key.join('/');
    const grant = storage.verify(key, req.query, 'put');
    if (!grant) throw new ForbiddenError('This upload link is invalid or has expired.');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (grant.contentType && req.get('content-type')?.split(';')[0] !== grant.contentType) {
      throw new ValidationError('The file type does not match the upload request.');
    }
    if (grant.maxBytes && body.length > grant.maxBytes) throw new ValidationError('The file is too large.');
    await storage.write(key, body, grant.contentType);
    res.status(200).end();
  });

  router.get('/files/*key', async (req, res, next) => {
    const key = (req.params as { key: string[] }).key.join('/');
    if (!isSafeKey(key)) return next();
    if (!key.startsWith('public/') && !storage.verify(key, req.query, 'get')) {
      return next(new ForbiddenError('This file link is invalid or has expired.'));
    }
    const stored = await storage.stat(key);
    if (!stored) return next();
    const served = servedAs(stored.contentType, key);
    // Set before sendFile, which only guesses a type (from the name) when none is set.
    res.set({
      'content-type': served.contentType, 'content-disposition': served.disposition,
      'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
    });
    res.sendFile(storage.pathFor(key), { maxAge: key.startsWith('public/') ? '1d' : 0 }, (err) => {
      if (err) next((err as { status?: number }).status === 404 ? undefined : err);
    });
  });

  return router;
}

/**
 * `POST /api/files/:accessType`: a signed upload URL (S3 presigned, or the local backend's above)
 * and the pending `files` row behind it, for a signed-in person's order attachments.
 */
export function fileUploadRoutes(services: Services, rateLimits: RateLimitStore): Router {
  const router = Router({ strict: true });
  router.post('/api/files/:accessType', rateLimit(rateLimits, RATE_LIMITS.uploadSigning), async (req, res) => {
    const input = parseInput(uploadRequestSchema, req.body ?? {});
    const grant = await services.files.requestUpload(req.viewer ?? null, { ...input, access: String(req.params.accessType) });
    res.status(201).json(grant);
  });
  return router;
}
