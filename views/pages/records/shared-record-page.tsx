import { useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import type { DueItem, HealthRecord } from '../../../contracts/health-records.ts';
import type { Pet } from '../../../contracts/pets.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import { TrackerCharts } from '../../components/records/tracker-charts.tsx';
import { DueSoon } from '../../components/records/due-soon.tsx';

/** The page a share link opens: the pet's profile and records, read-only, to whoever holds the link. */
export function SharedRecordPage({ pet, records, due }: { pet: Pet; records: HealthRecord[]; due: DueItem[] }) {
  const intl = useIntl();
  return (
    <MainLayout>
      <section className="container shared-record" aria-labelledby="shared-record-title">
        <h1 id="shared-record-title">{intl.formatMessage({ id: 'health.shared.title' }, { name: pet.name })}</h1>
        <dl className="appointment-facts" data-testid="shared-pet">
          <dt>{intl.formatMessage({ id: 'health.shared.name' })}</dt><dd>{pet.name}</dd>
          {pet.typeName && <><dt>{intl.formatMessage({ id: 'health.shared.type' })}</dt><dd>{pet.typeName}</dd></>}
          {pet.breed && <><dt>{intl.formatMessage({ id: 'health.shared.breed' })}</dt><dd>{pet.breed}</dd></>}
          {pet.notes && <><dt>{intl.formatMessage({ id: 'health.shared.notes' })}</dt><dd>{pet.notes}</dd></>}
        </dl>
        <p className="shared-record-note">{intl.formatMessage({ id: 'health.shared.note' })}</p>
        <DueSoon items={due} />
        <TrackerCharts records={records} />
        <RecordsOverview records={records} headingLevel={2} />
      </section>
    </MainLayout>
  );
}

/** A share link of ours that its owner revoked or that ran out (status 410): said plainly, with what to do. */
export function ShareLinkGonePage() {
  const intl = useIntl();
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="share-gone-title">
        <h1 id="share-gone-title">{intl.formatMessage({ id: 'health.shared.gone' })}</h1>
        <p className="error-text">{intl.formatMessage({ id: 'health.shared.goneHint' })}</p>
        <div className="error-actions">
          <a className="btn btn-primary" href="/">{intl.formatMessage({ id: 'pub.error.home' })}</a>
        </div>
      </section>
    </MainLayout>
  );
}
