import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Island } from '../../island.tsx';
import OrderQueue from '../../../client/islands/order-queue.tsx';
import type { OrderQueueView } from '../../../contracts/order-words.ts';
import { QUEUE_WORD_IDS, type QueueWords } from '../../../client/islands/orders/queue-words.ts';

export interface OrderQueuePageProps {
  view: OrderQueueView;
  /** A root admin's queue (everyone's orders) rather than a sub-user's own. */
  everyone: boolean;
  /** The page's query: the table's product, status, assignee, search, sort and page. */
  query: Record<string, string>;
}

/**
 * The clinic's order queue (`/app/orders`): its paid service orders (a sub-user: those assigned to them), soonest
 * deadline first, in the `order-queue` island (filtered by product and status, sorted and searched in the browser;
 * the same choices work as a GET form without script), each row opening the order's detail. In the page's language.
 */
export function OrderQueuePage({ view, everyone, query }: OrderQueuePageProps) {
  const intl = useIntl();
  // The island's words as the catalogue holds them (it fills their `{name}` parts).
  const words = Object.fromEntries(QUEUE_WORD_IDS.map((id) => [id, String(intl.messages[id])])) as QueueWords;
  return (
    <DashboardLayout titleId="dash.title.orders">
      {view.orders.length === 0
        ? <EmptyState art="house-call" message={intl.formatMessage({ id: 'queue.empty' })} testId="orders-queue-empty" />
        : <Island name="order-queue" component={OrderQueue} props={{ orders: view.orders, products: view.products, everyone, path: '/app/orders', query, words }} />}
      <p className="field-hint">{intl.formatMessage({ id: 'queue.zone' }, { zone: view.zone })}</p>
    </DashboardLayout>
  );
}
