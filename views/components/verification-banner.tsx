import { useIntl } from 'react-intl';
import { FormTokenField } from '../form-token.tsx';
import type { ViewerView } from '../page-context.tsx';

/** Where the dashboard's "Send the link again" posts. */
export const RESEND_VERIFICATION_PATH = '/app/email-verification';

/**
 * Every dashboard page of a clinic whose sign-up address is not verified says so, and what it holds back
 * (publishing its site, taking bookings). Its root admin can send the link again (a plain form post); the
 * rest of the team is told who must act.
 */
export function VerificationBanner({ viewer }: { viewer: ViewerView | null }) {
  const intl = useIntl();
  if (!viewer?.clinicEmailPending) return null;
  return (
    <div className="alert alert-info verification-banner" role="status" data-testid="verification-banner">
      {viewer.subrole === 'root_admin' ? (
        <>
          <p>{intl.formatMessage({ id: 'dash.verify.pendingAdmin' }, { email: viewer.email })}</p>
          <form method="post" action={RESEND_VERIFICATION_PATH}>
            <FormTokenField />
            <button type="submit" className="btn btn-secondary btn-small">{intl.formatMessage({ id: 'dash.verify.resend' })}</button>
          </form>
        </>
      ) : <p>{intl.formatMessage({ id: 'dash.verify.pendingTeam' })}</p>}
    </div>
  );
}
