import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import RecordsPayPal from '../../../client/islands/records-paypal.tsx';
import { recordsPayPalWords } from './records-words.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { formatDay } from '../../../contracts/day-format.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import { dollars } from '../../../contracts/products.ts';
import {
  RECORDS_EXTRA_VET_CENTS, RECORDS_FREE_VETS, RECORDS_MAX_VETS, RECORDS_MESSAGES, RELEASE_TEXT, RELEASE_VERSION, vetField,
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

/** A day in the page's language ('Nov 28, 2026', '28 nov 2026'). */
const day = (iso: string | null, locale: string) => (iso ? formatDay(iso, locale) : '');
/** The vet rows shown: every free vet left, and at least two. */
const ROWS = RECORDS_MAX_VETS;
/** Parts of a line joined by middle dots (a vet's contact). */
const dotted = (...parts: string[]) => parts.join(' · ');

/** The server's messages this page says in its language, by their English (the rest show as they come). */
const MESSAGE_KEYS = ['agree', 'signerName', 'signerNameMatch', 'releaseChanged', 'noVets', 'clinicName', 'email', 'phone', 'choosePet', 'sent', 'cardNotHere'] as const;
const MESSAGE_IDS = new Map<string, MessageId>(MESSAGE_KEYS.map((k) => [RECORDS_MESSAGES[k], `recReq.msg.${k}`]));

/** A message of the server's in the page's language. */
function useSayMessage(): (text: string) => string {
  const intl = useIntl();
  return (text) => {
    const id = MESSAGE_IDS.get(text);
    return id ? intl.formatMessage({ id }) : text;
  };
}

function Field({ name, labelId, type = 'text', sent, errors, autoComplete }: {
  name: string; labelId: MessageId; type?: string; sent: Record<string, string>; errors: Record<string, string>; autoComplete?: string;
}) {
  const say = useSayMessage();
  const id = `records-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}><FormattedMessage id={labelId} /></label>
      <input id={id} name={name} type={type} defaultValue={sent[name] ?? ''} autoComplete={autoComplete ?? 'off'}
        {...(errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})} />
      {errors[name] && <p className="field-error" id={`${id}-error`}>{say(errors[name])}</p>}
    </div>
  );
}

/** One request: its pet, the signature and each vet's state. */
function RequestCard({ request }: { request: RecordsRequestView }) {
  const intl = useIntl();
  return (
    <li className="card order-card" data-testid={`records-request-${request.id}`}>
      <div className="order-card-head">
        <h3 className="card-title"><FormattedMessage id="recReq.card.title" values={{ pet: request.petName }} /></h3>
        <a className="btn btn-light" href={`/app/records-requests/${request.id}/release.pdf`}><FormattedMessage id="recReq.card.release" /></a>
      </div>
      <p className="order-card-meta">
        {intl.formatMessage({ id: 'recReq.card.meta' }, { id: request.id, name: request.signerName, date: day(request.signedAt, intl.locale) })}
        {request.paidCents > 0 && intl.formatMessage({ id: 'recReq.card.paid' }, { amount: dollars(request.paidCents) })}
      </p>
      <ul className="records-vets">
        {request.vets.map((v) => (
          <li key={v.id} data-testid={`records-vet-${v.id}`}>
            <strong>{v.clinicName}</strong>
            {dotted('', v.email, formatPhone(v.phone), '')}<span className={`badge badge-records-${v.status}`} data-testid="records-vet-status">{intl.formatMessage({ id: `recReq.status.${v.status}` })}</span>
            {v.status === 'received' && v.receivedAt && intl.formatMessage({ id: 'recReq.vet.receivedOn' }, { date: day(v.receivedAt, intl.locale) })}
            {v.status === 'sent' && v.expiresAt && intl.formatMessage({ id: 'recReq.vet.linkUntil' }, { date: day(v.expiresAt, intl.locale) })}
            {v.charged && intl.formatMessage({ id: v.refunded ? 'recReq.vet.chargedRefunded' : 'recReq.vet.charged' }, { amount: dollars(RECORDS_EXTRA_VET_CENTS) })}
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
  const { paypalClientId, locale } = usePageContext();
  const intl = useIntl();
  const say = useSayMessage();
  const left = Math.max(0, RECORDS_FREE_VETS - freeUsed);
  const price = dollars(RECORDS_EXTRA_VET_CENTS);
  return (
    <DashboardLayout titleId="dash.title.recordsRequests">
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="records-notice">{say(notice.text)}</p>}
      <section aria-labelledby="records-new-title" className="card">
        <h2 id="records-new-title"><FormattedMessage id="recReq.new.title" /></h2>
        <p>
          {[intl.formatMessage({ id: 'recReq.new.lead' }), intl.formatMessage(
            { id: left > 0 ? 'recReq.charge.left' : 'recReq.charge.used' }, { left, free: RECORDS_FREE_VETS, price },
          )].join(' ')}
        </p>
        {pets.length === 0
          ? <p data-testid="records-no-pets"><FormattedMessage id="recReq.noPets" values={{ link: (chunks) => <a href="/app/my-pets">{chunks}</a> }} /></p>
          : (
            <form method="post" action="/app/records-requests" data-testid="records-form" noValidate>
              <FormTokenField />
              <input type="hidden" name="releaseVersion" value={RELEASE_VERSION} />
              <div className="form-field">
                <label htmlFor="records-petId"><FormattedMessage id="recReq.pet" /></label>
                <select id="records-petId" name="petId" defaultValue={values.petId ?? String(pets[0].id)}
                  {...(errors.petId ? { 'aria-invalid': true, 'aria-describedby': 'records-petId-error' } : {})}>
                  {pets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                </select>
                {errors.petId && <p className="field-error" id="records-petId-error">{say(errors.petId)}</p>}
              </div>
              {errors.vets && <p className="field-error" role="alert" data-testid="records-vets-error">{say(errors.vets)}</p>}
              {Array.from({ length: ROWS }, (_, i) => i + 1).map((i) => (
                <fieldset key={i} className="records-vet-row">
                  <legend><FormattedMessage id={i > 1 ? 'recReq.vet.legendOptional' : 'recReq.vet.legend'} values={{ n: i }} /></legend>
                  <Field name={vetField('clinicName', i)} labelId="recReq.vet.name" sent={values} errors={errors} />
                  <Field name={vetField('email', i)} labelId="recReq.vet.email" type="email" sent={values} errors={errors} />
                  <Field name={vetField('phone', i)} labelId="recReq.vet.phone" type="tel" sent={values} errors={errors} />
                </fieldset>
              ))}
              <fieldset className="records-release">
                <legend><FormattedMessage id="recReq.release.legend" /></legend>
                {intl.locale.startsWith('en') ? null : <p className="field-hint"><FormattedMessage id="recReq.release.inEnglish" /></p>}
                <p className="records-release-text" data-testid="records-release-text" lang="en">{RELEASE_TEXT}</p>
                <div className="form-field form-check">
                  <input id="records-agree" name="agree" type="checkbox" defaultChecked={values.agree === 'on'}
                    {...(errors.agree ? { 'aria-invalid': true, 'aria-describedby': 'records-agree-error' } : {})} />
                  <label htmlFor="records-agree"><FormattedMessage id="recReq.release.agree" /></label>
                  {errors.agree && <p className="field-error" id="records-agree-error">{say(errors.agree)}</p>}
                </div>
                <Field name="signerName" labelId="recReq.release.signer" sent={values} errors={errors} autoComplete="name" />
              </fieldset>
              {paypalClientId
                ? <Island name="records-paypal" component={RecordsPayPal} props={{
                  clientId: paypalClientId, freeLeft: Math.max(0, RECORDS_FREE_VETS - freeUsed), extraVetCents: RECORDS_EXTRA_VET_CENTS, rows: ROWS, words: recordsPayPalWords(locale),
                }} />
                : (
                <fieldset className="records-card">
                  <legend><FormattedMessage id="recReq.card.legend" values={{ free: RECORDS_FREE_VETS, price }} /></legend>
                  {!charged && <p className="field-hint"><FormattedMessage id="recReq.card.free" /></p>}
                  <Field name="name" labelId="recReq.card.name" sent={values} errors={errors} autoComplete="cc-name" />
                  <Field name="cardNumber" labelId="recReq.card.number" sent={{}} errors={errors} autoComplete="cc-number" />
                  <Field name="expDt" labelId="recReq.card.expiry" sent={values} errors={errors} autoComplete="cc-exp" />
                  <Field name="ccv" labelId="recReq.card.code" sent={{}} errors={errors} autoComplete="cc-csc" />
                </fieldset>
                )}
              <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="records-submit"><FormattedMessage id="recReq.submit" /></button></div>
            </form>
          )}
      </section>
      <section aria-labelledby="records-list-title">
        <h2 id="records-list-title"><FormattedMessage id="recReq.list.title" /></h2>
        {requests.length === 0
          ? <p data-testid="records-empty"><FormattedMessage id="recReq.list.empty" /></p>
          : <ul className="order-list">{requests.map((r) => <RequestCard key={r.id} request={r} />)}</ul>}
      </section>
    </DashboardLayout>
  );
}
