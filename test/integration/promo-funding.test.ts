import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createPlan, TEST_PASSWORD } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { client } from './accounts-helpers.ts';
import { createClinic, createOwner, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';

const card = { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2035-01' };

describe('promo plans say who funds them and where they apply; the clinic report shows list price, discount and who bore it', () => {
  let t: TestApp;
  let x: Clinic;
  let y: Clinic;
  const codes = { petcare: 'PETCARE10', clinic: 'XCLINIC10', elsewhere: 'ONLYY10' };

  before(async () => {
    t = await startTestApp();
    x = await createClinic(t, { title: 'Clinic X' });
    y = await createClinic(t, { title: 'Clinic Y' });
    const db = t.testDb.db;
    await createPlan(db, { code: codes.petcare, offers: { percent_off: 10 } });
    await createPlan(db, { code: codes.clinic, offers: { percent_off: 10 }, funded_by: 'clinic', vendor_id: x.vendorId });
    await createPlan(db, { code: codes.elsewhere, offers: { percent_off: 10 }, listing_ids: [y.listingId] });
  });
  after(() => t.close());

  const book = (owner: Owner, clinic: Clinic, slot: string, promoCode?: string) => postJson(t, '/api/payment', {
    paymentType: 300, vendor_listing_id: clinic.listingId, type: 'clinic', slot, info: { summary: 'Check-up' }, pet: { name: 'Biscuit', type: 1 },
    paymentInfo: card, promoCode,
  }, { token: owner.token });
  const paymentOf = async (res: Response) => {
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).to.equal(201);
    const booking = await t.testDb.db('bookings').where({ id: body.result }).first();
    return t.testDb.db('payments').where({ id: booking.payment_id }).first();
  };

  it("records a Petcare promo as Petcare's discount and a clinic's own as the clinic's, and pays the clinic its list price for Petcare's", async () => {
    const viaPetcare = await paymentOf(await book(await createOwner(t), x, slotAt(2, 9), codes.petcare));
    expect(viaPetcare).to.include({ amount_cents: 5400, list_price_cents: 6000, discount_cents: 600, discount_funded_by: 'marketplace' });
    const viaClinic = await paymentOf(await book(await createOwner(t), x, slotAt(2, 10), codes.clinic));
    expect(viaClinic).to.include({ amount_cents: 5400, list_price_cents: 6000, discount_cents: 600, discount_funded_by: 'clinic' });
    const plain = await paymentOf(await book(await createOwner(t), x, slotAt(2, 11)));
    expect(plain).to.include({ amount_cents: 6000, list_price_cents: 6000, discount_cents: 0, discount_funded_by: null });

    const root = client(t);
    expect((await root.post('/api/account/login', { email: x.root.email, password: TEST_PASSWORD, role: 'vendor' })).status).to.equal(200);
    const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offset * 86_400_000));
    const html = await (await root.get(`/app/reports?from=${day(0)}&to=${day(5)}`, { headers: { accept: 'text/html' } })).text();
    const kpis = /data-testid="report-kpis">(.*?)<\/dl>/s.exec(html)![1].replace(/<[^>]+>/g, '|');
    // $60 + $54 (its own promo) + $54 paid by the owner and $6 by Petcare: $174, not $168.
    expect(kpis).to.contain('Revenue||$174.00');
    const money = /data-testid="report-money">(.*?)<\/dl>/s.exec(html)![1].replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');
    expect(money).to.contain('|List price|$180.00|').and.contain('|Promo discounts funded by Petcare|$6.00|')
      .and.contain('|Promo discounts funded by your clinic|- $6.00|').and.contain('|Revenue|$174.00|');
    const summary = await (await root.get(`/api/reports/export.csv?from=${day(0)}&to=${day(5)}&chart=summary`)).text();
    expect(summary).to.contain('list price in USD,180.00').and.contain('promo discounts funded by Petcare in USD,6.00')
      .and.contain('promo discounts funded by the clinic in USD,6.00');
  });

  it("never applies a clinic's promo to another clinic, nor a promo outside the listings it names; nothing is held", async () => {
    const owner = await createOwner(t);
    const before = await t.testDb.db('payments').count({ n: '*' }).first();
    for (const [clinic, code] of [[y, codes.clinic], [x, codes.elsewhere]] as const) {
      const res = await book(owner, clinic, slotAt(3, 9), code);
      expect(res.status).to.equal(400);
      expect(await res.json()).to.deep.include({ status: 'Invalid code' });
    }
    expect(await t.testDb.db('payments').count({ n: '*' }).first()).to.deep.equal(before);
    // The preview says the same where it knows the listing.
    const preview = async (listingId: number, code: string) => (await postJson(t, '/api/payment/check_discount',
      { productId: 2000, price: 60, listingId, code }, { token: owner.token })).json();
    expect(await preview(y.listingId, codes.clinic)).to.deep.equal({ status: 'Invalid code', newPrice: 60 });
    expect(await preview(x.listingId, codes.clinic)).to.include({ status: 'Promo Applied!', newPrice: 54 });
    expect(await preview(x.listingId, codes.elsewhere)).to.deep.equal({ status: 'Invalid code', newPrice: 60 });
    expect(await preview(y.listingId, codes.elsewhere)).to.include({ status: 'Promo Applied!', newPrice: 54 });
  });
});
