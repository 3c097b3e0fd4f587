import {
  AUDIT_ACTIONS, AUDIT_ACTOR_WORDS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEventView, type AuditPageView,
} from '../../../contracts/audit.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { requireRootAdmin, type Viewer, type VendorViewer } from '../accounts/viewer.ts';
import { mainZoneOfVendor } from '../vendors/index.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { activityEn, type ActivityId } from '../../../contracts/messages/en-activity.ts';
import { translate } from '../../i18n/server-intl.ts';
import { auditEventsOfVendor, insertAuditEvent, type AuditEventRow } from './audit-events.queries.ts';
import { sayActivity, storedPhrase, type ActivityPhrase } from './audit-words.ts';

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
 * for events a clinic did not start itself, a sentence in its words: its `phrase` (which sentence, with its raw
 * values), said in the reader's language when read, and that sentence in English as `summary` (the data export's).
 * A `summary` alone is kept as written and read as it is (as the rows written before phrases were).
 */
export async function recordEvent(
  db: Conn, vendorId: number, actor: AuditActor, action: AuditAction, entry: { details?: AuditDetails; phrase?: ActivityPhrase | null; summary?: string | null } = {},
): Promise<void> {
  await insertAuditEvent(db, {
    vendor_id: vendorId,
    actor_kind: actor.kind,
    actor_login_id: actor.kind === 'clinic' ? actor.loginId : null,
    actor_name: actor.kind === 'system' ? AUDIT_ACTOR_WORDS.system : actor.name,
    actor_email: actor.kind === 'clinic' ? actor.email : '',
    action,
    details: entry.details ?? {},
    summary: entry.phrase ? sayActivity(entry.phrase, 'en') : entry.summary ?? null,
    phrase: entry.phrase ?? null,
    address: actor.kind === 'clinic' ? actor.address ?? null : null,
  });
}

/**
 * Records an action a clinic's login took, in the transaction that makes the change (so the log
 * never names a change that rolled back, nor misses one that committed). The address is the one the
 * viewer's request came from. `phrase`: the entry's sentence, when it has one.
 */
export async function recordAudit(db: Conn, viewer: VendorViewer, action: AuditAction, details: AuditDetails = {}, phrase: ActivityPhrase | null = null): Promise<void> {
  await recordEvent(db, viewer.vendorId, clinicActor(viewer), action, { details, phrase });
}

/**
 * 'name: value' lines of a detail object; empty values read as '(none)'. In another language than English, a
 * name the catalogue knows and a plain value it knows ('(none)', true, 'No-show', 'order 12') are said in it; the
 * rest (names, emails, codes, amounts as stored) as stored.
 */
export function detailLines(details: Record<string, unknown>, locale: Locale = 'en'): string[] {
  const plain = (value: unknown) => (value === null || value === '' ? '(none)' : String(value));
  if (locale === 'en') return Object.entries(details).map(([key, value]) => `${key}: ${plain(value)}`);
  const known = (id: string) => Object.hasOwn(activityEn, id);
  const sayValue = (value: string) => {
    const order = /^order (\d+)$/.exec(value);
    if (order) return translate(locale, 'activity.value.order', { order: order[1] });
    return known(`activity.value.${value}`) ? translate(locale, `activity.value.${value}` as ActivityId) : value;
  };
  return Object.entries(details).map(([key, value]) => {
    const name = known(`activity.detail.${key}`) ? translate(locale, `activity.detail.${key}` as ActivityId) : key;
    return `${name}: ${sayValue(plain(value))}`;
  });
}

/** An entry's sentence in `locale`: its phrase said in that language, else (an older row) the English it stored. */
function summaryOf(row: AuditEventRow, locale: Locale): string | null {
  const phrase = row.phrase ? storedPhrase(row.phrase) : null;
  return phrase ? sayActivity(phrase, locale) : row.summary ?? null;
}

function toView(row: AuditEventRow, locale: Locale): AuditEventView {
  const action = row.action as AuditAction;
  const details = typeof row.details === 'string' ? JSON.parse(row.details) as Record<string, unknown> : row.details;
  return {
    id: Number(row.id), action, label: AUDIT_ACTIONS[action] ?? row.action, summary: summaryOf(row, locale), details: detailLines(details ?? {}, locale),
    actorKind: row.actor_kind ?? 'clinic', actorName: row.actor_name, actorEmail: row.actor_email, address: row.address, at: new Date(row.created_at).toISOString(),
  };
}

/** The Activity tab: a clinic's log, for its root admin only, newest first, its sentences in `locale`. */
export function auditLogService(db: Db) {
  return {
    async page(viewer: Viewer | null, beforeId: number | null, locale: Locale = 'en'): Promise<AuditPageView> {
      const admin = requireRootAdmin(viewer);
      const [rows, zone] = await Promise.all([
        auditEventsOfVendor(db, admin.vendorId, { limit: AUDIT_PAGE_SIZE + 1, beforeId }),
        mainZoneOfVendor(db, admin.vendorId),
      ]);
      const events = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => toView(row, locale));
      return { events, nextBefore: rows.length > AUDIT_PAGE_SIZE ? events[events.length - 1].id : null, timezone: zone ?? 'UTC' };
    },
  };
}

export type AuditLogService = ReturnType<typeof auditLogService>;
