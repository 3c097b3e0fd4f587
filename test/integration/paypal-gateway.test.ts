import { expect } from 'chai';
import { PayPalGateway } from '../../server/adapters/paypal.ts';
import { createAdapters } from '../../server/adapters/index.ts';
import { parseConfig } from '../../server/config.ts';
import { startPayPalStub, STUB_DECLINED_CARD } from '../setup/paypal-stub.ts';

describe('PayPal gateway (Orders v2) against a local stand-in', () => {
  let stub: Awaited<ReturnType<typeof startPayPalStub>>;
  let gateway: PayPalGateway;
  const card = (number: string) => ({ number, name: 'Olive Owner', expiry: '2030-01', securityCode: '123' });

  before(async () => {
    stub = await startPayPalStub();
    gateway = new PayPalGateway({ clientId: 'client', clientSecret: 'secret', environment: 'sandbox', httpsAgent: stub.httpsAgent });
  });
  after(() => stub.close());

  it('is chosen when PayPal keys are set, and production without keys never uses the test gateway', async () => {
    expect((await createAdapters(parseConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' }), undefined as never)).payments.kind).to.equal('paypal');
    const prod = await createAdapters(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-for-tests' }), undefined as never);
    expect(prod.payments.constructor.name).to.equal('UnconfiguredGateway');
  });

  it('charges a card: creates the order with the amount in dollars and reports the capture', async () => {
    const result = await gateway.charge({ amountCents: 2250, currency: 'USD', description: 'Video consultation', idempotencyKey: 'k1', card: card('4111111111111111') });
    expect(result).to.deep.equal({ status: 'captured', reference: 'CAP-ORDER-1' });
    const create = stub.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(create.requestId).to.equal('k1:create');
    expect(create.body.intent).to.equal('CAPTURE');
    expect((create.body.purchase_units as Array<{ amount: unknown }>)[0].amount).to.deep.equal({ currency_code: 'USD', value: '22.50' });
  });

  it('returns the first result for a retried idempotency key and creates no second order', async () => {
    const before = stub.requests.filter((r) => r.path === '/v2/checkout/orders').length;
    const again = await gateway.charge({ amountCents: 2250, currency: 'USD', description: 'Video consultation', idempotencyKey: 'k1', card: card('4111111111111111') });
    expect(again).to.deep.equal({ status: 'captured', reference: 'CAP-ORDER-1' });
    const creates = stub.requests.filter((r) => r.path === '/v2/checkout/orders');
    expect(creates.length).to.equal(before + 1);
    expect(creates.at(-1)!.requestId).to.equal('k1:create');
  });

  it('reports a declined card with a message for the payer', async () => {
    const result = await gateway.charge({ amountCents: 1000, currency: 'USD', description: 'x', idempotencyKey: 'k2', card: card(STUB_DECLINED_CARD) });
    expect(result).to.deep.equal({ status: 'failed', message: 'Your card was declined.' });
  });

  it('creates an order for approval with PayPal and captures it', async () => {
    const order = await gateway.createOrder(36000, 'House-visit package', 'k3');
    if (order.status !== 'created') throw new Error(order.message);
    expect(order.approveUrl).to.match(/checkoutnow\?token=/);
    stub.approve(order.id);
    const captured = await gateway.captureOrder(order.id, 'k3');
    expect(captured).to.deep.equal({ status: 'captured', reference: `CAP-${order.id}` });
    const unknown = await gateway.captureOrder('ORDER-404', 'k4');
    expect(unknown.status).to.equal('failed');
  });
});
