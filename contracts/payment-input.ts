import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';

/*
 * What the payment calls take beyond an appointment (that one is `bookingRequestSchema`, contracts/bookings.ts):
 * the card fields of the spec's payload, a service order and its payment, and the card-payment provider's calls.
 * Kept apart from `payments.ts` (the card rules the wizard checks with) and `orders.ts` (the order form's light
 * contracts), so an island that loads those carries no zod.
 */

/**
 * The spec's `paymentInfo` (cardNumber, name, ccv, expDt). Only lengths are
 * bounded here; the card rules run in the domain once the server knows the price.
 */
export const paymentInfoSchema = z.object({
  cardNumber: z.string().max(32).optional(),
  name: z.string().max(100).optional(),
  ccv: z.string().max(8).optional(),
  expDt: z.string().max(16).optional(),
}).optional();
export type PaymentInfo = z.output<typeof paymentInfoSchema>;

/** POST /api/orders (and the one-shot service-order payment): an order's product and fields; `price`, `newPrice` and `details.price` from the browser are ignored. */
export const orderRequestSchema = z.object({
  productId: z.coerce.number().int(),
  details: z.record(z.string(), z.unknown()).default({}),
});
export type OrderRequestBody = z.input<typeof orderRequestSchema>;

/** The spec's service-order payment (POST /api/payment, paymentType 100): a stored order's id and the card. */
export const serviceOrderPaymentSchema = z.object({
  orderId: z.coerce.number().int().positive(),
  paymentInfo: paymentInfoSchema,
});

/** The provider's order for a stored service order (POST /api/payment/paypal/order, paymentType 100). */
export const providerServiceOrderSchema = z.object({ orderId: z.coerce.number().int().positive() });

/** POST /api/payment/paypal/capture: the provider's order the buyer approved. */
export const providerCaptureSchema = z.object({ orderID: z.string().trim().min(1).max(64) });
export type ProviderCaptureBody = z.input<typeof providerCaptureSchema>;

/** A service order's payment body as the checkout sends it (paymentType 100; promo fields are not read). */
export type ServiceOrderPaymentBody = z.input<typeof serviceOrderPaymentSchema> & {
  paymentType: 100; productId?: number; promoCode?: string; waive?: boolean;
};
