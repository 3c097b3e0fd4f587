import session, { type Store } from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../../config.ts';
import type { OperatorSignIn } from '../../domain/ops/operator-accounts.ts';
import type { OperatorViewer } from '../../domain/ops/index.ts';
import { OPS_IDLE_MINUTES, OPS_MAX_HOURS } from '../../../contracts/ops.ts';

/**
 * The console's own session: its own cookie (`petcare.ops.sid`, path /ops, SameSite=Strict, httpOnly), apart from
 * owners' and clinics' (`petcare.sid`, which the app never reads under /ops: `mayHaveSession`), ending after
 * OPS_IDLE_MINUTES without a request and OPS_MAX_HOURS after sign-in whatever happens.
 */
export const OPS_SESSION_COOKIE = 'petcare.ops.sid';
export const OPS_PATH = '/ops';
export const OPS_IDLE_MS = OPS_IDLE_MINUTES * 60_000;
export const OPS_MAX_MS = OPS_MAX_HOURS * 3_600_000;

/** Whether a path is the console's (its pages and calls, under /ops). */
export function isOpsPath(path: string): boolean {
  return path === OPS_PATH || path.startsWith(`${OPS_PATH}/`);
}

export interface OpsSessionData {
  operatorId: number;
  /** The second factor passed (false between the password and the code). */
  passed: boolean;
  /** When the password was accepted (ms epoch): the session ends OPS_MAX_MS later. */
  startedAt: number;
  /** The last request (ms epoch): the session ends OPS_IDLE_MS after it. */
  seenAt: number;
}

export interface OpsFlash {
  kind: 'success' | 'error';
  text: string;
  fields?: Record<string, string>;
}

declare module 'express-session' {
  interface SessionData {
    ops?: OpsSessionData;
    /** What the console's next page says (the outcome of the form just posted). */
    opsFlash?: OpsFlash;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The operator the console's session names (with `twoFactor` false until the second factor passed); null: none. */
    operator?: OperatorViewer | null;
    /** The console session ended by time on this request (the login page says so). */
    opsSessionEnded?: boolean;
  }
}

export function opsSessionMiddleware(config: Pick<Config, 'sessionSecret' | 'isProduction'>, store: Store): RequestHandler {
  return session({
    name: OPS_SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    cookie: { httpOnly: true, sameSite: 'strict', path: OPS_PATH, secure: config.isProduction ? 'auto' : false, maxAge: OPS_IDLE_MS },
  });
}

/** Whether a console session has run out at `now`: idle too long, or older than the longest session. */
export function opsSessionExpired(data: Pick<OpsSessionData, 'startedAt' | 'seenAt'>, now: number): boolean {
  return now - data.seenAt > OPS_IDLE_MS || now - data.startedAt > OPS_MAX_MS;
}

function destroy(req: Request): Promise<void> {
  return new Promise((resolve) => req.session.destroy(() => resolve()));
}

/**
 * Sets `req.operator` from the console's session: the operator while their account is enabled and the session has
 * not run out (each request moves `seenAt` on); otherwise the session is destroyed and nobody is signed in.
 */
export function loadOperator(operators: Pick<OperatorSignIn, 'viewerOf'>, now: () => number = Date.now): RequestHandler {
  return async (req, _res, next) => {
    try {
      req.operator = null;
      const data = req.session?.ops;
      if (!data) return next();
      const at = now();
      if (opsSessionExpired(data, at)) {
        req.opsSessionEnded = true;
        await destroy(req);
        return next();
      }
      const operator = await operators.viewerOf(data.operatorId, data.passed, req.ip ?? null);
      if (!operator) {
        await destroy(req);
        return next();
      }
      data.seenAt = at;
      req.operator = operator;
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Starts a new console session id for this operator (at each sign-in step: no fixation). */
export function regenerateOps(req: Request, data: OpsSessionData): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => {
    if (err) return reject(err);
    req.session.ops = data;
    resolve();
  }));
}

export function endOpsSession(req: Request): Promise<void> {
  return req.session ? destroy(req) : Promise.resolve();
}

/** The flash message of the previous post, read once. */
export function takeFlash(req: Request): OpsFlash | null {
  const flash = req.session?.opsFlash ?? null;
  if (flash) delete req.session.opsFlash;
  return flash;
}
