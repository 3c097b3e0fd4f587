import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createApiToken, createCustomer, createPet, createUser, createVendor } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { PANEL_VENDOR_ID } from '../../server/domain/orders/order-products.ts';
import { signedInClient } from './accounts-helpers.ts';

const OPINION = 7000;
const card = { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' };

/**
 * A second opinion canceled by its owner or refunded past its limit ends the pet share the order itself created
 * (server/domain/orders/order-payments.ts), and never a share the owner had before it: every pet, or that pet.
 */
describe('a canceled or refunded second opinion ends the pet share it created', function () {
  this.timeout(120_000);
  let t: TestApp;

  before(async () => {
    t = await startTestApp();
    expect(await createVendor(t.testDb.db, { name: 'Panel Practice' })).to.equal(PANEL_VENDOR_ID);
  });
  after(() => t.close());

  async function owner() {
    const db = t.testDb.db;
    const user = await createUser(db, { first_name: 'Olivia' });
    const buddy = await createPet(db, user.id, { name: 'Buddy', type: 1 });
    const mia = await createPet(db, user.id, { name: 'Mia', type: 2 });
    return { ...user, buddy, mia, token: await createApiToken(db, { kind: 'user', id: user.id }), c: await signedInClient(t, user.email, 'user') };
  }
  type Owner = Awaited<ReturnType<typeof owner>>;

  const post = (path: string, body: unknown, token: string) => t.fetch(path, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  } as RequestInit);

  /** A paid second opinion on `petId`; returns its id. */
  async function paidOpinion(o: Owner, petId: number): Promise<number> {
    const stored = await post('/api/orders', {
      productId: OPINION, details: { petId, firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', authorization: true },
    }, o.token);
    expect(stored.status).to.equal(201);
    const { orderId } = (await stored.json()) as { orderId: number };
    expect((await post('/api/payment', { paymentType: 100, productId: OPINION, orderId, paymentInfo: card }, o.token)).status).to.equal(201);
    return orderId;
  }
  const cancel = async (o: Owner, orderId: number) => {
    expect((await o.c.form(`/app/my-orders/${orderId}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    expect((await t.testDb.db('orders').where({ id: orderId }).first()).status).to.equal('canceled');
  };
  const refundLate = async (orderId: number) => {
    await t.testDb.db('orders').where({ id: orderId }).update({ refund_at: new Date(Date.now() - 60_000) });
    expect(await t.deps.services.fulfilment.expire(orderId, new Date())).to.equal(true);
    expect((await t.testDb.db('orders').where({ id: orderId }).first()).status).to.equal('refunded');
  };
  const relation = (o: Owner) => t.testDb.db('vendor_customers').where({ vendor_id: PANEL_VENDOR_ID, user_id: o.id }).first();
  const sharedIds = async (o: Owner) => ((await relation(o))?.shared_pet_ids ?? null)?.map(Number) ?? null;

  it('canceled by its owner: the pet is no longer shared, and the relation the order made goes', async () => {
    const o = await owner();
    const orderId = await paidOpinion(o, o.buddy);
    expect(await sharedIds(o)).to.deep.equal([o.buddy]);
    await cancel(o, orderId);
    expect(await relation(o)).to.equal(undefined);
    expect(await (await o.c.get('/app/my-clinics', { headers: { accept: 'text/html' } })).text()).not.to.contain('Panel Practice');
  });

  it('refunded past its limit: the share ends; a relation that waited for the owner before waits again', async () => {
    const o = await owner();
    await createCustomer(t.testDb.db, PANEL_VENDOR_ID, o.id, { access: 'pending' });
    const orderId = await paidOpinion(o, o.buddy);
    expect(await relation(o)).to.include({ access: 'granted' });
    await refundLate(orderId);
    expect(await relation(o)).to.include({ access: 'pending', shared_pet_ids: null });
  });

  it('a share of that pet the owner had before the order stays, canceled or refunded', async () => {
    const o = await owner();
    const earlier = await paidOpinion(o, o.buddy); // an earlier second opinion of Buddy, still open
    const later = await paidOpinion(o, o.buddy);
    await cancel(o, later);
    expect(await sharedIds(o)).to.deep.equal([o.buddy]);
    // A share from before orders recorded what they created (no record on any order) stays as well.
    await t.testDb.db('orders').where({ id: earlier }).update({ details: t.testDb.db.raw(`details - 'petShare'`) });
    await refundLate(earlier);
    expect(await relation(o)).to.include({ access: 'granted' });
    expect(await sharedIds(o)).to.deep.equal([o.buddy]);
  });

  it('a full share stays full', async () => {
    const o = await owner();
    await createCustomer(t.testDb.db, PANEL_VENDOR_ID, o.id, { access: 'granted' });
    const canceled = await paidOpinion(o, o.buddy);
    await cancel(o, canceled);
    expect(await relation(o)).to.include({ access: 'granted', shared_pet_ids: null });
    const refunded = await paidOpinion(o, o.mia);
    await refundLate(refunded);
    expect(await relation(o)).to.include({ access: 'granted', shared_pet_ids: null });
  });

  it('the owner\'s other pet, shared by its own order, stays shared', async () => {
    const o = await owner();
    await paidOpinion(o, o.mia);
    const buddyOrder = await paidOpinion(o, o.buddy);
    expect(await sharedIds(o)).to.have.members([o.mia, o.buddy]);
    await cancel(o, buddyOrder);
    expect(await relation(o)).to.include({ access: 'granted' });
    expect(await sharedIds(o)).to.deep.equal([o.mia]);
  });
});
