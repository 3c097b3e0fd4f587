import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { InvitationView } from '../../../contracts/co-owners.ts';
import { LEVEL_ID } from './sharing-page.tsx';

/**
 * /app/sharing/accept?token= (owners; an anonymous visitor signs in or signs up first and comes back here):
 * who shares which pets at what level, and Accept; or why the link opens nothing.
 */
export function AcceptInvitationPage({ token, invitation, error }: { token: string; invitation: InvitationView | null; error: string | null }) {
  const intl = useIntl();
  return (
    <DashboardLayout titleId="sharing.accept.title">
      {error && <div className="alert alert-error" role="alert" data-testid="invitation-error">{error}</div>}
      {invitation && (
        <section className="sharing-section invitation" aria-labelledby="invitation-title" data-testid="invitation">
          <h2 id="invitation-title">
            <FormattedMessage id="sharing.accept.heading" values={{
              owner: invitation.ownerName, pets: invitation.petName ?? intl.formatMessage({ id: 'sharing.accept.theirPets' }),
            }} />
          </h2>
          <dl className="invitation-facts">
            <dt><FormattedMessage id="sharing.accept.pets" /></dt>
            <dd>{invitation.petName ?? intl.formatMessage({ id: 'sharing.withMe.allTheirPets' })}</dd>
            <dt><FormattedMessage id="sharing.accept.youMay" /></dt><dd><FormattedMessage id={LEVEL_ID[invitation.level]} /></dd>
          </dl>
          <form method="post" action="/app/sharing/accept">
            <FormTokenField />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary" data-testid="invitation-accept"><FormattedMessage id="sharing.accept.accept" /></button>
          </form>
        </section>
      )}
      <p><a href="/app/my-pets"><FormattedMessage id="sharing.accept.myPets" /></a></p>
    </DashboardLayout>
  );
}
