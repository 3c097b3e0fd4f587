import { OpsLayout } from '../../layouts/ops-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { OpsPaymentRow, OpsPlanRow, OpsRefundRow } from '../../../contracts/ops.ts';
import { Pager, type OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

export interface OpsMoneyView {
  operator: { email: string };
  payments: OpsPaymentRow[];
  refunds: OpsRefundRow[];
  plans: OpsPlanRow[];
  page: number;
  more: boolean;
  flash: OpsFlashView | null;
  /** The page's query (the tables' search, sorts and pages live there). */
  query: Record<string, string>;
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
      <OpsTableIsland table="payments" rows={view.payments} path="/ops/money" query={view.query} />
      <Pager path="/ops/money" query={view.query} page={view.page} more={view.more} />

      <h2>Latest refunds</h2>
      <OpsTableIsland table="refunds" rows={view.refunds} path="/ops/money" query={view.query} />

      <h2>Promo codes</h2>
      <PlanForm fields={view.flash?.fields ?? {}} />
      <OpsTableIsland table="plans" rows={view.plans} path="/ops/money" query={view.query} />
    </OpsLayout>
  );
}
