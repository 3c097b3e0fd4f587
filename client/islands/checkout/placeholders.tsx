import { useEffect, useState } from 'react';
import { StepLoading } from '../booking-wizard/lazy-steps.tsx';
import { useSay } from '../booking-wizard/words.tsx';

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
  const say = useSay();
  const next = encodeURIComponent(back);
  return (
    <div className="account-panel" data-testid="account-panel-placeholder" data-mode="login">
      <p className="account-panel-title">{say('booking.account.login')}</p>
      <p>
        {say.parts('checkout.placeholder.links', {
          login: <a key="login" href={`/login/?redirectUrl=${next}`}>{say('checkout.placeholder.login')}</a>,
          signup: <a key="signup" href={`/signup/?redirectUrl=${next}`}>{say('checkout.placeholder.signup')}</a>,
        })}
      </p>
    </div>
  );
}

/** The payment step before its chunk is there: the price, and the pay button, disabled until the card form has loaded. */
export function PaymentPlaceholder({ price }: { price: number }) {
  const say = useSay();
  return (
    <form className="payment-step" data-testid="payment-step" aria-busy="true">
      <dl className="price-lines">
        <dt>{say('booking.pay.price')}</dt><dd>{say.price(price)}</dd>
        <dt>{say('booking.pay.discount')}</dt><dd>{say.price(0)}</dd>
        <dt>{say('booking.pay.total')}</dt><dd>{say.price(price)}</dd>
      </dl>
      <StepLoading />
      <button type="submit" className="btn btn-primary btn-block" disabled>{say('booking.pay.confirmAndPay')}</button>
    </form>
  );
}
