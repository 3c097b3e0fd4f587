import type { RequestHandler, Response } from 'express';
import type { ThreadService } from '../domain/threads/thread-service.ts';

/** What a page's render awaits for the signed-in menu's counts (set per request by `menuCounts`). */
type MenuCountsLoader = () => Promise<{ unreadMessages: number }>;
/** The viewer's unread messages per appointment, read at most once per request (the menu and a list share it). */
type UnreadCountsLoader = () => ReturnType<ThreadService['unreadCounts']>;

/**
 * The signed-in menu's counts (the unread messages of the viewer's appointment threads, beside My Appointments /
 * Appointments), read only when a page is rendered: a kept page (private-page-cache.ts) or a JSON answer reads
 * nothing. The thread service decides what the viewer may count.
 */
export function menuCounts(threads: Pick<ThreadService, 'unreadCounts'>): RequestHandler {
  return (req, res, next) => {
    if (req.viewer && (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST')) {
      const viewer = req.viewer;
      let loaded: ReturnType<UnreadCountsLoader> | null = null;
      const unread = (() => (loaded ??= threads.unreadCounts(viewer))) satisfies UnreadCountsLoader;
      res.locals.unreadCounts = unread;
      res.locals.menuCounts = (() => unread().then((c) => ({ unreadMessages: c.total }))) satisfies MenuCountsLoader;
    }
    next();
  };
}

/**
 * The counts for the page this response renders, or none: no viewer, a page rendered before the middleware ran, or
 * counts that could not be read (the error page of a database outage still renders; the count is not the page).
 */
export async function menuCountsOf(res: Response): Promise<{ unreadMessages: number } | null> {
  const load = res.locals.menuCounts as MenuCountsLoader | undefined;
  return load ? load().catch(() => null) : null;
}

/**
 * The viewer's unread messages per appointment for this request, read once whoever asks first (a list's cards and
 * the menu's total come from the same query); null when the middleware did not run for this request.
 */
export function unreadCountsOf(res: Response): ReturnType<UnreadCountsLoader> | null {
  const load = res.locals.unreadCounts as UnreadCountsLoader | undefined;
  return load ? load() : null;
}
