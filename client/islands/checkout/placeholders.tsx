import { useEffect, useState } from 'react';
import { formatPrice } from '../booking-wizard/types.ts';
import { CONFIRM_AND_PAY } from '../booking-wizard/payment-words.ts';
import { StepLoading } from '../booking-wizard/lazy-steps.tsx';

/**
 * The checkout's account panel and payment step are chunks fetched once the island runs: until then (in the
 * server's HTML and the first client render, so hydration matches) these placeholders stand in their place.
 */

/** False on the server and in the first client render (so hydration matches the server's HTML), true after. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The account panel before its chunk is there (the server's HTML, the first client render): the way to log in
 * or sign up on the plain pages, which come back to `back`, so the checkout works without JavaScript too.
 */
export function AccountPanelPlaceholder({ back }: { back: string }) {
  const next = encodeURIComponent(back);
  return (
    <div className="account-panel" data-testid="account-panel-placeholder" data-mode="login">
      <p className="account-panel-title">Log in to continue</p>
      <p><a href={`/login/?redirectUrl=${next}`}>Log in</a> or <a href={`/signup/?redirectUrl=${next}`}>create your free account</a>.</p>
    </div>
  );
}

/** The payment step before its chunk is there: the price, and the pay button, disabled until the card form has loaded. */
export function PaymentPlaceholder({ price }: { price: number }) {
  return (
    <form className="payment-step" data-testid="payment-step" aria-busy="true">
      <dl className="price-lines">
        <dt>Price</dt><dd>{formatPrice(price)}</dd>
        <dt>Discount</dt><dd>{formatPrice(0)}</dd>
        <dt>Total</dt><dd>{formatPrice(price)}</dd>
      </dl>
      <StepLoading />
      <button type="submit" className="btn btn-primary btn-block" disabled>{CONFIRM_AND_PAY}</button>
    </form>
  );
}
