import { useMemo } from 'react';
import { DataTable, type TableColumn, type TableFilter, type TableWords } from '../lib/data-table.tsx';
import type { PageQuery } from '../lib/table-url.ts';
import { FULFILMENT_STATUSES, type OrderClockView, type QueueOrderView } from '../../contracts/order-words.ts';
import { OrderClock } from '../../views/pages/orders/order-clock.tsx';
import { fill } from '../../contracts/messages/fill.ts';
import type { QueueWordId, QueueWords } from './orders/queue-words.ts';

export interface OrderQueueProps {
  orders: QueueOrderView[];
  products: Array<{ code: number; label: string }>;
  /** A root admin sees everyone's orders and may narrow them to one assignee; a sub-user sees only their own. */
  everyone: boolean;
  path: string;
  query: PageQuery;
  /** Its words in the page's language (client/islands/orders/queue-words.ts). */
  words: QueueWords;
}

/** Nobody assigned yet, as the assignee filter's value (no name is written so). */
const NOBODY = '-';
const STATUS_ORDER = [...FULFILMENT_STATUSES, 'canceled'];

/** Says one of the queue's words, its `{name}` parts filled in. */
type Say = (id: QueueWordId, values?: Readonly<Record<string, string | number>>) => string;
const sayer = (words: QueueWords): Say => (id, values) => fill(words[id], values);

/** The sort choice's two words of a column (`…Asc`, `…Desc`). */
const sortWords = (say: Say, kind: 'number' | 'status' | 'clock' | 'text'): readonly [string, string] =>
  [say(`queue.sort.${kind}Asc`), say(`queue.sort.${kind}Desc`)];

const statusWords = (say: Say, status: string, fallback: string) =>
  (STATUS_ORDER.includes(status) ? say(`queue.status.${status}` as QueueWordId) : fallback);

const PRODUCT_CODES = [3000, 7000, 9000];
const productWords = (say: Say, code: number, fallback: string) =>
  (PRODUCT_CODES.includes(code) ? say(`queue.product.${code}` as QueueWordId) : fallback);

/** The clock in the page's language ('due in 31 h'), from its state and hours. */
function clockWords(say: Say, clock: OrderClockView | null): OrderClockView | null {
  if (!clock) return null;
  const text = clock.paused ? say('queue.clock.paused')
    : clock.overdue ? (clock.hours < 1 ? say('queue.clock.overdueNow') : say('queue.clock.overdue', { hours: clock.hours }))
      : say('queue.clock.due', { hours: clock.hours });
  return { ...clock, text };
}

function columns(say: Say): ReadonlyArray<TableColumn<QueueOrderView>> {
  const nobody = say('queue.nobodyYet');
  const product = (o: QueueOrderView) => productWords(say, o.productId, o.productLabel);
  const status = (o: QueueOrderView) => statusWords(say, o.status, o.statusLabel);
  return [
    { id: 'order', header: say('queue.col.order'), rowHeader: true, sortWords: sortWords(say, 'number'), sort: (o) => o.id, descFirst: true, text: (o) => `#${o.id}`,
      cell: (o) => <><a href={`/app/orders/${o.id}`}>{say('queue.orderNumber', { id: o.id })}</a> <span className="field-hint">{say('queue.paidOn', { day: o.paidOn })}</span></> },
    { id: 'product', header: say('queue.col.product'), sortWords: sortWords(say, 'text'), sort: product, text: product, cell: product },
    { id: 'owner', header: say('queue.col.owner'), sortWords: sortWords(say, 'text'), sort: (o) => o.ownerName, text: (o) => `${o.ownerName} ${o.petName}`,
      cell: (o) => (o.petName ? `${o.ownerName} · ${o.petName}` : o.ownerName) },
    { id: 'status', header: say('queue.col.status'), sortWords: sortWords(say, 'status'), sort: (o) => STATUS_ORDER.indexOf(o.status), text: status,
      cell: (o) => <span className={`badge badge-order-${o.status}`} data-testid="queue-status">{status(o)}</span> },
    { id: 'assignee', header: say('queue.col.assignee'), sortWords: sortWords(say, 'text'), sort: (o) => o.assigneeName ?? '', text: (o) => o.assigneeName ?? '', cell: (o) => o.assigneeName ?? nobody },
    // Soonest deadline first; paused, delivered and refunded orders after every running clock.
    { id: 'clock', header: say('queue.col.clock'), sortWords: sortWords(say, 'clock'), sort: (o) => (o.dueAt ? Date.parse(o.dueAt) : Number.MAX_SAFE_INTEGER), cell: (o) => <OrderClock clock={clockWords(say, o.clock)} /> },
    { id: 'open', header: say('queue.col.actions'), actions: true, cell: (o) => <a className="btn btn-light" href={`/app/orders/${o.id}`}>{say('queue.open')}</a> },
  ];
}

/** The shared table's own words in the page's language. */
function tableWords(say: Say): TableWords {
  return {
    tools: (t) => [t.search && say('queue.table.toolSearch'), t.choices && say('queue.table.toolChoices'), t.sort && say('queue.table.toolSort')].filter(Boolean).join(', '),
    pages: say('queue.table.pages'),
    noMatch: say('queue.table.noMatch'),
    sortBy: say('queue.table.sortBy'),
    asListed: say('queue.table.asListed'),
    sortWords: sortWords(say, 'text'),
    search: say('queue.table.search'),
    show: say('queue.table.show'),
    shown: (matching, total) => say(total === 1 ? 'queue.table.shownOne' : 'queue.table.shown', { matching, total }),
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
export default function OrderQueue({ orders, products, everyone, path, query, words }: OrderQueueProps) {
  const say = useMemo(() => sayer(words), [words]);
  const cols = useMemo(() => columns(say), [say]);
  const table = useMemo(() => tableWords(say), [say]);
  const filters = useMemo((): ReadonlyArray<TableFilter<QueueOrderView>> => {
    const list: Array<TableFilter<QueueOrderView>> = [
      { id: 'product', param: 'product', label: say('queue.col.product'), allLabel: say('queue.allProducts'),
        options: products.map((p) => ({ value: String(p.code), label: productWords(say, p.code, p.label) })), value: (o) => String(o.productId) },
      { id: 'status', param: 'status', label: say('queue.col.status'), allLabel: say('queue.allStatuses'),
        options: FULFILMENT_STATUSES.map((s) => ({ value: s, label: statusWords(say, s, s) })), value: (o) => o.status },
    ];
    if (everyone) {
      const names = [...new Set(orders.flatMap((o) => (o.assigneeName ? [o.assigneeName] : [])))].sort((a, b) => a.localeCompare(b, 'en'));
      list.push({ id: 'assignee', param: 'assignee', label: say('queue.col.assignee'), allLabel: say('queue.anyone'),
        options: [{ value: NOBODY, label: say('queue.nobodyYet') }, ...names.map((n) => ({ value: n, label: n }))], value: (o) => o.assigneeName ?? NOBODY });
    }
    return list;
  }, [orders, products, everyone, say]);

  return (
    <DataTable id="orders" label={say('queue.label')} noun={['order', 'orders']} testId="orders-queue" pageSize={50}
      columns={cols} rows={orders} filters={filters} path={path} query={query} words={table}
      search={{ label: say('queue.search') }} rowKey={(o) => String(o.id)} rowProps={(o) => ({ 'data-testid': `queue-order-${o.id}` })}
      empty={null} />
  );
}
