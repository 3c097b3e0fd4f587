import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * A header middleware whose headers never depend on the request (helmet with our fixed policy: no nonces)
 * run once at start-up, and its headers replayed on each response: one step instead of helmet's dozen.
 * Throws at start-up if the middleware does anything but set and remove headers synchronously.
 */
export function fixedHeaders(middleware: HeaderMiddleware): RequestHandler {
  const set: Array<[string, number | string | readonly string[]]> = [];
  const removed: string[] = [];
  let called = false;
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) { set.push([name, value]); return recorder; },
    removeHeader(name: string) { removed.push(name); },
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
    called = true;
  });
  if (!called) throw new Error('fixedHeaders: the middleware did not finish at once');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
