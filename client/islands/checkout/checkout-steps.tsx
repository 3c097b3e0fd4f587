/** The parts every checkout shares: its steps, the thanks heading and the links after it. */
export const THANKS = 'Thanks for your Order!';

const STEPS = ['Login', 'Payment', 'Confirmation'];

/** Login, Payment, Confirmation; `step` is the current one (0-based), those before it are done. */
export function CheckoutSteps({ step }: { step: number }) {
  return (
    <ol className="checkout-steps">
      {STEPS.map((s, i) => <li key={s} aria-current={i === step ? 'step' : undefined} className={i < step ? 'done' : undefined}>{s}</li>)}
    </ol>
  );
}

/** Where an owner goes once the order is paid. */
export function ThanksLinks() {
  return (
    <div className="form-actions">
      <a className="btn btn-secondary" href="/">Go Home</a>
      <a className="btn btn-primary" href="/app">Go To Dashboard</a>
    </div>
  );
}
