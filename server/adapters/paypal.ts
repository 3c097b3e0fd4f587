import {
  ApiError, CheckoutPaymentIntent, Client, Environment, OrdersController, OrderStatus, PaymentsController, type Order,
} from '@paypal/paypal-server-sdk';
import type { Agent } from 'node:http';
import type {
  ApprovalGateway, ApprovalOrderResult, ChargeLookup, ChargeRequest, ChargeResult, PaymentGateway, RefundRequest, RefundResult,
} from './payments.ts';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /**
   * The agent for the SDK's HTTPS calls. Tests pass one that connects to a local
   * stand-in speaking PayPal's endpoints; production leaves this unset.
   */
  httpsAgent?: Agent;
}

const GENERIC_FAILURE = 'The payment could not be completed. Please try again later.';

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A message safe to show the payer: PayPal's issue description when it gives one, else a generic line. */
function failureMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const body = err.result as { details?: Array<{ description?: string; issue?: string }>; message?: string } | undefined;
    const detail = body?.details?.[0];
    if (detail?.issue === 'INSTRUMENT_DECLINED' || detail?.issue === 'CARD_DECLINED') return 'Your card was declined.';
    return detail?.description ?? body?.message ?? GENERIC_FAILURE;
  }
  return GENERIC_FAILURE;
}

function captureReference(order: Order): string | undefined {
  return order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id ?? order.id;
}

/**
 * PayPal Orders v2. A card charge creates an order with the card as payment
 * source and captures it; the button flow creates the order, the payer approves
 * it with PayPal, and `captureOrder` completes it. Every call carries a
 * PayPal-Request-Id derived from our idempotency key, so a retry never charges twice.
 */
export class PayPalGateway implements PaymentGateway, ApprovalGateway {
  readonly kind = 'paypal';
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(settings: PayPalSettings) {
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
      environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
      httpClientOptions: settings.httpsAgent ? { httpsAgent: settings.httpsAgent } : undefined,
    });
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const { result: order } = await this.orders.createOrder({
        paypalRequestId: `${request.idempotencyKey}:create`,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ amount: { currencyCode: request.currency, value: dollars(request.amountCents) }, description: request.description }],
          paymentSource: request.card
            ? {
                card: {
                  name: request.card.name,
                  number: request.card.number.replace(/\D/g, ''),
                  expiry: request.card.expiry,
                  securityCode: request.card.securityCode,
                },
              }
            : undefined,
        },
      });
      if (order.status === OrderStatus.Completed) return { status: 'captured', reference: captureReference(order) ?? '' };
      return this.captureOrder(order.id ?? '', request.idempotencyKey);
    } catch (err) {
      return { status: 'failed', message: failureMessage(err) };
    }
  }

  /**
   * Starts the approval flow (PayPal's button or card fields in the browser): an order for our amount with
   * no payment source, which the payer approves with PayPal; `captureOrder` completes it.
   */
  async createOrder(amountCents: number, description: string, idempotencyKey: string): Promise<ApprovalOrderResult> {
    try {
      const { result } = await this.orders.createOrder({
        paypalRequestId: `${idempotencyKey}:create`,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ amount: { currencyCode: 'USD', value: dollars(amountCents) }, description }],
        },
      });
      if (!result.id) return { status: 'failed', message: GENERIC_FAILURE };
      return { status: 'created', id: result.id, approveUrl: result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href };
    } catch (err) {
      return { status: 'failed', message: failureMessage(err) };
    }
  }

  /** Captures an approved order. */
  async captureOrder(orderId: string, idempotencyKey: string): Promise<ChargeResult> {
    try {
      const { result } = await this.orders.captureOrder({
        id: orderId,
        paypalRequestId: `${idempotencyKey}:capture`,
        prefer: 'return=representation',
      });
      return result.status === OrderStatus.Completed
        ? { status: 'captured', reference: captureReference(result) ?? orderId }
        : { status: 'failed', message: GENERIC_FAILURE };
    } catch (err) {
      // PayPal's 4xx answers (declined, not approved) are definite; anything else leaves the capture unknown.
      const definite = err instanceof ApiError && err.statusCode >= 400 && err.statusCode < 500;
      return definite ? { status: 'failed', message: failureMessage(err) } : { status: 'failed', message: GENERIC_FAILURE, unsettled: true };
    }
  }

  /** Refunds a captured payment through the Payments API, with its own PayPal-Request-Id (one refund per key). */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const { result } = await this.payments.refundCapturedPayment({
        captureId: request.captureRef,
        paypalRequestId: `${request.idempotencyKey}:refund`,
        prefer: 'return=representation',
        body: { amount: { currencyCode: request.currency, value: dollars(request.amountCents) } },
      });
      if (result.status === 'COMPLETED' || result.status === 'PENDING') return { status: 'succeeded', reference: result.id ?? '' };
      return { status: 'failed', message: `PayPal answered ${result.status ?? 'without a status'}.` };
    } catch (err) {
      return { status: 'failed', message: failureMessage(err) };
    }
  }

  /**
   * The charge started under `idempotencyKey`, asked without charging: the create call is replayed with
   * the same PayPal-Request-Id and no payment source. PayPal answers a request id it has seen with the
   * first response (a completed order: the money was taken); one it has not seen creates an empty order
   * that nobody can approve or capture, so nothing is charged either way. An order created but not
   * completed is read back by id to see whether it was captured since.
   */
  async lookup(idempotencyKey: string): Promise<ChargeLookup> {
    try {
      const { result: order } = await this.orders.createOrder({
        paypalRequestId: `${idempotencyKey}:create`,
        prefer: 'return=representation',
        body: { intent: CheckoutPaymentIntent.Capture, purchaseUnits: [{ amount: { currencyCode: 'USD', value: '0.01' } }] },
      });
      if (order.status === OrderStatus.Completed) return { status: 'captured', reference: captureReference(order) ?? order.id ?? '' };
      if (!order.id) return { status: 'not-captured' };
      const { result: current } = await this.orders.getOrder({ id: order.id });
      return current.status === OrderStatus.Completed
        ? { status: 'captured', reference: captureReference(current) ?? order.id }
        : { status: 'not-captured' };
    } catch (err) {
      return { status: 'unknown', message: failureMessage(err) };
    }
  }
}
