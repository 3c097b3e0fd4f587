import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import {
  createApiToken, createBooking, createHealthRecord, createListing, createPayment, createPet, createUser, createVendor, createVendorLogin,
  TEST_PASSWORD,
} from '../factories/index.ts';
import { client, signedInClient } from './accounts-helpers.ts';
import { ACCOUNT_DELETION, ERASURE_DAYS } from '../../contracts/profile.ts';
import { MESSAGES } from '../../contracts/account-rules.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import type { LocalStorage } from '../../server/adapters/storage.ts';

const DAY = 86_400_000;
const html = { accept: 'text/html' };

describe('an owner deletes their account', function () {
  this.timeout(60_000);
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  /** An owner with a pet, a record with an uploaded file, a share link, an API token, a paid booking ahead and a visit behind. */
  async function ownerWorld() {
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const vet = await createVendorLogin(db, vendorId);
    const listingId = await createListing(db, vendorId, { title: 'Erasure Test Clinic' });
    const owner = await createUser(db, { first_name: 'Olivia' });
    const petId = await createPet(db, owner.id, { name: 'Pickles' });
    const key = `private/phr/${owner.id}/scan.pdf`;
    await (t.deps.adapters.storage as LocalStorage).write(key, Buffer.from('%PDF-1.4 scan'), 'application/pdf');
    const [file] = await db('files').insert({
      owner_type: 'user', owner_id: owner.id, key, name: 'scan.pdf', content_type: 'application/pdf', access: 'private',
      service_type: 'phr', status: 'uploaded', size_bytes: 13,
    }).returning('id');
    const recordId = await createHealthRecord(db, {
      userId: owner.id, petId, subcategory: 'medications', details: { name: 'Allergy tablets', date: '2026-10-01', files: [Number(file.id)] },
    });
    const viewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Olivia', lastName: 'Owner', pic: null } satisfies Viewer;
    const link = await t.deps.services.petShareLinks.create(viewer, { petId }, new Date());
    const token = await createApiToken(db, { kind: 'user', id: owner.id });
    const paymentId = await createPayment(db, {
      userId: owner.id, vendorId, amountCents: 2500, paymentType: 1, productId: 5000, status: 'captured', gatewayRef: `test-${owner.id}`,
    });
    const ahead = await createBooking(db, {
      userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 5 * DAY), status: 0, paymentId, type: 'video',
      pet: { id: petId, name: 'Pickles' }, summary: 'Itchy paws',
    });
    const behind = await createBooking(db, {
      userId: owner.id, vendorId, listingId, slot: new Date(Date.now() - 5 * DAY), status: 1, pet: { id: petId, name: 'Pickles' },
    });
    return { owner, vet, vendorId, petId, recordId, key, link, token, ahead, behind, paymentId };
  }

  it('refuses a wrong or missing password, a clinic login and a visitor, and changes nothing', async () => {
    const w = await ownerWorld();
    const owner = await signedInClient(t, w.owner.email, 'user');
    const wrong = await owner.post('/api/account/delete', { password: 'not-my-password' });
    expect(wrong.status).to.equal(400);
    expect((await wrong.json()).error.fields.password).to.equal(ACCOUNT_DELETION.wrongPassword);
    const empty = await owner.post('/api/account/delete', {});
    expect(empty.status).to.equal(400);
    expect(JSON.stringify(await empty.json())).to.contain(ACCOUNT_DELETION.passwordRequired);
    const vet = await signedInClient(t, w.vet.email, 'vendor');
    expect((await vet.post('/api/account/delete', { password: TEST_PASSWORD })).status).to.equal(403);
    expect((await client(t).post('/api/account/delete', { password: TEST_PASSWORD })).status).to.equal(401);

    const row = await t.testDb.db('users').where({ id: w.owner.id }).first();
    expect(row.deleted_at).to.equal(null);
    expect((await owner.get('/app/my-pets', { headers: html })).status).to.equal(200);
    expect((await t.testDb.db('bookings').where({ id: w.ahead }).first()).status).to.equal(0);
    // A live account is mailed a reset link (the deleted one below is not).
    await client(t).post('/api/account/forgot', { email: w.owner.email, role: 'user' });
    expect(await t.testDb.db('outbox_messages').where({ to: w.owner.email })).to.have.length(1);
  });

  it('signs the owner out everywhere at once, ends tokens and share links, and cancels what is ahead with its refund', async () => {
    const w = await ownerWorld();
    const here = await signedInClient(t, w.owner.email, 'user');
    const elsewhere = await signedInClient(t, w.owner.email, 'user');
    const shared = new URL(w.link.url).pathname;
    expect((await t.fetch(shared)).status).to.equal(200);

    const res = await here.post('/api/account/delete', { password: TEST_PASSWORD });
    expect(res.status).to.equal(200);
    expect((await res.json()).msg).to.equal(ACCOUNT_DELETION.deleted);

    for (const c of [here, elsewhere]) expect((await c.get('/app/my-pets', { headers: html })).status).to.equal(302);
    const again = await client(t).post('/api/account/login', { email: w.owner.email, password: TEST_PASSWORD, role: 'user' });
    expect(again.status).to.equal(401);
    expect(JSON.stringify(await again.json())).to.contain(MESSAGES.loginFailed);
    const api = await t.fetch('/api/gql', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(api.status).to.equal(401);
    expect((await t.fetch(shared)).status).to.not.equal(200);

    const ahead = await t.testDb.db('bookings').where({ id: w.ahead }).first();
    expect(ahead.status).to.equal(3);
    expect(ahead.details.canceled.reason).to.equal(ACCOUNT_DELETION.cancelReason);
    const refund = await t.testDb.db('refunds').where({ payment_id: w.paymentId }).first();
    expect(Number(refund.amount_cents)).to.equal(2500);
    expect((await t.testDb.db('bookings').where({ id: w.behind }).first()).status).to.equal(1);

    // Nothing brings the account back: a password reset mails nothing.
    const before = await t.testDb.db('outbox_messages').where({ to: w.owner.email }).count<{ count: string }[]>('* as count');
    await client(t).post('/api/account/forgot', { email: w.owner.email, role: 'user' });
    const after = await t.testDb.db('outbox_messages').where({ to: w.owner.email }).count<{ count: string }[]>('* as count');
    expect(Number(after[0].count)).to.equal(Number(before[0].count));
  });

  it(`erases the personal data ${ERASURE_DAYS} days later, keeping bookings and payments as "Deleted owner"`, async () => {
    const w = await ownerWorld();
    const owner = await signedInClient(t, w.owner.email, 'user');
    const ownerViewer = { kind: 'user', id: w.owner.id, email: w.owner.email, role: 'user', firstName: 'Olivia', lastName: 'Owner', pic: null } satisfies Viewer;
    await t.deps.services.threads.send(ownerViewer, w.ahead, { body: 'Pickles is limping again', fileIds: [] }, new Date());
    expect((await owner.post('/api/account/delete', { password: TEST_PASSWORD })).status).to.equal(200);
    const db = t.testDb.db;
    const now = new Date();

    expect((await t.deps.services.erasure.eraseDue(new Date(now.getTime() + (ERASURE_DAYS - 1) * DAY))).erased).to.equal(0);
    expect((await db('pets').where({ id: w.petId })).length).to.equal(1);

    const done = await t.deps.services.erasure.eraseDue(new Date(now.getTime() + (ERASURE_DAYS + 1) * DAY));
    expect(done.erased).to.be.at.least(1);
    const user = await db('users').where({ id: w.owner.id }).first();
    expect(user).to.include({ first_name: 'Deleted', last_name: 'owner', email: `deleted-${w.owner.id}@erased.invalid`, phone: null });
    expect(user.erased_at).to.not.equal(null);
    expect(await db('pets').where({ user_id: w.owner.id })).to.deep.equal([]);
    expect(await db('health_records').where({ user_id: w.owner.id })).to.deep.equal([]);
    expect(await db('files').where({ owner_type: 'user', owner_id: w.owner.id })).to.deep.equal([]);
    expect(await t.deps.adapters.storage.stat(w.key)).to.equal(null);

    const visit = await db('bookings').where({ id: w.behind }).first();
    expect(visit.details.user).to.deep.include({ first_name: 'Deleted', last_name: 'owner', phone: null });
    expect(visit.details.pet).to.equal(null);
    expect(JSON.stringify(visit.details)).to.not.contain('Pickles');
    expect((await db('thread_messages').where({ sender_kind: 'user', sender_id: w.owner.id })).map((m) => m.body)).to.deep.equal(['']);
    expect(Number((await db('payments').where({ id: w.paymentId }).first()).amount_cents)).to.equal(2500);

    const vet = await signedInClient(t, w.vet.email, 'vendor');
    const page = await (await vet.get(`/app/appointments/${w.behind}`, { headers: html })).text();
    expect(page).to.contain('Deleted owner').and.not.contain('Olivia');
    // In Spanish, the erased owner is named in Spanish on the detail page and on the list's card.
    const spanish = await (await vet.get(`/app/appointments/${w.behind}?lang=es`, { headers: html })).text();
    expect(spanish).to.contain('<html lang="es">').and.match(/data-testid="customer-name"[^>]*>(<[^>]+>)*Dueño eliminado</);
    const list = await (await vet.get('/app/appointments?lang=es', { headers: html })).text();
    expect(list).to.match(/class="appointment-heading">Dueño eliminado</).and.not.match(/class="appointment-heading">Deleted owner</);
  });
});
