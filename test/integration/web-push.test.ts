import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { pushEndpoint } from '../setup/push-endpoint.ts';
import { createBooking } from '../factories/index.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic } from './lifecycle-helpers.ts';
import { client, signedInClient } from './accounts-helpers.ts';

const HOUR = 3_600_000;

describe('web push: devices, choices, and notices sent through web-push to the push service', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof pushEndpoint>>;
  let clinic: Clinic;
  before(async () => {
    push = await pushEndpoint();
    t = await startTestApp({}, { pushHttpsAgent: push.httpsAgent });
    clinic = await createClinic(t);
  });
  after(async () => { await t.close(); await push.close(); });

  const db = () => t.testDb.db;

  it('stores an owner\'s device, and sends an appointment reminder through web-push with VAPID, once', async () => {
    const owner = await createOwner(t);
    const c = await signedInClient(t, owner.email, 'user');
    const device = push.device();
    const res = await c.post('/api/push/subscriptions', device);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ kinds: ['appointment', 'message', 'report', 'shelter'], devices: 1 });
    const row = await db()('push_subscriptions').where({ endpoint: device.endpoint }).first();
    expect([row.account_type, Number(row.account_id), row.p256dh]).to.deep.equal(['user', owner.id, device.keys.p256dh]);

    const now = new Date();
    const bookingId = await createBooking(db(), {
      userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(now.getTime() + 23 * HOUR),
      createdAt: new Date(now.getTime() - 72 * HOUR),
    });
    const before = push.requests.length;
    const sent = await t.deps.services.reminders.sendAppointmentReminder({ bookingId, hours: 24 }, now);
    expect(sent).to.include({ email: 'sent', push: 'sent' });
    const received = push.requests.slice(before);
    expect(received).to.have.length(1);
    const [request] = received;
    expect(request.path).to.equal(new URL(device.endpoint).pathname);
    // RFC 8291 payload encryption and an RFC 8292 VAPID signature with the stored public key.
    const { publicKey } = (await db()('app_keys').where({ name: 'vapid' }).first()).value;
    expect(request.headers['content-encoding']).to.equal('aes128gcm');
    expect(request.headers.authorization).to.match(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(request.headers.ttl).to.equal('86400');
    expect(request.body.length).to.be.greaterThan(100);
    // Again: not sent twice (the push channel is claimed like email and SMS).
    expect(await t.deps.services.reminders.sendAppointmentReminder({ bookingId, hours: 24 }, now)).to.include({ push: 'skipped' });
    expect(push.requests.length).to.equal(before + 1);
  });

  it('keeps one VAPID pair: the public key pages get is the one that signs', async () => {
    const key = await t.deps.services.push.publicKey();
    expect((await db()('app_keys').where({ name: 'vapid' }).first()).value.publicKey).to.equal(key);
    expect(key).to.match(/^[\w-]{87}$/);
  });

  it('pushes only the kinds an owner chose, and forgets a device the push service says is gone', async () => {
    const owner = await createOwner(t);
    const c = await signedInClient(t, owner.email, 'user');
    const device = push.device();
    await c.post('/api/push/subscriptions', device);
    expect((await c.form('/app/my-profile/notifications', { kinds: 'shelter' })).status).to.equal(303);
    const before = push.requests.length;
    expect(await t.deps.services.push.toOwners([owner.id], { kind: 'appointment', title: 'x', body: 'y', url: '/app' })).to.equal(0);
    expect(await t.deps.services.push.toOwners([owner.id], { kind: 'shelter', title: 'x', body: 'y', url: '/app' })).to.equal(1);
    expect(push.requests.length).to.equal(before + 1);
    push.markGone(device.endpoint);
    expect(await t.deps.services.push.toOwners([owner.id], { kind: 'shelter', title: 'x', body: 'y', url: '/app' })).to.equal(0);
    expect(await db()('push_subscriptions').where({ endpoint: device.endpoint }).first()).to.equal(undefined);
  });

  it('pushes a new booking to the clinic\'s logins that turned notifications on', async () => {
    const vet = await signedInClient(t, clinic.root.email, 'vendor');
    const device = push.device();
    expect((await vet.post('/api/push/subscriptions', device)).status).to.equal(200);
    const before = push.requests.length;
    await bookPaid(t, clinic, await createOwner(t), slotAt(3, 10));
    const received = push.requests.slice(before);
    expect(received.map((r) => r.path)).to.deep.equal([new URL(device.endpoint).pathname]);
  });

  it('refuses a malformed subscription with a clear message and stores nothing; visitors cannot subscribe', async () => {
    const owner = await createOwner(t);
    const c = await signedInClient(t, owner.email, 'user');
    const res = await c.post('/api/push/subscriptions', { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } });
    expect(res.status).to.equal(400);
    expect(JSON.stringify(await res.json())).to.contain('This device could not be registered for notifications.');
    expect(await db()('push_subscriptions').where({ account_type: 'user', account_id: owner.id })).to.have.length(0);
    expect((await client(t).post('/api/push/subscriptions', push.device())).status).to.equal(401);
    // Unknown kinds are refused.
    expect((await c.form('/app/my-profile/notifications', { kinds: 'everything' })).status).to.equal(400);
  });

  it('lets a person forget only their own devices', async () => {
    const a = await createOwner(t);
    const b = await createOwner(t);
    const device = push.device();
    await (await signedInClient(t, a.email, 'user')).post('/api/push/subscriptions', device);
    await (await signedInClient(t, b.email, 'user')).post('/api/push/subscriptions/delete', { endpoint: device.endpoint });
    expect(await db()('push_subscriptions').where({ endpoint: device.endpoint }).first()).to.not.equal(undefined);
  });
});
