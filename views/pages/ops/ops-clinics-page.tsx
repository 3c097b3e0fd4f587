import { OpsLayout } from '../../layouts/ops-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { CLINIC_STANDING_LABELS, type OpsClinicRow } from '../../../contracts/ops.ts';
import { ActionButton, money, Pager, SearchForm, when, type OpsFlashView } from './ops-parts.tsx';

export interface OpsClinicsView {
  operator: { email: string };
  rows: OpsClinicRow[];
  q: string;
  page: number;
  more: boolean;
  approvalRequired: boolean;
  flash: OpsFlashView | null;
}

/** Clinics: search, each clinic's sign-up, standing, listings, bookings and revenue; approve, suspend; the approval setting. */
export function OpsClinicsPage(view: OpsClinicsView) {
  return (
    <OpsLayout operator={view.operator} current="/ops/clinics" flash={view.flash}>
      <h1>Clinics</h1>
      <form method="post" action="/ops/settings/clinic-approval" className="ops-setting" data-testid="ops-approval-setting">
        <FormTokenField />
        <p>
          <strong>Approval required for new clinics: </strong>
          <span data-testid="ops-approval-state">{view.approvalRequired ? 'On' : 'Off'}</span>.{' '}
          {view.approvalRequired
            ? 'A new clinic is listed and takes bookings once an operator approves it.'
            : 'A new clinic is listed as soon as it verifies its email address.'}
        </p>
        <input type="hidden" name="required" value={view.approvalRequired ? 'off' : 'on'} />
        <button type="submit" className="btn btn-secondary btn-small" data-testid="ops-approval-toggle">
          {view.approvalRequired ? 'Turn approval off' : 'Turn approval on'}
        </button>
      </form>
      <SearchForm action="/ops/clinics" q={view.q} label="Clinic name or email" />
      <p className="muted">Times in UTC. Revenue: payments captured less refunds.</p>
      {view.rows.length === 0 ? <p className="muted" data-testid="ops-no-clinics">No clinics match.</p> : (
        <div className="table-cards" role="region" aria-label="Clinics">
          <table className="table" data-testid="ops-clinics">
            <thead>
              <tr><th scope="col">Clinic</th><th scope="col">Signed up</th><th scope="col">Standing</th><th scope="col">Listings</th>
                <th scope="col">Bookings</th><th scope="col">Revenue</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {view.rows.map((c) => (
                <tr key={c.id} data-clinic-id={c.id}>
                  <th scope="row">{c.name}{c.email && <><br /><small>{c.email}</small></>}</th>
                  <td data-label="Signed up">{when(c.signedUpAt)}</td>
                  <td data-label="Standing" data-testid="ops-standing">{CLINIC_STANDING_LABELS[c.standing]}</td>
                  <td data-label="Listings">{c.listings}</td>
                  <td data-label="Bookings">{c.bookings}</td>
                  <td data-label="Revenue">{money(c.revenueCents)}</td>
                  <td className="row-actions">
                    {c.standing === 'unapproved' && <ActionButton action={`/ops/clinics/${c.id}/approve`} label="Approve" kind="primary" testId="ops-approve" />}
                    {c.standing === 'suspended'
                      ? <ActionButton action={`/ops/clinics/${c.id}/unsuspend`} label="Lift suspension" testId="ops-unsuspend" />
                      : <ActionButton action={`/ops/clinics/${c.id}/suspend`} label="Suspend" kind="danger" testId="ops-suspend" />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager path="/ops/clinics" q={view.q} page={view.page} more={view.more} />
    </OpsLayout>
  );
}
