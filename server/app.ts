import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import compression from 'compression';
import helmet from 'helmet';
// Our words for what a zod check says nothing of, for every parse the server makes (contracts/zod-words.ts).
import '../contracts/zod-words.ts';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { expressMiddleware } from '@as-integrations/express5';
import type { AppDeps } from './app-deps.ts';
import { checkRateLimit } from './http/middleware/rate-limit.ts';
import { RATE_LIMITS } from './http/rate-limits.ts';
import { LocalStorage } from './adapters/storage.ts';
import type { RenderLocals } from './render/render-page.ts';
import { formTokens } from './http/middleware/form-token.ts';
import { CLIENT_OUT_DIR, ROOT_DIR } from './render/assets.ts';
import { configurePassport, loadViewerMiddleware } from './http/middleware/auth.ts';
import { clinicSiteGuard } from './http/middleware/clinic-site.ts';
import { viewerLoader } from './domain/accounts/authentication.ts';
import { localeMiddleware } from './http/middleware/locale.ts';
import { errorHandler, notFoundHandler } from './http/middleware/errors.ts';
import { originCheck } from './http/middleware/origin-check.ts';
import { markSessionWrite, mayHaveSession, noteSessionWrites, renewSession, sessionMiddleware } from './http/middleware/session.ts';
import { fixedHeaders } from './http/middleware/fixed-headers.ts';
import { cspDirectives } from './http/middleware/content-security-policy.ts';
import { menuCounts } from './render/menu-counts.ts';
import { pageContextMiddleware, siteMiddleware } from './tenancy/site-middleware.ts';
import { devRoutes } from './http/routes/dev.routes.ts';
import { storageRoutes } from './http/routes/files.routes.ts';
import { routeTable } from './http/route-table.ts';
import { areaRoutes, operatorRoutes, pageMiddleware } from './http/routes/index.ts';
import { isCacheablePage } from './http/routes/public-site.routes.ts';
import { createPageCache } from './render/page-cache.ts';
import { privatePageCache, type PrivatePageLocals } from './render/private-page-cache.ts';
import { createApolloServer } from '../graphql/server.ts';
import { createLoaders } from '../graphql/loaders.ts';
import { loadTrustedDocuments, resolveDocumentIds } from '../graphql/trusted-documents.ts';
import type { GraphQLContext } from '../graphql/context.ts';

export type { AppDeps };

export interface App {
  app: Express;
  /**
   * What the HTTP server runs for each request: the page cache's answer when it holds the page, else
   * the Express app. Serve this, not `app`, or stored pages go through Express like any other.
   */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops what createApp started (Apollo); the caller owns db, sessions and the HTTP server. */
  close(): Promise<void>;
}

/** What a log line says of its request: its id, method, URL and the address it came from. */
function requestSummary(req: IncomingMessage & { id?: unknown; originalUrl?: string }) {
  return { id: req.id, method: req.method, url: req.originalUrl ?? req.url, remoteAddress: req.socket?.remoteAddress };
}

