import express, { Router } from 'express';
import type { LocalStorage } from '../../adapters/storage.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';

const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * The local storage backend's signed URLs: PUT stores the bytes a presigned
 * upload allows, GET serves `public/...` keys to anyone and other keys only with
 * a valid signature. Mirrors what S3 presigned URLs do when S3 is configured.
 */
export function filesRoutes(storage: LocalStorage): Router {
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

  router.get('/files/*key', (req, res, next) => {
    const key = (req.params as { key: string[] }).key.join('/');
    if (!key.startsWith('public/') && !storage.verify(key, req.query, 'get')) {
      return next(new ForbiddenError('This file link is invalid or has expired.'));
    }
    res.set('x-content-type-options', 'nosniff');
    res.set('content-security-policy', "default-src 'none'; sandbox");
    res.sendFile(storage.pathFor(key), { maxAge: key.startsWith('public/') ? '1d' : 0 }, (err) => {
      if (err) next((err as { status?: number }).status === 404 ? undefined : err);
    });
  });

  return router;
}
