import type { Conn, Db } from '../../db/knex.ts';
import { OPS_ACTIONS, OPS_PAGE_SIZE, type OpsAction, type OpsAuditRow } from '../../../contracts/ops.ts';
import { insertOperatorAudit, operatorAuditPage } from './ops-audit.queries.ts';
import { requireOperator, type OperatorViewer } from './operator-viewer.ts';

export type OpsTarget = { kind: 'clinic' | 'payment' | 'plan' | 'shelter_inquiry' | 'review' | 'operator' | 'settings'; id: number | string | null };

/**
 * Writes one operator action to the audit log, in the transaction that makes the change (so the log never names a
 * change that rolled back, nor misses one that committed): who, what, on what, details, when and from where.
 */
export async function recordOperatorAction(
  tx: Conn, operator: Pick<OperatorViewer, 'id' | 'email' | 'address'>, action: OpsAction, target: OpsTarget | null,
  details: Record<string, string | number | boolean | null>, at: Date,
): Promise<void> {
  await insertOperatorAudit(tx, {
    operator_id: operator.id, operator_email: operator.email, action, target_kind: target?.kind ?? null,
    target_id: target?.id === null || target?.id === undefined ? null : String(target.id), details, address: operator.address, created_at: at,
  });
}

/** The audit log page: every operator's actions, newest first (operators only). */
export function opsAuditLog(db: Db) {
  return {
    async page(viewer: OperatorViewer | null, beforeId: number | null): Promise<{ rows: OpsAuditRow[]; nextBefore: number | null }> {
      requireOperator(viewer);
      const rows = await operatorAuditPage(db, { limit: OPS_PAGE_SIZE + 1, beforeId });
      const shown = rows.slice(0, OPS_PAGE_SIZE).map((row): OpsAuditRow => {
        const details = typeof row.details === 'string' ? JSON.parse(row.details) as Record<string, unknown> : row.details;
        return {
          id: Number(row.id), at: new Date(row.created_at).toISOString(), operator: row.operator_email,
          action: OPS_ACTIONS[row.action as OpsAction] ?? row.action,
          target: row.target_kind ? `${row.target_kind.replace('_', ' ')}${row.target_id ? ` ${row.target_id}` : ''}` : null,
          details: Object.entries(details ?? {}).map(([k, v]) => `${k}: ${v === null || v === '' ? '(none)' : String(v)}`),
          address: row.address,
        };
      });
      return { rows: shown, nextBefore: rows.length > OPS_PAGE_SIZE ? shown[shown.length - 1].id : null };
    },
  };
}
export type OpsAuditLog = ReturnType<typeof opsAuditLog>;
