import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';

/**
 * Web push: a device's subscription (the push-settings island posts the browser's PushSubscription), forgetting a
 * device, and an owner's choice of kinds (My Profile's plain form). The push service decides who may do what.
 */
export function pushRoutes({ services }: Pick<AppDeps, 'services'>): Router {
  const router = Router();

  router.post('/api/push/subscriptions', async (req, res) => {
    res.json(await services.push.subscribe(req.viewer ?? null, req.body));
  });

  router.post('/api/push/subscriptions/delete', async (req, res) => {
    await services.push.unsubscribe(req.viewer ?? null, req.body);
    res.json({ ok: true });
  });

  router.post('/app/my-profile/notifications', async (req, res) => {
    await services.push.choose(req.viewer ?? null, req.body);
    res.redirect(303, '/app/my-profile?notice=notifications#notifications');
  });

  return router;
}
