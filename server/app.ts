import path from 'node:path';
import express, { type Express } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { expressMiddleware } from '@as-integrations/express5';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import type { Logger } from './logger.ts';
import type { Adapters } from './adapters/index.ts';
import { LocalStorage } from './adapters/storage.ts';
import type { Services } from './services.ts';
import type { Renderer, RenderLocals } from './render/render-page.ts';
import { formTokens } from './http/middleware/form-token.ts';
import { CLIENT_OUT_DIR, ROOT_DIR } from './render/assets.ts';
import { configurePassport, loadViewerMiddleware } from './http/middleware/auth.ts';
import { errorHandler, notFoundHandler } from './http/middleware/errors.ts';
import { originCheck } from './http/middleware/origin-check.ts';
import { sessionMiddleware, type SessionBackend } from './http/middleware/session.ts';
import type { RateLimitStore } from './http/middleware/rate-limit.ts';
import type { CaptchaStore } from './domain/accounts/captcha-store.ts';
import { pageContextMiddleware, siteMiddleware } from './http/middleware/site.ts';
import { devRoutes } from './http/routes/dev.routes.ts';
import { filesRoutes } from './http/routes/files.routes.ts';
import { healthRoutes } from './http/routes/health.routes.ts';
import { areaRoutes } from './http/routes/index.ts';
import { isCacheablePage } from './http/routes/public-site.routes.ts';
import { createPageCache } from './render/page-cache.ts';
import { createApolloServer } from '../graphql/server.ts';
import { createLoaders } from '../graphql/loaders.ts';
import type { GraphQLContext } from '../graphql/context.ts';

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
  /** Vite's dev middleware (npm run dev only). */
  viteMiddleware?: express.RequestHandler;
}

export interface App {
  app: Express;
  /** Stops what createApp started (Apollo); the caller owns db, sessions and the HTTP server. */
  close(): Promise<void>;
}

/** Builds the Express application. No listen: main.ts and the tests do that. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, db, logger, services, adapters } = deps;
  const app = express();
  const tokens = formTokens(config.sessionSecret, config.isProduction);
  Object.assign(app.locals, { renderer: deps.renderer, pageContextConfig: config, formTokens: tokens } satisfies RenderLocals);
  app.set('trust proxy', 1);
  app.set('etag', 'weak');
  app.disable('x-powered-by');

  // Stored anonymous public pages are answered first, with the headers (helmet's included) of their first
  // rendering replayed and precompressed bytes: no logging, helmet or compression work per hit (see page-cache.ts).
  const pageCache = createPageCache({
    renderer: deps.renderer,
    cacheable: isCacheablePage,
    resolveSite: (host) => services.sites.resolve(host),
    logger,
  });
  app.locals.pageCache = pageCache;
  app.use(pageCache.serve);

  app.use(pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  }));
  app.use(helmet({
    contentSecurityPolicy: config.devServer
      ? false // Vite's dev client injects inline preamble scripts; production keeps the strict policy below.
      : {
          useDefaults: true,
          directives: {
            'script-src': ["'self'"],
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'data:', 'https:'],
            // The consultation page embeds the video room: its origin only, not every page under VIDEO_BASE_URL's host.
            'frame-src': ["'self'", new URL(config.videoBaseUrl).origin],
            'connect-src': ["'self'"],
            'upgrade-insecure-requests': config.isProduction ? [] : null,
          },
        },
    strictTransportSecurity: config.isProduction,
  }));
  app.use(compression());

  app.use(healthRoutes(services));
  if (deps.viteMiddleware) app.use(deps.viteMiddleware);
  app.use('/assets', express.static(path.join(CLIENT_OUT_DIR, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use('/static', express.static(path.join(ROOT_DIR, 'public'), { maxAge: '1h', index: false }));
  // Browsers and crawlers ask for /favicon.ico whatever the page links; answer with the icon rather than a 404.
  app.use('/favicon.ico', (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    res.sendFile(path.join(ROOT_DIR, 'public/favicon.svg'), { maxAge: '1d', headers: { 'Content-Type': 'image/svg+xml' } });
  });

  app.use(siteMiddleware(services.sites));
  // A cacheable page's first rendering is captured here, after helmet and the site, before sessions run.
  app.use(pageCache.store);
  if (adapters.storage instanceof LocalStorage) app.use(filesRoutes(adapters.storage));

  app.use(sessionMiddleware(config, deps.sessions.store));
  const passport = configurePassport(db);
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(loadViewerMiddleware(db, config.sessionSecret));
  app.use(express.json({ limit: '200kb' }));
  app.use(express.urlencoded({ extended: false, limit: '200kb' }));
  app.use(originCheck(tokens));
  app.use(pageContextMiddleware(config));

  const apollo = createApolloServer({ logger, isProduction: config.isProduction });
  await apollo.start();
  app.use('/graphql', expressMiddleware(apollo, {
    context: async ({ req }): Promise<GraphQLContext> => ({
      viewer: req.viewer ?? null,
      site: req.site,
      loaders: createLoaders(db),
      services,
    }),
  }));

  for (const router of areaRoutes(deps)) app.use(router);
  if (!config.isProduction) app.use(devRoutes(services));

  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  return { app, close: () => apollo.stop() };
}
