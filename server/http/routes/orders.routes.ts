import { Router, type NextFunction, type Request, type Response } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { cardFromPaymentInfo, paymentInfoSchema } from '../schemas/payment-info.schema.ts';
import type { Services } from '../../services.ts';
import { isAppError, ValidationError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { PAYMENT_TYPE, PRODUCT } from '../../domain/reference/reference-data.ts';
import { houseCallSchema, ORDER_ERROR, orderFieldErrors, secondOpinionSchema } from '../../domain/orders/order-input.ts';
import type { OrderRequest } from '../../domain/orders/order-service.ts';
import { ORDER_PRODUCTS, type OrderProduct } from '../../domain/orders/order-products.ts';
import { OrderPage } from '../../../views/pages/orders/order-page.tsx';

/** The spec's service-order payload; `price`, `newPrice` and `details.price` from the browser are ignored. */
const serviceOrderSchema = z.object({
  productId: z.coerce.number().int(),
  details: z.record(z.string(), z.unknown()).default({}),
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

type Parsed = { order: OrderRequest } | { error: string; fields?: Record<string, string> };

/** The payload as an order request, or the first field's message. */
function parseOrder(body: unknown): Parsed {
  const parsed = serviceOrderSchema.safeParse(body);
  if (!parsed.success) return { error: ORDER_ERROR };
  const { productId, details, paymentInfo: p } = parsed.data;
  const card = cardFromPaymentInfo(p);
  const schema = productId === PRODUCT.HOUSE_VISIT ? houseCallSchema : productId === PRODUCT.SECOND_OPINION ? secondOpinionSchema : null;
  if (!schema) return { error: ORDER_ERROR };
  const fields = schema.safeParse(details);
  if (!fields.success) {
    const errors = orderFieldErrors(fields.error);
    return { error: Object.values(errors)[0], fields: errors };
  }
  return { order: { productId, details: fields.data, card } as OrderRequest };
}

/**
 * The order forms and their payment: `POST /api/payment` with `paymentType: 100`
 * (mounted before the appointment payment route, which handles every other payload),
 * `POST /api/files/:accessType`, and the two order pages for signed-in owners.
 */
export function ordersRoutes(services: Services): Router {
  const router = Router({ strict: true });

  router.post('/api/payment', async (req: Request, res: Response, next: NextFunction) => {
    if (Number(req.body?.paymentType) !== PAYMENT_TYPE.SERVICES) return next();
    const parsed = parseOrder(req.body);
    if ('error' in parsed) return fail(res, 400, parsed.error, parsed.fields);
    const { order } = parsed;
    try {
      const outcome = await services.orders.place(req.viewer ?? null, order, { idempotencyKey: req.get('idempotency-key') });
      if (outcome.result === 'Error') return fail(res, 402, outcome.status);
      res.status(201).json({ result: outcome.result });
    } catch (err) {
      if (!isAppError(err)) throw err;
      fail(res, err.status, err.message, err instanceof ValidationError ? err.fields : undefined);
    }
  });

  router.post('/api/files/:accessType', async (req, res) => {
    const parsed = uploadSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors = orderFieldErrors(parsed.error);
      throw new ValidationError(Object.values(errors)[0], { fields: errors });
    }
    const grant = await services.files.requestUpload(req.viewer ?? null, { ...parsed.data, access: String(req.params.accessType) });
    res.status(201).json(grant);
  });

  for (const product of Object.values(ORDER_PRODUCTS)) {
    const path = `/${product.slug}/order`;
    router.get(`${path}/`, (_req, res) => res.redirect(301, path));
    router.get(path, async (req, res) => {
      // Only owners order; anyone else (anonymous or a vet's login) signs in as an owner first.
      if (req.viewer?.kind !== 'user') return res.redirect(303, `/login/?redirectUrl=${encodeURIComponent(path)}`);
      const pets = product.slug === 'second-medical-opinion' ? await services.orders.petsForForm(req.viewer) : [];
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
