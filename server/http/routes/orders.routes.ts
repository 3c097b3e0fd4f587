import { Router, type NextFunction, type Request, type Response } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { cardFromPaymentInfo, paymentInfoSchema } from '../schemas/payment-info.schema.ts';
import type { Services } from '../../services.ts';
import { isAppError, ValidationError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { PAYMENT_TYPE, PRODUCT } from '../../../contracts/products.ts';
import { houseCallSchema, secondOpinionSchema } from '../../../contracts/orders.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { fieldErrors } from '../../../contracts/forms.ts';
import type { OrderDetailsRequest, OrderOutcome } from '../../domain/orders/order-service.ts';
import { ORDER_PRODUCTS, type OrderProduct } from '../../domain/orders/order-products.ts';
import { requireUser } from '../../domain/accounts/viewer.ts';
import { OrderPage } from '../../../views/pages/orders/order-page.tsx';

/** An order's fields; `price`, `newPrice` and `details.price` from the browser are ignored. */
const orderFieldsSchema = z.object({
  productId: z.coerce.number().int(),
  details: z.record(z.string(), z.unknown()).default({}),
});

/** The spec's service-order payment: a stored order's id and the card (the one-shot form sends the fields instead). */
const payOrderSchema = z.object({
  orderId: z.coerce.number().int().positive(),
  paymentInfo: paymentInfoSchema,
});

const uploadSchema = z.object({
  fileName: z.string().trim().min(1, 'Please choose a file.').max(255),
  fileType: z.string().trim().min(1, 'This file type is not allowed.').max(100),
  serviceType: z.string().trim().max(40),
  fileSize: z.coerce.number().int().nonnegative().optional(),
});

function fail(res: Response, status: number, message: string, fields?: Record<string, string>) {
  res.status(status).json({ result: 'Error', status: message, ...(fields ? { fields } : {}) });
}

type Refusal = { error: string; fields?: Record<string, string> };
type Parsed = { order: OrderDetailsRequest } | Refusal;

/** The payload's product and details as an order request, or the first field's message. */
function parseOrder(body: unknown): Parsed {
  const parsed = orderFieldsSchema.safeParse(body);
  if (!parsed.success) return { error: ORDER_FAILED };
  const { productId, details } = parsed.data;
  const schema = productId === PRODUCT.HOUSE_VISIT ? houseCallSchema : productId === PRODUCT.SECOND_OPINION ? secondOpinionSchema : null;
  if (!schema) return { error: ORDER_FAILED };
  const fields = schema.safeParse(details);
  if (!fields.success) {
    const errors = fieldErrors(fields.error);
    return { error: Object.values(errors)[0], fields: errors };
  }
  return { order: { productId, details: fields.data } as OrderDetailsRequest };
}

/** Answers a service's refusal in the order calls' shape; anything else goes to the error handler. */
function refuse(res: Response, err: unknown) {
  if (!isAppError(err)) throw err;
  fail(res, err.status, err.message, err instanceof ValidationError ? err.fields : undefined);
}

/** A stored order's payment, or the one-shot form (fields + card) kept for API clients. */
async function payment(services: Services, req: Request): Promise<OrderOutcome | Refusal> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const options = { idempotencyKey: req.get('idempotency-key'), now: new Date() };
  if (body.orderId !== undefined && body.orderId !== null && body.orderId !== '') {
    const parsed = payOrderSchema.safeParse(body);
    if (!parsed.success) return { error: ORDER_FAILED };
    const { orderId, paymentInfo } = parsed.data;
    return services.orders.pay(req.viewer ?? null, { orderId, card: cardFromPaymentInfo(paymentInfo) }, options);
  }
  const parsed = parseOrder(body);
  if ('error' in parsed) return parsed;
  const card = payOrderSchema.shape.paymentInfo.safeParse(body.paymentInfo);
  if (!card.success) return { error: ORDER_FAILED };
  return services.orders.place(req.viewer ?? null, { ...parsed.order, card: cardFromPaymentInfo(card.data) }, options);
}

/**
 * The order forms and their payment: `POST /api/orders` stores an order,
 * `POST /api/payment` with `paymentType: 100` pays one (mounted before the
 * appointment payment route, which handles every other payload),
 * `POST /api/files/:accessType`, and the two order pages for signed-in owners.
 */
export function ordersRoutes(services: Services): Router {
  const router = Router({ strict: true });

  // Store first: the order waits as 'new' until /checkout pays it.
  router.post('/api/orders', async (req: Request, res: Response) => {
    const parsed = parseOrder(req.body);
    if ('error' in parsed) return fail(res, 400, parsed.error, parsed.fields);
    try {
      const { orderId } = await services.orders.store(req.viewer ?? null, parsed.order);
      res.status(201).json({ orderId });
    } catch (err) {
      refuse(res, err);
    }
  });

  router.post('/api/payment', async (req: Request, res: Response, next: NextFunction) => {
    if (Number(req.body?.paymentType) !== PAYMENT_TYPE.SERVICES) return next();
    try {
      const outcome = await payment(services, req);
      if ('error' in outcome) return fail(res, 400, outcome.error, outcome.fields);
      if (outcome.result === 'Error') return fail(res, 402, outcome.status);
      res.status(201).json({ result: outcome.result });
    } catch (err) {
      refuse(res, err);
    }
  });

  router.post('/api/files/:accessType', async (req, res) => {
    const parsed = uploadSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw new ValidationError(Object.values(errors)[0], { fields: errors });
    }
    const grant = await services.files.requestUpload(req.viewer ?? null, { ...parsed.data, access: String(req.params.accessType) });
    res.status(201).json(grant);
  });

  for (const product of Object.values(ORDER_PRODUCTS)) {
    const path = `/${product.slug}/order`;
    router.get(`${path}/`, (_req, res) => res.redirect(301, path));
    router.get(path, async (req, res) => {
      const viewer = requireUser(req.viewer); // the page registry already sent anyone else to log in or to switch accounts
      const pets = product.slug === 'second-medical-opinion' ? (await services.pets.list(viewer)).map(({ id, name }) => ({ id, name })) : [];
      await renderPage(req, res, createElement(OrderPage, { product: toView(product), pets }), {
        title: `Order: ${product.label}`, canonicalPath: path, noindex: true,
      });
    });
  }

  return router;
}

function toView(p: OrderProduct) {
  return { code: p.code, slug: p.slug, label: p.label, priceLabel: p.priceLabel, priceCents: p.priceCents };
}
