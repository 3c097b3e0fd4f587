import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import Appointments, { type AppointmentsProps } from '../../../client/islands/appointments.tsx';
import { OwnerNotices } from '../../components/owner-notices.tsx';
import type { OwnerNotice } from '../../../contracts/notices.ts';
import type { OnboardingView } from '../../../contracts/onboarding.ts';
import { OnboardingChecklist } from '../../components/onboarding-checklist.tsx';

/**
 * /app/my-appointments (owners) and /app/appointments (vendors), both titled My
 * Appointments: the first page of cards rendered here, filters and 'load more' in the
 * island. New Appointment opens the booking wizard (vendors; owners on a vendor site).
 */
export function AppointmentsPage({ list, showNew, notice = null, ownerNotices = [], onboarding = null }: {
  list: AppointmentsProps; showNew: boolean; notice?: string | null;
  /** The owner's unread notices (a vet filed a note), shown first. */
  ownerNotices?: OwnerNotice[];
  /** A new clinic's "Get started" checklist (its root admin's, until done or hidden). */
  onboarding?: OnboardingView | null;
}) {
  const intl = useIntl();
  return (
    <DashboardLayout titleId="dash.title.myAppointments">
      {notice && <p className="alert alert-success" role="status" data-testid="appointments-notice">{notice}</p>}
      <OwnerNotices notices={ownerNotices} />
      <OnboardingChecklist view={onboarding} returnTo="/app/appointments" />
      {showNew && (
        <p><a className="btn btn-primary" href="/app/appointments/new" data-testid="new-appointment">{intl.formatMessage({ id: 'dash.appts.new' })}</a></p>
      )}
      <Island name="appointments" component={Appointments} props={list} />
    </DashboardLayout>
  );
}
