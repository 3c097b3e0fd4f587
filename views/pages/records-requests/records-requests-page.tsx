import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import RecordsPayPal from '../../../client/islands/records-paypal.tsx';
import { formatPhone } from '../../../contracts/phone.ts';
import { dollars } from '../../../contracts/products.ts';
import {
  RECORDS_EXTRA_VET_CENTS, RECORDS_FREE_VETS, RECORDS_MAX_VETS, RELEASE_TEXT, RELEASE_VERSION, recordsChargeText, vetField,
  type RecordsRequestView,
} from '../../../contracts/records-requests.ts';

export interface RecordsRequestsPageProps {
  pets: Array<{ id: number; name: string }>;
  freeUsed: number;
  requests: RecordsRequestView[];
  /** What was sent when the request was refused, so the form shows what was typed. */
  sent?: Record<string, string> | null;
  errors?: Record<string, string>;
  notice?: { kind: 'success' | 'error'; text: string } | null;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** The vet rows shown: every free vet left, and at least two. */
const ROWS = RECORDS_MAX_VETS;

function Field({ name, label, type = 'text', sent, errors, autoComplete }: {
  name: string; label: string; type?: string; sent: Record<string, string>; errors: Record<string, string>; autoComplete?: string;
}) {
  const id = `records-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={sent[name] ?? ''} autoComplete={autoComplete ?? 'off'}
        {...(errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})} />
      {errors[name] && <p className="field-error" id={`${id}-error`}>{errors[name]}</p>}
    </div>
  );
}

/** One request: its pet, the signature and each vet's state. */
function RequestCard({ request }: { request: RecordsRequestView }) {
  return (
    <li className="card order-card" data-testid={`records-request-${request.id}`}>
      <div className="order-card-head">
        <h3 className="card-title">{`Records for ${request.petName}`}</h3>
        <a className="btn btn-light" href={`/app/records-requests/${request.id}/release.pdf`}>Signed release (PDF)</a>
      </div>
      <p className="order-card-meta">
        {`Request #${request.id} · signed by ${request.signerName} on ${day(request.signedAt)}`}
        {request.paidCents > 0 && ` · ${dollars(request.paidCents)} paid`}
      </p>
      <ul className="records-vets">
        {request.vets.map((v) => (
          <li key={v.id} data-testid={`records-vet-${v.id}`}>
            <strong>{v.clinicName}</strong>
            {` · ${v.email} · ${formatPhone(v.phone)}`}
            {' · '}<span className={`badge badge-records-${v.status}`} data-testid="records-vet-status">{v.statusLabel}</span>
            {v.status === 'received' && v.receivedAt && ` on ${day(v.receivedAt)}`}
            {v.status === 'sent' && v.expiresAt && ` · link works until ${day(v.expiresAt)}`}
            {v.charged && ` · ${dollars(RECORDS_EXTRA_VET_CENTS)}${v.refunded ? ', refunded' : ''}`}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Medical Records Assistance (owners): the form that names the previous vets and signs the release (a plain
 * form: it works without JavaScript), then every request with each vet's state.
 */
export function RecordsRequestsPage({ pets, freeUsed, requests, sent = null, errors = {}, notice = null }: RecordsRequestsPageProps) {
  const values = sent ?? {};
  const charged = freeUsed >= RECORDS_FREE_VETS || Object.keys(values).some((k) => k.startsWith('cardNumber'));
  // With PayPal configured the card is typed into PayPal's own fields (an island), never into this form.
  const { paypalClientId } = usePageContext();
  return (
    <DashboardLayout titleId="dash.title.recordsRequests">
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="records-notice">{notice.text}</p>}
      <section aria-labelledby="records-new-title" className="card">
        <h2 id="records-new-title">Ask your previous vets for records</h2>
        <p>{`We ask each practice for your pet's records and file what they send in the pet's health record. ${recordsChargeText(freeUsed)}`}</p>
        {pets.length === 0
          ? <p data-testid="records-no-pets">Add a pet first under <a href="/app/my-pets">My Pets</a>.</p>
          : (
            <form method="post" action="/app/records-requests" data-testid="records-form" noValidate>
              <FormTokenField />
              <input type="hidden" name="releaseVersion" value={RELEASE_VERSION} />
              <div className="form-field">
                <label htmlFor="records-petId">Pet</label>
                <select id="records-petId" name="petId" defaultValue={values.petId ?? String(pets[0].id)}
                  {...(errors.petId ? { 'aria-invalid': true, 'aria-describedby': 'records-petId-error' } : {})}>
                  {pets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                </select>
                {errors.petId && <p className="field-error" id="records-petId-error">{errors.petId}</p>}
              </div>
              {errors.vets && <p className="field-error" role="alert" data-testid="records-vets-error">{errors.vets}</p>}
              {Array.from({ length: ROWS }, (_, i) => i + 1).map((i) => (
                <fieldset key={i} className="records-vet-row">
                  <legend>{`Veterinary practice ${i}${i > 1 ? ' (optional)' : ''}`}</legend>
                  <Field name={vetField('clinicName', i)} label="Practice name" sent={values} errors={errors} />
                  <Field name={vetField('email', i)} label="Email" type="email" sent={values} errors={errors} />
                  <Field name={vetField('phone', i)} label="Phone" type="tel" sent={values} errors={errors} />
                </fieldset>
              ))}
              <fieldset className="records-release">
                <legend>Release authorisation</legend>
                <p className="records-release-text" data-testid="records-release-text">{RELEASE_TEXT}</p>
                <div className="form-field form-check">
                  <input id="records-agree" name="agree" type="checkbox" defaultChecked={values.agree === 'on'}
                    {...(errors.agree ? { 'aria-invalid': true, 'aria-describedby': 'records-agree-error' } : {})} />
                  <label htmlFor="records-agree">I have read and sign the release above.</label>
                  {errors.agree && <p className="field-error" id="records-agree-error">{errors.agree}</p>}
                </div>
                <Field name="signerName" label="Your full name (your signature)" sent={values} errors={errors} autoComplete="name" />
              </fieldset>
              {paypalClientId
                ? <Island name="records-paypal" component={RecordsPayPal} props={{
                  clientId: paypalClientId, freeLeft: Math.max(0, RECORDS_FREE_VETS - freeUsed), extraVetCents: RECORDS_EXTRA_VET_CENTS, rows: ROWS,
                }} />
                : (
                <fieldset className="records-card">
                  <legend>{`Card (only for vets beyond your ${RECORDS_FREE_VETS} free ones, ${dollars(RECORDS_EXTRA_VET_CENTS)} each)`}</legend>
                  {!charged && <p className="field-hint">Nothing is charged while you have free vets left; leave these empty.</p>}
                  <Field name="name" label="Name on card" sent={values} errors={errors} autoComplete="cc-name" />
                  <Field name="cardNumber" label="Card number" sent={{}} errors={errors} autoComplete="cc-number" />
                  <Field name="expDt" label="Expiry (YYYY-MM)" sent={values} errors={errors} autoComplete="cc-exp" />
                  <Field name="ccv" label="Security code" sent={{}} errors={errors} autoComplete="cc-csc" />
                </fieldset>
                )}
              <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="records-submit">Sign and send</button></div>
            </form>
          )}
      </section>
      <section aria-labelledby="records-list-title">
        <h2 id="records-list-title">Your requests</h2>
        {requests.length === 0
          ? <p data-testid="records-empty">You have not asked for records yet.</p>
          : <ul className="order-list">{requests.map((r) => <RequestCard key={r.id} request={r} />)}</ul>}
      </section>
    </DashboardLayout>
  );
}
