import { lazy, useState, type ComponentType } from 'react';
import { useSay } from './words.tsx';

/**
 * The later steps of the booking wizard and the checkout (the account panel or a clinic's customer search, the
 * pet, the payment, the confirmation) are chunks of their own, fetched while the step before them is on screen
 * (`prefetch`), so a page opens with its first steps only and a click on Continue finds the next one loaded.
 */

/**
 * A step in a chunk of its own: the component (React.lazy inside a Suspense the caller places, until the chunk
 * is there) and its loader. A step whose chunk has arrived renders at once, in the same click, with no fallback
 * in between; a failed fetch is tried again the next time.
 */
export function lazyStep<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  let promise: Promise<M> | null = null;
  let ready: ComponentType<P> | null = null;
  const loader = (): Promise<M> => (promise ??= load().then((m) => {
    ready = pick(m);
    return m;
  }, (err: unknown) => {
    promise = null;
    throw err;
  }));
  const Lazy = lazy(() => loader().then((m) => ({ default: pick(m) })));
  function Step(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it and lose its state.
    const [Component] = useState<ComponentType<P>>(() => ready ?? Lazy);
    return <Component {...props} />;
  }
  return [Step, loader] as const;
}

export const [AccountPanel, loadAccountPanel] = lazyStep(() => import('./account-panel.tsx'), (m) => m.AccountPanel);
export const [CustomerSearch, loadCustomerSearch] = lazyStep(() => import('./who-step.tsx'), (m) => m.CustomerSearch);
/** The pet step is inside the wizard's stage 3 and the checkout's details; fetched ahead with them. */
export const loadPetStep = () => import('./pet-step.tsx');
export const [PaymentStep, loadPaymentStep] = lazyStep(() => import('./payment-step.tsx'), (m) => m.PaymentStep);
export const [Confirmation, loadConfirmation] = lazyStep(() => import('./confirmation.tsx'), (m) => m.Confirmation);

/** Starts fetching steps that are about to be shown; a failure shows when the step itself is rendered. */
export function prefetch(...loads: Array<() => Promise<unknown>>): void {
  for (const load of loads) load().catch(() => undefined);
}

/** What a step shows while its chunk arrives. */
export function StepLoading() {
  const say = useSay();
  return <p className="booking-hint" role="status">{say('booking.stepLoading')}</p>;
}
