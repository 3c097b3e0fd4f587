import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import OrderAnswerIsland from '../../../client/islands/order-answer.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { ORDER_CANCEL_MESSAGES } from '../../../contracts/refund-policy.ts';
import type { MyOrderItem, MyOrdersView } from '../../../contracts/orders.ts';
import { OrderTimeline } from './order-timeline.tsx';

export interface MyOrdersPageProps {
  view: MyOrdersView;
  /** The order whose cancel is being confirmed (`?cancel=<id>`), asked on the page with Yes and No. */
  confirming: number | null;
  /** A line at the top: the cancel just done, or why one was refused. */
  notice: { kind: 'success' | 'error'; text: string } | null;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function refundText(refund: NonNullable<MyOrderItem['refund']>): string {
  if (refund.status === 'succeeded') return `Refunded in full: ${money(refund.amountCents)} to your original payment method.`;
  if (refund.status === 'failed') return `The refund of ${money(refund.amountCents)} could not be made automatically; we will refund it by hand.`;
  return `A full refund of ${money(refund.amountCents)} is being processed to your original payment method.`;
}

function OrderCard({ order, confirming }: { order: MyOrderItem; confirming: boolean }) {
  return (
    <li className="card order-card" data-testid={`order-${order.id}`}>
      <div className="order-card-head">
        <h2 className="card-title">{order.productLabel}</h2>
        <span className={`badge badge-order-${order.status}`} data-testid="order-status">{order.statusLabel}</span>
      </div>
      <p className="order-card-meta">
        {`Order #${order.id} · ordered ${order.orderedOn}`}
        {order.paidOn && order.amountCents !== null && ` · ${money(order.amountCents)} paid ${order.paidOn}`}
      </p>
      {order.summary.map((line) => <p key={line}>{line}</p>)}
      {order.expected && <p className="order-expected" data-testid="order-expected">{order.expected}</p>}
      {order.reportHref && <p><a className="btn btn-primary" href={order.reportHref} data-testid="order-report">Read the report (PDF)</a></p>}
      <OrderTimeline events={order.timeline} />
      {order.question !== null && (
        <Island name="order-answer" component={OrderAnswerIsland} props={{ orderId: order.id }} />
      )}
      {(order.status === 'new' || order.status === 'pending' || order.canCancel) && <p className="cancellation-policy" data-testid="order-policy">{order.policy}</p>}
      {order.refund && <p className="refund-note" data-testid="order-refund">{refundText(order.refund)}</p>}
      {order.cancelNote && <p className="field-hint" data-testid="order-cancel-note">{order.cancelNote}</p>}
      {order.payHref && <p><a className="btn btn-primary" href={order.payHref}>Pay now</a></p>}
      {order.canCancel && !confirming && (
        <p><a className="btn btn-light" href={`/app/my-orders?cancel=${order.id}`} data-testid="order-cancel">Cancel order</a></p>
      )}
      {order.canCancel && confirming && (
        <div className="appointment-confirm" role="group" aria-labelledby={`order-question-${order.id}`}>
          <p className="appointment-question" id={`order-question-${order.id}`}>{ORDER_CANCEL_MESSAGES.question}</p>
          {order.amountCents !== null && (
            <p className="refund-note" data-testid="order-refund-notice">{`You will get a full refund of ${money(order.amountCents)}.`}</p>
          )}
          <div className="form-actions">
            <form method="post" action={`/app/my-orders/${order.id}/cancel`}>
              <FormTokenField />
              <button type="submit" className="btn btn-danger" data-testid="order-cancel-yes">Yes</button>
            </form>
            <a className="btn btn-light" href="/app/my-orders">No</a>
          </div>
        </div>
      )}
    </li>
  );
}

/** My Orders: the owner's house-call packages and second opinions, with their refund policy and Cancel. */
export function MyOrdersPage({ view, confirming, notice }: MyOrdersPageProps) {
  return (
    <DashboardLayout titleId="dash.title.myOrders">
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="orders-notice">{notice.text}</p>}
      {view.orders.length === 0
        ? (
          <EmptyState art="house-call" message="You have no orders yet." testId="orders-empty">
            <p className="form-actions">
              <a className="btn btn-primary" href="/vet-house-call/order">Buy the house-call package</a>
              <a className="btn btn-light" href="/second-medical-opinion/order">Ask for a second opinion</a>
            </p>
          </EmptyState>
        )
        : (
          <>
            <p className="field-hint">{`Dates in ${view.zone}.`}</p>
            <ul className="order-list">
              {view.orders.map((o) => <OrderCard key={o.id} order={o} confirming={confirming === o.id} />)}
            </ul>
          </>
        )}
    </DashboardLayout>
  );
}
