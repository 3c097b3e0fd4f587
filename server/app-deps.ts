import type express from 'express';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import type { Logger } from './logger.ts';
import type { Adapters } from './adapters/index.ts';
import type { Services } from './services.ts';
import type { Renderer } from './render/render-page.ts';
import type { SessionBackend } from './http/middleware/session.ts';
import type { RateLimitStore } from './adapters/rate-limit-store.ts';
import type { CaptchaStore } from './adapters/captcha-store.ts';
import type { Metrics } from './observability/metrics.ts';

/** What createApp is built from (server/runtime.ts assembles it; the routers receive it). */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  adapters: Adapters;
  services: Services;
  sessions: SessionBackend;
  /** Counters for rate limits (Redis or the rate_limits table); see http/middleware/rate-limit.ts. */
  rateLimits: RateLimitStore;
  /** Single-use sign-up challenges (Redis or the captcha_challenges table), used by services.accounts. */
  captchas: CaptchaStore;
  renderer: Renderer;
  /** Prometheus metrics, when METRICS_TOKEN is set (observability/metrics.ts); null: no /metrics. */
  metrics: Metrics | null;
  /** Mounts the routing table backwards: a test's proof that its order carries no meaning. */
  reverseRoutes?: boolean;
  /** Vite's dev middleware (npm run dev only). */
  viteMiddleware?: express.RequestHandler;
}
