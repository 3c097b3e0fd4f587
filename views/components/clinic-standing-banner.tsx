import { FormattedMessage, useIntl } from 'react-intl';
import type { ViewerView } from '../page-context.tsx';

/**
 * Every dashboard page of a clinic that cannot take bookings because of the marketplace says why: it waits for an
 * operator's approval, or an operator suspended it (neutral words: bookings are paused, whom to write to).
 */
export function ClinicStandingBanner({ viewer, operatorEmail }: { viewer: ViewerView | null; operatorEmail: string }) {
  const intl = useIntl();
  if (viewer?.kind !== 'vendor' || !viewer.clinicStanding) return null;
  const suspended = viewer.clinicStanding === 'suspended';
  return (
    <div className="alert alert-info clinic-standing-banner" role="status" data-testid="clinic-standing-banner" data-standing={viewer.clinicStanding}>
      <p>
        {suspended ? (
          <>
            {intl.formatMessage({ id: 'dash.standing.suspended' })}{' '}
            <FormattedMessage id="dash.standing.contact" values={{ email: operatorEmail, link: (chunks) => <a href={`mailto:${operatorEmail}`}>{chunks}</a> }} />
          </>
        ) : intl.formatMessage({ id: 'dash.standing.awaitingApproval' })}
      </p>
    </div>
  );
}
