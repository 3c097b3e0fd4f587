import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createCustomer, createListing, createUser, createVendor, createVendorLogin, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

const ZONE = 'America/New_York';
interface OutboxEntry { channel: string; to: string; subject: string | null; text: string; meta: { attachments?: Array<{ content: string }> } }

/** A slot the listing offers: `daysAhead` days from now at `hour`:00 in New York. */
const slotAt = (daysAhead: number, hour: number) => moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();

describe("the owner's time zone in booking emails and pages", () => {
  let t: TestApp;
  let vendorId: number;
  let listingId: number;
  let vetToken: string;

  const appointment = (slot: string, extra: Record<string, unknown> = {}) => ({
    paymentType: 300, vendor_listing_id: listingId, type: 'video', slot, info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 },
    paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' }, ...extra,
  });
  const ownerEmailFor = async (email: string): Promise<OutboxEntry> => {
    const outbox = (await (await t.fetch('/dev/outbox.json')).json()) as OutboxEntry[];
    return outbox.find((m) => m.to === email && m.subject?.startsWith('Booking confirmed'))!;
  };
  const zoneOf = async (userId: number) => (await t.testDb.db('users').where({ id: userId }).first()).time_zone;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    listingId = await createListing(db, vendorId, {
      timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());

  it("remembers the zone an owner's browser sends at login, by its canonical name, and never a vet's", async () => {
    const owner = await createUser(t.testDb.db);
    const login = await postJson(t, '/api/account/login', { email: owner.email, password: TEST_PASSWORD, role: 'user', timeZone: 'Asia/Calcutta' });
    expect(login.status).to.equal(200);
    expect(await zoneOf(owner.id)).to.equal('Asia/Kolkata');
    // An unknown zone changes nothing and does not stop the login.
    const odd = await postJson(t, '/api/account/login', { email: owner.email, password: TEST_PASSWORD, role: 'user', timeZone: 'Mars/Olympus' });
    expect(odd.status).to.equal(200);
    expect(await zoneOf(owner.id)).to.equal('Asia/Kolkata');
    const vet = await createVendorLogin(t.testDb.db, vendorId);
    const vetLogin = await postJson(t, '/api/account/login', { email: vet.email, password: TEST_PASSWORD, role: 'vendor', timeZone: 'Asia/Tokyo' });
    expect(vetLogin.status).to.equal(200);
  });

  it("a desk booking mails the owner their last known zone, not the vet's browser zone", async () => {
    const owner = await createUser(t.testDb.db);
    await createCustomer(t.testDb.db, vendorId, owner.id);
    await t.testDb.db('users').where({ id: owner.id }).update({ time_zone: 'Asia/Kolkata' });
    // The vet's wizard runs in Tokyo and says so.
    const res = await postJson(t, '/api/payment', appointment(slotAt(3, 10), { user_id: owner.id, userTZ: 'Asia/Tokyo', waive: true, paymentInfo: undefined }), { token: vetToken });
    expect(res.status).to.equal(201);
    const { result } = await res.json();
    const mail = await ownerEmailFor(owner.email);
    expect(mail.text).to.contain('(America/New_York) clinic time').and.contain('(Asia/Kolkata) your time');
    expect(mail.text).to.not.contain('Asia/Tokyo').and.not.contain('where you are').and.not.contain('at the clinic');
    const booking = await t.testDb.db('bookings').where({ id: result }).first();
    expect(booking.details.userTZ).to.equal('Asia/Kolkata');
    // The vet's browser did not become the owner's zone.
    expect(await zoneOf(owner.id)).to.equal('Asia/Kolkata');
  });

  it("names only the clinic's zone when the owner's is unknown", async () => {
    const owner = await createUser(t.testDb.db);
    await createCustomer(t.testDb.db, vendorId, owner.id);
    const res = await postJson(t, '/api/payment', appointment(slotAt(3, 11), { user_id: owner.id, userTZ: 'Asia/Tokyo', waive: true, paymentInfo: undefined }), { token: vetToken });
    expect(res.status).to.equal(201);
    const mail = await ownerEmailFor(owner.email);
    expect(mail.text).to.match(/When: [^\n]+\(America\/New_York\) clinic time\n/);
    expect(mail.text).to.not.contain('Asia/Tokyo').and.not.contain('your time');
    const booking = await t.testDb.db('bookings').where({ id: (await res.json()).result }).first();
    expect(booking.details.userTZ).to.equal(null);
  });

  it("an owner's own booking records their browser's zone for later desk bookings", async () => {
    const owner = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const res = await postJson(t, '/api/payment', appointment(slotAt(4, 10), { userTZ: 'Europe/Kiev' }), { token });
    expect(res.status).to.equal(201);
    const { result } = await res.json();
    expect(await zoneOf(owner.id)).to.equal('Europe/Kyiv');
    const mail = await ownerEmailFor(owner.email);
    expect(mail.text).to.contain('(Europe/Kyiv) your time').and.not.contain('Europe/Kiev');
    expect(mail.text).to.contain(`Booking ID: PC-${String(result).padStart(6, '0')}`);
    expect(mail.meta.attachments![0].content).to.contain(`Booking ID PC-${String(result).padStart(6, '0')}`);
  });
});
