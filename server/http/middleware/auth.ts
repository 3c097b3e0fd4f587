import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Db } from '../../db/knex.ts';
import { authenticate, type AccountRole, type SessionAccount } from '../../domain/accounts/authentication.ts';
import { requireRootAdmin, requireUser, requireVendor, type Viewer } from '../../domain/accounts/viewer.ts';
import { isAppError } from '../../errors.ts';
import { refusalTexts } from '../../i18n/refusal-text.ts';
import { localeOf } from './locale.ts';

declare module 'express-serve-static-core' {
  interface Request {
    viewer?: Viewer | null;
    /** The API token the request came with, once it proved to be live (its logout revokes it). */
    bearer?: SessionAccount | null;
  }
}

/**
 * Passport with one local strategy per role: `user-local` reads owners,
 * `vendor-local` reads vendor logins. The session stores `{kind, id, at}`.
 */
export function configurePassport(db: Db): passport.PassportStatic {
  const strategy = (role: AccountRole) =>
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      authenticate(db, role, email, password).then(
        (viewer) => done(null, viewer),
        (err) => (isAppError(err) ? done(null, false, { message: err.message }) : done(err)),
      );
    });
  passport.use('user-local', strategy('user'));
  passport.use('vendor-local', strategy('vendor'));
  passport.serializeUser((viewer, done) => {
    const v = viewer as Viewer;
    done(null, { kind: v.kind, id: v.id, at: Date.now() } satisfies SessionAccount);
  });
  // Deserialisation happens in loadViewerMiddleware so sessions and bearer tokens share one path.
  passport.deserializeUser((account, done) => done(null, account as Express.User));
  return passport;
}

/** The bearer-token API's answer to a token it does not take (its English fixed; en-threads-api.ts says it). */
export const INVALID_TOKEN = 'Invalid token.';

/**
 * The API's own refusal: the English `message` and `code` as ever, and for a request in another language its words
 * in that language too (GraphQL's `extensions.text`, and `text` beside `errors` as the REST answers carry it).
 */
function refuse(req: Request, res: Response, status: number, message: string, code: string) {
  const { text } = refusalTexts(localeOf(req), message);
  return res.status(status).json({ errors: [{ message, extensions: { code, ...(text === undefined ? {} : { text }) } }], ...(text === undefined ? {} : { text }) });
}

/** The viewer with the address its request came from (a copy: a loaded viewer may be shared). */
function withAddress(viewer: Viewer | null, req: Request): Viewer | null {
  return viewer && { ...viewer, address: req.ip ?? null };
}

/**
 * Sets req.viewer from a bearer token (API clients) or the session. A malformed, unknown, revoked or expired
 * token is refused outright rather than silently treated as anonymous.
 */
export function loadViewerMiddleware(
  loadViewer: (account: SessionAccount) => Promise<Viewer | null>,
  authenticateToken: (token: string) => Promise<SessionAccount | null>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const header = req.get('authorization');
      if (header?.toLowerCase().startsWith('bearer ')) {
        const account = await authenticateToken(header.slice(7).trim());
        req.bearer = account;
        req.viewer = account ? withAddress(await loadViewer(account), req) : null;
        if (!req.viewer) return refuse(req, res, 401, INVALID_TOKEN, 'UNAUTHENTICATED');
        return next();
      }
      const account = req.user as SessionAccount | undefined;
      req.viewer = account ? withAddress(await loadViewer(account), req) : null;
      if (account && !req.viewer) {
        // The account is gone, or its password changed or it logged out everywhere since this session began.
        await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      }
      next();
    } catch (err) {
      if (isAppError(err)) return refuse(req, res, err.status, err.message, err.code);
      next(err);
    }
  };
}

function guard(check: (viewer: Viewer | null | undefined) => unknown): RequestHandler {
  return (req, _res, next) => {
    try {
      check(req.viewer);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Route guards; the same checks the domain services and GraphQL call. */
export const requireUserRoute = guard(requireUser);
export const requireVendorRoute = guard(requireVendor);
export const requireRootAdminRoute = guard(requireRootAdmin);
