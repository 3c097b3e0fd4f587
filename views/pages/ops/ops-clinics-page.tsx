import { useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { OpsLayout } from '../../layouts/ops-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { OpsClinicRow } from '../../../contracts/ops.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { Pager } from './ops-pager.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

export interface OpsClinicsView {
  operator: { email: string };
  rows: OpsClinicRow[];
  page: number;
  more: boolean;
  approvalRequired: boolean;
  flash: OpsFlashView | null;
  /** The page's query (the table's sort lives there). */
  query: Record<string, string>;
}

/** Clinics: search, each clinic's sign-up, standing, listings, bookings and revenue; approve, suspend; the approval setting. */
export function OpsClinicsPage(view: OpsClinicsView) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <OpsLayout operator={view.operator} current="/ops/clinics" flash={view.flash}>
      <h1>{say('ops.nav.clinics')}</h1>
      <form method="post" action="/ops/settings/clinic-approval" className="ops-setting" data-testid="ops-approval-setting">
        <FormTokenField />
        <p>
          {intl.formatMessage({ id: 'ops.clinics.approvalLine' }, {
            strong: (text) => <strong>{text}</strong>,
            state: (text) => <span data-testid="ops-approval-state">{text}</span>,
            value: say(view.approvalRequired ? 'ops.clinics.on' : 'ops.clinics.off'),
            explain: say(view.approvalRequired ? 'ops.clinics.approvalOnText' : 'ops.clinics.approvalOffText'),
          })}
        </p>
        <input type="hidden" name="required" value={view.approvalRequired ? 'off' : 'on'} />
        <button type="submit" className="btn btn-secondary btn-small" data-testid="ops-approval-toggle">
          {say(view.approvalRequired ? 'ops.clinics.turnOff' : 'ops.clinics.turnOn')}
        </button>
      </form>
      <p className="muted">{say('ops.clinics.note')}</p>
      <OpsTableIsland table="clinics" rows={view.rows} path="/ops/clinics" query={view.query} />
      <Pager path="/ops/clinics" query={view.query} page={view.page} more={view.more} />
    </OpsLayout>
  );
}
