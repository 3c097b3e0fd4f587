import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import type { CustomerProfile, CustomerRecordSummary } from '../../../contracts/customers.ts';
import type { Pet } from '../../../contracts/pets.ts';
import type { AppointmentItem } from '../../../contracts/appointments.ts';
import { NO_RECORDS } from '../../../contracts/customers.ts';

export interface CustomerPageProps {
  profile: CustomerProfile;
  pets: Pet[];
  records: CustomerRecordSummary[];
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
          {profile.phone && <><dt>Phone</dt><dd>{profile.phone}</dd></>}
          {profile.since && <><dt>Customer since</dt><dd>{day(profile.since)}</dd></>}
        </dl>
      </section>
      <section className="customer-section" aria-labelledby="customer-pets">
        <h2 id="customer-pets">Pets</h2>
        {pets.length === 0 ? <p>{NO_RECORDS}</p> : (
          <ul className="customer-pets" data-testid="customer-pets">
            {pets.map((p) => (
              <li key={p.id}><strong>{p.name}</strong>{` · ${[p.typeName, p.breed].filter(Boolean).join(', ')}`}{p.notes ? ` · ${p.notes}` : ''}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="customer-section" aria-labelledby="customer-records">
        <h2 id="customer-records">Health records</h2>
        {records.length === 0 ? <p>{NO_RECORDS}</p> : (
          <div className="table-scroll" role="region" aria-label="Health records" tabIndex={0}>
            <table className="data-table" data-testid="customer-records">
              <thead><tr><th scope="col">Pet</th><th scope="col">Record</th><th scope="col">Name</th><th scope="col">Added</th></tr></thead>
              <tbody>
                {records.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{petName.get(r.petId) ?? ''}</th>
                    <td>{`${r.category} / ${r.subcategory.replace(/_/g, ' ')}`}</td>
                    <td>{r.name ?? ''}</td>
                    <td>{day(r.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
