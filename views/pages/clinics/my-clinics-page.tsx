import { useIntl, type IntlShape } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import type { ClinicAnswer, ClinicRelation } from '../../../contracts/customers.ts';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

export interface MyClinicsView {
  clinics: ClinicRelation[];
  /** The clinic and answer a link of the request email asked for: shown first, to confirm with one press. */
  asked: { clinic: ClinicRelation; answer: ClinicAnswer } | null;
  notice: string | null;
}

/** The day a clinic became the owner's, in the page's language (the stored instant's UTC day). */
const day = (intl: IntlShape, iso: string) => dateTimeFormat(intl.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/**
 * The answers each state offers: a clinic asking gets both; one that sees the records (all, or the pets of a second
 * opinion) can be stopped; a declined one allowed.
 */
const ANSWERS: Record<ClinicRelation['access'], Array<{ answer: ClinicAnswer; labelId: MessageId; primary: boolean }>> = {
  pending: [{ answer: 'accept', labelId: 'dash.clinics.accept', primary: true }, { answer: 'decline', labelId: 'dash.clinics.decline', primary: false }],
  granted: [{ answer: 'decline', labelId: 'dash.clinics.stop', primary: false }],
  declined: [{ answer: 'accept', labelId: 'dash.clinics.share', primary: false }],
};

function AnswerForm({ clinic, answer, labelId, primary }: { clinic: ClinicRelation; answer: ClinicAnswer; labelId: MessageId; primary: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <form method="post" action={`/app/my-clinics/${clinic.vendorId}`} className="clinic-answer">
      <FormTokenField />
      <input type="hidden" name="answer" value={answer} />
      <button type="submit" className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`} data-testid={`clinic-${answer}`}
        aria-label={intl.formatMessage({ id: 'dash.clinics.answerNamed' }, { answer: label, clinic: clinic.clinicName })}>{label}</button>
    </form>
  );
}

/**
 * /app/my-clinics (owners): the clinics the owner is a customer of and whether each may see their pets and health
 * records. A clinic that booked for them or registered them at its desk asks first; the owner accepts or declines,
 * and can change their answer at any time.
 */
export function MyClinicsPage({ view }: { view: MyClinicsView }) {
  const intl = useIntl();
  const { asked } = view;
  return (
    <DashboardLayout titleId="dash.title.myClinics">
      <p className="page-lead">{intl.formatMessage({ id: 'dash.clinics.lead' })}</p>
      {view.notice && <p className="alert alert-success" role="status" data-testid="clinics-notice">{view.notice}</p>}
      {asked && (
        <section className="clinic-asked" aria-labelledby="clinic-asked-title" data-testid="clinic-asked">
          <h2 id="clinic-asked-title">
            {intl.formatMessage({ id: asked.answer === 'accept' ? 'dash.clinics.askAccept' : 'dash.clinics.askDecline' }, { clinic: asked.clinic.clinicName })}
          </h2>
          <div className="clinic-answers">
            <AnswerForm clinic={asked.clinic} answer={asked.answer} labelId={asked.answer === 'accept' ? 'dash.clinics.accept' : 'dash.clinics.decline'} primary />
            <a className="btn btn-light" href="/app/my-clinics">{intl.formatMessage({ id: 'dash.clinics.notNow' })}</a>
          </div>
        </section>
      )}
      {view.clinics.length === 0 ? <EmptyState art="clinic" message={intl.formatMessage({ id: 'dash.clinics.empty' })} testId="clinics-empty" /> : (
        <ul className="clinic-list" data-testid="clinics">
          {view.clinics.map((c) => (
            <li key={c.vendorId} className={`clinic-card clinic-${c.access}`} data-clinic-id={c.vendorId}>
              <div className="clinic-card-text">
                <h2 className="clinic-name">{c.clinicName}</h2>
                <p className="clinic-access" data-testid="clinic-access">{c.sharedPets
                  ? intl.formatMessage({ id: 'dash.clinics.access.someOf' }, { pets: c.sharedPets.length ? intl.formatList(c.sharedPets) : intl.formatMessage({ id: 'dash.clinics.onePet' }) })
                  : intl.formatMessage({ id: `dash.clinics.access.${c.access}` })}</p>
                {c.since && <p className="clinic-since">{intl.formatMessage({ id: 'dash.clinics.since' }, { day: day(intl, c.since) })}</p>}
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
