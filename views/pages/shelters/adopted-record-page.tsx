import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import type { DueItem, HealthRecord } from '../../../contracts/health-records.ts';
import type { Pet } from '../../../contracts/pets.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { formatDay } from '../../../contracts/day-format.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import { TrackerCharts } from '../../components/records/tracker-charts.tsx';
import { DueSoon } from '../../components/records/due-soon.tsx';

/** A shelter's read-only view of a pet it adopted out, for 30 days after the adoption (files by name only). */
export function AdoptedRecordPage({ pet, records, due, until }: { pet: Pet; records: HealthRecord[]; due: DueItem[]; until: string }) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <DashboardLayout title={say('shelter.record.title', { pet: pet.name })}>
      <p className="alert alert-info" data-testid="read-only-note">
        {say('shelter.record.note', { pet: pet.name, date: formatDay(until, intl.locale) })}
      </p>
      <dl className="appointment-facts" data-testid="adopted-pet">
        <dt>{say('shelter.record.name')}</dt><dd>{pet.name}</dd>
        {pet.typeName && <><dt>{say('shelter.record.type')}</dt><dd>{pet.typeName}</dd></>}
        {pet.breed && <><dt>{say('shelter.record.breed')}</dt><dd>{pet.breed}</dd></>}
      </dl>
      <DueSoon items={due} />
      <TrackerCharts records={records} />
      <RecordsOverview records={records} headingLevel={2} />
      <p><a href="/app/shelter">{say('shelter.record.back')}</a></p>
    </DashboardLayout>
  );
}
