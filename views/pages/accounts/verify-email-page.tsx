import { VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';

/** What the emailed link's page shows: a button to confirm, the outcome, or why the link is no good. */
export type VerifyEmailState =
  | { kind: 'confirm'; email: string; action: string }
  | { kind: 'verified' }
  | { kind: 'already' }
  | { kind: 'invalid' };

/**
 * /vendor/verify-email: the page the emailed link opens. Nothing is marked by opening it (a mail scanner
 * fetching the link proves nothing): the person confirms with a click, a plain form post.
 */
export function VerifyEmailPage({ state }: { state: VerifyEmailState }) {
  const done = state.kind === 'verified' || state.kind === 'already';
  return (
    <MainLayout hideHeader>
      <section className="container account-page" aria-labelledby="verify-title">
        <h1 id="verify-title">{VERIFY_MESSAGES.heading}</h1>
        {state.kind === 'confirm' && (
          <form method="post" action={state.action} className="account-form">
            <FormTokenField />
            <p>{VERIFY_MESSAGES.confirmText(state.email)}</p>
            <button type="submit" className="btn btn-primary btn-block" data-testid="verify-confirm">{VERIFY_MESSAGES.confirm}</button>
          </form>
        )}
        {done && (
          <p className="alert alert-success" role="status" data-testid="verify-message">
            {state.kind === 'verified' ? VERIFY_MESSAGES.verified : VERIFY_MESSAGES.alreadyVerified}
          </p>
        )}
        {state.kind === 'invalid' && <p className="alert alert-error" role="alert" data-testid="verify-message">{VERIFY_MESSAGES.linkInvalid}</p>}
        {state.kind !== 'confirm' && (
          <p className="account-links"><a href={done ? '/app' : '/vendor/login'}>{done ? 'Go to your dashboard' : 'Log in'}</a></p>
        )}
      </section>
    </MainLayout>
  );
}

/** The answer to "Send the link again" (the dashboard's banner): where the new link went. */
export function VerificationSentPage({ email }: { email: string }) {
  return (
    <DashboardLayout title={VERIFY_MESSAGES.heading}>
      <p className="alert alert-success" role="status" data-testid="verify-message">{VERIFY_MESSAGES.sent(email)}</p>
      <p><a href="/app">Back to your dashboard</a></p>
    </DashboardLayout>
  );
}
