import { useMemo } from 'react';
import { DataTable, NUMBER_SORT, type TableColumn, type TableFilter } from '../lib/data-table.tsx';
import type { PageQuery } from '../lib/table-url.ts';
import { FULFILMENT_STATUS_LABEL, FULFILMENT_STATUSES, type QueueOrderView } from '../../contracts/order-words.ts';
import { OrderClock } from '../../views/pages/orders/order-clock.tsx';

export interface OrderQueueProps {
  orders: QueueOrderView[];
  products: Array<{ code: number; label: string }>;
  /** A root admin sees everyone's orders and may narrow them to one assignee; a sub-user sees only their own. */
  everyone: boolean;
  path: string;
  query: PageQuery;
}

/** Nobody assigned yet, as the assignee filter's value (no name is written so). */
const NOBODY = '-';
const STATUS_ORDER = [...FULFILMENT_STATUSES, 'canceled'];

const COLUMNS: ReadonlyArray<TableColumn<QueueOrderView>> = [
  { id: 'order', header: 'Order', rowHeader: true, sortWords: NUMBER_SORT, sort: (o) => o.id, descFirst: true, text: (o) => `#${o.id}`,
    cell: (o) => <><a href={`/app/orders/${o.id}`}>{`#${o.id}`}</a> <span className="field-hint">{`paid ${o.paidOn}`}</span></> },
  { id: 'product', header: 'Product', sort: (o) => o.productLabel, text: (o) => o.productLabel, cell: (o) => o.productLabel },
  { id: 'owner', header: 'Owner and pet', sort: (o) => o.ownerName, text: (o) => `${o.ownerName} ${o.petName}`,
    cell: (o) => (o.petName ? `${o.ownerName} · ${o.petName}` : o.ownerName) },
  { id: 'status', header: 'Status', sortWords: ['first step first', 'last step first'], sort: (o) => STATUS_ORDER.indexOf(o.status), text: (o) => o.statusLabel,
    cell: (o) => <span className={`badge badge-order-${o.status}`} data-testid="queue-status">{o.statusLabel}</span> },
  { id: 'assignee', header: 'Assigned to', sort: (o) => o.assigneeName ?? '', text: (o) => o.assigneeName ?? '', cell: (o) => o.assigneeName ?? 'Nobody yet' },
  // Soonest deadline first; paused, delivered and refunded orders after every running clock.
  { id: 'clock', header: 'Clock', sortWords: ['soonest due first', 'latest due first'], sort: (o) => (o.dueAt ? Date.parse(o.dueAt) : Number.MAX_SAFE_INTEGER), cell: (o) => <OrderClock clock={o.clock} /> },
  { id: 'open', header: 'Actions', actions: true, cell: (o) => <a className="btn btn-light" href={`/app/orders/${o.id}`}>Open</a> },
];

/**
 * The clinic's order queue (`/app/orders`): its paid service orders, soonest deadline first, in the shared
 * DataTable: narrowed by product, status and (a root admin) assignee, searched and sorted in the browser; without
 * script the same choices are a GET form the server answers with the same table. (An empty queue is the page's own
 * empty state, with no island.)
 */
export default function OrderQueue({ orders, products, everyone, path, query }: OrderQueueProps) {
  const filters = useMemo((): ReadonlyArray<TableFilter<QueueOrderView>> => {
    const list: Array<TableFilter<QueueOrderView>> = [
      { id: 'product', param: 'product', label: 'Product', allLabel: 'All products',
        options: products.map((p) => ({ value: String(p.code), label: p.label })), value: (o) => String(o.productId) },
      { id: 'status', param: 'status', label: 'Status', allLabel: 'All statuses',
        options: FULFILMENT_STATUSES.map((s) => ({ value: s, label: FULFILMENT_STATUS_LABEL[s] })), value: (o) => o.status },
    ];
    if (everyone) {
      const names = [...new Set(orders.flatMap((o) => (o.assigneeName ? [o.assigneeName] : [])))].sort((a, b) => a.localeCompare(b, 'en'));
      list.push({ id: 'assignee', param: 'assignee', label: 'Assigned to', allLabel: 'Anyone',
        options: [{ value: NOBODY, label: 'Nobody yet' }, ...names.map((n) => ({ value: n, label: n }))], value: (o) => o.assigneeName ?? NOBODY });
    }
    return list;
  }, [orders, products, everyone]);

  return (
    <DataTable id="orders" label="Orders" noun={['order', 'orders']} testId="orders-queue" pageSize={50}
      columns={COLUMNS} rows={orders} filters={filters} path={path} query={query}
      search={{ label: 'Search orders' }} rowKey={(o) => String(o.id)} rowProps={(o) => ({ 'data-testid': `queue-order-${o.id}` })}
      empty={null} />
  );
}
