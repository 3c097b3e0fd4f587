import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createHouseCallArea, createListing, createUser, createVendor } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { PUBLIC_PATHS } from '../../views/pages/marketing/content/index.ts';
import { CHARGED_CENTS, HOUSE_VISIT_SAVING_CENTS, QUOTED_CENTS } from '../../contracts/products.ts';
import { islandPropsOf } from '../setup/island-props.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
const card = { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' };

function slotAt(daysAhead: number, hour: number): string {
  return moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();
}

/** Every `$N` figure a page shows, in cents. */
function figuresIn(html: string): number[] {
  return [...html.matchAll(/\$(\d[\d,]*)(?:\.(\d{2}))?(?!\d)/g)].map((m) => Number(m[1].replace(/,/g, '')) * 100 + Number(m[2] ?? 0));
}

/** The text of the first element with `className`, tags stripped. */
function textOf(html: string, className: string): string {
  const match = new RegExp(`class="${className}"[^>]*>([\\s\\S]*?)</`).exec(html);
  expect(match, `an element .${className}`).to.not.equal(null);
  return match![1].replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}

/** The single figure in a piece of copy, in cents. */
function figureOf(text: string): number {
  const figures = figuresIn(text);
  expect(figures, text).to.have.length(1);
  return figures[0];
}

/**
 * What a page advertises is what its flow charges: the figure is read from the
 * page, then the flow is run and the captured amount compared with it.
 */
describe('advertised prices are the prices charged', () => {
  let t: TestApp;
  let listingId: number;
  let eListingId: number;
  let ownerToken: string;

  before(async () => {
    t = await startTestApp();
    // A practice making house calls to the test address (Springfield, IL 62701).
    await createHouseCallArea(t.testDb.db, await createVendor(t.testDb.db), { zipcodes: ['62701'] });
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    // A practice's own 20-minute video consultation at $55, as the clinics price theirs.
    listingId = await createListing(db, vendorId, {
      timezone: ZONE,
      consultations: [
        { type: 'video', enabled: true, duration: 20, price: 55, schedule: EVERY_DAY },
        { type: 'phone', enabled: true, duration: 30, price: 30, schedule: EVERY_DAY },
      ],
    });
    // A practice offering a video consultation on the e-Consultation's terms.
    eListingId = await createListing(db, vendorId, {
      timezone: ZONE,
      consultations: [
        { type: 'video', enabled: true, duration: 15, price: 25, schedule: EVERY_DAY },
        { type: 'phone', enabled: true, duration: 15, price: 25, schedule: EVERY_DAY },
      ],
    });
    const owner = await createUser(db);
    ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
  });
  after(() => t.close());

  const page = async (path: string) => (await t.fetch(path)).text();
  const capturedCents = async (res: Response) => {
    expect(res.status).to.equal(201);
    const booking = await t.testDb.db('bookings').where({ id: (await res.json()).result }).first();
    const payment = await t.testDb.db('payments').where({ id: booking.payment_id }).first();
    expect(payment.status).to.equal('captured');
    return { cents: Number(payment.amount_cents), productId: Number(payment.product_id), booking };
  };

  it('sells the e-Consultation at the figure its pages advertise, and the same call with the same vet at one price from every entry point', async () => {
    const landing = await page('/e-consultation/');
    const advertised = figureOf(textOf(landing, 'fact-figure'));
    expect(figureOf(/<title>([^<]*)<\/title>/.exec(landing)![1])).to.equal(advertised);
    const order = await page('/e-consultation/order');
    expect(figureOf(textOf(order, 'card-price'))).to.equal(advertised);
    // The order page's wizard is told the product only: prices are the listings' own.
    expect(islandPropsOf<{ product: unknown }>(order, 'booking-wizard').product).to.deep.equal({ productId: 8000 });

    // It lists only the vets offering the e-Consultation (a video call on its terms), at their listings' price.
    const listed = await graphqlAs(t, 'query($p: Int) { vendorServices(type: "video", product: $p, limit: 20) { id price duration productId } }', { p: 8000 });
    expect(listed.errors).to.equal(undefined);
    expect(listed.data.vendorServices).to.deep.equal([{ id: String(eListingId), price: advertised / 100, duration: 15, productId: 8000 }]);

    // The wizard's payment from that page charges the advertised figure...
    const body = {
      paymentType: 300, productId: 8000, vendor_listing_id: eListingId, type: 'video', slot: slotAt(2, 10), price: 1, newPrice: 1,
      info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 }, paymentInfo: card,
    };
    const preview = await (await postJson(t, '/api/payment/check_discount', { productId: 8000, price: advertised / 100 }, { token: ownerToken })).json();
    expect(preview).to.deep.equal({ status: '', newPrice: advertised / 100 });
    const charged = await capturedCents(await postJson(t, '/api/payment', body, { token: ownerToken }));
    expect(charged).to.include({ cents: advertised, productId: 8000 });
    expect(charged.booking.details.details.price).to.equal(advertised / 100);
    // ...and so does the same call with the same vet booked from the vet list: one price, one length.
    const direct = await capturedCents(await postJson(t, '/api/payment', { ...body, productId: undefined, slot: slotAt(2, 11) }, { token: ownerToken }));
    expect(direct).to.include({ cents: advertised, productId: 4000 });
    expect(Number(direct.booking.duration)).to.equal(Number(charged.booking.duration));

    // A practice's own 20-minute video call at $55 is never sold as the e-Consultation at $25: refused, nothing charged.
    const payments = await t.testDb.db('payments').count({ n: '*' }).first();
    const refused = await postJson(t, '/api/payment', { ...body, vendor_listing_id: listingId, slot: slotAt(2, 12) }, { token: ownerToken });
    expect(refused.status).to.equal(400);
    expect((await refused.json()).status).to.equal('This vet does not offer the e-Consultation: choose another vet.');
    expect(await t.testDb.db('payments').count({ n: '*' }).first()).to.deep.equal(payments);
    const own = await capturedCents(await postJson(t, '/api/payment', { ...body, productId: undefined, vendor_listing_id: listingId, slot: slotAt(2, 12) }, { token: ownerToken }));
    expect(own).to.include({ cents: 5500, productId: 4000 });
    // The e-Consultation is a video consultation only.
    const phone = await postJson(t, '/api/payment', { ...body, type: 'phone', slot: slotAt(2, 13) }, { token: ownerToken });
    expect(phone.status).to.equal(400);
  });

  it('charges the house-call package the figure its landing and order pages advertise', async () => {
    const landing = await page('/vet-house-call/');
    const advertised = figureOf(/<title>([^<]*)<\/title>/.exec(landing)![1]);
    expect(figureOf(textOf(landing, 'fact-figure'))).to.equal(advertised);
    const owner = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const orderPage = await (await t.fetch('/vet-house-call/order', { headers: { authorization: `Bearer ${token}` } })).text();
    expect(figureOf(textOf(orderPage, 'order-price'))).to.equal(advertised);
    const stored = await postJson(t, '/api/orders', {
      productId: 3000, details: { primaryPhone: '212-555-0199', address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' },
    }, { token });
    const { orderId } = await stored.json();
    const paid = await postJson(t, '/api/payment', { paymentType: 100, orderId, paymentInfo: card }, { token });
    expect(paid.status).to.equal(201);
    const order = await t.testDb.db('orders').where({ id: orderId }).first();
    expect(Number((await t.testDb.db('payments').where({ id: order.payment_id }).first()).amount_cents)).to.equal(advertised);
  });

  it('shows on every public page only figures Petcare charges or quotes by name, and none for practice-priced consultations', async () => {
    const allowed = new Set<number>([...Object.values(CHARGED_CENTS), ...Object.values(QUOTED_CENTS), HOUSE_VISIT_SAVING_CENTS]);
    for (const path of PUBLIC_PATHS) {
      const stray = figuresIn(await page(path)).filter((cents) => !allowed.has(cents));
      expect(stray, `figures on ${path}`).to.deep.equal([]);
    }
    // Phone and clinic consultations are priced by each practice: their pages quote no figure.
    for (const path of ['/talk-to-a-vet/', '/talk-to-a-vet/order', '/vet-appointments/']) {
      const html = await page(path);
      const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(figuresIn(body.replace(/e-Consultation costs \$\d+/g, '')), path).to.deep.equal([]);
    }
  });
});
