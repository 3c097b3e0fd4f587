import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import Appointments, { type AppointmentsProps } from '../../../client/islands/appointments.tsx';
import { OwnerNotices } from '../../components/owner-notices.tsx';
import type { OwnerNotice } from '../../../contracts/notices.ts';

/**
 * /app/my-appointments (owners) and /app/appointments (vendors), both titled My
 * Appointments: the first page of cards rendered here, filters and 'load more' in the
 * island. New Appointment opens the booking wizard (vendors; owners on a vendor site).
 */
export function AppointmentsPage({ list, showNew, notice = null, ownerNotices = [] }: {
  list: AppointmentsProps; showNew: boolean; notice?: string | null;
  /** The owner's unread notices (a vet filed a note), shown first. */
  ownerNotices?: OwnerNotice[];
}) {
  return (
    <DashboardLayout title="My Appointments">
      {notice && <p className="alert alert-success" role="status" data-testid="appointments-notice">{notice}</p>}
      <OwnerNotices notices={ownerNotices} />
      {showNew && (
        <p><a className="btn btn-primary" href="/app/appointments/new" data-testid="new-appointment">New Appointment</a></p>
      )}
      <Island name="appointments" component={Appointments} props={list} />
    </DashboardLayout>
  );
}
