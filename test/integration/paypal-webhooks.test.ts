import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createPayment, createUser, createVendor } from '../factories/index.ts';
import { startPayPalStub, STUB_VALID_SIGNATURE, STUB_WEBHOOK_ID } from '../setup/paypal-stub.ts';

describe('PayPal webhooks (/api/payment/paypal/webhook)', () => {
  let stub: Awaited<ReturnType<typeof startPayPalStub>>;
  let t: TestApp;
  let userId: number;

  const delivery = (event: object, signature = STUB_VALID_SIGNATURE) => t.fetch('/api/payment/paypal/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    body: JSON.stringify(event),
  });
  const paymentWith = async (ref: string, status: string) => {
    return createPayment(t.testDb.db, {
      userId, amountCents: 36000, paymentType: 100, productId: 3000, gateway: 'paypal', gatewayRef: ref, status,
    });
  };
  const statusOf = async (id: number) => (await t.testDb.db('payments').where({ id }).first()).status;

  before(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({
      PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: STUB_WEBHOOK_ID, PAYPAL_API_URL: stub.url,
    });
    userId = (await createUser(t.testDb.db)).id;
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  it('settles a payment on a verified PAYMENT.CAPTURE.COMPLETED', async () => {
    const id = await paymentWith('CAP-100', 'authorized');
    const res = await delivery({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP-100', status: 'COMPLETED' } });
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ ok: true, outcome: 'captured' });
    expect(await statusOf(id)).to.equal('captured');
    const verify = stub.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature')!;
    expect(verify.body).to.include({ webhook_id: STUB_WEBHOOK_ID, transmission_id: 'tx-1', auth_algo: 'SHA256withRSA' });
  });

  it('refuses a delivery PayPal does not verify and changes nothing', async () => {
    const id = await paymentWith('CAP-200', 'authorized');
    const res = await delivery({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP-200' } }, 'forged');
    expect(res.status).to.equal(400);
    expect(await statusOf(id)).to.equal('authorized');
  });

  it('marks the captured payment refunded on PAYMENT.CAPTURE.REFUNDED (matched through the refund\'s up link)', async () => {
    const id = await paymentWith('CAP-300', 'captured');
    const res = await delivery({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: 'REF-1', links: [{ rel: 'up', href: 'https://api.sandbox.paypal.com/v2/payments/captures/CAP-300' }] },
    });
    expect(await res.json()).to.deep.equal({ ok: true, outcome: 'refunded' });
    expect(await statusOf(id)).to.equal('refunded');
  });

  it('logs a clinic\'s payment refunded at PayPal in its activity, once, as the system\'s', async () => {
    const vendorId = await createVendor(t.testDb.db);
    const id = await createPayment(t.testDb.db, {
      userId, vendorId, amountCents: 4500, paymentType: 300, productId: 2000, gateway: 'paypal', gatewayRef: 'CAP-400', status: 'captured',
    });
    const refunded = { event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'REF-4', links: [{ rel: 'up', href: 'https://api.sandbox.paypal.com/v2/payments/captures/CAP-400' }] } };
    expect(await (await delivery(refunded)).json()).to.deep.equal({ ok: true, outcome: 'refunded' });
    // PayPal delivers again: the payment is already refunded and the log says it once.
    await delivery(refunded);
    expect(await statusOf(id)).to.equal('refunded');
    const rows = await t.testDb.db('vendor_audit_events').where({ vendor_id: vendorId });
    expect(rows.map((r) => [r.action, r.actor_kind, r.summary])).to.deep.equal([
      ['payment.refunded_at_gateway', 'system', 'PayPal reports the payment of $45.00 refunded'],
    ]);
  });

  it('acknowledges other events without touching payments', async () => {
    const res = await delivery({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'ORDER-9' } });
    expect(await res.json()).to.deep.equal({ ok: true, outcome: 'ignored' });
  });

  it('does not exist when PayPal webhooks are not configured', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.fetch('/api/payment/paypal/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).to.equal(404);
    } finally {
      await plain.close();
    }
  });
});
