import { MainLayout } from '../../layouts/main-layout.tsx';
import type { DueItem, HealthRecord } from '../../../contracts/health-records.ts';
import type { Pet } from '../../../contracts/pets.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import { TrackerCharts } from '../../components/records/tracker-charts.tsx';
import { DueSoon } from '../../components/records/due-soon.tsx';
import { SHARE_MESSAGES } from '../../../contracts/pet-share-links.ts';

/** The page a share link opens: the pet's profile and records, read-only, to whoever holds the link. */
export function SharedRecordPage({ pet, records, due }: { pet: Pet; records: HealthRecord[]; due: DueItem[] }) {
  return (
    <MainLayout>
      <section className="container shared-record" aria-labelledby="shared-record-title">
        <h1 id="shared-record-title">{`Health record of ${pet.name}`}</h1>
        <dl className="appointment-facts" data-testid="shared-pet">
          <dt>Name</dt><dd>{pet.name}</dd>
          {pet.typeName && <><dt>Type</dt><dd>{pet.typeName}</dd></>}
          {pet.breed && <><dt>Breed</dt><dd>{pet.breed}</dd></>}
          {pet.notes && <><dt>Notes</dt><dd>{pet.notes}</dd></>}
        </dl>
        <p className="shared-record-note">Shared by the pet&rsquo;s owner. Files open from this page for as long as the link works.</p>
        <DueSoon items={due} />
        <TrackerCharts records={records} />
        <RecordsOverview records={records} headingLevel={2} />
      </section>
    </MainLayout>
  );
}

/** A share link of ours that its owner revoked or that ran out (status 410): said plainly, with what to do. */
export function ShareLinkGonePage() {
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="share-gone-title">
        <h1 id="share-gone-title">{SHARE_MESSAGES.gone}</h1>
        <p className="error-text">{SHARE_MESSAGES.goneHint}</p>
        <div className="error-actions">
          <a className="btn btn-primary" href="/">Go Home</a>
        </div>
      </section>
    </MainLayout>
  );
}
