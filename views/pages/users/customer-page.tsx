import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import type { CustomerProfile } from '../../../contracts/customers.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { isConsultationType } from '../../../contracts/consultations.ts';
import { RECORD_CATEGORIES, type DueItem, type HealthRecord, type RecordCategory } from '../../../contracts/health-records.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import { DueSoon } from '../../components/records/due-soon.tsx';
import type { Pet } from '../../../contracts/pets.ts';
import { badgeClass, type AppointmentItem } from '../../../contracts/appointments.ts';
import { formatPhone } from '../../../contracts/account-rules.ts';
import { formatDateTime } from '../../../client/islands/appointments/appointment-format.ts';
import { usePageContext } from '../../page-context.tsx';
import { INTL_LOCALE } from '../../../contracts/locale.ts';
import { readerDay } from '../../../contracts/day-format.ts';

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

/** A count after a tab's name, a sentence's full stop and the parts of an appointment's line: punctuation only. */
const counted = (n: number) => `(${n})`;
/** A person's name as written: first, then last. */
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const sentence = (text: string) => `${text}.`;
const dotted = (...parts: string[]) => ` · ${parts.join(' · ')} `;

/** Tabs per pet, then per category of the pet shown: links, so the page works without script and each view has a URL. */
function PetTabs({ profile, pets, selected }: { profile: CustomerProfile; pets: Pet[]; selected: CustomerPetView }) {
  const base = `/app/users/${profile.id}`;
  const intl = useIntl();
  // A pet type by its code in the page's language; the stored name for a code the catalogue does not know.
  const typeId = `dash.petType.${selected.pet.type}` as MessageId;
  const typeName = Object.hasOwn(intl.messages, typeId) ? intl.formatMessage({ id: typeId }) : selected.pet.typeName;
  return (
    <>
      <nav className="records-pets" aria-label={intl.formatMessage({ id: 'custPage.petTabs' })}>
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
        <a className="btn btn-secondary btn-small" href={`/app/medical-records/${selected.pet.id}/record.pdf`} data-testid="pet-pdf">{intl.formatMessage({ id: 'custPage.downloadPdf' })}</a>
      </div>
      <p className="customer-pet-facts">
        {[[typeName, selected.pet.breed].filter(Boolean).join(', '), selected.pet.notes].filter(Boolean).join(' · ')}
      </p>
      <DueSoon items={selected.due} />
      <nav className="records-tabs" aria-label={intl.formatMessage({ id: 'custPage.recordsOf' }, { pet: selected.pet.name })}>
        <ul>
          {RECORD_CATEGORIES.map((c) => (
            <li key={c}>
              <a href={`${base}?pet=${selected.pet.id}&category=${c}`} aria-current={c === selected.category ? 'page' : undefined} data-testid="customer-category-tab">
                {intl.formatMessage({ id: `health.cat.${c}` })}<span className="records-count">{counted(selected.counts[c])}</span>
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
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const access = say(`customers.access.${profile.access}`);
  const { locale } = usePageContext();
  // The consultation type by its code; a type the catalogue does not name as the data says it.
  const typeOf = (a: AppointmentItem) => (isConsultationType(a.type) ? say(`consultation.${a.type}`) : a.typeLabel);
  return (
    <DashboardLayout title={fullName(profile)}>
      <div className="customer-head">
        <a href="/app/users">{say('custPage.allUsers')}</a>
        <a className="btn btn-primary" href={`/app/appointments/new?customer=${profile.id}`} data-testid="book-for-customer">{say('custPage.book')}</a>
      </div>
      <div className="customer-layout">
        <section className="customer-section customer-contact" aria-labelledby="customer-contact">
          <h2 id="customer-contact">{say('custPage.contact')}</h2>
          <dl className="appointment-facts">
            <dt>{say('custPage.email')}</dt><dd><a href={`mailto:${profile.email}`}>{profile.email}</a></dd>
            {profile.phone && <><dt>{say('custPage.phone')}</dt><dd>{formatPhone(profile.phone)}</dd></>}
            {profile.since && <><dt>{say('custPage.since')}</dt><dd data-testid="customer-since">{readerDay(profile.since, INTL_LOCALE[locale])}</dd></>}
            <dt>{say('custPage.access')}</dt><dd data-testid="customer-access">{access}</dd>
          </dl>
        </section>
        <section className="customer-section customer-records" aria-labelledby="customer-pets">
          <h2 id="customer-pets">{say('custPage.pets')}</h2>
          {shared === null ? <p className="alert alert-info" data-testid="records-not-shared">{sentence(access)}</p>
            : shared.selected === null ? <p data-testid="customer-no-pets">{say('customers.none')}</p>
              : <PetTabs profile={profile} pets={shared.pets} selected={shared.selected} />}
        </section>
        <section className="customer-section customer-history" aria-labelledby="customer-appointments">
          <h2 id="customer-appointments">{say('custPage.history')}</h2>
          {appointments.length === 0 ? <p>{say('dash.appts.empty')}</p> : (
            <ol className="customer-appointments" data-testid="customer-appointments">
              {appointments.map((a) => (
                <li key={a.id} data-testid="customer-appointment">
                  <time dateTime={a.slot}>{formatDateTime(a.slot, a.listingTZ, INTL_LOCALE[locale])}</time>
                  <span className="customer-appointment-line">
                    <a href={`/app/appointments/${a.id}`}>{a.bookingCode}</a>
                    {dotted(a.petName ? say('custPage.typeForPet', { type: typeOf(a), pet: a.petName }) : typeOf(a), a.listing.title)}
                    <span className={`badge ${badgeClass(a.state)}`}>{say(`dash.appts.state.${a.state}`)}</span>
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
