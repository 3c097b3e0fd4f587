import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { SHARE_LEVEL_LABELS, type InvitationView } from '../../../contracts/co-owners.ts';

/**
 * /app/sharing/accept?token= (owners; an anonymous visitor signs in or signs up first and comes back here):
 * who shares which pets at what level, and Accept; or why the link opens nothing.
 */
export function AcceptInvitationPage({ token, invitation, error }: { token: string; invitation: InvitationView | null; error: string | null }) {
  return (
    <DashboardLayout title="Shared pets">
      {error && <div className="alert alert-error" role="alert" data-testid="invitation-error">{error}</div>}
      {invitation && (
        <section className="sharing-section invitation" aria-labelledby="invitation-title" data-testid="invitation">
          <h2 id="invitation-title">{`${invitation.ownerName} shared ${invitation.petName ?? 'their pets'} with you`}</h2>
          <dl className="invitation-facts">
            <dt>Pets</dt><dd>{invitation.petName ?? 'All their pets'}</dd>
            <dt>You may</dt><dd>{SHARE_LEVEL_LABELS[invitation.level]}</dd>
          </dl>
          <form method="post" action="/app/sharing/accept">
            <FormTokenField />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary" data-testid="invitation-accept">Accept</button>
          </form>
        </section>
      )}
      <p><a href="/app/my-pets">Go to My Pets</a></p>
    </DashboardLayout>
  );
}
