import { OpsLayout } from '../../layouts/ops-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { OpsPaymentRow, OpsPlanRow, OpsRefundRow } from '../../../contracts/ops.ts';
import { ActionButton, money, Pager, SearchForm, when, type OpsFlashView } from './ops-parts.tsx';

export interface OpsMoneyView {
  operator: { email: string };
  payments: OpsPaymentRow[];
  refunds: OpsRefundRow[];
  plans: OpsPlanRow[];
  q: string;
  page: number;
  more: boolean;
  flash: OpsFlashView | null;
}

function PlanForm({ fields }: { fields: Record<string, string> }) {
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <div className="form-field">
      <label htmlFor={`plan-${name}`}>{label}</label>
      <input id={`plan-${name}`} name={name} aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `plan-${name}-error` : undefined} {...props} />
      {fields[name] && <p className="field-error" id={`plan-${name}-error`}>{fields[name]}</p>}
    </div>
  );
  return (
    <form method="post" action="/ops/plans" className="ops-plan-form" noValidate data-testid="ops-plan-form">
      <FormTokenField />
      {field('code', 'Code', { required: true, maxLength: 30, autoCapitalize: 'characters' })}
      {field('description', 'Description', { maxLength: 200 })}
      {field('percentOff', 'Percent off', { inputMode: 'numeric' })}
      {field('amountOff', 'Amount off ($)', { inputMode: 'decimal' })}
      {field('maxUses', 'Limit (uses in all)', { inputMode: 'numeric' })}
      {field('perUserLimit', 'Uses per customer', { inputMode: 'numeric' })}
      {field('expiresOn', 'Expires on (end of day, UTC)', { type: 'date' })}
      <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="ops-plan-create">Create promo code</button></div>
    </form>
  );
}

/** Money: payments across clinics (refund one), the latest refunds, and the marketplace's promo codes. */
export function OpsMoneyPage(view: OpsMoneyView) {
  return (
    <OpsLayout operator={view.operator} current="/ops/money" flash={view.flash}>
      <h1>Money</h1>
      <p className="muted">Times in UTC. A refund goes back to the card through the payment gateway the payment used.</p>
      <h2>Payments</h2>
      <SearchForm action="/ops/money" q={view.q} label="Clinic, payer or payment number" />
      {view.payments.length === 0 ? <p className="muted">No payments match.</p> : (
        <div className="table-cards" role="region" aria-label="Payments">
          <table className="table" data-testid="ops-payments">
            <thead><tr><th scope="col">Payment</th><th scope="col">When</th><th scope="col">Clinic</th><th scope="col">Payer</th>
              <th scope="col">Amount</th><th scope="col">Refunded</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {view.payments.map((p) => (
                <tr key={p.id} data-payment-id={p.id}>
                  <th scope="row">{`#${p.id} · ${p.product}`}</th>
                  <td data-label="When">{when(p.at)}</td>
                  <td data-label="Clinic">{p.clinic ?? 'Marketplace'}</td>
                  <td data-label="Payer">{p.payer}</td>
                  <td data-label="Amount">{money(p.amountCents)}</td>
                  <td data-label="Refunded">{p.refundedCents ? money(p.refundedCents) : ''}</td>
                  <td data-label="Status" data-testid="ops-payment-status">{`${p.status} (${p.gateway})`}</td>
                  <td className="row-actions">
                    {p.refundable && <ActionButton action={`/ops/payments/${p.id}/refund`} label="Refund in full" kind="danger" testId="ops-refund" />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager path="/ops/money" q={view.q} page={view.page} more={view.more} />

      <h2>Latest refunds</h2>
      {view.refunds.length === 0 ? <p className="muted">No refunds yet.</p> : (
        <div className="table-scroll" role="region" aria-label="Latest refunds" tabIndex={0}>
          <table className="table" data-testid="ops-refunds">
            <thead><tr><th scope="col">Refund</th><th scope="col">When</th><th scope="col">Clinic</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Reason</th></tr></thead>
            <tbody>
              {view.refunds.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{`#${r.id} of payment #${r.paymentId}`}</th>
                  <td>{when(r.at)}</td><td>{r.clinic ?? 'Marketplace'}</td><td>{money(r.amountCents)}</td>
                  <td>{r.status}{r.lastError ? ` (${r.lastError})` : ''}</td><td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Promo codes</h2>
      <PlanForm fields={view.flash?.fields ?? {}} />
      {view.plans.length === 0 ? <p className="muted">No promo codes yet.</p> : (
        <div className="table-cards" role="region" aria-label="Promo codes">
          <table className="table" data-testid="ops-plans">
            <thead><tr><th scope="col">Code</th><th scope="col">Offer</th><th scope="col">Uses</th><th scope="col">Per customer</th>
              <th scope="col">Expires</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {view.plans.map((p) => (
                <tr key={p.id} data-plan-code={p.code}>
                  <th scope="row">{p.code}{p.description && <><br /><small>{p.description}</small></>}</th>
                  <td data-label="Offer">{p.offer}</td>
                  <td data-label="Uses">{p.maxUses === null ? `${p.uses} (no limit)` : `${p.uses} of ${p.maxUses}`}</td>
                  <td data-label="Per customer">{p.perUserLimit ?? 'No limit'}</td>
                  <td data-label="Expires" data-testid="ops-plan-expiry">{p.expired ? `Expired ${when(p.expiresAt)}` : p.expiresAt ? when(p.expiresAt) : 'Never'}</td>
                  <td className="row-actions">
                    <ActionButton action={`/ops/plans/${p.id}/limit`} label="Set limit" testId="ops-plan-limit">
                      <label className="visually-hidden" htmlFor={`limit-${p.id}`}>{`New limit for ${p.code}`}</label>
                      <input id={`limit-${p.id}`} name="maxUses" className="ops-limit-input" inputMode="numeric" defaultValue={p.maxUses ?? ''} placeholder="none" />
                    </ActionButton>
                    {!p.expired && <ActionButton action={`/ops/plans/${p.id}/expire`} label="Expire now" kind="danger" testId="ops-plan-expire" />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OpsLayout>
  );
}
