import type { Request, Response } from 'express';
import type { Services } from '../../services.ts';
import type { AppointmentRequest } from '../../domain/bookings/booking-service.ts';
import { bookingRequestSchema } from '../../../contracts/bookings.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { cardFromPaymentInfo, fail, refuse } from './payment-answer.ts';

/** The appointment a payment body asks for (`bookingRequestSchema`); a problem throws (answered 400 with its fields). */
export function parseAppointment(body: unknown): AppointmentRequest {
  const b = parseInput(bookingRequestSchema, body);
  return {
    vendorListingId: b.vendor_listing_id, type: b.type, productId: b.productId, slot: b.slot, userId: b.user_id,
    pet: b.pet ?? null, summary: b.info.summary, intake: b.intake, userTZ: b.userTZ, promoCode: b.promoCode, waive: b.waive,
    card: cardFromPaymentInfo(b.paymentInfo),
  };
}

/** An appointment's payment (every paymentType but 100): `{result: <booking id>}` or the spec's refusal. */
export async function payAppointment(services: Services, req: Request, res: Response): Promise<void> {
  try {
    const request = { ...parseAppointment(req.body), siteVendorId: req.site.kind === 'vendor' ? req.site.vendorId : null };
    const outcome = await services.bookings.book(req.viewer ?? null, request, { idempotencyKey: req.get('idempotency-key'), now: new Date() });
    if (outcome.result === 'Error') return fail(res, 402, outcome.status);
    res.status(201).json({ result: outcome.result });
  } catch (err) {
    refuse(res, err);
  }
}
