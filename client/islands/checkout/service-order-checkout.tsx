import { Suspense, useEffect, useState } from 'react';
import { AccountPanel, loadAccountPanel, loadPaymentStep, PaymentStep, prefetch } from '../booking-wizard/lazy-steps.tsx';
import { AccountPanelPlaceholder, PaymentPlaceholder, useMounted } from './placeholders.tsx';
import type { ServiceOrderView } from '../../../contracts/orders.ts';
import { CheckoutSteps, ThanksLinks } from './checkout-steps.tsx';
import { useSay } from '../booking-wizard/words.tsx';

export interface ServiceOrderCheckoutProps {
  /** The owner's stored order; null for a visitor (not known until signed in) or when `error` says why. */
  order: ServiceOrderView | null;
  error: string | null;
  ownerId: number | null;
  back: string;
  /** PayPal's public client id: card entry uses PayPal's own fields and button. */
  paypalClientId?: string | null;
}

/**
 * /checkout?orderId=: a stored house-call or second-opinion order. A visitor signs
 * in first (the page then reloads to show the order, which only its owner may
 * see); the owner pays with the shared payment step, without a promo box (the
 * server gives none on these products). A declined card leaves the same order to
 * pay with another card.
 */
export function ServiceOrderCheckout({ order, error, ownerId, back, paypalClientId }: ServiceOrderCheckoutProps) {
  const say = useSay();
  const [paidId, setPaidId] = useState<number | null>(null);
  const step = !ownerId ? 0 : paidId ? 2 : 1;
  // The account panel and the payment step are fetched once the island runs; the server's HTML has placeholders.
  const mounted = useMounted();
  useEffect(() => {
    if (step === 0) prefetch(loadAccountPanel);
    else if (step === 1 && order && !error) prefetch(loadPaymentStep);
  }, [step, order, error]);

  return (
    <section className="checkout" aria-labelledby="checkout-title" data-testid="checkout">
      <h1 id="checkout-title">{say(paidId ? 'checkout.thanks' : 'checkout.title')}</h1>
      <CheckoutSteps step={step} />
      {step === 0 && (mounted
        ? (
          <Suspense fallback={<AccountPanelPlaceholder back={back} />}>
            <AccountPanel back={back} onSignedIn={() => window.location.reload()} />
          </Suspense>
        )
        : <AccountPanelPlaceholder back={back} />)}
      {step > 0 && (error || !order) && <p className="alert alert-error" role="alert">{error ? say.text(error) : say('checkout.order.none')}</p>}
      {step > 0 && order && !error && (
        <>
          <div className="card checkout-summary" data-testid="service-order-summary">
            <p>{say.parts('checkout.order.line', { label: <strong key="label">{order.label}</strong>, price: say.price(order.price) })}</p>
            {order.summary.map((line) => <p key={line}>{line}</p>)}
            {step === 1 && <p className="cancellation-policy" data-testid="order-refund-policy">{order.policy}</p>}
          </div>
          {step === 1 && (mounted
            ? (
              <Suspense fallback={<PaymentPlaceholder price={order.price} />}>
                <PaymentStep
                  price={order.price} productId={order.productId} userId={ownerId} canWaive={false} showPromo={false}
                  paypalClientId={paypalClientId}
                  payload={() => ({ paymentType: 100, productId: order.productId, orderId: order.orderId })}
                  onPaid={(paid) => setPaidId(paid.bookingId)}
                />
              </Suspense>
            )
            : <PaymentPlaceholder price={order.price} />)}
          {step === 2 && (
            <div className="checkout-thanks" role="status">
              <p>{say.parts('checkout.order.number', { id: <strong key="id" data-testid="order-id">{paidId}</strong> })}</p>
              <p>{say('checkout.order.emailSoon')}</p>
              <ThanksLinks />
            </div>
          )}
        </>
      )}
    </section>
  );
}
