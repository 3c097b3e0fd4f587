import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';

/**
 * Liveness (`/healthz`, the process answers) and readiness (`/readyz`, every dependency answers, each
 * named: the database, and Redis when sessions live there). Both answer within about two seconds.
 */
export function healthRoutes({ services, sessions }: Pick<AppDeps, 'services' | 'sessions'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });
  router.get('/readyz', async (_req, res) => {
    const [database, redis] = await Promise.all([
      services.health.databaseReachable(),
      sessions.kind === 'redis' ? sessions.reachable() : Promise.resolve(undefined),
    ]);
    const ready = database && redis !== false;
    res.set('cache-control', 'no-store').status(ready ? 200 : 503).json({
      status: ready ? 'ok' : 'unavailable', database, ...(redis === undefined ? {} : { redis }),
    });
  });
  return router;
}
