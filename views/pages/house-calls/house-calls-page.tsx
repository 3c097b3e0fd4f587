import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { HOUSE_CALL_PACKAGE, HOUSE_VISIT_MESSAGES, type HouseCallHolderView, type HouseCallPlanView } from '../../../contracts/house-call-plan.ts';
import { CHARGED_CENTS, QUOTED_CENTS, dollars } from '../../../contracts/products.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import { formatDay } from '../../../contracts/day-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** Separators, not words. */
const DOT = ' · ';

export interface HouseCallsPageProps {
  plans: HouseCallPlanView[];
  notice?: { kind: 'success' | 'error'; text: string } | null;
  errors?: Record<string, string>;
}

/** The server's house-visit messages this page says in its language, by their English (others show as they come). */
const MESSAGE_IDS = new Map<string, MessageId>(
  (Object.keys(HOUSE_VISIT_MESSAGES) as Array<keyof typeof HOUSE_VISIT_MESSAGES>)
    .filter((k) => !k.startsWith('cancelPolicy') && !k.startsWith('cancelNotice') && k !== 'notMovable')
    .map((k) => [HOUSE_VISIT_MESSAGES[k], `houseCalls.msg.${k}` as MessageId]),
);
const sayMessage = (intl: IntlShape, text: string) => {
  const id = MESSAGE_IDS.get(text);
  return id ? intl.formatMessage({ id }) : text;
};
const isEnglish = (intl: IntlShape) => intl.locale.startsWith('en');

/** A time in the practice's zone: the server's English label, or the page's language by `Intl`. */
function timeIn(intl: IntlShape, iso: string, label: string, zone: string): string {
  return isEnglish(intl) ? label : intl.formatDate(iso, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone });
}
const money = (intl: IntlShape, cents: number) => (isEnglish(intl) ? dollars(cents) : formatDollars(intl.locale, cents / 100));

