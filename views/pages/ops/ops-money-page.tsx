import { useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { OpsLayout } from '../../layouts/ops-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { OpsPaymentRow, OpsPlanRow, OpsRefundRow } from '../../../contracts/ops.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { useOpsFlash } from './ops-flash.tsx';
import { Pager } from './ops-pager.tsx';
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
  const intl = useIntl();
  const field = (name: string, labelId: MessageId, props: Record<string, unknown> = {}) => (
    <div className="form-field">
      <label htmlFor={`plan-${name}`}>{intl.formatMessage({ id: labelId })}</label>
      <input id={`plan-${name}`} name={name} aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `plan-${name}-error` : undefined} {...props} />
      {fields[name] && <p className="field-error" id={`plan-${name}-error`}>{fields[name]}</p>}
    </div>
  );
  return (
    <form method="post" action="/ops/plans" className="ops-plan-form" noValidate data-testid="ops-plan-form">
      <FormTokenField />
      {field('code', 'ops.plan.code', { required: true, maxLength: 30, autoCapitalize: 'characters' })}
      {field('description', 'ops.plan.description', { maxLength: 200 })}
      {field('percentOff', 'ops.plan.percentOff', { inputMode: 'numeric' })}
      {field('amountOff', 'ops.plan.amountOff', { inputMode: 'decimal' })}
      {field('maxUses', 'ops.plan.maxUses', { inputMode: 'numeric' })}
      {field('perUserLimit', 'ops.plan.perUser', { inputMode: 'numeric' })}
      {field('expiresOn', 'ops.plan.expiresOn', { type: 'date' })}
      <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="ops-plan-create">{intl.formatMessage({ id: 'ops.plan.create' })}</button></div>
    </form>
  );
}

/** Money: payments across clinics (refund one), the latest refunds, and the marketplace's promo codes. */
export function OpsMoneyPage(view: OpsMoneyView) {
  const intl = useIntl();
  const fields = useOpsFlash(view.flash)?.fields ?? {};
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <OpsLayout operator={view.operator} current="/ops/money" flash={view.flash}>
      <h1>{say('ops.nav.money')}</h1>
      <p className="muted">{say('ops.money.note')}</p>
      <h2>{say('ops.money.payments')}</h2>
      <OpsTableIsland table="payments" rows={view.payments} path="/ops/money" query={view.query} />
      <Pager path="/ops/money" query={view.query} page={view.page} more={view.more} />

      <h2>{say('ops.money.refunds')}</h2>
      <OpsTableIsland table="refunds" rows={view.refunds} path="/ops/money" query={view.query} />

      <h2>{say('ops.money.plans')}</h2>
      <PlanForm fields={fields} />
      <OpsTableIsland table="plans" rows={view.plans} path="/ops/money" query={view.query} />
    </OpsLayout>
  );
}
