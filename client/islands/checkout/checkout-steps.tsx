import { useSay } from '../booking-wizard/words.tsx';

/** The parts every checkout shares: its steps and the links after the thanks heading. */

const STEPS = ['checkout.step.login', 'checkout.step.payment', 'checkout.step.confirmation'] as const;

/** Login, Payment, Confirmation; `step` is the current one (0-based), those before it are done. */
export function CheckoutSteps({ step }: { step: number }) {
  const say = useSay();
  return (
    <ol className="checkout-steps">
      {STEPS.map((s, i) => <li key={s} aria-current={i === step ? 'step' : undefined} className={i < step ? 'done' : undefined}>{say(s)}</li>)}
    </ol>
  );
}

/** Where an owner goes once the order is paid. */
export function ThanksLinks() {
  const say = useSay();
  return (
    <div className="form-actions">
      <a className="btn btn-secondary" href="/">{say('checkout.goHome')}</a>
      <a className="btn btn-primary" href="/app">{say('checkout.goToDashboard')}</a>
    </div>
  );
}
