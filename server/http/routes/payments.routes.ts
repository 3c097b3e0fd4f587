import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { cardFromPaymentInfo, paymentInfoSchema } from '../schemas/payment-info.schema.ts';
import type { Services } from '../../services.ts';
import { isAppError, ValidationError } from '../../errors.ts';
import { CONSULTATION_TYPES } from '../../../contracts/consultations.ts';
import { checkRateLimit, type RateLimitRule } from '../middleware/rate-limit.ts';
import { type RateLimitStore } from '../../adapters/rate-limit-store.ts';

/** The spec's appointment payment payload; prices and details sent by the browser are ignored. */
const appointmentSchema = z.object({
  vendor_listing_id: z.coerce.number().int().positive(),
  type: z.enum(CONSULTATION_TYPES),
  // The spec's productId: 8000 books the e-Consultation at its own price; other codes book the listing's consultation.
  productId: z.coerce.number().int().positive('Please choose a product').optional(),
  slot: z.string().trim().min(1, 'Please select a slot'),
  user_id: z.coerce.number().int().positive().optional(),
  userTZ: z.string().trim().max(64).optional(),
  // Loose on purpose: the booking service checks the pet with the pet form's rules and answers with their messages.
  pet: z.object({
    id: z.coerce.number().int().positive().optional(), name: z.string().max(500).optional(),
    type: z.coerce.number().int().optional(), breed: z.string().max(500).nullish(),
  }).nullish(),
  info: z.object({ summary: z.string().trim().min(1, 'Please tell us the reason for the consult').max(2000) }),
  promoCode: z.string().trim().max(64).optional(),
  waive: z.boolean().optional(),
  paymentInfo: paymentInfoSchema,
});

function fail(res: Response, status: number, message: string, fields?: Record<string, string>) {
  res.status(status).json({ result: 'Error', status: message, ...(fields ? { fields } : {}) });
}

/**
 * Payment attempts per account (per address for a visitor), whatever their
 * outcome: bounds card testing through a stolen or scripted account.
 */
export const PAYMENT_LIMIT: RateLimitRule = {
  name: 'payment', limit: 30, windowMs: 10 * 60_000,
  key: (req) => (req.viewer ? `${req.viewer.kind}:${req.viewer.email}` : `ip:${req.ip}`),
};

/** Mounted before every POST /api/payment handler (service orders and appointments); answers in the payment shape. */
export function paymentAttemptLimit(store: RateLimitStore): Router {
  const router = Router();
  router.post('/api/payment', (req: Request, res: Response, next: NextFunction) => {
    checkRateLimit(store, PAYMENT_LIMIT, req).then(() => next(), (err: unknown) => {
      if (!isAppError(err)) return next(err);
      fail(res, err.status, err.message);
    });
  });
  return router;
}

/** POST /api/payment: `{result: <booking id>}` or `{result: 'Error', status: <message>}`. */
export function paymentsRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/payment', async (req: Request, res: Response) => {
    const parsed = appointmentSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(res, 400, issue.message, { [issue.path.join('.')]: issue.message });
    }
    const body = parsed.data;
    try {
      const outcome = await services.bookings.book(req.viewer ?? null, {
        vendorListingId: body.vendor_listing_id, type: body.type, productId: body.productId, slot: body.slot, userId: body.user_id,
        pet: body.pet ?? null, summary: body.info.summary, userTZ: body.userTZ, promoCode: body.promoCode, waive: body.waive,
        card: cardFromPaymentInfo(body.paymentInfo),
      }, { idempotencyKey: req.get('idempotency-key'), now: new Date() });
      if (outcome.result === 'Error') return fail(res, 402, outcome.status);
      res.status(201).json({ result: outcome.result });
    } catch (err) {
      if (!isAppError(err)) throw err;
      fail(res, err.status, err.message, err instanceof ValidationError ? err.fields : undefined);
    }
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