/** Builds the Express application. No listen: main.ts and the tests do that. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, db, logger, services, adapters } = deps;
  const app = express();
  const tokens = formTokens(config.sessionSecret, config.isProduction);
  // A signed-in person's own lists, kept for their session while nothing they show changes (private-page-cache.ts).
  const privatePages = privatePageCache({
    versions: [services.versions.accounts], scoped: services.versions.scoped, formTokens: tokens,
  });
  Object.assign(app.locals, { renderer: deps.renderer, pageContextConfig: config, formTokens: tokens, privatePages } satisfies RenderLocals & PrivatePageLocals);
  app.set('trust proxy', 1);
  app.set('etag', 'weak');
  app.disable('x-powered-by');

  // Stored anonymous public pages are answered before Express (`handler` below), with the headers (helmet's
  // included) of their first rendering replayed and precompressed bytes: no routing, logging, helmet or
  // compression work per hit (see page-cache.ts).
  const pageCache = createPageCache({
    renderer: deps.renderer,
    cacheable: isCacheablePage,
    resolveSite: (host) => services.sites.resolve(host),
    onSiteChange: (listener) => services.sites.onContentChange(listener),
    vendorPageTtlMs: services.sites.staleForMs,
    logger,
  });
  app.locals.pageCache = pageCache;

  app.use(pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    // A request is logged by what identifies it, not its headers (cookies and tokens among them): the request
    // logger is bound to it on every request, so this also saves serialising every header of every request.
    wrapSerializers: false,
    serializers: { req: requestSummary, res: (res: ServerResponse) => ({ statusCode: res.statusCode }), err: pino.stdSerializers.err },
  }));
  const policy = cspDirectives({
    paypal: Boolean(config.paypal), videoBaseUrl: config.videoBaseUrl, reportsEmbedUrl: config.reportsEmbedUrl,
    storageOrigins: adapters.storage.browserOrigins, isProduction: config.isProduction,
  });
  app.use(fixedHeaders(helmet({
    // Vite's dev client injects inline preamble scripts; production keeps the strict policy (content-security-policy.ts).
    contentSecurityPolicy: config.devServer ? false : { useDefaults: true, directives: policy },
    strictTransportSecurity: config.isProduction,
  })));
  app.use(compression());

  for (const router of operatorRoutes(deps)) app.use(router);
  if (deps.viteMiddleware) app.use(deps.viteMiddleware);
  // Source maps are built (hidden) for debugging, never served in production.
  if (config.isProduction) app.use('/assets', (req, res, next) => (req.path.endsWith('.map') ? res.status(404).end() : next()));
  app.use('/assets', express.static(path.join(CLIENT_OUT_DIR, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use('/static', express.static(path.join(ROOT_DIR, 'public'), { maxAge: '1h', index: false }));
  // The service worker (client/sw.ts, built to dist/client/sw.js): at the root so its scope is the whole site, never
  // cached by HTTP so an update reaches browsers at their next visit.
  app.use('/sw.js', (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    res.sendFile(path.join(CLIENT_OUT_DIR, 'sw.js'), { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } }, (err) => {
      if (err) next();
    });
  });
  // Browsers and crawlers ask for /favicon.ico whatever the page links; answer with the icon rather than a 404.
  app.use('/favicon.ico', (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    res.sendFile(path.join(ROOT_DIR, 'public/favicon.svg'), { maxAge: '1d', headers: { 'Content-Type': 'image/svg+xml' } });
  });

  app.use(siteMiddleware(services.sites));
  // A cacheable page's first rendering is captured here, after helmet and the site, before sessions run.
  app.use(pageCache.store);
  if (adapters.storage instanceof LocalStorage) app.use(storageRoutes(adapters.storage));

  // Sessions are read where one exists (the browser sent its cookie) and opened where one may begin (a form or
  // call that signs in posts): an anonymous page view or GraphQL call makes no session object, id or store work.
  const passport = configurePassport(db);
  const sessions = express.Router();
  // No passport.initialize(): since passport 0.5.1 `passport.session()` gives the request its login and logout, and
  // initialize's compatibility object for older strategies (none here) cost a kept page 8 to 12% of its CPU.
  sessions.use(sessionMiddleware(config, deps.sessions.store), renewSession(), passport.session());
  app.use((req, res, next) => (mayHaveSession(req) ? sessions(req, res, next) : next()));
  // Accounts are kept for a minute under the database's accounts version: a change by any process shows within a second.
  app.use(loadViewerMiddleware(viewerLoader(db, services.versions.accounts), (token) => services.apiTokens.authenticate(token)));
  // A clinic login on another clinic's site is nobody there; its pages go to its own site.
  app.use(clinicSiteGuard(services.clinicHomes));
  app.use(noteSessionWrites());
  app.use(express.json({ limit: '200kb' }));
  app.use(express.urlencoded({ extended: false, limit: '200kb' }));
  app.use(originCheck(tokens));
  // The language of the request (contracts/locale.ts); a `?lang=` from the switch is remembered.
  app.use(localeMiddleware((viewer, locale) => services.accounts.rememberLocale(viewer, locale), config.isProduction));
  app.use(pageContextMiddleware(config));
  app.use(menuCounts(services.threads));

  const trustedDocuments = loadTrustedDocuments();
  const apollo = createApolloServer({ logger, isProduction: config.isProduction, trustedDocuments });
  await apollo.start();
  app.use('/graphql', resolveDocumentIds(trustedDocuments, config.isProduction), expressMiddleware(apollo, {
    context: async ({ req }): Promise<GraphQLContext> => ({
      viewer: req.viewer ?? null,
      site: req.site,
      loaders: createLoaders(db),
      services,
      noteWrite: () => markSessionWrite(req),
      rateLimit: (rule) => checkRateLimit(deps.rateLimits, RATE_LIMITS[rule], req),
      locale: req.locale,
    }),
  }));

  for (const middleware of pageMiddleware()) app.use(middleware);
  const table = areaRoutes(deps);
  app.use(routeTable(deps.reverseRoutes ? table.reverse() : table));
  if (!config.isProduction) app.use(devRoutes(services));

  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    deps.metrics?.observe(req, res);
    const served = pageCache.handle(req, res);
    if (served === false) app(req, res);
    else void served.then((hit) => { if (!hit) app(req, res); });
  };
  return { app, handler, close: () => apollo.stop() };
}
