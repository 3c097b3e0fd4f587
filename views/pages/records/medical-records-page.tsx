import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import HealthRecords from '../../../client/islands/health-records.tsx';
import PetShareLinks from '../../../client/islands/pet-share-links.tsx';
import {
  categoryLabelId, RECORD_CATEGORIES, subcategoriesOf, subcategoryLabelId, type DueItem, type HealthRecord, type RecordCategory,
} from '../../../contracts/health-records.ts';
import type { Pet } from '../../../contracts/pets.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import type { ShareLink } from '../../../contracts/pet-share-links.ts';
import { DueSoon } from '../../components/records/due-soon.tsx';
import { TrackerCharts } from '../../components/records/tracker-charts.tsx';

export interface MedicalRecordsView {
  pets: Pet[];
  /** The chosen pet's records (null until a pet is chosen, or without pets). */
  selected: {
    pet: Pet;
    category: RecordCategory;
    subcategory: string;
    records: HealthRecord[];
    due: DueItem[];
    /** The pet's share links; null for a pet shared with the viewer (sharing is its owner's). */
    links: ShareLink[] | null;
    /** False for a pet shared with the viewer to see only. */
    canAdd: boolean;
  } | null;
  notice: string | null;
}

const spaced = (count: number) => ` ${count}`;

const hrefOf = (petId: number, category?: string, sub?: string) =>
  `/app/medical-records?pet=${petId}${category ? `&category=${category}` : ''}${sub ? `&sub=${sub}` : ''}`;

/** The pet picker: the spec's first step on a vendor site, a row of tabs on the main site. */
function PetPicker({ pets, current }: { pets: Pet[]; current: number | null }) {
  const intl = useIntl();
  return (
    <nav className="records-pets" aria-label={intl.formatMessage({ id: 'health.page.pets' })}>
      <ul>
        {pets.map((p) => (
          <li key={p.id}>
            <a href={hrefOf(p.id)} aria-current={p.id === current ? 'page' : undefined} data-testid="records-pet">{p.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /app/medical-records (owners): a browser by pet, then by category (History, Trackers, Documents) and
 * subcategory, with charts of trackers over time, what is due soon, the PDF and the pet's share links.
 */
export function MedicalRecordsPage({ view }: { view: MedicalRecordsView }) {
  const { pets, selected } = view;
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <DashboardLayout titleId="dash.title.medicalRecords">
      {view.notice && <div className="alert alert-success" role="status" data-testid="records-notice">{view.notice}</div>}
      {pets.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="health.page.noPets" values={{ link: (chunks) => <a href="/app/my-pets">{chunks}</a> }} />
        </p>
      ) : (
        <>
          <PetPicker pets={pets} current={selected?.pet.id ?? null} />
          {!selected && <p className="records-choose">{say('health.page.choose')}</p>}
        </>
      )}
      {selected && (
        <div className="records-pet" data-pet-id={selected.pet.id}>
          <div className="records-pet-head">
            <h2>{selected.pet.name}{selected.pet.sharedBy && <span className="badge badge-shared" data-testid="pet-shared-by">{say('health.page.sharedBy', { name: selected.pet.sharedBy })}</span>}</h2>
            <a className="btn btn-secondary btn-small" href={`/app/medical-records/${selected.pet.id}/record.pdf`} data-testid="download-pdf">{say('health.page.downloadPdf')}</a>
          </div>
          <DueSoon items={selected.due} />
          {selected.records.length === 0 && <p className="empty" data-testid="records-empty">{say('health.empty')}</p>}
          <nav className="records-tabs" aria-label={say('health.page.categories')}>
            <ul>
              {RECORD_CATEGORIES.map((c) => (
                <li key={c}>
                  <a href={hrefOf(selected.pet.id, c)} aria-current={c === selected.category ? 'page' : undefined}>{say(categoryLabelId(c))}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="records-subtabs" aria-label={say('health.page.subcategories', { category: say(categoryLabelId(selected.category)) })}>
            <ul>
              {subcategoriesOf(selected.category).map((s) => {
                const count = selected.records.filter((r) => r.category === selected.category && r.subcategory === s.key).length;
                return (
                  <li key={s.key}>
                    <a href={hrefOf(selected.pet.id, selected.category, s.key)} aria-current={s.key === selected.subcategory ? 'page' : undefined}>
                      {say(subcategoryLabelId(s.key) as MessageId)}{count > 0 && <span className="records-count">{spaced(count)}</span>}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          {selected.category === 'trackers' && <TrackerCharts records={selected.records} only={selected.subcategory} />}
          <Island name="health-records" component={HealthRecords} props={{
            petId: selected.pet.id, category: selected.category, subcategory: selected.subcategory, canAdd: selected.canAdd,
            records: selected.records.filter((r) => r.category === selected.category && r.subcategory === selected.subcategory),
          }} />
          {selected.links && <Island name="pet-share-links" component={PetShareLinks} props={{ petId: selected.pet.id, petName: selected.pet.name, links: selected.links }} />}
        </div>
      )}
    </DashboardLayout>
  );
}
