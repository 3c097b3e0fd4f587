import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import OrderAnswerIsland from '../../../client/islands/order-answer.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { ORDER_REFUND_DAYS } from '../../../contracts/refund-policy.ts';
import type { MyOrderItem, MyOrdersView } from '../../../contracts/orders.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { orderMoney, sayKnown, sayOrderText } from './order-texts.ts';

export interface MyOrdersPageProps {
  view: MyOrdersView;
  /** The order whose cancel is being confirmed (`?cancel=<id>`), asked on the page with Yes and No. */
  confirming: number | null;
  /** A line at the top: the cancel just done, or why one was refused (the server's English words, said here). */
  notice: { kind: 'success' | 'error'; text: string } | null;
}

function OrderCard({ order, confirming }: { order: MyOrderItem; confirming: boolean }) {
  const intl = useIntl();
  const money = (cents: number) => orderMoney(intl, cents);
  const policy = sayKnown(intl, `orders.usedWhen.${order.productCode}`, '');
  return (
    <li className="card order-card" data-testid={`order-${order.id}`}>
      <div className="order-card-head">
        <h2 className="card-title">{sayKnown(intl, `orders.product.${order.productCode}`, order.productLabel)}</h2>
        <span className={`badge badge-order-${order.status}`} data-testid="order-status">{sayKnown(intl, `orders.status.${order.status}`, order.statusLabel)}</span>
      </div>
      <p className="order-card-meta">
        <FormattedMessage id="orders.meta" values={{ id: String(order.id), day: order.orderedOn }} />
        {order.paidOn && order.amountCents !== null && <FormattedMessage id="orders.metaPaid" values={{ amount: money(order.amountCents), day: order.paidOn }} />}
      </p>
      {order.summary.map((line) => <p key={line}>{line}</p>)}
      {(order.paused || order.dueAt) && (
        <p className="order-expected" data-testid="order-expected">
          {order.paused ? <FormattedMessage id="orders.paused" /> : <FormattedMessage id="orders.expectedBy" values={{ time: order.dueAt }} />}
        </p>
      )}
      {order.reportHref && <p><a className="btn btn-primary" href={order.reportHref} data-testid="order-report"><FormattedMessage id="orders.readReport" /></a></p>}
      <OrderTimeline events={order.timeline} />
      {order.question !== null && (
        <Island name="order-answer" component={OrderAnswerIsland} props={{ orderId: order.id }} />
      )}
      {(order.status === 'new' || order.status === 'pending' || order.canCancel) && (
        <p className="cancellation-policy" data-testid="order-policy">
          {policy ? intl.formatMessage({ id: 'orders.policy' }, { days: ORDER_REFUND_DAYS, usedWhen: policy }) : order.policy}
        </p>
      )}
      {order.refund && (
        <p className="refund-note" data-testid="order-refund">
          <FormattedMessage id={`orders.refund.${order.refund.status}`} values={{ amount: money(order.refund.amountCents) }} />
        </p>
      )}
      {order.cancelNote && <p className="field-hint" data-testid="order-cancel-note">{sayOrderText(intl, order.cancelNote)}</p>}
      {order.payHref && <p><a className="btn btn-primary" href={order.payHref}><FormattedMessage id="orders.payNow" /></a></p>}
      {order.canCancel && !confirming && (
        <p><a className="btn btn-light" href={`/app/my-orders?cancel=${order.id}`} data-testid="order-cancel"><FormattedMessage id="orders.cancel" /></a></p>
      )}
      {order.canCancel && confirming && (
        <div className="appointment-confirm" role="group" aria-labelledby={`order-question-${order.id}`}>
          <p className="appointment-question" id={`order-question-${order.id}`}><FormattedMessage id="orders.text.question" /></p>
          {order.amountCents !== null && (
            <p className="refund-note" data-testid="order-refund-notice"><FormattedMessage id="orders.refundNotice" values={{ amount: money(order.amountCents) }} /></p>
          )}
          <div className="form-actions">
            <form method="post" action={`/app/my-orders/${order.id}/cancel`}>
              <FormTokenField />
              <button type="submit" className="btn btn-danger" data-testid="order-cancel-yes"><FormattedMessage id="orders.yes" /></button>
            </form>
            <a className="btn btn-light" href="/app/my-orders"><FormattedMessage id="orders.no" /></a>
          </div>
        </div>
      )}
    </li>
  );
}

/** My Orders: the owner's house-call packages and second opinions, with their refund policy and Cancel. */
export function MyOrdersPage({ view, confirming, notice }: MyOrdersPageProps) {
  const intl = useIntl();
  return (
    <DashboardLayout titleId="dash.title.myOrders">
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="orders-notice">{sayOrderText(intl, notice.text)}</p>}
      {view.orders.length === 0
        ? (
          <EmptyState art="house-call" message={intl.formatMessage({ id: 'orders.empty' })} testId="orders-empty">
            <p className="form-actions">
              <a className="btn btn-primary" href="/vet-house-call/order"><FormattedMessage id="orders.buyHouseCall" /></a>
              <a className="btn btn-light" href="/second-medical-opinion/order"><FormattedMessage id="orders.askSecondOpinion" /></a>
            </p>
          </EmptyState>
        )
        : (
          <>
            <p className="field-hint"><FormattedMessage id="orders.datesIn" values={{ zone: view.zone }} /></p>
            <ul className="order-list">
              {view.orders.map((o) => <OrderCard key={o.id} order={o} confirming={confirming === o.id} />)}
            </ul>
          </>
        )}
    </DashboardLayout>
  );
}
