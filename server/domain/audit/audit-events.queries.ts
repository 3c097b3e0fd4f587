import type { Conn } from '../../db/knex.ts';

export interface AuditEventRow {
  id: number;
  vendor_id: number;
  actor_login_id: number | null;
  actor_name: string;
  actor_email: string;
  action: string;
  details: Record<string, unknown>;
  address: string | null;
  created_at: Date;
}

export type AuditEventWrite = Omit<AuditEventRow, 'id' | 'created_at'> & { created_at?: Date };

const COLUMNS = ['id', 'vendor_id', 'actor_login_id', 'actor_name', 'actor_email', 'action', 'details', 'address', 'created_at'] as const;

export async function insertAuditEvent(db: Conn, row: AuditEventWrite): Promise<void> {
  await db('vendor_audit_events').insert({ ...row, details: JSON.stringify(row.details) });
}

/** A clinic's entries, newest first, `limit` of them with ids below `beforeId` when given. */
export function auditEventsOfVendor(db: Conn, vendorId: number, options: { limit: number; beforeId?: number | null }): Promise<AuditEventRow[]> {
  const query = db('vendor_audit_events').select(COLUMNS).where({ vendor_id: vendorId }).orderBy('id', 'desc').limit(options.limit);
  if (options.beforeId) query.where('id', '<', options.beforeId);
  return query;
}
