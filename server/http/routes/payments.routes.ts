import { Router, type Request, type Response } from 'express';
import type { Services } from '../../services.ts';
import { isAppError } from '../../errors.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import { checkRateLimit, type RateLimitRule, type RateLimitStore } from '../middleware/rate-limit.ts';
import { fail } from './payment-answer.ts';
import { payAppointment } from './payments.appointment.ts';
import { payServiceOrder } from './orders.payment.ts';

/**
 * Payment attempts per account (per address for a visitor), whatever their
 * outcome: bounds card testing through a stolen or scripted account.
 */
export const PAYMENT_LIMIT: RateLimitRule = {
  name: 'payment', limit: 30, windowMs: 10 * 60_000,
  key: (req) => (req.viewer ? `${req.viewer.kind}:${req.viewer.email}` : `ip:${req.ip}`),
};

/**
 * POST /api/payment, one handler: every attempt is counted, then the spec's `paymentType` says what
 * is paid (100 a stored service order, anything else an appointment). And PayPal's webhooks.
 */
export function paymentsRoutes(services: Services, rateLimits: RateLimitStore): Router {
  const router = Router();

  router.post('/api/payment', async (req: Request, res: Response) => {
    try {
      await checkRateLimit(rateLimits, PAYMENT_LIMIT, req);
    } catch (err) {
      if (!isAppError(err)) throw err;
      return fail(res, err.status, err.message);
    }
    if (Number(req.body?.paymentType) === PAYMENT_TYPE.SERVICES) return payServiceOrder(services, req, res);
    return payAppointment(services, req, res);
  });

  /** PayPal webhooks: 404 unless configured, 400 when PayPal does not confirm the signature. */
  router.post('/api/payment/paypal/webhook', async (req: Request, res: Response) => {
    if (!services.paypalWebhooks) return res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    const outcome = await services.paypalWebhooks.handle(headers, req.body ?? {});
    if (outcome === 'unverified') return res.status(400).json({ error: { code: 'BAD_USER_INPUT', message: 'Invalid webhook signature.' } });
    res.json({ ok: true, outcome });
  });

  return router;
}
