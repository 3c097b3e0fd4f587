import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../errors.ts';
import { CALENDAR_FEED_API, CALENDAR_FEED_PATH, CALENDAR_FEED_REVOKE_API } from '../../../contracts/calendar-feed.ts';
import { failureLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

const NOT_FOUND = 'Oops! Sorry page not found';

/**
 * A clinic login's calendar subscription: the feed itself (`/calendar/<token>.ics`, the token the only authority,
 * polled by calendar apps without a session; a wrong one is a 404 and counts toward the link-guessing limit), and
 * My Profile's create-or-regenerate and revoke calls.
 */
export function calendarFeedRoutes({ services, rateLimits }: Pick<AppDeps, 'services' | 'rateLimits'>): Router {
  const router = Router();
  const guesses = failureLimit(rateLimits, RATE_LIMITS.linkGuess);

  router.get(`${CALENDAR_FEED_PATH}/:file`, async (req, res, next) => {
    res.set('Cache-Control', 'private, no-store').set('Referrer-Policy', 'no-referrer');
    await guesses.before(req);
    const file = String(req.params.file);
    const ics = file.endsWith('.ics') ? await services.calendarFeeds.feed(file.slice(0, -4), new Date()) : null;
    if (ics === null) {
      await guesses.missed(req);
      return next(new NotFoundError(NOT_FOUND));
    }
    res.type('text/calendar; charset=utf-8').send(ics);
  });

  router.post(CALENDAR_FEED_API, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await services.calendarFeeds.issue(req.viewer ?? null, new Date()));
  });

  router.post(CALENDAR_FEED_REVOKE_API, async (req, res) => {
    res.json(await services.calendarFeeds.revoke(req.viewer ?? null));
  });

  return router;
}
