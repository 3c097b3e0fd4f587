import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { CONSULTATION_TYPES } from '../../../contracts/consultations.ts';
import { cardFromPaymentInfo, fail, paymentInfoSchema, refuse } from './payment-answer.ts';

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

/** An appointment's payment (every paymentType but 100): `{result: <booking id>}` or the spec's refusal. */
export async function payAppointment(services: Services, req: Request, res: Response): Promise<void> {
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
    refuse(res, err);
  }
}
