import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { HOUSE_CALL_PACKAGE, HOUSE_CALL_PACKAGE_INCLUDES, HOUSE_VISIT_MESSAGES, type HouseCallHolderView, type HouseCallPlanView } from '../../../contracts/house-call-plan.ts';

export interface HouseCallsPageProps {
  plans: HouseCallPlanView[];
  notice?: { kind: 'success' | 'error'; text: string } | null;
  errors?: Record<string, string>;
}

/** One package: its year, the ledger, the visits, and a plain form to book the next one. */
function PlanCard({ plan, errors }: { plan: HouseCallPlanView; errors: Record<string, string> }) {
  return (
    <li className="card order-card" data-testid={`house-call-plan-${plan.orderId}`}>
      <div className="order-card-head">
        <h2 className="card-title">{`House-call package #${plan.orderId}`}</h2>
        <span className="badge" data-testid="house-call-remaining">{`${plan.remaining} of ${plan.included} visits left`}</span>
      </div>
      <p className="order-card-meta">{`${plan.startsOn} to ${plan.endsOn} · by ${plan.practice} · at ${plan.address}`}</p>
      <p data-testid="house-call-ledger">{`Visits used: ${plan.used}. Remaining: ${plan.remaining}.`}</p>
      {plan.visits.length > 0 && (
        <ul className="records-vets">
          {plan.visits.map((v) => (
            <li key={v.id} data-testid={`house-visit-${v.id}`}>
              {`${v.when} (${plan.zone}) · ${v.status === 'booked' ? 'Booked' : 'Canceled'}`}
              {v.appointmentPath && <> · <a href={v.appointmentPath}>{`Appointment ${v.bookingCode}`}</a></>}
              {v.canCancel && (
                <form method="post" action={`/app/house-calls/visits/${v.id}/cancel`} className="inline-form">
                  <FormTokenField />
                  <button type="submit" className="btn btn-light" data-testid="house-visit-cancel">Cancel visit</button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {!plan.bookable && plan.remaining > 0 && <p className="field-hint" data-testid="house-visit-unavailable">{HOUSE_VISIT_MESSAGES.noListing}</p>}
      {plan.offers.length > 0 && (
        <form method="post" action="/app/house-calls/visits" data-testid="house-visit-form">
          <FormTokenField />
          <input type="hidden" name="orderId" value={plan.orderId} />
          <div className="form-field">
            <label htmlFor={`house-visit-time-${plan.orderId}`}>{`Book a house visit (${plan.zone})`}</label>
            <select id={`house-visit-time-${plan.orderId}`} name="startsAt" {...(errors.startsAt ? { 'aria-invalid': true } : {})}>
              {plan.offers.map((o) => <option key={o.startsAt} value={o.startsAt}>{o.label}</option>)}
            </select>
            {errors.startsAt && <p className="field-error">{errors.startsAt}</p>}
          </div>
          <p className="field-hint">{`No payment: the visit comes from your package. Cancel at least ${HOUSE_CALL_PACKAGE.cancelHours} hours before and it goes back to your package.`}</p>
          <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="house-visit-book">Book visit</button></div>
        </form>
      )}
    </li>
  );
}

/** House Calls (owners): each package's ledger and booking a visit against it. Plain forms. */
export function HouseCallsPage({ plans, notice = null, errors = {} }: HouseCallsPageProps) {
  return (
    <DashboardLayout titleId="dash.title.houseCalls">
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="house-calls-notice">{notice.text}</p>}
      <p>{`The house-call package includes ${HOUSE_CALL_PACKAGE_INCLUDES}`}</p>
      {plans.length === 0
        ? (
          <EmptyState art="house-call" message="You have no house-call package yet." testId="house-calls-empty">
            <p className="form-actions"><a className="btn btn-primary" href="/vet-house-call/order">Buy the house-call package</a></p>
          </EmptyState>
        )
        : <ul className="order-list">{plans.map((p) => <PlanCard key={p.orderId} plan={p} errors={errors} />)}</ul>}
    </DashboardLayout>
  );
}

/** The practice's package holders and their remaining visits (root admin). */
export function HouseCallHoldersPage({ holders }: { holders: HouseCallHolderView[] }) {
  return (
    <DashboardLayout titleId="dash.title.houseCallPackages">
      {holders.length === 0
        ? <p data-testid="house-call-holders-empty">No one holds a house-call package with your practice yet.</p>
        : (
          <div className="table-scroll" role="region" aria-label="Package holders" tabIndex={0}>
            <table className="table" data-testid="house-call-holders">
              <thead><tr><th scope="col">Owner</th><th scope="col">Address</th><th scope="col">Package year</th><th scope="col">Used</th><th scope="col">Remaining</th><th scope="col">Next visit</th></tr></thead>
              <tbody>
                {holders.map((h) => (
                  <tr key={h.orderId}>
                    <td>{h.owner}<br /><small>{h.email}</small></td>
                    <td>{h.address}</td>
                    <td>{`${h.startsOn} to ${h.endsOn}`}</td>
                    <td>{h.used}</td>
                    <td data-testid="holder-remaining">{h.remaining}</td>
                    <td>{h.next ?? 'None booked'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </DashboardLayout>
  );
}
