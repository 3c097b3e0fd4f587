import { ONBOARDING_DISMISS_PATH, ONBOARDING_WORDS, type OnboardingView } from '../../contracts/onboarding.ts';
import { FormTokenField } from '../form-token.tsx';

/**
 * A new clinic's "Get started" list on its dashboard: each step ticked from the clinic's data, the ones still to
 * do linking to where they are done, the booking link to share once the site has an address, and "Hide this
 * list". Plain HTML and form posts (the email step resends the verification link like the banner does).
 */
export function OnboardingChecklist({ view, returnTo }: { view: OnboardingView | null; returnTo: string }) {
  if (!view) return null;
  return (
    <section className="onboarding" aria-labelledby="onboarding-title" data-testid="onboarding">
      <h2 id="onboarding-title">{ONBOARDING_WORDS.title}</h2>
      <p>{ONBOARDING_WORDS.intro}</p>
      <ol className="onboarding-steps">
        {view.items.map((item) => (
          <li key={item.step} className={item.done ? 'onboarding-step is-done' : 'onboarding-step'} data-step={item.step} data-done={item.done}>
            <span className="onboarding-mark" aria-hidden="true">{item.done ? '✓' : ''}</span>
            <span className="onboarding-label">
              {item.label}
              <span className="visually-hidden">: {item.done ? ONBOARDING_WORDS.done : ONBOARDING_WORDS.todo}</span>
              {item.step === 'firstBooking' && view.bookingLink && !item.done && (
                <span className="onboarding-link">Your booking link: <a href={view.bookingLink}>{view.bookingLink}</a></span>
              )}
            </span>
            {!item.done && (item.step === 'verifyEmail' ? (
              <form method="post" action={item.href} className="onboarding-action">
                <FormTokenField />
                <button type="submit" className="btn btn-secondary btn-small">{item.action}</button>
              </form>
            ) : <a className="btn btn-secondary btn-small onboarding-action" href={item.href}>{item.action}</a>)}
          </li>
        ))}
      </ol>
      <form method="post" action={ONBOARDING_DISMISS_PATH} className="onboarding-dismiss">
        <FormTokenField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="btn btn-secondary btn-small">{ONBOARDING_WORDS.dismiss}</button>
      </form>
    </section>
  );
}
