import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFoundError } from '../../errors.ts';
import { searchChanged } from '../../db/cache-versions.ts';
import {
  clinicApprovalRequired, markClinicApproved, setClinicApprovalRequired, setClinicSuspended,
} from '../vendors/index.ts';
import { OPS_MESSAGES, OPS_PAGE_SIZE, type ClinicStandingKey, type OpsClinicRow } from '../../../contracts/ops.ts';
import { clinicNameOf, clinicsPage, type ClinicListRow } from './console.queries.ts';
import { recordOperatorAction } from './ops-audit.ts';
import { requireOperator, type OperatorViewer } from './operator-viewer.ts';

export interface OpsClinicsDeps {
  /** A clinic's site reads differently now (its pages kept by the page cache go). */
  siteChanged(vendorId: number): void;
}

function standingOf(row: ClinicListRow): ClinicStandingKey {
  if (!row.email_verified_at) return 'unverified';
  if (row.suspended_at) return 'suspended';
  if (!row.approved_at) return 'unapproved';
  return 'open';
}

/**
 * The console's clinics: the list with its figures, the approval setting, approving a clinic and suspending one.
 * Each change moves the public search's version in its own transaction (the vet list shows or drops the clinic's
 * listings at once) and is written to the audit log there too.
 */
export function opsClinics(db: Db, deps: OpsClinicsDeps) {
  async function clinicName(vendorId: number): Promise<string> {
    const clinic = await clinicNameOf(db, vendorId);
    if (!clinic) throw new NotFoundError(OPS_MESSAGES.notFound);
    return clinic.name;
  }

  return {
    async list(viewer: OperatorViewer | null, search: string | null, page: number): Promise<{ rows: OpsClinicRow[]; more: boolean }> {
      requireOperator(viewer);
      const rows = await clinicsPage(db, search, OPS_PAGE_SIZE + 1, (page - 1) * OPS_PAGE_SIZE);
      return {
        more: rows.length > OPS_PAGE_SIZE,
        rows: rows.slice(0, OPS_PAGE_SIZE).map((r) => ({
          id: Number(r.id), name: r.name, email: r.email, signedUpAt: new Date(r.created_at).toISOString(), standing: standingOf(r),
          listings: Number(r.listings), bookings: Number(r.bookings), revenueCents: Number(r.captured_cents) - Number(r.refunded_cents),
        })),
      };
    },

    async approvalRequired(viewer: OperatorViewer | null): Promise<boolean> {
      requireOperator(viewer);
      return clinicApprovalRequired(db);
    },

    async setApprovalRequired(viewer: OperatorViewer | null, required: boolean, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      await inTransaction(db, async (tx) => {
        await setClinicApprovalRequired(tx, required);
        await recordOperatorAction(tx, operator, 'settings.clinic_approval', { kind: 'settings', id: 'clinic_approval_required' }, { required }, now);
      });
      return required ? OPS_MESSAGES.approvalOn : OPS_MESSAGES.approvalOff;
    },

    async approve(viewer: OperatorViewer | null, vendorId: number, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      const name = await clinicName(vendorId);
      const approved = await inTransaction(db, async (tx) => {
        if (!(await markClinicApproved(tx, vendorId, now))) return false;
        await searchChanged(tx);
        await recordOperatorAction(tx, operator, 'clinic.approved', { kind: 'clinic', id: vendorId }, { name }, now);
        return true;
      });
      if (approved) deps.siteChanged(vendorId);
      return approved ? OPS_MESSAGES.clinicApproved(name) : OPS_MESSAGES.clinicAlreadyApproved(name);
    },

    /** Suspends a clinic (`suspend`) or lifts its suspension: new bookings stop or resume; existing appointments stay. */
    async setSuspended(viewer: OperatorViewer | null, vendorId: number, suspend: boolean, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      const name = await clinicName(vendorId);
      const changed = await inTransaction(db, async (tx) => {
        if (!(await setClinicSuspended(tx, vendorId, suspend ? now : null))) return false;
        await searchChanged(tx);
        await recordOperatorAction(tx, operator, suspend ? 'clinic.suspended' : 'clinic.unsuspended', { kind: 'clinic', id: vendorId }, { name }, now);
        return true;
      });
      if (changed) deps.siteChanged(vendorId);
      if (!changed) return OPS_MESSAGES.clinicNotChanged(name);
      return suspend ? OPS_MESSAGES.clinicSuspended(name) : OPS_MESSAGES.clinicUnsuspended(name);
    },
  };
}
export type OpsClinics = ReturnType<typeof opsClinics>;
