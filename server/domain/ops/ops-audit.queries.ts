import type { Conn } from '../../db/knex.ts';

export interface OperatorAuditRow {
  id: number;
  operator_email: string;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  details: Record<string, unknown> | string;
  address: string | null;
  created_at: Date;
}

export async function insertOperatorAudit(db: Conn, row: {
  operator_id: number; operator_email: string; action: string; target_kind: string | null; target_id: string | null;
  details: Record<string, unknown>; address: string | null; created_at: Date;
}): Promise<void> {
  await db('operator_audit_events').insert({ ...row, details: JSON.stringify(row.details) });
}

/** The log newest first, a page at a time (`beforeId`: the last id of the previous page). */
export function operatorAuditPage(db: Conn, options: { limit: number; beforeId: number | null; action?: string | null }): Promise<OperatorAuditRow[]> {
  const q = db('operator_audit_events')
    .select('id', 'operator_email', 'action', 'target_kind', 'target_id', 'details', 'address', 'created_at')
    .orderBy('id', 'desc').limit(options.limit);
  if (options.beforeId) q.where('id', '<', options.beforeId);
  if (options.action) q.where({ action: options.action });
  return q;
}
