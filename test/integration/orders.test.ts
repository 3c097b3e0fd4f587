import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createHouseCallArea, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

const HOUSE = 3000;
const OPINION = 7000;
const address = { primaryPhone: '212-555-0199', address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' };
const card = (number: string = TEST_CARDS.approve) => ({ cardNumber: number, name: 'Olive Owner', ccv: '123', expDt: '2030-01' });

describe('service orders: the one-shot form of /api/payment (paymentType 100) and the order pages', () => {
  let t: TestApp;
  let ownerId: number;
  let ownerEmail: string;
  let ownerToken: string;
  let otherToken: string;
  let otherId: number;
  let vetToken: string;
  let petId: number;

  const pay = (body: Record<string, unknown>, options: { token?: string; key?: string } = {}) => postJson(t, '/api/payment', body, options);
  const house = (details: Record<string, unknown> = address, extra: Record<string, unknown> = {}) =>
    ({ paymentType: 100, productId: HOUSE, details, paymentInfo: card(), ...extra });
  const userToken = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'user', id });
  const upload = (token: string, body: Record<string, unknown>, access = 'private') =>
    t.fetch(`/api/files/${access}`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
    });

  before(async () => {
    t = await startTestApp();
    // A practice making house calls to the test address (Springfield, IL 62701).
    await createHouseCallArea(t.testDb.db, await createVendor(t.testDb.db), { zipcodes: ['62701'] });
    const db = t.testDb.db;
    const owner = await createUser(db);
    ownerId = owner.id;
    ownerEmail = owner.email;
    ownerToken = await userToken(owner.id);
    const other = await createUser(db);
    otherId = other.id;
    otherToken = await userToken(other.id);
    const vendorId = await createVendor(db);
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
    petId = await createPet(db, ownerId, { name: 'Rex', type: 1, breed: 'Beagle' });
  });
  after(() => t.close());

  it('orders the house-call package at $360 from the product data, ignoring a tampered price, and emails the owner', async () => {
    const res = await pay(house({ ...address, price: 1 }, { price: 1, newPrice: 0 }), { token: ownerToken });
    expect(res.status).to.equal(201);
    const { result } = await res.json();
    const order = await t.testDb.db('orders').where({ id: result }).first();
    expect(order).to.include({ status: 'paid', user_id: ownerId, product_id: HOUSE });
    // Typed as 212-555-0199, stored as the 10 digits like every number.
    expect(order.details).to.include({ price: 360, primaryPhone: '2125550199', address: '1 Main St, Springfield, IL 62701', secondaryPhone: null });
    const payment = await t.testDb.db('payments').where({ id: order.payment_id }).first();
    expect(payment).to.include({ status: 'captured', amount_cents: 36000, payment_type: 100, product_id: HOUSE });
    const mail = await t.testDb.db('outbox_messages').where({ to: ownerEmail }).orderBy('id', 'desc').first();
    expect(mail.subject).to.contain(`#${result}`);
    expect(mail.text).to.contain('$360.00');
  });

  it('answers each house-call validation message and saves nothing', async () => {
    const before = await t.testDb.db('orders').count<{ count: number }[]>({ count: '*' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...address, primaryPhone: '' }, 'primaryPhone', 'Please enter your primary phone'],
      [{ ...address, primaryPhone: 'call me' }, 'primaryPhone', 'Please enter a valid phone number'],
      [{ ...address, secondaryPhone: 'x' }, 'secondaryPhone', 'Please enter a valid phone number'],
      [{ ...address, primaryPhone: '212 555 019' }, 'primaryPhone', 'Please enter a valid phone number'],
      [{ ...address, address: ' ' }, 'address', 'Please enter your address'],
      [{ ...address, city: undefined }, 'city', 'Please enter your city'],
      [{ ...address, state: '' }, 'state', 'Please choose your state'],
      [{ ...address, zipcode: '' }, 'zipcode', 'Please enter your zipcode'],
      [{ ...address, zipcode: 'abc' }, 'zipcode', 'Please enter a valid zipcode'],
    ];
    for (const [details, field, message] of cases) {
      const res = await pay(house(details), { token: ownerToken });
      expect(res.status, field).to.equal(400);
      const body = await res.json();
      expect(body).to.include({ result: 'Error', status: message });
      expect(body.fields[field]).to.equal(message);
    }
    const card400 = await pay(house(address, { paymentInfo: { ...card(), cardNumber: '123' } }), { token: ownerToken });
    expect(card400.status).to.equal(400);
    expect((await card400.json()).status).to.equal('Please enter a valid card number (13 to 16 digits)');
    // A card whose expiry month has passed (January 2020) is refused at the expiry field before anything is stored.
    const expired = await pay(house(address, { paymentInfo: { ...card(), expDt: '2020-01' } }), { token: ownerToken });
    expect(expired.status).to.equal(400);
    expect(await expired.json()).to.deep.include({ result: 'Error', status: 'This card has expired', fields: { expDt: 'This card has expired' } });
    const unknown = await pay({ paymentType: 100, productId: 9999, details: address, paymentInfo: card() }, { token: ownerToken });
    expect((await unknown.json()).status).to.equal('Sorry something went wrong');
    const after = await t.testDb.db('orders').count<{ count: number }[]>({ count: '*' });
    expect(Number(after[0].count)).to.equal(Number(before[0].count));
  });

  it('keeps a declined order awaiting payment with its payment failed, and says why', async () => {
    const res = await pay(house(address, { paymentInfo: card(TEST_CARDS.decline) }), { token: ownerToken, key: 'decline-1' });
    expect(res.status).to.equal(402);
    expect(await res.json()).to.deep.equal({ result: 'Error', status: 'Your card was declined.' });
    const payment = await t.testDb.db('payments').where({ idempotency_key: 'decline-1' }).first();
    expect(payment.status).to.equal('failed');
    const order = await t.testDb.db('orders').where({ payment_id: payment.id }).first();
    expect(order.status).to.equal('new');
    expect(Number(payment.details.orderId)).to.equal(Number(order.id));
  });

  it('returns the first result for a retried Idempotency-Key and charges once', async () => {
    const ordersBefore = await t.testDb.db('orders').where({ user_id: ownerId }).count<{ c: number }[]>({ c: '*' });
    const first = await (await pay(house(), { token: ownerToken, key: 'house-retry' })).json();
    const again = await pay(house(), { token: ownerToken, key: 'house-retry' });
    expect(again.status).to.equal(201);
    expect(await again.json()).to.deep.equal(first);
    const payments = await t.testDb.db('payments').where({ idempotency_key: 'house-retry' });
    expect(payments).to.have.length(1);
    expect(await t.testDb.db('orders').where({ payment_id: payments[0].id })).to.have.length(1);
    // The retry stored no second order either.
    const ordersAfter = await t.testDb.db('orders').where({ user_id: ownerId }).count<{ c: number }[]>({ c: '*' });
    expect(Number(ordersAfter[0].c)).to.equal(Number(ordersBefore[0].c) + 1);
  });

  it('refuses someone else\'s Idempotency-Key with 409, telling them nothing of the first order', async () => {
    const first = await pay(house(), { token: ownerToken, key: 'house-owners-key' });
    expect(first.status).to.equal(201);
    const stranger = await userToken((await createUser(t.testDb.db)).id);
    const replay = await pay(house(), { token: stranger, key: 'house-owners-key' });
    expect(replay.status).to.equal(409);
    expect(await replay.json()).to.deep.equal({ result: 'Error', status: 'Sorry something went wrong' });
    expect(await t.testDb.db('payments').where({ idempotency_key: 'house-owners-key' })).to.have.length(1);
  });

  it('stores one order and charges once when a same-key retry races the first request', async () => {
    const count = async () => Number((await t.testDb.db('orders').where({ user_id: ownerId }).count<{ c: number }[]>({ c: '*' }))[0].c);
    const before = await count();
    const answers = await Promise.all([pay(house(), { token: ownerToken, key: 'house-race' }), pay(house(), { token: ownerToken, key: 'house-race' })]);
    // The loser answers with the winner's outcome, or 409 while that is still being charged.
    expect(answers.map((r) => r.status)).to.include(201);
    for (const r of answers) expect([201, 409]).to.include(r.status);
    expect(await t.testDb.db('payments').where({ idempotency_key: 'house-race' })).to.have.length(1);
    expect(await count()).to.equal(before + 1);
  });

  it('lets only owners order: anonymous 401, vendors 403', async () => {
    const anonymous = await pay(house());
    expect(anonymous.status).to.equal(401);
    expect((await anonymous.json()).result).to.equal('Error');
    const vendor = await pay(house(), { token: vetToken });
    expect(vendor.status).to.equal(403);
  });

  describe('second opinion', () => {
    const opinion = (details: Record<string, unknown>) => ({
      paymentType: 100, productId: OPINION, paymentInfo: card(),
      details: { petId, firstOpinion: 'Allergy', query: 'Is it food?', authorization: true, files: [], ...details },
    });

    it('answers each validation message', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ petId: undefined }, 'petId', 'Please select a pet'],
        [{ firstOpinion: '' }, 'firstOpinion', 'Please enter the first opinion'],
        [{ query: ' ' }, 'query', 'Please enter your query'],
        [{ authorization: false }, 'authorization', 'Please authorize us to review your pet\'s records'],
      ];
      for (const [details, field, message] of cases) {
        const body = await (await pay(opinion(details), { token: ownerToken })).json();
        expect(body.fields?.[field], field).to.equal(message);
      }
    });

    it('refuses another owner\'s pet and files, and attaches the owner\'s own uploads', async () => {
      const notMine = await pay(opinion({}), { token: otherToken });
      expect(notMine.status).to.equal(400);
      expect((await notMine.json()).status).to.equal('Please select a pet');

      const grant = await (await upload(ownerToken, { fileName: 'Lab Results.pdf', fileType: 'application/pdf', serviceType: 'smo_service' })).json();
      const put = await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4' });
      expect(put.status).to.equal(200);
      const otherPet = { id: await createPet(t.testDb.db, otherId, { name: 'Tom', type: 2 }) };
      const stolen = await pay({ ...opinion({ petId: Number(otherPet.id), files: [grant.fileId] }) }, { token: otherToken });
      expect(stolen.status).to.equal(400);
      expect((await stolen.json()).fields.files).to.equal('One of the files cannot be attached.');

      const res = await pay(opinion({ files: [grant.fileId] }), { token: ownerToken });
      expect(res.status).to.equal(201);
      const order = await t.testDb.db('orders').where({ id: (await res.json()).result }).first();
      expect(order.details).to.include({ petId, petName: 'Rex', petBreed: 'Beagle', price: 95 });
      expect(order.details.files.map((f: { id: number }) => f.id)).to.deep.equal([grant.fileId]);
    });
  });

  describe('uploads (/api/files/:accessType)', () => {
    it('signs a private upload under its key and records a pending file owned by the viewer', async () => {
      const res = await upload(ownerToken, { fileName: '../My X-ray!.png', fileType: 'image/png', serviceType: 'phr' });
      expect(res.status).to.equal(201);
      const body = await res.json();
      expect(body).to.have.keys('fileId', 'fileUrl', 'uploadUrl');
      const row = await t.testDb.db('files').where({ id: body.fileId }).first();
      expect(row).to.include({ access: 'private', service_type: 'phr', owner_type: 'user', owner_id: ownerId, status: 'pending', content_type: 'image/png' });
      expect(row.key).to.match(new RegExp(`^private/phr/${ownerId}/[0-9a-f-]{36}-my-x-ray-.png$`));
      expect(body.uploadUrl).to.contain(`/files/${row.key}?`);
      const put = await fetch(`${t.baseUrl}${body.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'png' });
      expect(put.status).to.equal(200);
      expect((await fetch(`${t.baseUrl}/files/${row.key}`)).status).to.equal(403);
      expect((await fetch(`${t.baseUrl}${body.fileUrl}`)).status).to.equal(200);
    });

    it('enforces type, size, access and who may upload', async () => {
      const cases: Array<[string, Record<string, unknown>, string, number, string]> = [
        [ownerToken, { fileName: 'a.exe', fileType: 'application/x-msdownload', serviceType: 'smo_service' }, 'private', 400, 'This file type is not allowed.'],
        [ownerToken, { fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'user_avatar' }, 'public', 400, 'This file type is not allowed.'],
        [ownerToken, { fileName: 'a.svg', fileType: 'image/svg+xml', serviceType: 'user_avatar' }, 'public', 400, 'This file type is not allowed.'],
        [ownerToken, { fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'smo_service', fileSize: 11 * 1024 * 1024 }, 'private', 400, 'The file is too large.'],
        [ownerToken, { fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'smo_service' }, 'public', 400, 'This file cannot be stored with that access.'],
        [ownerToken, { fileName: 'a.png', fileType: 'image/png', serviceType: 'phr' }, 'shared', 400, 'This file cannot be stored with that access.'],
        [ownerToken, { fileName: 'a.png', fileType: 'image/png', serviceType: 'cat_pictures' }, 'public', 400, 'This kind of upload is not supported.'],
        [ownerToken, { fileName: 'a.png', fileType: 'image/png', serviceType: 'brand_logo' }, 'public', 403, 'You cannot upload this kind of file.'],
        [vetToken, { fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'smo_service' }, 'private', 403, 'You cannot upload this kind of file.'],
      ];
      for (const [token, body, access, status, message] of cases) {
        const res = await upload(token, body, access);
        expect(res.status, message).to.equal(status);
        expect((await res.json()).error.message).to.equal(message);
      }
      const logo = await upload(vetToken, { fileName: 'logo.png', fileType: 'image/png', serviceType: 'brand_logo' }, 'public');
      expect(logo.status).to.equal(201);
      const anonymous = await t.fetch('/api/files/private', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fileName: 'a.pdf', fileType: 'application/pdf', serviceType: 'phr' }),
      });
      expect(anonymous.status).to.equal(401);
    });

    it('refuses bytes beyond the signed size or of another type', async () => {
      const grant = await (await upload(ownerToken, { fileName: 'a.png', fileType: 'image/png', serviceType: 'user_avatar' }, 'public')).json();
      const wrongType = await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: '<script>' });
      expect(wrongType.status).to.equal(400);
      const big = await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.alloc(5 * 1024 * 1024 + 1) });
      expect(big.status).to.equal(400);
    });
  });

  describe('order pages', () => {
    for (const path of ['/vet-house-call/order', '/second-medical-opinion/order']) {
      it(`sends a visitor from ${path} to log in, tells a vet it needs an owner account, and shows the owner the form`, async () => {
        const anonymous = await t.fetch(path);
        expect(anonymous.status).to.equal(302);
        expect(anonymous.headers.get('location')).to.equal(`/login/?redirectUrl=${encodeURIComponent(path)}`);
        const vet = await t.fetch(path, { headers: { authorization: `Bearer ${vetToken}`, accept: 'text/html' } });
        expect(vet.status).to.equal(403);
        expect(await vet.text()).to.contain('This needs a pet-owner account');
        const res = await t.fetch(path, { headers: { authorization: `Bearer ${ownerToken}` } });
        expect(res.status).to.equal(200);
        const html = await res.text();
        expect(html).to.contain('data-island="order-form"');
        if (path.startsWith('/second')) expect(html).to.contain('>Rex</option>');
        else expect(html).to.contain('$360 a year');
        const slash = await t.fetch(`${path}/`, { headers: { authorization: `Bearer ${ownerToken}` } });
        expect(slash.headers.get('location')).to.equal(path);
      });
    }
  });
});
