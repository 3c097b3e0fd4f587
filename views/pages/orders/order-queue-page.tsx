import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FULFILMENT_STATUS_LABEL, FULFILMENT_STATUSES, type OrderClockView, type OrderQueueView } from '../../../contracts/order-words.ts';

export interface OrderQueuePageProps {
  view: OrderQueueView;
}

/** The SLA clock of an order: 'due in 31 h', overdue in red, paused while the owner is asked. */
export function OrderClock({ clock }: { clock: OrderClockView | null }) {
  if (!clock) return <span className="order-clock">—</span>;
  return <span className={`order-clock${clock.overdue ? ' order-clock-overdue' : ''}${clock.paused ? ' order-clock-paused' : ''}`} data-testid="order-clock">{clock.text}</span>;
}

/**
 * The clinic's order queue (`/app/orders`): its paid service orders (a sub-user: those assigned to them), soonest
 * deadline first, filtered by product and status with a plain GET form, each row opening the order's detail.
 */
export function OrderQueuePage({ view }: OrderQueuePageProps) {
  return (
    <DashboardLayout title="Orders">
      <form method="get" action="/app/orders" className="order-filters" aria-label="Filter orders">
        <div className="form-field">
          <label htmlFor="orders-product">Product</label>
          <select id="orders-product" name="product" defaultValue={view.filter.product ?? ''}>
            <option value="">All products</option>
            {view.products.map((p) => <option key={p.code} value={p.code}>{p.label}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="orders-status">Status</label>
          <select id="orders-status" name="status" defaultValue={view.filter.status ?? ''}>
            <option value="">All statuses</option>
            {FULFILMENT_STATUSES.map((s) => <option key={s} value={s}>{FULFILMENT_STATUS_LABEL[s]}</option>)}
          </select>
        </div>
        <button type="submit" className="btn btn-light">Filter</button>
      </form>
      {view.orders.length === 0
        ? <EmptyState art="house-call" message="No orders here yet." testId="orders-queue-empty" />
        : (
          <div className="table-cards" role="region" aria-label="Orders">
            <table className="table" data-testid="orders-queue">
              <thead>
                <tr><th scope="col">Order</th><th scope="col">Product</th><th scope="col">Owner and pet</th><th scope="col">Status</th><th scope="col">Assigned to</th><th scope="col">Clock</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
              </thead>
              <tbody>
                {view.orders.map((o) => (
                  <tr key={o.id} data-testid={`queue-order-${o.id}`}>
                    <th scope="row"><a href={`/app/orders/${o.id}`}>{`#${o.id}`}</a> <span className="field-hint">{`paid ${o.paidOn}`}</span></th>
                    <td data-label="Product">{o.productLabel}</td>
                    <td data-label="Owner and pet">{o.petName ? `${o.ownerName} · ${o.petName}` : o.ownerName}</td>
                    <td data-label="Status"><span className={`badge badge-order-${o.status}`} data-testid="queue-status">{o.statusLabel}</span></td>
                    <td data-label="Assigned to">{o.assigneeName ?? 'Nobody yet'}</td>
                    <td data-label="Clock"><OrderClock clock={o.clock} /></td>
                    <td className="row-actions"><a className="btn btn-light" href={`/app/orders/${o.id}`}>Open</a></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      <p className="field-hint">{`Times in ${view.zone}.`}</p>
    </DashboardLayout>
  );
}
