import type { Agent } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import type { Logger } from './logger.ts';
import { createAdapters } from './adapters/index.ts';
import { createServices } from './services.ts';
import { createSessionBackend } from './http/middleware/session.ts';
import { createRateLimitStore } from './adapters/rate-limit-store.ts';
import { createCaptchaStore } from './adapters/captcha-store.ts';
import { createApp, type App } from './app.ts';
import { createMetrics } from './observability/metrics.ts';
import { type AppDeps } from './app-deps.ts';
import { devAssets, manifestAssets } from './render/assets.ts';
import type { Server as HttpServer } from 'node:http';
import { viewerLoader } from './domain/accounts/authentication.ts';
import { attachLive, type Live } from './http/live/thread-live.ts';
import type { Renderer } from './render/render-page.ts';
import { lazyJobSender } from './jobs/job-sender.ts';
import { jobDefinitions, JOB } from './jobs/job-definitions.ts';

export const SITE_NAME = 'Petcare';

/**
 * Wires adapters, services, sessions and the renderer around a database and
 * builds the app: the one assembly used by main.ts and the integration tests.
 */
export async function assembleApp(options: {
  config: Config;
  db: Db;
  logger: Logger;
  renderer?: Renderer;
  viteMiddleware?: AppDeps['viteMiddleware'];
  reverseRoutes?: boolean;
  /** Tests: the PayPal SDK's HTTPS agent (a local stand-in). */
  paypalHttpsAgent?: Agent;
  /** Tests: web push's HTTPS agent (a local endpoint that records notifications). */
  pushHttpsAgent?: HttpsAgent;
}): Promise<App & { deps: AppDeps }> {
  const { config, db, logger } = options;
  const adapters = await createAdapters(config, db, { paypalHttpsAgent: options.paypalHttpsAgent, pushHttpsAgent: options.pushHttpsAgent });
  const captchas = await createCaptchaStore(config, db);
  // The threads' away notices, the waitlist's matches and the data exports are queued from here (the worker, in this process or its own, runs them).
  const queued: string[] = [JOB.threadNotice, JOB.waitlistMatch, JOB.dataExport];
  const jobs = lazyJobSender(db, () => jobDefinitions(services, logger).filter((d) => queued.includes(d.name)), logger);
  const services = createServices(db, config, adapters, { captchas, jobs });
  const sessions = await createSessionBackend(config, db);
  const rateLimits = await createRateLimitStore(config, db);
  const renderer = options.renderer ?? { assets: config.devServer ? devAssets() : manifestAssets(), siteName: SITE_NAME };
  const metrics = config.metricsToken ? await createMetrics({ token: config.metricsToken, db }) : null;
  const deps: AppDeps = {
    config, db, logger, adapters, services, sessions, rateLimits, captchas, renderer, metrics, viteMiddleware: options.viteMiddleware,
    reverseRoutes: options.reverseRoutes,
  };
  const built = await createApp(deps);
  return {
    app: built.app,
    handler: built.handler,
    deps,
    async close() {
      await built.close();
      await sessions.close();
      await rateLimits.close();
      await captchas.close();
      await jobs.close();
    },
  };
}

/** Live delivery of consultation threads on a web server (socket.io at /live; see http/live/thread-live.ts). */
export function attachLiveTo(server: HttpServer, deps: AppDeps): Promise<Live> {
  return attachLive(server, {
    services: deps.services, sessionStore: deps.sessions.store, sessionSecret: deps.config.sessionSecret,
    loadViewer: viewerLoader(deps.db, deps.services.versions.accounts), redisUrl: deps.config.redisUrl, logger: deps.logger,
  });
}
