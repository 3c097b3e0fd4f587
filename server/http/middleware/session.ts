import session, { type Store } from 'express-session';
import { RedisStore } from 'connect-redis';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import { closeRedis, connectRedis, redisAnswers } from '../../adapters/redis.ts';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/knex.ts';
import { HANDOFF_PATH } from '../../../contracts/session.ts';
import { isOpsPath } from './ops-session.ts';

export const SESSION_COOKIE = 'petcare.sid';
const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
/**
 * How often a signed-in session's lifetime is renewed: at most once an hour it is saved again, which
 * renews both the stored copy's expiry and the cookie's, so it ends 14 days after the last visit (within
 * the hour). Between renewals a request reads the session and writes nothing: no store write, no cookie.
 */
export const SESSION_RENEW_MS = 3600 * 1000;

declare module 'express-session' {
  interface SessionData {
    /** When this signed-in session's lifetime was last renewed (ms epoch). */
    renewedAt?: number;
    /**
     * When this signed-in session last changed something (ms epoch): set as each of its form posts and GraphQL
     * mutations answers, after their writes committed. A page kept for it from before then is not sent again
     * (private-page-cache.ts), whichever web process made the change.
     */
    wroteAt?: number;
  }
}

/** The sessions table store, without its per-request touch: lifetimes are renewed by `renewSession`. */
class SessionTableStore extends ConnectSessionKnexStore {
  override async touch(_sid: string, _session: unknown, callback?: (err?: unknown) => void): Promise<void> {
    callback?.();
  }
}

export interface SessionBackend {
  kind: 'redis' | 'database';
  store: Store;
  /**
   * The operator console's store (ops-session.ts), over the same backend: express-session hands a store the cookie
   * settings of the middleware made with it (its `generate`), so two middlewares never share one store object.
   */
  consoleStore: Store;
  /** Redis: whether it answers now (readiness); the database store is as ready as the database. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** Redis when REDIS_URL is set, else the sessions table in our own database. Never the in-memory store. */
export async function createSessionBackend(config: Pick<Config, 'redisUrl'>, db: Db): Promise<SessionBackend> {
  if (config.redisUrl) {
    const client = await connectRedis(config.redisUrl);
    return {
      kind: 'redis',
      store: new RedisStore({ client, prefix: 'petcare:sess:', disableTouch: true }),
      consoleStore: new RedisStore({ client, prefix: 'petcare:ops-sess:', disableTouch: true }),
      reachable: () => redisAnswers(client),
      close: async () => { await closeRedis(client); },
    };
  }
  const store = new SessionTableStore({ knex: db, tableName: 'sessions', createTable: false, cleanupInterval: 15 * 60_000 });
  // The same table (the first store's cleanup clears both kinds of expired rows).
  const consoleStore = new SessionTableStore({ knex: db, tableName: 'sessions', createTable: false, cleanupInterval: 0 });
  return {
    kind: 'database',
    store,
    consoleStore,
    reachable: async () => true,
    close: async () => {
      for (const s of [store, consoleStore]) if (s.nextDbCleanup) clearTimeout(s.nextDbCleanup);
    },
  };
}

/** Host-only, httpOnly, SameSite=Lax cookies; Secure behind TLS in production. */
export function sessionMiddleware(config: Pick<Config, 'sessionSecret' | 'isProduction'>, store: Store): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction ? 'auto' : false,
      maxAge: SESSION_TTL_MS,
    },
  });
}

/** Whether the browser sent the session cookie (its session may have ended since). */
export function sendsSessionCookie(req: { headers: { cookie?: string } }): boolean {
  return (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}

/**
 * Whether a request may carry or begin a session: it sends the session cookie, it is a post other than
 * GraphQL's (a sign-in form or call; GraphQL never signs anyone in), or it brings a clinic login's one-time
 * sign-in code from another clinic's site (HANDOFF_PATH); never under /ops (the console's own session). The rest have no session to read and
 * cannot make one, so the session middleware, and passport's behind it, skip them.
 */
export function mayHaveSession(req: Request): boolean {
  // The operator console (/ops) has its own session (ops-session.ts): an owner's or clinic's is never read there.
  if (isOpsPath(req.path)) return false;
  return sendsSessionCookie(req) || postsOutsideGraphql(req) || req.path === HANDOFF_PATH;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A form post or call other than GraphQL's (GraphQL never signs anyone in; its mutations are told apart by Apollo). */
function postsOutsideGraphql(req: Request): boolean {
  return !READS.has(req.method) && req.path !== '/graphql' && !req.path.startsWith('/graphql/');
}

type SignedInSession = NonNullable<Request['session']> & { passport?: { user?: unknown } };

/** Mount right after `sessionMiddleware`: renews a signed-in session's lifetime once per SESSION_RENEW_MS. */
export function renewSession(now: () => number = Date.now): RequestHandler {
  return (req, _res, next) => {
    const session = req.session as SignedInSession | undefined;
    if (session?.passport?.user && now() - (session.renewedAt ?? 0) >= SESSION_RENEW_MS) session.renewedAt = now();
    next();
  };
}

/** Whether the request's viewer was signed in by its session (not a bearer token, not anonymous). */
export function signedInBySession(req: Request): boolean {
  return Boolean(req.viewer && (req.session as SignedInSession | undefined)?.passport?.user);
}

/** Records on a signed-in session that it changed something just now (saved with the session as the answer ends). */
export function markSessionWrite(req: Request, now: () => number = Date.now): void {
  if (signedInBySession(req)) req.session.wroteAt = now();
}

/**
 * Mount after the session middleware and the viewer's: a signed-in session's form post or call (not GraphQL, whose mutations
 * mark it in graphql/server.ts) that is answered below 400 is marked as a write when its answer ends, after the
 * route's writes committed and before the session middleware saves the session.
 */
export function noteSessionWrites(now: () => number = Date.now): RequestHandler {
  return (req, res, next) => {
    if (!postsOutsideGraphql(req) || !signedInBySession(req)) return next();
    const end = res.end as (...args: unknown[]) => Response;
    res.end = function endMarked(this: Response, ...args: unknown[]) {
      if (res.statusCode < 400) markSessionWrite(req, now);
      return end.apply(this, args);
    } as Response['end'];
    next();
  };
}
