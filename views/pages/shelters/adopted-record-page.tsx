import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import type { DueItem, HealthRecord } from '../../../contracts/health-records.ts';
import type { Pet } from '../../../contracts/pets.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import { TrackerCharts } from '../../components/records/tracker-charts.tsx';
import { DueSoon } from '../../components/records/due-soon.tsx';

/** A shelter's read-only view of a pet it adopted out, for 30 days after the adoption (files by name only). */
export function AdoptedRecordPage({ pet, records, due, until }: { pet: Pet; records: HealthRecord[]; due: DueItem[]; until: string }) {
  return (
    <DashboardLayout title={`Health record of ${pet.name}`}>
      <p className="alert alert-info" data-testid="read-only-note">
        {`Read-only: ${pet.name} now belongs to the adopter. You can see this record until ${until.slice(0, 10)}.`}
      </p>
      <dl className="appointment-facts" data-testid="adopted-pet">
        <dt>Name</dt><dd>{pet.name}</dd>
        {pet.typeName && <><dt>Type</dt><dd>{pet.typeName}</dd></>}
        {pet.breed && <><dt>Breed</dt><dd>{pet.breed}</dd></>}
      </dl>
      <DueSoon items={due} />
      <TrackerCharts records={records} />
      <RecordsOverview records={records} headingLevel={2} />
      <p><a href="/app/shelter">Back to the shelter</a></p>
    </DashboardLayout>
  );
}
