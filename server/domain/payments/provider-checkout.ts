import type { ApprovalGateway } from '../../adapters/payments.ts';
import type { Db } from '../../db/knex.ts';
import { NotFoundError } from '../../errors.ts';
import { NO_PROVIDER_PAYMENT } from '../../../contracts/payment-provider.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { AppointmentRequest, BookingService, PaymentOutcome } from '../bookings/booking-service.ts';
import type { OrderOutcome, OrderService, ProviderOrderAnswer } from '../orders/order-service.ts';
import { paymentByProviderOrderId } from './payments.queries.ts';
import type { PaymentSaga } from './payment-saga.ts';

export interface ProviderCheckoutDeps {
  /** The card-payment provider (PayPal) when configured; null: the flow is off and its calls answer 404. */
  approvals: ApprovalGateway | null;
  bookings: Pick<BookingService, 'startApproval'>;
  /** The payment saga, which captures an appointment's provider order. */
  payments: Pick<PaymentSaga, 'capture'>;
  orders: Pick<OrderService, 'startApproval' | 'captureApproval'>;
  /** Production with the provider configured: a payment body carrying card fields is refused unread. */
  refusesCardFields: boolean;
}

/**
 * The card-payment provider's flow (PayPal's JS SDK in the browser): create the provider's order for an
 * appointment or a stored service order (price, promo and hold exactly as a card payment), then capture
 * the order the buyer approved. Card data never reaches this server. A capture is accepted only from the
 * person who created the order: anyone else's order id reads as not found.
 */
export function providerCheckout(db: Db, deps: ProviderCheckoutDeps) {
  function approvals(): ApprovalGateway {
    if (!deps.approvals) throw new NotFoundError('Not found');
    return deps.approvals;
  }

  return {
    enabled: deps.approvals !== null,
    refusesCardFields: deps.refusesCardFields,

    /** The provider's order for an appointment: `{ orderId }`, or the refusal a card payment would get. */
    startAppointment(viewer: Viewer | null, req: AppointmentRequest, options: { idempotencyKey?: string; now: Date }): Promise<ProviderOrderAnswer | PaymentOutcome> {
      approvals();
      return deps.bookings.startApproval(viewer, req, options);
    },

    /** The provider's order for the owner's stored service order. */
    startOrder(viewer: Viewer | null, req: { orderId: number }, options: { idempotencyKey?: string }): Promise<ProviderOrderAnswer | OrderOutcome> {
      return deps.orders.startApproval(viewer, req, approvals(), options);
    },

    /** Captures the approved provider order `orderId`: the booking's or the service order's id, or the failure. */
    async capture(viewer: Viewer | null, orderId: string, now: Date): Promise<PaymentOutcome | OrderOutcome> {
      const gateway = approvals();
      const who = requireViewer(viewer);
      const payment = orderId ? await paymentByProviderOrderId(db, orderId) : undefined;
      const by = payment?.details.bookedBy as { kind?: string; id?: number } | undefined;
      if (!payment || by?.kind !== who.kind || Number(by.id) !== who.id) throw new NotFoundError(NO_PROVIDER_PAYMENT);
      return Number(payment.payment_type) === PAYMENT_TYPE.SERVICES
        ? deps.orders.captureApproval(payment, gateway)
        : deps.payments.capture(viewer, orderId, now);
    },
  };
}

export type ProviderCheckout = ReturnType<typeof providerCheckout>;
