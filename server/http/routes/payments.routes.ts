import { Router, type Request, type Response } from 'express';
import type { Services } from '../../services.ts';
import { isAppError } from '../../errors.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import { checkRateLimit, type RateLimitStore } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { fail } from './payment-answer.ts';
import { payAppointment } from './payments.appointment.ts';
import { payServiceOrder } from './orders.payment.ts';
import { captureProviderOrder, createProviderOrder, providerRequestAllowed, refuseCardFields } from './payments.provider.ts';
import { carriesCardFields, PROVIDER_CAPTURE_PATH, PROVIDER_ORDER_PATH } from '../../../contracts/payment-provider.ts';

/**
 * POST /api/payment, one handler: every attempt is counted, then the spec's `paymentType` says what
 * is paid (100 a stored service order, anything else an appointment). In production with PayPal
 * configured, cards are entered in PayPal's own fields only: a body carrying card fields is refused
 * unread. The provider's create-order and capture calls (payments.provider.ts) count against the same
 * limit. And PayPal's webhooks.
 */
export function paymentsRoutes(services: Services, rateLimits: RateLimitStore): Router {
  const router = Router();

  /** Counts the attempt; false once the limit answered 429. */
  async function counted(req: Request, res: Response): Promise<boolean> {
    try {
      await checkRateLimit(rateLimits, RATE_LIMITS.payment, req);
      return true;
    } catch (err) {
      if (!isAppError(err)) throw err;
      fail(res, err.status, err.message);
      return false;
    }
  }

  router.post('/api/payment', async (req: Request, res: Response) => {
    if (!(await counted(req, res))) return;
    if (services.payments.refusesCardFields && carriesCardFields(req.body)) return refuseCardFields(req, res);
    if (Number(req.body?.paymentType) === PAYMENT_TYPE.SERVICES) return payServiceOrder(services, req, res);
    return payAppointment(services, req, res);
  });

  router.post(PROVIDER_ORDER_PATH, async (req: Request, res: Response) => {
    if (!providerRequestAllowed(services, req, res) || !(await counted(req, res))) return;
    return createProviderOrder(services, req, res);
  });

  router.post(PROVIDER_CAPTURE_PATH, async (req: Request, res: Response) => {
    if (!providerRequestAllowed(services, req, res) || !(await counted(req, res))) return;
    return captureProviderOrder(services, req, res);
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
