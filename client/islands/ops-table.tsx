import { DataTable } from '../lib/data-table.tsx';
import type { PageQuery } from '../lib/table-url.ts';
import type {
  OpsAuditRow, OpsClinicRow, OpsHealthView, OpsPaymentRow, OpsPlanRow, OpsQueuesView, OpsRefundRow,
} from '../../contracts/ops.ts';
import { useMemo } from 'react';
import { consoleTables, consoleTalk } from './ops/console-tables.tsx';
import { opsSayer, type OpsTableWords } from './ops/ops-words.ts';

type Q = OpsQueuesView;
type H = OpsHealthView;

/** Which console table, with its rows (plain JSON: the island's props). */
export type OpsTableData =
  | { table: 'clinics'; rows: OpsClinicRow[] }
  | { table: 'payments'; rows: OpsPaymentRow[] }
  | { table: 'refunds'; rows: OpsRefundRow[] }
  | { table: 'plans'; rows: OpsPlanRow[] }
  | { table: 'reviews'; rows: Q['reportedReviews'] }
  | { table: 'inquiries'; rows: Q['shelterInquiries'] }
  | { table: 'late'; rows: Q['overdueOrders'] }
  | { table: 'erasures'; rows: Q['pendingErasures'] }
  | { table: 'closures'; rows: Q['pendingClinicErasures'] }
  | { table: 'newsletter'; rows: Q['newsletter'] }
  | { table: 'jobs'; rows: NonNullable<H['queues']> }
  | { table: 'outbox'; rows: H['outbox']['latest'] }
  | { table: 'reminders'; rows: H['reminders'] }
  | { table: 'audit'; rows: OpsAuditRow[] };

export type OpsTableProps = OpsTableData & {
  /** The page's path and query (the table's sort, search and page live there). */
  path: string;
  query: PageQuery;
  /** Its words in the page's language (client/islands/ops/ops-words.ts). */
  words: OpsTableWords;
};

/**
 * Every table of the operator console (console-tables.tsx): rendered on the server with the page (its actions are
 * plain forms that post with the form token), then sorted, searched and paged in the browser by the shared
 * DataTable, in the page's language.
 */
export default function OpsTable(props: OpsTableProps) {
  const { words } = props;
  const {
    AUDIT_LOG, CLINICS, JOB_QUEUES, LATE_ORDERS, NEWSLETTER, OUTBOX, PAYMENTS, PENDING_CLINIC_ERASURES, PENDING_ERASURES, PLANS,
    REFUNDS, REMINDERS, REPORTED_REVIEWS, SHELTER_INQUIRIES,
  } = useMemo(() => consoleTables(consoleTalk(opsSayer(words.words), words.locale)), [words]);
  const at = { path: props.path, query: props.query };
  switch (props.table) {
    case 'clinics': return <DataTable {...CLINICS} {...at} rows={props.rows} />;
    case 'payments': return <DataTable {...PAYMENTS} {...at} rows={props.rows} />;
    case 'refunds': return <DataTable {...REFUNDS} {...at} rows={props.rows} />;
    case 'plans': return <DataTable {...PLANS} {...at} rows={props.rows} />;
    case 'reviews': return <DataTable {...REPORTED_REVIEWS} {...at} rows={props.rows} />;
    case 'inquiries': return <DataTable {...SHELTER_INQUIRIES} {...at} rows={props.rows} />;
    case 'late': return <DataTable {...LATE_ORDERS} {...at} rows={props.rows} />;
    case 'erasures': return <DataTable {...PENDING_ERASURES} {...at} rows={props.rows} />;
    case 'closures': return <DataTable {...PENDING_CLINIC_ERASURES} {...at} rows={props.rows} />;
    case 'newsletter': return <DataTable {...NEWSLETTER} {...at} rows={props.rows} />;
    case 'jobs': return <DataTable {...JOB_QUEUES} {...at} rows={props.rows} />;
    case 'outbox': return <DataTable {...OUTBOX} {...at} rows={props.rows} />;
    case 'reminders': return <DataTable {...REMINDERS} {...at} rows={props.rows} />;
    case 'audit': return <DataTable {...AUDIT_LOG} {...at} rows={props.rows} />;
    default: return null;
  }
}
