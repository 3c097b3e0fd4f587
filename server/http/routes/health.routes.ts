import { Router } from 'express';
import type { Services } from '../../services.ts';

/** Liveness (`/healthz`, the process answers) and readiness (`/readyz`, the database answers). */
export function healthRoutes(services: Services): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });
  router.get('/readyz', async (_req, res) => {
    const database = await services.health.databaseReachable();
    res.set('cache-control', 'no-store').status(database ? 200 : 503).json({ status: database ? 'ok' : 'unavailable', database });
  });
  return router;
}
