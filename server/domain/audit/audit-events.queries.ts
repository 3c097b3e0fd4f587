import type { Conn } from '../../db/knex.ts';
import type { AuditActorKind } from '../../../contracts/audit.ts';

export interface AuditEventRow {
  id: number;
  vendor_id: number;
  /** Who acted: one of the clinic's logins, a customer (an owner), or the system (a gateway's answer, a sweep). */
  actor_kind: AuditActorKind;
  actor_login_id: number | null;
  actor_name: string;
  actor_email: string;
  action: string;
  details: Record<string, unknown>;
  /** The entry in the clinic's words, when it was recorded with one. */
  summary: string | null;
  /** The entry's sentence as data (server/domain/audit/audit-words.ts's ActivityPhrase), said in the reader's language; null on older rows. */
  phrase: unknown;
  address: string | null;
  created_at: Date;
}

export type AuditEventWrite = Omit<AuditEventRow, 'id' | 'created_at' | 'actor_kind' | 'summary' | 'phrase'>
  & { created_at?: Date; actor_kind?: AuditActorKind; summary?: string | null; phrase?: unknown };

const COLUMNS = [
  'id', 'vendor_id', 'actor_kind', 'actor_login_id', 'actor_name', 'actor_email', 'action', 'details', 'summary', 'phrase', 'address', 'created_at',
] as const;

export async function insertAuditEvent(db: Conn, row: AuditEventWrite): Promise<void> {
  await db('vendor_audit_events').insert({ ...row, details: JSON.stringify(row.details), phrase: row.phrase == null ? null : JSON.stringify(row.phrase) });
}

/** A clinic's entries, newest first, `limit` of them with ids below `beforeId` when given. */
export function auditEventsOfVendor(db: Conn, vendorId: number, options: { limit: number; beforeId?: number | null }): Promise<AuditEventRow[]> {
  const query = db('vendor_audit_events').select(COLUMNS).where({ vendor_id: vendorId }).orderBy('id', 'desc').limit(options.limit);
  if (options.beforeId) query.where('id', '<', options.beforeId);
  return query;
}

/** A clinic login's name and email, as the log keeps them (null when the login is gone or not the clinic's). */
export function loginOfVendor(db: Conn, vendorId: number, loginId: number): Promise<{ id: number; first_name: string; last_name: string; email: string } | undefined> {
  return db('vendor_logins').select('id', 'first_name', 'last_name', 'email').where({ vendor_id: vendorId, id: loginId }).first();
}
