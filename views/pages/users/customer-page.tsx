import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { ACCESS_FOR_CLINIC, NO_RECORDS, type CustomerProfile } from '../../../contracts/customers.ts';
import { CATEGORY_LABEL, RECORD_CATEGORIES, type DueItem, type HealthRecord, type RecordCategory } from '../../../contracts/health-records.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import { DueSoon } from '../../components/records/due-soon.tsx';
import type { Pet } from '../../../contracts/pets.ts';
import { badgeClass, type AppointmentItem } from '../../../contracts/appointments.ts';
import { formatPhone } from '../../../contracts/account-rules.ts';
import { formatDateTime } from '../../../client/islands/appointments/appointment-format.ts';

/** One pet's records on the customer's page, one category at a time. */
export interface CustomerPetView {
  pet: Pet;
  category: RecordCategory;
  /** The category's records, newest first. */
  records: HealthRecord[];
  counts: Record<RecordCategory, number>;
  due: DueItem[];
}

export interface CustomerPageProps {
  profile: CustomerProfile;
  /** The customer's pets and the one shown; null while they do not share their pets and records with the clinic. */
  shared: { pets: Pet[]; selected: CustomerPetView | null } | null;
  /** Their appointments with the clinic, latest first. */
  appointments: AppointmentItem[];
}

const day = (iso: string) => iso.slice(0, 10);

/** Tabs per pet, then per category of the pet shown: links, so the page works without script and each view has a URL. */
function PetTabs({ profile, pets, selected }: { profile: CustomerProfile; pets: Pet[]; selected: CustomerPetView }) {
  const base = `/app/users/${profile.id}`;
  return (
    <>
      <nav className="records-pets" aria-label="Pets">
        <ul>
          {pets.map((p) => (
            <li key={p.id}>
              <a href={`${base}?pet=${p.id}`} aria-current={p.id === selected.pet.id ? 'page' : undefined} data-testid="customer-pet-tab">{p.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="records-pet-head">
        <h3>{selected.pet.name}</h3>
        <a className="btn btn-secondary btn-small" href={`/app/medical-records/${selected.pet.id}/record.pdf`} data-testid="pet-pdf">Download PDF</a>
      </div>
      <p className="customer-pet-facts">
        {[selected.pet.typeName, selected.pet.breed].filter(Boolean).join(', ')}{selected.pet.notes ? ` · ${selected.pet.notes}` : ''}
      </p>
      <DueSoon items={selected.due} />
      <nav className="records-tabs" aria-label={`Records of ${selected.pet.name}`}>
        <ul>
          {RECORD_CATEGORIES.map((c) => (
            <li key={c}>
              <a href={`${base}?pet=${selected.pet.id}&category=${c}`} aria-current={c === selected.category ? 'page' : undefined} data-testid="customer-category-tab">
                {CATEGORY_LABEL[c]}<span className="records-count">{`(${selected.counts[c]})`}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <RecordsOverview records={selected.records} />
    </>
  );
}

/**
 * /app/users/:id (root admin): one customer's contact, their pets and health records (read-only, a tab per pet,
 * only when they share them with the clinic) and their appointments with the clinic, dated and latest first;
 * "Book for this customer" opens New Appointment with them chosen.
 */
export function CustomerPage({ profile, shared, appointments }: CustomerPageProps) {
  return (
    <DashboardLayout title={`${profile.firstName} ${profile.lastName}`}>
      <div className="customer-head">
        <a href="/app/users">← All users</a>
        <a className="btn btn-primary" href={`/app/appointments/new?customer=${profile.id}`} data-testid="book-for-customer">Book for this customer</a>
      </div>
      <div className="customer-layout">
        <section className="customer-section customer-contact" aria-labelledby="customer-contact">
          <h2 id="customer-contact">Contact</h2>
          <dl className="appointment-facts">
            <dt>Email</dt><dd><a href={`mailto:${profile.email}`}>{profile.email}</a></dd>
            {profile.phone && <><dt>Phone</dt><dd>{formatPhone(profile.phone)}</dd></>}
            {profile.since && <><dt>Customer since</dt><dd data-testid="customer-since">{day(profile.since)}</dd></>}
            <dt>Pets and records</dt><dd data-testid="customer-access">{ACCESS_FOR_CLINIC[profile.access]}</dd>
          </dl>
        </section>
        <section className="customer-section customer-records" aria-labelledby="customer-pets">
          <h2 id="customer-pets">Pets and health records</h2>
          {shared === null ? <p className="alert alert-info" data-testid="records-not-shared">{ACCESS_FOR_CLINIC[profile.access]}.</p>
            : shared.selected === null ? <p data-testid="customer-no-pets">{NO_RECORDS}</p>
              : <PetTabs profile={profile} pets={shared.pets} selected={shared.selected} />}
        </section>
        <section className="customer-section customer-history" aria-labelledby="customer-appointments">
          <h2 id="customer-appointments">Appointments with your clinic</h2>
          {appointments.length === 0 ? <p>No Appointments Found</p> : (
            <ol className="customer-appointments" data-testid="customer-appointments">
              {appointments.map((a) => (
                <li key={a.id} data-testid="customer-appointment">
                  <time dateTime={a.slot}>{formatDateTime(a.slot, a.listingTZ)}</time>
                  <span className="customer-appointment-line">
                    <a href={`/app/appointments/${a.id}`}>{a.bookingCode}</a>
                    {` · ${a.typeLabel}${a.petName ? ` for ${a.petName}` : ''} · ${a.listing.title} `}
                    <span className={`badge ${badgeClass(a.state)}`}>{a.statusLabel}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </DashboardLayout>
  );
}