/** One package: its year, the ledger, the visits, and a plain form to book the next one. */
function PlanCard({ plan, errors }: { plan: HouseCallPlanView; errors: Record<string, string> }) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <li className="card order-card" data-testid={`house-call-plan-${plan.orderId}`}>
      <div className="order-card-head">
        <h2 className="card-title">{say('houseCalls.plan.title', { id: plan.orderId })}</h2>
        <span className="badge" data-testid="house-call-remaining">{say('houseCalls.plan.left', { remaining: plan.remaining, included: plan.included })}</span>
      </div>
      <p className="order-card-meta">{say('houseCalls.plan.meta', { from: formatDay(plan.startsOn, intl.locale), to: formatDay(plan.endsOn, intl.locale), practice: plan.practice, address: plan.address })}</p>
      <p data-testid="house-call-ledger">{say('houseCalls.plan.ledger', { used: plan.used, remaining: plan.remaining })}</p>
      {plan.visits.length > 0 && (
        <ul className="records-vets">
          {plan.visits.map((v) => (
            <li key={v.id} data-testid={`house-visit-${v.id}`}>
              {say('houseCalls.visit.line', { when: timeIn(intl, v.startsAt, v.when, plan.zone), zone: plan.zone, status: say(v.status === 'booked' ? 'houseCalls.visit.booked' : 'houseCalls.visit.canceled') })}
              {v.appointmentPath && <>{DOT}<a href={v.appointmentPath}>{say('houseCalls.visit.appointment', { code: v.bookingCode ?? '' })}</a></>}
              {v.canCancel && (
                <form method="post" action={`/app/house-calls/visits/${v.id}/cancel`} className="inline-form">
                  <FormTokenField />
                  <button type="submit" className="btn btn-light" data-testid="house-visit-cancel">{say('houseCalls.visit.cancel')}</button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {!plan.bookable && plan.remaining > 0 && <p className="field-hint" data-testid="house-visit-unavailable">{sayMessage(intl, HOUSE_VISIT_MESSAGES.noListing)}</p>}
      {plan.offers.length > 0 && (
        <form method="post" action="/app/house-calls/visits" data-testid="house-visit-form">
          <FormTokenField />
          <input type="hidden" name="orderId" value={plan.orderId} />
          <div className="form-field">
            <label htmlFor={`house-visit-time-${plan.orderId}`}>{say('houseCalls.book.label', { zone: plan.zone })}</label>
            <select id={`house-visit-time-${plan.orderId}`} name="startsAt" {...(errors.startsAt ? { 'aria-invalid': true } : {})}>
              {plan.offers.map((o) => <option key={o.startsAt} value={o.startsAt}>{timeIn(intl, o.startsAt, o.label, plan.zone)}</option>)}
            </select>
            {errors.startsAt && <p className="field-error">{sayMessage(intl, errors.startsAt)}</p>}
          </div>
          <p className="field-hint">{say('houseCalls.book.hint', { hours: HOUSE_CALL_PACKAGE.cancelHours })}</p>
          <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="house-visit-book">{say('houseCalls.book.submit')}</button></div>
        </form>
      )}
    </li>
  );
}

/** House Calls (owners): each package's ledger and booking a visit against it. Plain forms. */
export function HouseCallsPage({ plans, notice = null, errors = {} }: HouseCallsPageProps) {
  const intl = useIntl();
  return (
    <DashboardLayout titleId="dash.title.houseCalls">
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="house-calls-notice">{sayMessage(intl, notice.text)}</p>}
      <p>
        {intl.formatMessage({ id: 'houseCalls.lead' }, {
          visits: HOUSE_CALL_PACKAGE.houseVisits, minutes: HOUSE_CALL_PACKAGE.visitMinutes,
          price: money(intl, CHARGED_CENTS.HOUSE_VISIT_YEAR), traditional: money(intl, QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR),
        })}
      </p>
      {plans.length === 0
        ? (
          <EmptyState art="house-call" message={intl.formatMessage({ id: 'houseCalls.empty' })} testId="house-calls-empty">
            <p className="form-actions"><a className="btn btn-primary" href="/vet-house-call/order"><FormattedMessage id="houseCalls.buy" /></a></p>
          </EmptyState>
        )
        : <ul className="order-list">{plans.map((p) => <PlanCard key={p.orderId} plan={p} errors={errors} />)}</ul>}
    </DashboardLayout>
  );
}

/** The practice's package holders and their remaining visits (root admin). */
export function HouseCallHoldersPage({ holders }: { holders: HouseCallHolderView[] }) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <DashboardLayout titleId="dash.title.houseCallPackages">
      {holders.length === 0
        ? <p data-testid="house-call-holders-empty">{say('houseCalls.holders.empty')}</p>
        : (
          <div className="table-scroll" role="region" aria-label={say('houseCalls.holders.label')} tabIndex={0}>
            <table className="table" data-testid="house-call-holders">
              <thead>
                <tr>
                  <th scope="col">{say('houseCalls.holders.owner')}</th><th scope="col">{say('houseCalls.holders.address')}</th><th scope="col">{say('houseCalls.holders.year')}</th>
                  <th scope="col">{say('houseCalls.holders.used')}</th><th scope="col">{say('houseCalls.holders.remaining')}</th><th scope="col">{say('houseCalls.holders.next')}</th>
                </tr>
              </thead>
              <tbody>
                {holders.map((h) => (
                  <tr key={h.orderId}>
                    <td>{h.owner}<br /><small>{h.email}</small></td>
                    <td>{h.address}</td>
                    <td>{say('houseCalls.holders.span', { from: formatDay(h.startsOn, intl.locale), to: formatDay(h.endsOn, intl.locale) })}</td>
                    <td>{h.used}</td>
                    <td data-testid="holder-remaining">{h.remaining}</td>
                    <td>{h.next ?? say('houseCalls.holders.none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </DashboardLayout>
  );
}
