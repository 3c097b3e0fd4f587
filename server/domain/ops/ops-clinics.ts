import type { Db } from '../../db/knex.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFoundError } from '../../errors.ts';
import { searchChanged } from '../../db/cache-versions.ts';
import {
  clinicApprovalRequired, markClinicApproved, setClinicApprovalRequired, setClinicSuspended,
} from '../vendors/index.ts';
import {
  CLINIC_STANDING_MESSAGES, OPS_MESSAGES, OPS_PAGE_SIZE, type ClinicStandingKey, type OpsClinicRow,
} from '../../../contracts/ops.ts';
import { DEFAULT_REDIRECT } from '../../../contracts/account-rules.ts';
import { clinicNameOf, clinicRootAdminOf, clinicsPage, type ClinicListRow } from './console.queries.ts';
import { recordOperatorAction } from './ops-audit.ts';
import { requireOperator, type OperatorViewer } from './operator-viewer.ts';

export interface OpsClinicsDeps {
  /** A clinic's site reads differently now (its pages kept by the page cache go). */
  siteChanged(vendorId: number): void;
  /** The clinic's root admin is mailed each approval, suspension and its lifting (after commit). */
  mail: MailAdapter;
  publicUrl: string;
  /** The marketplace's own address (OPERATOR_EMAIL), given to a suspended clinic to write to. */
  operatorEmail: string;
  /** A standing email that could not be sent: the change itself is made and stays. */
  reportMailError?(err: unknown, vendorId: number): void;
}

type StandingChange = 'approved' | 'suspended' | 'unsuspended';

/** The email to a clinic's root admin about a change of its standing. */
function standingMail(change: StandingChange, to: { email: string; first_name: string }, clinic: string, deps: OpsClinicsDeps) {
  const m = CLINIC_STANDING_MESSAGES;
  const [subject, text] = change === 'approved' ? [m.approvedSubject, m.approvedText(clinic)]
    : change === 'suspended' ? [m.suspendedSubject, m.suspendedText(clinic)] : [m.unsuspendedSubject, m.unsuspendedText(clinic)];
  return renderMail({
    to: to.email, subject, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: subject },
      { kind: 'paragraph', text: `Hello ${to.first_name},` },
      { kind: 'paragraph', text },
      ...(change === 'suspended' ? [{ kind: 'paragraph' as const, text: m.contact(deps.operatorEmail) }] : []),
      { kind: 'button', label: m.openDashboard, url: `${deps.publicUrl}${DEFAULT_REDIRECT}` },
    ],
  });
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
  /** Mails the clinic's root admin (when it has one) once the change has committed; a failed send is reported, not thrown. */
  async function tellClinic(vendorId: number, change: StandingChange, clinic: string): Promise<void> {
    try {
      const admin = await clinicRootAdminOf(db, vendorId);
      if (admin) await deps.mail.send(standingMail(change, admin, clinic, deps));
    } catch (err) {
      (deps.reportMailError ?? ((e) => console.error('clinic standing email failed', e)))(err, vendorId);
    }
  }

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
      if (approved) {
        deps.siteChanged(vendorId);
        await tellClinic(vendorId, 'approved', name);
      }
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
      if (!changed) return OPS_MESSAGES.clinicNotChanged(name);
      deps.siteChanged(vendorId);
      await tellClinic(vendorId, suspend ? 'suspended' : 'unsuspended', name);
      return suspend ? OPS_MESSAGES.clinicSuspended(name) : OPS_MESSAGES.clinicUnsuspended(name);
    },
  };
}
export type OpsClinics = ReturnType<typeof opsClinics>;
