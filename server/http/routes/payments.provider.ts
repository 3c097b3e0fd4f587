import type { Request, Response } from 'express';
import type { Services } from '../../services.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { checkInput, parseInput } from '../../../contracts/forms.ts';
import { providerCaptureSchema, providerServiceOrderSchema } from '../../../contracts/payment-input.ts';
import { CARD_FIELDS_REFUSED, carriesCardFields } from '../../../contracts/payment-provider.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import { recordsFormInput, recordsRequestSchema } from '../../../contracts/records-requests.ts';
import { fail, refuse } from './payment-answer.ts';
import { parseAppointment } from './payments.appointment.ts';

/*
 * The card-payment provider's flow (PayPal's card fields and button in the browser): create the provider's
 * order for what our server prices, then capture the order the buyer approved. Neither body carries card data.
 */

/** Answers 404 when the provider is not configured, 400 for a body carrying card fields; else true. */
export function providerRequestAllowed(services: Services, req: Request, res: Response): boolean {
  if (!services.payments.enabled) {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    return false;
  }
  if (carriesCardFields(req.body)) {
    refuseCardFields(req, res);
    return false;
  }
  return true;
}

/** A body carrying card fields where the provider collects cards: refused, and dropped so nothing downstream reads or logs it. */
export function refuseCardFields(req: Request, res: Response): void {
  req.body = {};
  fail(res, 400, CARD_FIELDS_REFUSED);
}

/**
 * POST /api/payment/paypal/order: `{orderID}` for the buyer to approve, or the refusal a card payment would get. The
 * body is an appointment, a stored service order (`paymentType` 100) or a records request's form (`paymentType` 400).
 */
export async function createProviderOrder(services: Services, req: Request, res: Response): Promise<void> {
  const options = { idempotencyKey: req.get('idempotency-key'), now: new Date() };
  try {
    let outcome;
    if (Number(req.body?.paymentType) === PAYMENT_TYPE.SERVICES) {
      const order = checkInput(providerServiceOrderSchema, req.body);
      if (order.fields) return fail(res, 400, ORDER_FAILED);
      const orders = req.viewer?.kind === 'vendor' ? services.peerConsults : services.orders;
      outcome = await orders.startApproval(req.viewer ?? null, order.data, options);
    } else if (Number(req.body?.paymentType) === PAYMENT_TYPE.RECORDS_REQUESTS) {
      // A records request's form, its vets beyond the free ones paid through the provider (the records README).
      const input = parseInput(recordsRequestSchema, recordsFormInput(req.body as Record<string, unknown>));
      outcome = await services.recordsRequests.startApproval(req.viewer ?? null, input, { ...options, ip: req.ip ?? null });
    } else {
      const request = { ...parseAppointment(req.body), siteVendorId: req.site.kind === 'vendor' ? req.site.vendorId : null };
      outcome = await services.bookings.startApproval(req.viewer ?? null, request, options);
    }
    if ('orderId' in outcome) return void res.status(201).json({ orderID: outcome.orderId });
    if (outcome.result === 'Error') return fail(res, 402, outcome.status);
    // A retry after the payment completed: its booking or order id, as POST /api/payment answers.
    res.status(200).json({ result: outcome.result });
  } catch (err) {
    refuse(res, err);
  }
}

/** POST /api/payment/paypal/capture `{orderID}`: `{result: <booking or order id>}` or the spec's refusal. */
export async function captureProviderOrder(services: Services, req: Request, res: Response): Promise<void> {
  const capture = checkInput(providerCaptureSchema, req.body);
  if (capture.fields) return fail(res, 400, ORDER_FAILED);
  try {
    const outcome = await services.payments.capture(req.viewer ?? null, capture.data.orderID, new Date());
    if (outcome.result === 'Error') return fail(res, 402, outcome.status);
    res.status(201).json({ result: outcome.result });
  } catch (err) {
    refuse(res, err);
  }
}
