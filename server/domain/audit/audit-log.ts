import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEventView, type AuditPageView } from '../../../contracts/audit.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { requireRootAdmin, type Viewer, type VendorViewer } from '../accounts/viewer.ts';
import { mainZoneOfVendor } from '../vendors/vendors.queries.ts';
import { auditEventsOfVendor, insertAuditEvent, type AuditEventRow } from './audit-events.queries.ts';

export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * Records an action a clinic's login took, in the transaction that makes the change (so the log
 * never names a change that rolled back, nor misses one that committed). The address is the one the
 * viewer's request came from.
 */
export async function recordAudit(db: Conn, viewer: VendorViewer, action: AuditAction, details: AuditDetails = {}): Promise<void> {
  await insertAuditEvent(db, {
    vendor_id: viewer.vendorId,
    actor_login_id: viewer.id,
    actor_name: `${viewer.firstName} ${viewer.lastName}`.trim(),
    actor_email: viewer.email,
    action,
    details,
    address: viewer.address ?? null,
  });
}

/** 'name: value' lines of a detail object; empty values read as '(none)'. */
export function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => `${key}: ${value === null || value === '' ? '(none)' : String(value)}`);
}

function toView(row: AuditEventRow): AuditEventView {
  const action = row.action as AuditAction;
  const details = typeof row.details === 'string' ? JSON.parse(row.details) as Record<string, unknown> : row.details;
  return {
    id: Number(row.id), action, label: AUDIT_ACTIONS[action] ?? row.action, details: detailLines(details ?? {}),
    actorName: row.actor_name, actorEmail: row.actor_email, address: row.address, at: new Date(row.created_at).toISOString(),
  };
}

/** The Activity tab: a clinic's log, for its root admin only, newest first. */
export function auditLogService(db: Db) {
  return {
    async page(viewer: Viewer | null, beforeId: number | null): Promise<AuditPageView> {
      const admin = requireRootAdmin(viewer);
      const [rows, zone] = await Promise.all([
        auditEventsOfVendor(db, admin.vendorId, { limit: AUDIT_PAGE_SIZE + 1, beforeId }),
        mainZoneOfVendor(db, admin.vendorId),
      ]);
      const events = rows.slice(0, AUDIT_PAGE_SIZE).map(toView);
      return { events, nextBefore: rows.length > AUDIT_PAGE_SIZE ? events[events.length - 1].id : null, timezone: zone ?? 'UTC' };
    },
  };
}

export type AuditLogService = ReturnType<typeof auditLogService>;
