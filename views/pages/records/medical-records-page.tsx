import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import HealthRecords from '../../../client/islands/health-records.tsx';
import PetShareLinks from '../../../client/islands/pet-share-links.tsx';
import {
  CATEGORY_LABEL, NO_RECORDS_FOUND, RECORD_CATEGORIES, subcategoriesOf, type DueItem, type HealthRecord, type RecordCategory,
} from '../../../contracts/health-records.ts';
import type { Pet } from '../../../contracts/pets.ts';
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

const hrefOf = (petId: number, category?: string, sub?: string) =>
  `/app/medical-records?pet=${petId}${category ? `&category=${category}` : ''}${sub ? `&sub=${sub}` : ''}`;

/** The pet picker: the spec's first step on a vendor site, a row of tabs on the main site. */
function PetPicker({ pets, current }: { pets: Pet[]; current: number | null }) {
  return (
    <nav className="records-pets" aria-label="Pets">
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
  return (
    <DashboardLayout titleId="dash.title.medicalRecords">
      {view.notice && <div className="alert alert-success" role="status" data-testid="records-notice">{view.notice}</div>}
      {pets.length === 0 ? (
        <p className="empty">You have not added any pets! <a href="/app/my-pets">Add a pet</a> to keep its records.</p>
      ) : (
        <>
          <PetPicker pets={pets} current={selected?.pet.id ?? null} />
          {!selected && <p className="records-choose">Choose a pet to see its records.</p>}
        </>
      )}
      {selected && (
        <div className="records-pet" data-pet-id={selected.pet.id}>
          <div className="records-pet-head">
            <h2>{selected.pet.name}{selected.pet.sharedBy && <span className="badge badge-shared" data-testid="pet-shared-by">{`Shared by ${selected.pet.sharedBy}`}</span>}</h2>
            <a className="btn btn-secondary btn-small" href={`/app/medical-records/${selected.pet.id}/record.pdf`} data-testid="download-pdf">Download PDF</a>
          </div>
          <DueSoon items={selected.due} />
          {selected.records.length === 0 && <p className="empty" data-testid="records-empty">{NO_RECORDS_FOUND}</p>}
          <nav className="records-tabs" aria-label="Record categories">
            <ul>
              {RECORD_CATEGORIES.map((c) => (
                <li key={c}>
                  <a href={hrefOf(selected.pet.id, c)} aria-current={c === selected.category ? 'page' : undefined}>{CATEGORY_LABEL[c]}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="records-subtabs" aria-label={`${CATEGORY_LABEL[selected.category]} records`}>
            <ul>
              {subcategoriesOf(selected.category).map((s) => {
                const count = selected.records.filter((r) => r.category === selected.category && r.subcategory === s.key).length;
                return (
                  <li key={s.key}>
                    <a href={hrefOf(selected.pet.id, selected.category, s.key)} aria-current={s.key === selected.subcategory ? 'page' : undefined}>
                      {s.label}{count > 0 && <span className="records-count">{` ${count}`}</span>}
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
