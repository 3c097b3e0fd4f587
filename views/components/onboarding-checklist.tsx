import { FormattedMessage, useIntl } from 'react-intl';
import { ONBOARDING_DISMISS_PATH, type OnboardingView } from '../../contracts/onboarding.ts';
import { FormTokenField } from '../form-token.tsx';

/** A done step's mark (a sign, no word). */
const CHECK = '✓';

/**
 * A new clinic's "Get started" list on its dashboard: each step ticked from the clinic's data, the ones still to
 * do linking to where they are done, the booking link to share once the site has an address, and "Hide this
 * list". Plain HTML and form posts (the email step resends the verification link like the banner does).
 */
export function OnboardingChecklist({ view, returnTo }: { view: OnboardingView | null; returnTo: string }) {
  const intl = useIntl();
  if (!view) return null;
  // Said after each step to screen readers: ': Done' or ': To do'.
  const stateOf = (done: boolean) => `: ${intl.formatMessage({ id: done ? 'dash.onboarding.done' : 'dash.onboarding.todo' })}`;
  return (
    <section className="onboarding" aria-labelledby="onboarding-title" data-testid="onboarding">
      <h2 id="onboarding-title">{intl.formatMessage({ id: 'dash.onboarding.title' })}</h2>
      <p>{intl.formatMessage({ id: 'dash.onboarding.intro' })}</p>
      <ol className="onboarding-steps">
        {view.items.map((item) => (
          <li key={item.step} className={item.done ? 'onboarding-step is-done' : 'onboarding-step'} data-step={item.step} data-done={item.done}>
            <span className="onboarding-mark" aria-hidden="true">{item.done ? CHECK : ''}</span>
            <span className="onboarding-label">
              {intl.formatMessage({ id: `dash.onboarding.step.${item.step}` })}
              <span className="visually-hidden">{stateOf(item.done)}</span>
              {item.step === 'firstBooking' && view.bookingLink && !item.done && (
                <span className="onboarding-link">
                  <FormattedMessage id="dash.onboarding.bookingLink" values={{ url: view.bookingLink, link: (chunks) => <a href={view.bookingLink!}>{chunks}</a> }} />
                </span>
              )}
            </span>
            {!item.done && (item.step === 'verifyEmail' ? (
              <form method="post" action={item.href} className="onboarding-action">
                <FormTokenField />
                <button type="submit" className="btn btn-secondary btn-small">{intl.formatMessage({ id: `dash.onboarding.action.${item.step}` })}</button>
              </form>
            ) : <a className="btn btn-secondary btn-small onboarding-action" href={item.href}>{intl.formatMessage({ id: `dash.onboarding.action.${item.step}` })}</a>)}
          </li>
        ))}
      </ol>
      <form method="post" action={ONBOARDING_DISMISS_PATH} className="onboarding-dismiss">
        <FormTokenField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="btn btn-secondary btn-small">{intl.formatMessage({ id: 'dash.onboarding.dismiss' })}</button>
      </form>
    </section>
  );
}
