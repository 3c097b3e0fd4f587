import {
  AUDIT_ACTIONS, AUDIT_ACTOR_WORDS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEventView, type AuditPageView,
} from '../../../contracts/audit.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { requireRootAdmin, type Viewer, type VendorViewer } from '../accounts/viewer.ts';
import { mainZoneOfVendor } from '../vendors/index.ts';
import { auditEventsOfVendor, insertAuditEvent, type AuditEventRow } from './audit-events.queries.ts';

export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * Who an entry names: one of the clinic's logins (with the request's address), a customer by the name the
 * clinic knows them by (no email or address of theirs is kept), or the system (a gateway's answer, a sweep).
 */
export type AuditActor =
  | { kind: 'clinic'; loginId: number | null; name: string; email: string; address?: string | null }
  | { kind: 'customer'; name: string }
  | { kind: 'system' };

/** The clinic login a vendor viewer is, as an actor of the log. */
export function clinicActor(viewer: VendorViewer): AuditActor {
  return { kind: 'clinic', loginId: viewer.id, name: `${viewer.firstName} ${viewer.lastName}`.trim(), email: viewer.email, address: viewer.address ?? null };
}

/**
 * Records what happened to a clinic (`vendorId`), in the transaction that makes the change (so the log never
 * names a change that rolled back, nor misses one that committed): the actor, the action, its details and,
 * for events a clinic did not start itself, a sentence in its words (`summary`).
 */
export async function recordEvent(
  db: Conn, vendorId: number, actor: AuditActor, action: AuditAction, entry: { details?: AuditDetails; summary?: string | null } = {},
): Promise<void> {
  await insertAuditEvent(db, {
    vendor_id: vendorId,
    actor_kind: actor.kind,
    actor_login_id: actor.kind === 'clinic' ? actor.loginId : null,
    actor_name: actor.kind === 'system' ? AUDIT_ACTOR_WORDS.system : actor.name,
    actor_email: actor.kind === 'clinic' ? actor.email : '',
    action,
    details: entry.details ?? {},
    summary: entry.summary ?? null,
    address: actor.kind === 'clinic' ? actor.address ?? null : null,
  });
}

/**
 * Records an action a clinic's login took, in the transaction that makes the change (so the log
 * never names a change that rolled back, nor misses one that committed). The address is the one the
 * viewer's request came from.
 */
export async function recordAudit(db: Conn, viewer: VendorViewer, action: AuditAction, details: AuditDetails = {}, summary: string | null = null): Promise<void> {
  await recordEvent(db, viewer.vendorId, clinicActor(viewer), action, { details, summary });
}

/** 'name: value' lines of a detail object; empty values read as '(none)'. */
export function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => `${key}: ${value === null || value === '' ? '(none)' : String(value)}`);
}

function toView(row: AuditEventRow): AuditEventView {
  const action = row.action as AuditAction;
  const details = typeof row.details === 'string' ? JSON.parse(row.details) as Record<string, unknown> : row.details;
  return {
    id: Number(row.id), action, label: AUDIT_ACTIONS[action] ?? row.action, summary: row.summary ?? null, details: detailLines(details ?? {}),
    actorKind: row.actor_kind ?? 'clinic', actorName: row.actor_name, actorEmail: row.actor_email, address: row.address, at: new Date(row.created_at).toISOString(),
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
