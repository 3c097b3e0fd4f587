import type { RequestHandler } from 'express';
import { ForbiddenError } from '../../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that names an
 * Origin (or, failing that, a Referer) must come from the host it is sent to.
 * Together with SameSite=Lax cookies this stops cross-site form posts and fetches.
 * Requests carrying a bearer token hold no ambient credentials and pass.
 */
export const originCheck: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || req.get('authorization')?.toLowerCase().startsWith('bearer ')) return next();
  const source = req.get('origin') ?? req.get('referer');
  if (!source) return next();
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    return next(new ForbiddenError('Cross-site request refused.'));
  }
  if (sourceHost.toLowerCase() !== (req.get('host') ?? '').toLowerCase()) {
    return next(new ForbiddenError('Cross-site request refused.'));
  }
  next();
};
