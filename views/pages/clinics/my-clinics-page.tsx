import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ACCESS_FOR_OWNER, sharedPetsForOwner, type ClinicAnswer, type ClinicRelation } from '../../../contracts/customers.ts';

export interface MyClinicsView {
  clinics: ClinicRelation[];
  /** The clinic and answer a link of the request email asked for: shown first, to confirm with one press. */
  asked: { clinic: ClinicRelation; answer: ClinicAnswer } | null;
  notice: string | null;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The answers each state offers: a clinic asking gets both; one that sees the records (all, or the pets of a second
 * opinion) can be stopped; a declined one allowed.
 */
const ANSWERS: Record<ClinicRelation['access'], Array<{ answer: ClinicAnswer; label: string; primary: boolean }>> = {
  pending: [{ answer: 'accept', label: 'Accept', primary: true }, { answer: 'decline', label: 'Decline', primary: false }],
  granted: [{ answer: 'decline', label: 'Stop sharing', primary: false }],
  declined: [{ answer: 'accept', label: 'Share with this clinic', primary: false }],
};

function AnswerForm({ clinic, answer, label, primary }: { clinic: ClinicRelation; answer: ClinicAnswer; label: string; primary: boolean }) {
  return (
    <form method="post" action={`/app/my-clinics/${clinic.vendorId}`} className="clinic-answer">
      <FormTokenField />
      <input type="hidden" name="answer" value={answer} />
      <button type="submit" className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`} data-testid={`clinic-${answer}`}
        aria-label={`${label}: ${clinic.clinicName}`}>{label}</button>
    </form>
  );
}

/**
 * /app/my-clinics (owners): the clinics the owner is a customer of and whether each may see their pets and health
 * records. A clinic that booked for them or registered them at its desk asks first; the owner accepts or declines,
 * and can change their answer at any time.
 */
export function MyClinicsPage({ view }: { view: MyClinicsView }) {
  const { asked } = view;
  return (
    <DashboardLayout title="My Clinics">
      <p className="page-lead">Clinics you booked with, that registered you or that fulfil your second opinions. Choose which of them may see your pets and their health records.</p>
      {view.notice && <p className="alert alert-success" role="status" data-testid="clinics-notice">{view.notice}</p>}
      {asked && (
        <section className="clinic-asked" aria-labelledby="clinic-asked-title" data-testid="clinic-asked">
          <h2 id="clinic-asked-title">
            {asked.answer === 'accept'
              ? `Let ${asked.clinic.clinicName} see your pets and their health records?`
              : `Keep your pets and their health records from ${asked.clinic.clinicName}?`}
          </h2>
          <div className="clinic-answers">
            <AnswerForm clinic={asked.clinic} answer={asked.answer} label={asked.answer === 'accept' ? 'Accept' : 'Decline'} primary />
            <a className="btn btn-light" href="/app/my-clinics">Not now</a>
          </div>
        </section>
      )}
      {view.clinics.length === 0 ? <EmptyState art="clinic" message="No clinics yet." testId="clinics-empty" /> : (
        <ul className="clinic-list" data-testid="clinics">
          {view.clinics.map((c) => (
            <li key={c.vendorId} className={`clinic-card clinic-${c.access}`} data-clinic-id={c.vendorId}>
              <div className="clinic-card-text">
                <h2 className="clinic-name">{c.clinicName}</h2>
                <p className="clinic-access" data-testid="clinic-access">{c.sharedPets ? sharedPetsForOwner(c.sharedPets) : ACCESS_FOR_OWNER[c.access]}</p>
                {c.since && <p className="clinic-since">{`Your clinic since ${day(c.since)}`}</p>}
              </div>
              <div className="clinic-answers">
                {ANSWERS[c.access].map((a) => <AnswerForm key={a.answer} clinic={c} {...a} />)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardLayout>
  );
}
