import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DataTable, type TableColumn, type TableFilter, type TableWords } from '../lib/data-table.tsx';
import type { PageQuery } from '../lib/table-url.ts';
import { FULFILMENT_STATUSES, type OrderClockView, type QueueOrderView } from '../../contracts/order-words.ts';
import { OrderClock } from '../../views/pages/orders/order-clock.tsx';
import type { ClinicOrdersId } from '../../contracts/messages/en-clinic-orders.ts';

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

/** The sort choice's two words of a column, from one `{desc, select, ...}` message. */
const sortWords = (intl: IntlShape, id: ClinicOrdersId): readonly [string, string] =>
  [intl.formatMessage({ id }, { desc: 'false' }), intl.formatMessage({ id }, { desc: 'true' })];

const statusWords = (intl: IntlShape, status: string, fallback: string) =>
  (STATUS_ORDER.includes(status) ? intl.formatMessage({ id: `queue.status.${status}` as ClinicOrdersId }) : fallback);

const productWords = (intl: IntlShape, code: number) => intl.formatMessage({ id: 'queue.product' }, { code: String(code) });

/** The clock in the page's language ('due in 31 h'), from its state and hours. */
function clockWords(intl: IntlShape, clock: OrderClockView | null): OrderClockView | null {
  if (!clock) return null;
  const text = clock.paused ? intl.formatMessage({ id: 'queue.clock.paused' })
    : clock.overdue ? intl.formatMessage({ id: 'queue.clock.overdue' }, { hours: clock.hours })
      : intl.formatMessage({ id: 'queue.clock.due' }, { hours: clock.hours });
  return { ...clock, text };
}

function columns(intl: IntlShape): ReadonlyArray<TableColumn<QueueOrderView>> {
  const say = (id: ClinicOrdersId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const nobody = say('queue.nobodyYet');
  return [
    { id: 'order', header: say('queue.col.order'), rowHeader: true, sortWords: sortWords(intl, 'queue.sort.number'), sort: (o) => o.id, descFirst: true, text: (o) => `#${o.id}`,
      cell: (o) => <><a href={`/app/orders/${o.id}`}>{say('queue.orderNumber', { id: o.id })}</a> <span className="field-hint">{say('queue.paidOn', { day: o.paidOn })}</span></> },
    { id: 'product', header: say('queue.col.product'), sortWords: sortWords(intl, 'queue.sort.text'), sort: (o) => productWords(intl, o.productId), text: (o) => productWords(intl, o.productId), cell: (o) => productWords(intl, o.productId) },
    { id: 'owner', header: say('queue.col.owner'), sortWords: sortWords(intl, 'queue.sort.text'), sort: (o) => o.ownerName, text: (o) => `${o.ownerName} ${o.petName}`,
      cell: (o) => (o.petName ? `${o.ownerName} · ${o.petName}` : o.ownerName) },
    { id: 'status', header: say('queue.col.status'), sortWords: sortWords(intl, 'queue.sort.status'), sort: (o) => STATUS_ORDER.indexOf(o.status), text: (o) => statusWords(intl, o.status, o.statusLabel),
      cell: (o) => <span className={`badge badge-order-${o.status}`} data-testid="queue-status">{statusWords(intl, o.status, o.statusLabel)}</span> },
    { id: 'assignee', header: say('queue.col.assignee'), sortWords: sortWords(intl, 'queue.sort.text'), sort: (o) => o.assigneeName ?? '', text: (o) => o.assigneeName ?? '', cell: (o) => o.assigneeName ?? nobody },
    // Soonest deadline first; paused, delivered and refunded orders after every running clock.
    { id: 'clock', header: say('queue.col.clock'), sortWords: sortWords(intl, 'queue.sort.clock'), sort: (o) => (o.dueAt ? Date.parse(o.dueAt) : Number.MAX_SAFE_INTEGER), cell: (o) => <OrderClock clock={clockWords(intl, o.clock)} /> },
    { id: 'open', header: say('queue.col.actions'), actions: true, cell: (o) => <a className="btn btn-light" href={`/app/orders/${o.id}`}>{say('queue.open')}</a> },
  ];
}

/** The shared table's own words in the page's language. */
function tableWords(intl: IntlShape): TableWords {
  const say = (id: ClinicOrdersId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    tools: (t) => [t.search && say('queue.table.toolSearch'), t.choices && say('queue.table.toolChoices'), t.sort && say('queue.table.toolSort')].filter(Boolean).join(', '),
    pages: say('queue.table.pages'),
    noMatch: say('queue.table.noMatch'),
    sortBy: say('queue.table.sortBy'),
    asListed: say('queue.table.asListed'),
    sortWords: sortWords(intl, 'queue.sort.text'),
    search: say('queue.table.search'),
    show: say('queue.table.show'),
    shown: (matching, total) => say('queue.table.shown', { matching, total }),
    previous: say('queue.table.previous'),
    next: say('queue.table.next'),
    page: (page, count) => say('queue.table.page', { page, count }),
  };
}

/**
 * The clinic's order queue (`/app/orders`): its paid service orders, soonest deadline first, in the shared
 * DataTable: narrowed by product, status and (a root admin) assignee, searched and sorted in the browser; without
 * script the same choices are a GET form the server answers with the same table. (An empty queue is the page's own
 * empty state, with no island.) Its words are the page's language's (ids `queue.`).
 */
export default function OrderQueue({ orders, products, everyone, path, query }: OrderQueueProps) {
  const intl = useIntl();
  const cols = useMemo(() => columns(intl), [intl]);
  const words = useMemo(() => tableWords(intl), [intl]);
  const filters = useMemo((): ReadonlyArray<TableFilter<QueueOrderView>> => {
    const say = (id: ClinicOrdersId) => intl.formatMessage({ id });
    const list: Array<TableFilter<QueueOrderView>> = [
      { id: 'product', param: 'product', label: say('queue.col.product'), allLabel: say('queue.allProducts'),
        options: products.map((p) => ({ value: String(p.code), label: productWords(intl, p.code) })), value: (o) => String(o.productId) },
      { id: 'status', param: 'status', label: say('queue.col.status'), allLabel: say('queue.allStatuses'),
        options: FULFILMENT_STATUSES.map((s) => ({ value: s, label: statusWords(intl, s, s) })), value: (o) => o.status },
    ];
    if (everyone) {
      const names = [...new Set(orders.flatMap((o) => (o.assigneeName ? [o.assigneeName] : [])))].sort((a, b) => a.localeCompare(b, intl.locale));
      list.push({ id: 'assignee', param: 'assignee', label: say('queue.col.assignee'), allLabel: say('queue.anyone'),
        options: [{ value: NOBODY, label: say('queue.nobodyYet') }, ...names.map((n) => ({ value: n, label: n }))], value: (o) => o.assigneeName ?? NOBODY });
    }
    return list;
  }, [orders, products, everyone, intl]);

  return (
    <DataTable id="orders" label={intl.formatMessage({ id: 'queue.label' })} noun={['order', 'orders']} testId="orders-queue" pageSize={50}
      columns={cols} rows={orders} filters={filters} path={path} query={query} words={words}
      search={{ label: intl.formatMessage({ id: 'queue.search' }) }} rowKey={(o) => String(o.id)} rowProps={(o) => ({ 'data-testid': `queue-order-${o.id}` })}
      empty={null} />
  );
}
