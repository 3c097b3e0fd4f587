import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import type { AppointmentRequest } from '../../domain/bookings/booking-service.ts';
import { CONSULTATION_TYPES } from '../../../contracts/consultations.ts';
import { REASON_LABEL, REASON_MAX, REASON_REQUIRED } from '../../../contracts/bookings.ts';
import { boundedText } from '../../../contracts/text-fields.ts';
import { cardFromPaymentInfo, fail, paymentInfoSchema, refuse } from './payment-answer.ts';

/** The spec's appointment payment payload; prices and details sent by the browser are ignored. */
const appointmentSchema = z.object({
  vendor_listing_id: z.coerce.number().int().positive(),
  type: z.enum(CONSULTATION_TYPES),
  // The spec's productId: 8000 books the e-Consultation (a consultation offered on its terms); other codes book the listing's consultation.
  productId: z.coerce.number().int().positive('Please choose a product').optional(),
  slot: z.string().trim().min(1, 'Please select a slot'),
  user_id: z.coerce.number().int().positive().optional(),
  userTZ: z.string().trim().max(64).optional(),
  // Loose on purpose: the booking service checks the pet with the pet form's rules and answers with their messages.
  pet: z.object({
    id: z.coerce.number().int().positive().optional(), name: z.string().max(500).optional(),
    type: z.coerce.number().int().optional(), breed: z.string().max(500).nullish(),
  }).nullish(),
  info: z.object({ summary: boundedText(REASON_LABEL, REASON_MAX).min(1, REASON_REQUIRED) }),
  promoCode: z.string().trim().max(64).optional(),
  waive: z.boolean().optional(),
  paymentInfo: paymentInfoSchema,
});

/** The appointment a payment body asks for, or the first problem (answered 400 with its field). */
export function parseAppointment(body: unknown): { request: AppointmentRequest } | { error: string; fields: Record<string, string> } {
  const parsed = appointmentSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: issue.message, fields: { [issue.path.join('.')]: issue.message } };
  }
  const b = parsed.data;
  return {
    request: {
      vendorListingId: b.vendor_listing_id, type: b.type, productId: b.productId, slot: b.slot, userId: b.user_id,
      pet: b.pet ?? null, summary: b.info.summary, userTZ: b.userTZ, promoCode: b.promoCode, waive: b.waive,
      card: cardFromPaymentInfo(b.paymentInfo),
    },
  };
}

/** An appointment's payment (every paymentType but 100): `{result: <booking id>}` or the spec's refusal. */
export async function payAppointment(services: Services, req: Request, res: Response): Promise<void> {
  const parsed = parseAppointment(req.body);
  if ('error' in parsed) return fail(res, 400, parsed.error, parsed.fields);
  try {
    const request = { ...parsed.request, siteVendorId: req.site.kind === 'vendor' ? req.site.vendorId : null };
    const outcome = await services.bookings.book(req.viewer ?? null, request, { idempotencyKey: req.get('idempotency-key'), now: new Date() });
    if (outcome.result === 'Error') return fail(res, 402, outcome.status);
    res.status(201).json({ result: outcome.result });
  } catch (err) {
    refuse(res, err);
  }
}
