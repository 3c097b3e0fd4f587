import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import ScheduleCalendar, { type ScheduleWeekData } from '../../../client/islands/schedule-calendar.tsx';

const DOT = ' · ';

/** /app/listings/schedule?id=: the schedule calendar of one listing's consultation (server shell + island). */
export function SchedulePage({ week }: { week: ScheduleWeekData }) {
  const intl = useIntl();
  return (
    <DashboardLayout title={intl.formatMessage({ id: 'schedule.title' }, { title: week.title })}>
      <p>
        <a href="/app/listings"><FormattedMessage id="listingEd.back" /></a>{DOT}<a href={`/app/listings/item?id=${week.listingId}`}><FormattedMessage id="schedule.editLink" /></a>
      </p>
      <Island name="schedule-calendar" component={ScheduleCalendar} props={week} />
    </DashboardLayout>
  );
}
