import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { startPayPalStub } from '../setup/paypal-stub.ts';
import { createApiToken, createPet, createUser } from '../factories/index.ts';
import { CARD_FIELDS_REFUSED, NOTHING_TO_PAY, PROVIDER_CAPTURE_PATH, PROVIDER_ORDER_PATH } from '../../contracts/payment-provider.ts';
import { RECORDS_MESSAGES, RELEASE_VERSION } from '../../contracts/records-requests.ts';

interface Owner { id: number; email: string; token: string; petId: number }

/**
 * Medical Records Assistance paid through PayPal's approval (its card fields or button): the records request's
 * form goes to the provider's create-order call, the request is held `awaiting_payment`, and the saga's capture
 * sends its lines (or, declined, cancels them and gives the free vets back). Against the local PayPal stand-in.
 */
describe('records requests beyond the free vets, paid through PayPal\'s approval', () => {
  let stub: Awaited<ReturnType<typeof startPayPalStub>>;
  let t: TestApp;

  before(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({ PAYPAL_CLIENT_ID: 'public-client-id', PAYPAL_CLIENT_SECRET: 'paypal-secret-value' }, { paypalHttpsAgent: stub.httpsAgent });
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  async function owner(): Promise<Owner> {
    const u = await createUser(t.testDb.db);
    return { ...u, token: await createApiToken(t.testDb.db, { kind: 'user', id: u.id }), petId: await createPet(t.testDb.db, u.id, { name: 'Rex' }) };
  }
  /** The form's fields for `n` practices, as the page's island posts them (paymentType 400, no card). */
  const form = (o: Owner, n: number, extra: Record<string, string | number> = {}) => ({
    paymentType: 400, petId: String(o.petId), signerName: 'Olive Owner', agree: 'on', releaseVersion: RELEASE_VERSION,
    ...Object.fromEntries(Array.from({ length: n }, (_, k) => k + 1).flatMap((i) => [
      [`clinicName${i}`, `Old Vet ${i}`], [`email${i}`, `oldvet${i}.${o.id}@example.test`], [`phone${i}`, `(212) 555-01${10 + i}`],
    ])),
    ...extra,
  });
  const createOrder = (body: Record<string, unknown>, o: Owner, key?: string) => postJson(t, PROVIDER_ORDER_PATH, body, { token: o.token, key });
  const capture = (orderID: string, o: Owner) => postJson(t, PROVIDER_CAPTURE_PATH, { orderID }, { token: o.token });
  const orderFor = async (o: Owner, n: number) => {
    const res = await createOrder(form(o, n), o);
    expect(res.status).to.equal(201);
    return ((await res.json()) as { orderID: string }).orderID;
  };
  const paymentOf = (orderID: string) => t.testDb.db('payments').where({ provider_order_id: orderID }).first();
  const linesOf = (userId: number) => t.testDb.db('records_request_vets').where({ user_id: userId }).orderBy('position');
  const mailsTo = async (to: string) => Number((await t.testDb.db('outbox_messages').where({ to }).count<{ n: number }[]>({ n: '*' }))[0].n);

  it('starts the approval for the extra vets only: the request held awaiting payment, PayPal\'s order for $25 a vet, nothing mailed', async () => {
    const o = await owner();
    const orderID = await orderFor(o, 6);
    expect((stub.orders.get(orderID)!.purchase_units as Array<{ amount: unknown }>)[0].amount).to.deep.equal({ currency_code: 'USD', value: '50.00' });
    const payment = await paymentOf(orderID);
    expect(payment).to.include({ status: 'pending', amount_cents: 5000, gateway: 'paypal', payment_type: 400, user_id: o.id });
    const request = await t.testDb.db('records_requests').where({ user_id: o.id }).first();
    expect(Number(request.payment_id)).to.equal(Number(payment.id));
    const lines = await linesOf(o.id);
    expect(lines.map((l) => [l.status, l.charged])).to.deep.equal([
      ...Array(4).fill(['awaiting_payment', false]), ['awaiting_payment', true], ['awaiting_payment', true],
    ]);
    expect(await mailsTo('oldvet1.' + o.id + '@example.test')).to.equal(0);
    // A retry of the create with the same key answers the same PayPal order and holds nothing more.
    const key = `records-pp-${o.id}`;
    const other = await owner();
    const first = await (await createOrder(form(other, 5), other, key)).json();
    expect(await (await createOrder(form(other, 5), other, key)).json()).to.deep.equal(first);
    expect(await t.testDb.db('records_requests').where({ user_id: other.id })).to.have.length(1);
  });

  it('captures once even when the capture is called twice: the lines are sent and each clinic is mailed once', async () => {
    const o = await owner();
    const orderID = await orderFor(o, 5);
    stub.approve(orderID);
    const [a, b] = await Promise.all([capture(orderID, o), capture(orderID, o)]);
    const request = await t.testDb.db('records_requests').where({ user_id: o.id }).first();
    expect([a.status, b.status]).to.deep.equal([201, 201]);
    expect(await a.json()).to.deep.equal({ result: Number(request.id) });
    expect(await b.json()).to.deep.equal({ result: Number(request.id) });
    expect(stub.captures.filter((id) => id === orderID)).to.have.length(1);
    expect(await paymentOf(orderID)).to.include({ status: 'captured', gateway_ref: `CAP-${orderID}` });
    const lines = await linesOf(o.id);
    expect(lines.map((l) => l.status)).to.deep.equal(Array(5).fill('sent'));
    expect(lines.every((l) => l.sent_at && l.expires_at)).to.equal(true);
    for (let i = 1; i <= 5; i++) expect(await mailsTo(`oldvet${i}.${o.id}@example.test`), `clinic ${i}`).to.equal(1);
    // A later capture captures nothing more and answers the same request.
    expect(await (await capture(orderID, o)).json()).to.deep.equal({ result: Number(request.id) });
    expect(stub.captures.filter((id) => id === orderID)).to.have.length(1);
    // The owner's page shows it paid.
    const page = await (await t.fetch('/app/records-requests', { headers: { authorization: `Bearer ${o.token}` } })).text();
    expect(page).to.include('$25 paid');
  });

  it('releases the lines when the card is declined at capture: canceled, no clinic mailed, the free vets back', async () => {
    const o = await owner();
    const orderID = await orderFor(o, 5);
    stub.approve(orderID, { decline: true });
    const declined = await capture(orderID, o);
    expect(declined.status).to.equal(402);
    expect(await declined.json()).to.deep.equal({ result: 'Error', status: 'Your card was declined.' });
    expect(await paymentOf(orderID)).to.include({ status: 'failed' });
    expect((await linesOf(o.id)).map((l) => l.status)).to.deep.equal(Array(5).fill('canceled'));
    expect(await mailsTo(`oldvet1.${o.id}@example.test`)).to.equal(0);
    // The four free vets are the owner's again: four more are nothing to pay, five are one extra vet.
    const free = await createOrder(form(o, 4), o);
    expect(free.status).to.equal(400);
    expect(await free.json()).to.deep.include({ status: NOTHING_TO_PAY });
    const again = await orderFor(o, 5);
    expect(await paymentOf(again)).to.include({ amount_cents: 2500 });
  });

  it('releases the lines of an approval nobody finished after 15 minutes (the reconcile), and a late capture takes nothing', async () => {
    const o = await owner();
    const orderID = await orderFor(o, 5);
    await t.deps.services.payments.reconcile(new Date(Date.now() + 16 * 60_000));
    expect(await paymentOf(orderID)).to.include({ status: 'failed' });
    expect((await linesOf(o.id)).map((l) => l.status)).to.deep.equal(Array(5).fill('canceled'));
    stub.approve(orderID);
    expect((await capture(orderID, o)).status).to.equal(402);
    expect(stub.captures.filter((id) => id === orderID)).to.have.length(0);
    expect(await mailsTo(`oldvet1.${o.id}@example.test`)).to.equal(0);
  });

  it('refuses bad input, another person\'s capture and card fields, holding nothing', async () => {
    const o = await owner();
    const other = await owner();
    const before = stub.orders.size;
    const badName = await createOrder(form(o, 5, { signerName: 'Someone Else' }), o);
    expect(badName.status).to.equal(400);
    expect(await badName.json()).to.deep.include({ status: RECORDS_MESSAGES.signerNameMatch });
    expect((await createOrder(form(o, 5, { agree: '' }), o)).status).to.equal(400);
    expect((await createOrder(form(o, 5, { petId: String(other.petId) }), o)).status).to.equal(400);
    const card = await createOrder(form(o, 5, { cardNumber: '4111111111111111', ccv: '123' }), o);
    expect(card.status).to.equal(400);
    expect(await card.json()).to.deep.equal({ result: 'Error', status: CARD_FIELDS_REFUSED });
    expect(stub.orders.size).to.equal(before);
    expect(await t.testDb.db('records_requests').where({ user_id: o.id })).to.have.length(0);
    const orderID = await orderFor(o, 5);
    stub.approve(orderID);
    expect((await capture(orderID, other)).status).to.equal(404);
    expect(await paymentOf(orderID)).to.include({ status: 'pending' });
  });
});
