import { Router } from 'express';
import type { Services } from '../../services.ts';

/** The owner's dashboard notices: 'Mark as read' posts here (a plain form) and returns to where it was shown. */
export function noticesRoutes(services: Services): Router {
  const router = Router();

  router.post('/app/notices/:noticeId/read', async (req, res) => {
    const id = /^\d{1,15}$/.test(String(req.params.noticeId)) ? Number(req.params.noticeId) : 0;
    await services.notices.markRead(req.viewer ?? null, id, new Date());
    res.redirect(303, '/app/my-appointments');
  });

  return router;
}
