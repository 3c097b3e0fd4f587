import { expect } from 'chai';
import { NO_ORDER, ORDER_ALREADY_PAID, ORDER_IN_PROGRESS } from '../../../../contracts/orders.ts';
import { serviceOrderView } from '../../../../server/domain/orders/order-checkout.ts';
import { orderSummary } from '../../../../server/domain/orders/order-details.ts';
import type { OrderRow } from '../../../../server/domain/orders/orders.queries.ts';

const houseDetails = { price: 1, primaryPhone: '212-555-0199', address: '1 Main St, Springfield, IL 62701' };
const opinionDetails = { price: 95, petName: 'Rex', files: [{ id: 1 }, { id: 2 }] };
const row = (attrs: Partial<OrderRow> = {}): OrderRow => ({
  id: 7, user_id: 3, product_id: 3000, payment_id: null, status: 'new', details: houseDetails, vendor_id: null, created_at: new Date(0), used_at: null, canceled_at: null, due_at: null, paused_at: null, report_record_id: null, ...attrs,
});

describe('service order checkout view', () => {
  it('prices a new order from the product table, never from its stored details', () => {
    expect(serviceOrderView(row())).to.deep.equal({
      orderId: 7, productId: 3000, label: 'Vet house-call package', price: 360,
      summary: ['Visits at: 1 Main St, Springfield, IL 62701', 'Phone: 212-555-0199'],
      policy: 'Cancel within 30 days of payment for a full refund, as long as it has not been used (it is used once its first house visit is booked). After that it is non-refundable.',
    });
    expect(serviceOrderView(row({ product_id: 7000, details: opinionDetails }))).to.include({ price: 95, label: 'Second medical opinion' });
  });

  it('says why an order cannot be paid', () => {
    const cases: Array<[OrderRow | undefined, string]> = [
      [undefined, NO_ORDER],
      [row({ product_id: 4000 }), NO_ORDER],
      [row({ status: 'paid' }), ORDER_ALREADY_PAID],
      [row({ status: 'pending' }), ORDER_IN_PROGRESS],
      [row({ status: 'failed' }), NO_ORDER],
    ];
    for (const [order, error] of cases) expect(serviceOrderView(order), error).to.deep.equal({ error });
  });

  it("summarises a second opinion by the pet's name and the number of files", () => {
    expect(orderSummary(7000, opinionDetails)).to.deep.equal(['Pet: Rex', 'Files attached: 2']);
    expect(orderSummary(7000, { petName: 'Rex' })).to.deep.equal(['Pet: Rex', 'Files attached: 0']);
  });
});
