import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import type { CustomerProfile } from '../../../contracts/customers.ts';
import type { HealthRecord } from '../../../contracts/health-records.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import type { Pet } from '../../../contracts/pets.ts';
import type { AppointmentItem } from '../../../contracts/appointments.ts';
import { NO_RECORDS } from '../../../contracts/customers.ts';
import { formatPhone } from '../../../contracts/account-rules.ts';

export interface CustomerPageProps {
  profile: CustomerProfile;
  pets: Pet[];
  records: HealthRecord[];
  appointments: AppointmentItem[];
}

const day = (iso: string) => iso.slice(0, 10);

/** /app/users/:id (root admin): one customer's details, pets, health records (read-only) and appointments with the clinic. */
export function CustomerPage({ profile, pets, records, appointments }: CustomerPageProps) {
  const petName = new Map(pets.map((p) => [p.id, p.name]));
  return (
    <DashboardLayout title={`${profile.firstName} ${profile.lastName}`}>
      <p><a href="/app/users">← All users</a></p>
      <section className="customer-section" aria-labelledby="customer-contact">
        <h2 id="customer-contact">Contact</h2>
        <dl className="appointment-facts">
          <dt>Email</dt><dd><a href={`mailto:${profile.email}`}>{profile.email}</a></dd>
          {profile.phone && <><dt>Phone</dt><dd>{formatPhone(profile.phone)}</dd></>}
          {profile.since && <><dt>Customer since</dt><dd>{day(profile.since)}</dd></>}
        </dl>
      </section>
      <section className="customer-section" aria-labelledby="customer-pets">
        <h2 id="customer-pets">Pets</h2>
        {pets.length === 0 ? <p>{NO_RECORDS}</p> : (
          <ul className="customer-pets" data-testid="customer-pets">
            {pets.map((p) => (
              <li key={p.id}><strong>{p.name}</strong>{` · ${[p.typeName, p.breed].filter(Boolean).join(', ')}`}{p.notes ? ` · ${p.notes}` : ''}
                {' · '}<a href={`/app/medical-records/${p.id}/record.pdf`} data-testid="pet-pdf">Download PDF</a></li>
            ))}
          </ul>
        )}
      </section>
      <section className="customer-section" aria-labelledby="customer-records">
        <h2 id="customer-records">Health records</h2>
        <RecordsOverview records={records} pets={petName} />
      </section>
      <section className="customer-section" aria-labelledby="customer-appointments">
        <h2 id="customer-appointments">Appointments with your clinic</h2>
        {appointments.length === 0 ? <p>No Appointments Found</p> : (
          <ul className="customer-appointments" data-testid="customer-appointments">
            {appointments.map((a) => (
              <li key={a.id}>
                <a href={`/app/appointments/${a.id}`}>{a.bookingCode}</a>
                {` · ${a.typeLabel} · ${a.listing.title} · ${a.statusLabel}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </DashboardLayout>
  );
}
