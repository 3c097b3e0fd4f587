import { expect } from 'chai';
import { migratedDatabase, type TestDb } from '../setup/db.ts';
import { createUser } from '../factories/index.ts';
import type { PaymentGateway } from '../../server/adapters/payments.ts';
import { paymentSaga, type Payable, type PaymentAttempt } from '../../server/domain/payments/payment-saga.ts';

/** A payable that holds nothing of its own: what the saga itself writes and answers. */
const payable: Payable = {
  paymentType: 300,
  confirm: async () => {},
  release: async () => {},
  resultOf: async (_db, payment) => Number(payment.id),
  notifyCaptured: async () => {},
  messages: { inProgress: 'in progress', failed: 'failed' },
};

function attempt(userId: number, amountCents: number): PaymentAttempt<{ paymentId: number }> {
  return {
    payment: {
      user_id: userId, vendor_id: null, amount_cents: amountCents, payment_type: 300, product_id: 2000,
      list_price_cents: amountCents, discount_cents: 0, discount_funded_by: null, details: {},
    },
    plan: null, description: 'A visit',
    claim: async () => {},
    hold: async (_tx, paymentId) => ({ paymentId }),
    result: (held) => held.paymentId,
    notify: async () => {},
  };
}

describe('the payment saga', () => {
  let testDb: TestDb;
  before(async () => { testDb = await migratedDatabase(); });
  after(() => testDb.destroy());

  it('captures nothing to charge without calling the gateway', async () => {
    const gateway = { kind: 'test', charge: () => { throw new Error('no charge expected'); } } as unknown as PaymentGateway;
    const saga = paymentSaga(testDb.db, { gateway, approvals: null, payables: [payable], refusesCardFields: false });
    const owner = await createUser(testDb.db);
    const outcome = await saga.pay(payable, { kind: 'user', id: owner.id }, { now: new Date() }, async () => attempt(owner.id, 0));
    expect(outcome).to.have.property('result').that.is.a('number');
    const row = await testDb.db('payments').where({ id: (outcome as { result: number }).result }).first();
    expect(row).to.include({ status: 'captured', gateway: 'waived', gateway_ref: 'no-charge' });
  });
});
