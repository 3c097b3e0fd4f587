import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { seedDemo } from '../../seeds/demo/index.ts';
import { signedInClient } from './accounts-helpers.ts';

/**
 * The demo world's panel practice, as README's demo logins promise it: the panel vet has a Peer-to-Peer Consult in
 * progress in their queue, the panel's admin sees it beside the waiting second opinion, and Happy Paws' vet follows
 * it on Peer Consults. (A test of the demo data itself; every other test builds its world with factories.)
 */
describe('the demo panel practice has a Peer-to-Peer Consult in progress', function () {
  this.timeout(90_000);
  let t: TestApp;

  before(async () => {
    t = await startTestApp();
    await seedDemo(t.testDb.db, { now: new Date() });
  });
  after(() => t.close());

  const page = async (email: string, path: string) => {
    const c = await signedInClient(t, email, 'vendor');
    const res = await c.get(path, { headers: { accept: 'text/html' } });
    expect(res.status, `${email} ${path}`).to.equal(200);
    return res.text();
  };

  it('is in the panel vet\'s queue, the admin\'s queue and the requesting clinic\'s consults', async () => {
    const consult = await t.testDb.db('orders').whereNotNull('requester_vendor_id').first();
    expect(consult).to.include({ status: 'in_review', vendor_id: 1 });
    const mine = await page('specialist@example.com', '/app/orders');
    expect(mine).to.contain(`/app/orders/${consult.id}`).and.contain('Peer-to-Peer Consult').and.contain('Happy Paws');
    const detail = await page('specialist@example.com', `/app/orders/${consult.id}`);
    expect(detail).to.contain('Emily Carter').and.contain('Seasonal allergies').and.contain('Annual blood panel').and.contain('data-island="order-report"');
    const admin = await page('panel@example.com', '/app/orders');
    expect(admin).to.contain(`/app/orders/${consult.id}`).and.contain('Second medical opinion');
    const clinic = await page('vet@example.com', '/app/peer-consults');
    expect(clinic).to.contain(`/app/peer-consults/${consult.id}`).and.contain('In review');
    const payment = await t.testDb.db('payments').where({ id: consult.payment_id }).first();
    expect(payment).to.include({ status: 'captured', amount_cents: 9_500, user_id: null });
  });
});
