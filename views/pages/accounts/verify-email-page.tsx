import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** What the emailed link's page shows: a button to confirm, the outcome, or why the link is no good. */
export type VerifyEmailState =
  | { kind: 'confirm'; email: string; action: string }
  | { kind: 'verified' }
  | { kind: 'already' }
  | { kind: 'invalid' };

/** The page's words in its language (ids `accountMsg.verify.`; their English is VERIFY_MESSAGES', contracts/account-rules.ts). */
function useVerifyWords() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
}

/**
 * /vendor/verify-email: the page the emailed link opens. Nothing is marked by opening it (a mail scanner
 * fetching the link proves nothing): the person confirms with a click, a plain form post.
 */
export function VerifyEmailPage({ state }: { state: VerifyEmailState }) {
  const t = useVerifyWords();
  const done = state.kind === 'verified' || state.kind === 'already';
  return (
    <MainLayout hideHeader>
      <section className="container account-page" aria-labelledby="verify-title">
        <h1 id="verify-title">{t('accountMsg.verify.heading')}</h1>
        {state.kind === 'confirm' && (
          <form method="post" action={state.action} className="account-form">
            <FormTokenField />
            <p>{t('accountMsg.verify.confirmText', { email: state.email })}</p>
            <button type="submit" className="btn btn-primary btn-block" data-testid="verify-confirm">{t('accountMsg.verify.confirm')}</button>
          </form>
        )}
        {done && (
          <p className="alert alert-success" role="status" data-testid="verify-message">
            {t(state.kind === 'verified' ? 'accountMsg.verify.verified' : 'accountMsg.verify.alreadyVerified')}
          </p>
        )}
        {state.kind === 'invalid' && <p className="alert alert-error" role="alert" data-testid="verify-message">{t('accountMsg.verify.linkInvalid')}</p>}
        {state.kind !== 'confirm' && (
          <p className="account-links"><a href={done ? '/app' : '/vendor/login'}>{t(done ? 'accountMsg.verify.toDashboard' : 'accountMsg.verify.logIn')}</a></p>
        )}
      </section>
    </MainLayout>
  );
}

/** The answer to "Send the link again" (the dashboard's banner): where the new link went. */
export function VerificationSentPage({ email }: { email: string }) {
  const t = useVerifyWords();
  return (
    <DashboardLayout title={t('accountMsg.verify.heading')}>
      <p className="alert alert-success" role="status" data-testid="verify-message">{t('accountMsg.verify.sent', { email })}</p>
      <p><a href="/app">{t('accountMsg.verify.backToDashboard')}</a></p>
    </DashboardLayout>
  );
}
