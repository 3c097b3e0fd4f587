import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { isAppError } from '../../errors.ts';

/**
 * GET /metrics for Prometheus (server/observability/metrics.ts): with METRICS_TOKEN set, the exposition text for a
 * scraper sending `Authorization: Bearer <token>`, 401 for anyone else; without it there is no such page (404).
 * Mounted before the session and API token middleware, which would read the scraper's bearer as an API token.
 */
export function metricsRoutes({ metrics }: Pick<AppDeps, 'metrics'>): Router {
  const router = Router();
  router.get('/metrics', async (req, res, next) => {
    if (!metrics) return next();
    try {
      const { contentType, body } = await metrics.scrape(req.get('authorization'));
      res.set({ 'content-type': contentType, 'cache-control': 'no-store' }).send(body);
    } catch (err) {
      if (!isAppError(err)) return next(err);
      res.status(err.status).set({ 'www-authenticate': 'Bearer', 'cache-control': 'no-store' }).type('text/plain').send(err.message);
    }
  });
  return router;
}
