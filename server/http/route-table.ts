import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

interface RouteLayer {
  route?: { path: string | string[] | RegExp };
}

/** Characters that make a path segment a pattern rather than words (path-to-regexp 8's syntax). */
const PATTERN = /[:*{}()?+!\\]/;
const ANY = '*';

/** A route path's first two segments when both are plain words ('app/appointments'), its first alone and ANY when only that is ('app/*'), else ANY. */
function keyOfRoute(path: string | RegExp): string {
  if (typeof path !== 'string') return ANY;
  const [, first = '', second = ''] = path.toLowerCase().split('/');
  if (PATTERN.test(first)) return ANY;
  return PATTERN.test(second) ? `${first}/${ANY}` : `${first}/${second}`;
}

/** A request's first two path segments, as routes are keyed (routing ignores case and a trailing slash). */
function keyOfRequest(path: string): string {
  const slash = path.indexOf('/', 1);
  const end = slash < 0 ? path.length : path.indexOf('/', slash + 1);
  const first = slash < 0 ? path.slice(1) : path.slice(1, slash);
  const second = slash < 0 ? '' : path.slice(slash + 1, end < 0 ? path.length : end);
  return `${first}/${second}`.toLowerCase();
}

/**
 * The area routers (routes/index.ts) as one handler that hands a request only to the routers holding a route whose
 * first two path segments could match it, in the table's order: a request no longer walks the 200 routes of every
 * router mounted before its own (Express tries each route in turn). A router is a candidate for a request when one
 * of its routes starts with the request's two segments, or with its first and then a pattern (/app/:id), or with a
 * pattern (or has middleware): what decides is still the router's own matching, so the answer is the one the
 * routers mounted in a row would give. `stack` lists every router's layers, for the tests that read routes.
 */
export function routeTable(routers: Router[]): RequestHandler & { stack: unknown[] } {
  const keysOf = routers.map((router) => new Set((router.stack as unknown as RouteLayer[])
    .flatMap((layer) => (layer.route ? [layer.route.path].flat().map(keyOfRoute) : [ANY]))));
  const known = new Set(keysOf.flatMap((keys) => [...keys]));
  const candidates = new Map<string, Router[]>();
  // Only keys some route has are kept (a request's unknown key is answered from its first segment's list): bounded.
  const candidatesFor = (key: string): Router[] => {
    const first = key.slice(0, key.indexOf('/'));
    const wanted = known.has(key) ? key : `${first}/${ANY}`;
    let list = candidates.get(wanted);
    if (!list) {
      list = routers.filter((_r, i) => keysOf[i].has(ANY) || keysOf[i].has(`${first}/${ANY}`) || keysOf[i].has(wanted));
      candidates.set(wanted, list);
    }
    return list;
  };
  const handler = (req: Request, res: Response, next: NextFunction) => {
    const list = candidatesFor(keyOfRequest(req.path));
    let i = 0;
    const step = (err?: unknown) => {
      if (err !== undefined && err !== null && err !== 'router') return next(err);
      const router = list[i++];
      if (!router) return next();
      router(req, res, step);
    };
    step();
  };
  return Object.assign(handler, { stack: routers.flatMap((router) => router.stack) });
}
