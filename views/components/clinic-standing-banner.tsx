import { CLINIC_STANDING_MESSAGES } from '../../contracts/ops.ts';
import type { ViewerView } from '../page-context.tsx';

/**
 * Every dashboard page of a clinic that cannot take bookings because of the marketplace says why: it waits for an
 * operator's approval, or an operator suspended it (neutral words: bookings are paused, whom to write to).
 */
export function ClinicStandingBanner({ viewer, operatorEmail }: { viewer: ViewerView | null; operatorEmail: string }) {
  if (viewer?.kind !== 'vendor' || !viewer.clinicStanding) return null;
  const suspended = viewer.clinicStanding === 'suspended';
  return (
    <div className="alert alert-info clinic-standing-banner" role="status" data-testid="clinic-standing-banner" data-standing={viewer.clinicStanding}>
      <p>
        {suspended ? (
          <>
            {CLINIC_STANDING_MESSAGES.suspended} {CLINIC_STANDING_MESSAGES.contactLead}{' '}
            <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a>.
          </>
        ) : CLINIC_STANDING_MESSAGES.awaitingApproval}
      </p>
    </div>
  );
}
