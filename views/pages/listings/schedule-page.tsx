import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import ScheduleCalendar, { type ScheduleWeekData } from '../../../client/islands/schedule-calendar.tsx';

/** /app/listings/schedule?id=: the schedule calendar of one listing's consultation (server shell + island). */
export function SchedulePage({ week }: { week: ScheduleWeekData }) {
  return (
    <DashboardLayout title={`Schedule: ${week.title}`}>
      <p>
        <a href="/app/listings">Back to My Listings</a> · <a href={`/app/listings/item?id=${week.listingId}`}>Edit listing</a>
      </p>
      <Island name="schedule-calendar" component={ScheduleCalendar} props={week} />
    </DashboardLayout>
  );
}
