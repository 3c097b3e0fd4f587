import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import {
  createApiToken, createCoOwnerGrant, createHealthRecord, createListing, createPet, createUser, createVendor, createVendorLogin, createWebsite, EVERY_DAY,
} from '../factories/index.ts';
import { lastMessageTo, signedInClient } from './accounts-helpers.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { CO_OWNER_MESSAGES } from '../../contracts/co-owners.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const ZONE = 'America/New_York';
const slotAt = (daysAhead: number, hour: number) => moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();
const PETS = 'query { pets { id name sharedBy sharedLevel } }';
const RECORDS = 'query($p: ID) { healthRecords(petId: $p) { id editable } }';
const SAVE_RECORD = 'mutation($input: HealthRecordInput!) { saveHealthRecord(input: $input) { record { id } } }';
const DELETE_RECORD = 'mutation($id: ID!) { deleteHealthRecord(id: $id) { id } }';
const SAVE_PET = 'mutation($input: PetInput!) { savePet(input: $input) { pet { id name } } }';
const DELETE_PET = 'mutation($id: ID!) { deletePet(id: $id) { id } }';
const SHARE_LINK = 'mutation($p: ID!) { createPetShareLink(petId: $p) { link { id } } }';
const code = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code ?? 'OK';

/**
 * Co-owners: an owner invites by email to one pet or all at a level; the invitee accepts by a single-use link
 * bound to their address; then what each level may do with the owner's pets, records, files, bookings and share
 * links is the one rule of server/domain/pets/pet-access.ts, read on every request.
 */
describe('co-owners: invitations, levels and revocation', function () {
  this.timeout(60_000);
  let t: TestApp;
  let ann: { id: number; email: string };
  let annViewer: Viewer;
  let rex: number;
  let mia: number;
  let record: number;
  let fileId: number;
  let listing: number;
  const asUser = (u: { id: number; email: string }, firstName = 'Ann'): Viewer => ({
    kind: 'user', id: u.id, email: u.email, role: 'user', firstName, lastName: 'Owner', pic: null,
  });
  const tokenOf = async (email: string) => /token=([A-Za-z0-9_-]{43})/.exec((await lastMessageTo(t, email))?.text ?? '')?.[1] ?? '';
  const refusal = async (p: Promise<unknown>) => p.then(() => 'OK', (err: { code?: string; message: string }) => `${err.code}: ${err.message}`);

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    ann = await createUser(db, { first_name: 'Ann' });
    annViewer = asUser(ann);
    rex = await createPet(db, ann.id, { name: 'Rex' });
    mia = await createPet(db, ann.id, { name: 'Mia', type: 2 });
    record = await createHealthRecord(db, { userId: ann.id, petId: rex, details: { name: 'Rabies', date: '2026-01-10' } });
    const [file] = await db('files').insert({
      key: `records/${Date.now()}/lab.pdf`, access: 'private', service_type: 'phr', name: 'lab.pdf', owner_type: 'user', owner_id: ann.id,
      content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
    }).returning('id');
    fileId = Number(file.id);
    await db('health_record_files').insert({ file_id: fileId, health_record_id: record });
    const clinic = await createVendor(db, { name: 'Happy Paws' });
    await createWebsite(db, clinic, { name: 'Happy Paws', sub_domain: `happyco${Date.now()}` });
    listing = await createListing(db, clinic, { timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }] });
    await createVendorLogin(db, clinic, { subrole: 'root_admin', email: `vet${Date.now()}@example.test` });
  });
  after(() => t.close());

  it('mails an invitation whose link works once, only for the invited address, and not after it expires', async () => {
    const sam = await createUser(t.testDb.db, { first_name: 'Sam' });
    const now = new Date();
    const share = await t.deps.services.coOwners.invite(annViewer, { email: ` ${sam.email.toUpperCase()} `, pet: String(rex), level: 'manage' }, now);
    expect(share).to.include({ email: sam.email, petId: rex, petName: 'Rex', level: 'manage', status: 'invited' });
    const mail = await lastMessageTo(t, sam.email);
    expect(mail?.subject).to.equal('Ann Owner shared Rex with you');
    const token = await tokenOf(sam.email);
    // Stored hashed: the row does not hold the token.
    const row = await t.testDb.db('account_shares').where({ id: share.id }).first();
    expect(row.token_hash).to.be.a('string').and.not.equal(token);
    // Another account cannot take it; the invited one sees what it offers, then accepts once.
    const other = await createUser(t.testDb.db, { first_name: 'Eve' });
    expect(await refusal(t.deps.services.coOwners.accept(asUser(other, 'Eve'), token, now))).to.equal(`FORBIDDEN: ${CO_OWNER_MESSAGES.wrongAccount(sam.email)}`);
    expect(await t.deps.services.coOwners.invitation(asUser(sam, 'Sam'), token, now)).to.deep.equal({ ownerName: 'Ann Owner', email: sam.email, petName: 'Rex', level: 'manage' });
    await t.deps.services.coOwners.accept(asUser(sam, 'Sam'), token, now);
    expect(await refusal(t.deps.services.coOwners.accept(asUser(sam, 'Sam'), token, now))).to.equal(`NOT_FOUND: ${CO_OWNER_MESSAGES.invalidLink}`);
    expect((await t.deps.services.coOwners.list(annViewer, now)).find((s) => s.id === share.id)).to.include({ status: 'active', name: 'Sam Owner' });
    // An expired link, and a made-up one.
    const kim = await createUser(t.testDb.db, { first_name: 'Kim' });
    await t.deps.services.coOwners.invite(annViewer, { email: kim.email, pet: 'all', level: 'view' }, now);
    const late = new Date(now.getTime() + 8 * 86_400_000);
    expect(await refusal(t.deps.services.coOwners.accept(asUser(kim, 'Kim'), await tokenOf(kim.email), late))).to.equal(`NOT_FOUND: ${CO_OWNER_MESSAGES.invalidLink}`);
    expect(await refusal(t.deps.services.coOwners.accept(asUser(kim, 'Kim'), 'x'.repeat(43), now))).to.equal(`NOT_FOUND: ${CO_OWNER_MESSAGES.invalidLink}`);
    expect((await t.deps.services.coOwners.list(annViewer, late)).find((s) => s.email === kim.email)?.status).to.equal('expired');
    // An expired invitation makes way for a new one.
    await t.deps.services.coOwners.invite(annViewer, { email: kim.email, pet: 'all', level: 'view' }, late);
    await t.deps.services.coOwners.accept(asUser(kim, 'Kim'), await tokenOf(kim.email), late);
  });

  it('refuses bad invitations with a clear message and writes nothing', async () => {
    const before = await t.testDb.db('account_shares').count({ n: '*' }).first();
    const invite = (input: Record<string, unknown>, viewer = annViewer) => refusal(t.deps.services.coOwners.invite(viewer, input, new Date()));
    const bea = await createUser(t.testDb.db, { first_name: 'Bea' });
    const beasPet = await createPet(t.testDb.db, bea.id, { name: 'Tom' });
    expect(await invite({ email: ann.email, pet: 'all', level: 'view' })).to.equal(`BAD_USER_INPUT: ${CO_OWNER_MESSAGES.self}`);
    expect(await invite({ email: 'not-an-email', pet: 'all', level: 'view' })).to.equal(`BAD_USER_INPUT: ${CO_OWNER_MESSAGES.email}`);
    expect(await invite({ email: 'x@example.test', pet: 'all', level: 'owner' })).to.equal(`BAD_USER_INPUT: ${CO_OWNER_MESSAGES.level}`);
    expect(await invite({ email: 'x@example.test', pet: 'none', level: 'view' })).to.equal(`BAD_USER_INPUT: ${CO_OWNER_MESSAGES.pet}`);
    // Another owner's pet is not one to share.
    expect(await invite({ email: 'x@example.test', pet: String(beasPet), level: 'view' })).to.equal(`BAD_USER_INPUT: ${CO_OWNER_MESSAGES.pet}`);
    const first = await createUser(t.testDb.db, { first_name: 'Dup' });
    await t.deps.services.coOwners.invite(annViewer, { email: first.email, pet: String(mia), level: 'view' }, new Date());
    expect(await invite({ email: first.email.toUpperCase(), pet: String(mia), level: 'full' })).to.equal(`CONFLICT: ${CO_OWNER_MESSAGES.duplicate}`);
    // A co-owner, even at `full`, shares nothing of the owner's.
    const full = await createUser(t.testDb.db, { first_name: 'Full' });
    await createCoOwnerGrant(t.testDb.db, { ownerId: ann.id, grantee: full, petId: rex, level: 'full' });
    expect(await invite({ email: 'y@example.test', pet: String(rex), level: 'view' }, asUser(full, 'Full'))).to.equal(`FORBIDDEN: ${CO_OWNER_MESSAGES.ownerOnly}`);
    const after = await t.testDb.db('account_shares').count({ n: '*' }).first();
    // Only the one good invitation and the grant were written.
    expect(Number(after?.n) - Number(before?.n)).to.equal(2);
  });

  it('lets each level do exactly what it says, and another owner nothing', async () => {
    const db = t.testDb.db;
    const people = {
      view: await createUser(db, { first_name: 'Vic' }), manage: await createUser(db, { first_name: 'Max' }),
      full: await createUser(db, { first_name: 'Flo' }), other: await createUser(db, { first_name: 'Oz' }),
    };
    // A record without files to edit (an edit keeps exactly the files it names).
    const plain = await createHealthRecord(db, { userId: ann.id, petId: rex, details: { name: 'Distemper', date: '2026-01-11' } });
    await createCoOwnerGrant(db, { ownerId: ann.id, grantee: people.view, petId: null, level: 'view' });
    await createCoOwnerGrant(db, { ownerId: ann.id, grantee: people.manage, petId: rex, level: 'manage' });
    await createCoOwnerGrant(db, { ownerId: ann.id, grantee: people.full, petId: null, level: 'full' });
    const answers: Record<string, string[]> = {};
    for (const [who, person] of Object.entries(people)) {
      const token = await createApiToken(db, { kind: 'user', id: person.id });
      const gql = (q: string, v: object = {}) => graphqlAs(t, q, v, token);
      const pets = (await gql(PETS)).data.pets as Array<{ name: string; sharedBy: string | null; sharedLevel: string | null }>;
      const records = await gql(RECORDS, { p: String(rex) });
      const added = await gql(SAVE_RECORD, { input: { petId: String(rex), category: 'history', subcategory: 'immunizations', details: { name: `By ${who}`, date: '2026-02-01' } } });
      const file = await t.fetch(`/api/health-records/files/${fileId}`, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
      const edited = await gql(SAVE_RECORD, {
        input: { id: String(plain), petId: String(rex), category: 'history', subcategory: 'immunizations', details: { name: 'Distemper', date: '2026-01-11' } },
      });
      const renamed = await gql(SAVE_PET, { input: { id: String(rex), name: 'Rex', type: 1 } });
      const link = await gql(SHARE_LINK, { p: String(rex) });
      const booked = await postJson(t, '/api/payment', {
        paymentType: 300, vendor_listing_id: listing, type: 'video', slot: slotAt(4, 9 + Object.keys(answers).length), userTZ: ZONE, info: { summary: 'Itchy' },
        pet: { id: rex }, paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Card Holder', ccv: '123', expDt: '2030-01' },
      }, { token });
      const removedRecord = added.data?.saveHealthRecord ? await gql(DELETE_RECORD, { id: added.data.saveHealthRecord.record.id }) : { errors: [{ extensions: { code: 'SKIPPED' } }] };
      const deleted = await gql(DELETE_PET, { id: String(rex) });
      answers[who] = [
        pets.filter((p) => p.sharedBy === 'Ann Owner').map((p) => `${p.name}:${p.sharedLevel}`).sort().join(','),
        code(records), code(added), code(edited), String(file.status), code(renamed), code(link), String(booked.status), code(removedRecord), code(deleted),
      ];
    }
    //                 shared pets               records  add      edit       file   edit pet  share link  book   delete record  delete pet
    expect(answers).to.deep.equal({
      view: ['Mia:view,Rex:view', 'OK', 'FORBIDDEN', 'FORBIDDEN', '302', 'FORBIDDEN', 'NOT_FOUND', '403', 'SKIPPED', 'FORBIDDEN'],
      manage: ['Rex:manage', 'OK', 'OK', 'OK', '302', 'FORBIDDEN', 'NOT_FOUND', '201', 'OK', 'FORBIDDEN'],
      full: ['Mia:full,Rex:full', 'OK', 'OK', 'OK', '302', 'OK', 'NOT_FOUND', '201', 'OK', 'FORBIDDEN'],
      other: ['', 'NOT_FOUND', 'BAD_USER_INPUT', 'NOT_FOUND', '404', 'NOT_FOUND', 'NOT_FOUND', '400', 'SKIPPED', 'NOT_FOUND'],
    });
    // Rex is still Ann's, and her own answers are all yes.
    expect(await db('pets').where({ id: rex }).first()).to.include({ status: 1, user_id: ann.id });
  });

  it("a co-owner's booking is theirs to pay, names the pet's owner, and the clinic sees both", async () => {
    const db = t.testDb.db;
    const max = await createUser(db, { first_name: 'Mo' });
    await createCoOwnerGrant(db, { ownerId: ann.id, grantee: max, petId: rex, level: 'manage' });
    const token = await createApiToken(db, { kind: 'user', id: max.id });
    const res = await postJson(t, '/api/payment', {
      paymentType: 300, vendor_listing_id: listing, type: 'video', slot: slotAt(5, 15), userTZ: ZONE, info: { summary: 'Checkup' },
      pet: { id: rex }, paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Card Holder', ccv: '123', expDt: '2030-01' },
    }, { token });
    expect(res.status).to.equal(201);
    const booking = await db('bookings').where({ user_id: max.id }).orderBy('id', 'desc').first();
    expect(booking).to.include({ pet_id: rex });
    const payment = await db('payments').where({ id: booking.payment_id }).first();
    expect(Number(payment.user_id)).to.equal(max.id);
    const mine = await t.deps.services.appointments.detail(asUser(max, 'Mo'), Number(booking.id), new Date());
    expect(mine).to.include({ petName: 'Rex', petOwnerName: 'Ann Owner', customerName: 'Mo Owner' });
    const vet = await db('vendor_logins').where({ vendor_id: booking.vendor_id }).first();
    const vetViewer: Viewer = { kind: 'vendor', id: Number(vet.id), vendorId: Number(vet.vendor_id), subrole: 'root_admin', email: vet.email, role: 'vendor', firstName: 'V', lastName: 'Vet', pic: null };
    expect(await t.deps.services.appointments.detail(vetViewer, Number(booking.id), new Date())).to.include({ customerName: 'Mo Owner', petOwnerName: 'Ann Owner' });
    // The clinic's booking email names both too.
    const clinicMail = await t.testDb.db('outbox_messages').where({ to: vet.email }).orderBy('id', 'desc').first();
    expect(clinicMail.text).to.include('Customer: Mo Owner').and.include("Pet's owner: Ann Owner");
  });

  it("revoking takes effect on the co-owner's next request, in the session they already have", async () => {
    const db = t.testDb.db;
    const joe = await createUser(db, { first_name: 'Joe' });
    const share = await createCoOwnerGrant(db, { ownerId: ann.id, grantee: joe, petId: rex, level: 'view' });
    const browser = await signedInClient(t, joe.email, 'user');
    const open = async () => (await browser.get(`/app/medical-records?pet=${rex}`, { headers: { accept: 'text/html' } })).status;
    expect(await open()).to.equal(200);
    const annBrowser = await signedInClient(t, ann.email, 'user');
    const page = await (await annBrowser.get('/app/sharing', { headers: { accept: 'text/html' } })).text();
    expect(page).to.include(joe.email).and.include('Has access');
    const revoked = await annBrowser.form(`/app/sharing/${share}`, { action: 'revoke' }, { redirect: 'manual' });
    expect(revoked.status).to.equal(303);
    expect(await open()).to.equal(404);
    // Another owner cannot revoke or change Ann's shares.
    const other = await createCoOwnerGrant(db, { ownerId: ann.id, grantee: joe, petId: mia, level: 'view' });
    const bea = await signedInClient(t, (await createUser(db, { first_name: 'Bea' })).email, 'user');
    expect((await bea.form(`/app/sharing/${other}`, { action: 'revoke' }, { redirect: 'manual' })).status).to.equal(404);
    expect((await bea.form(`/app/sharing/${other}`, { action: 'level', level: 'full' }, { redirect: 'manual' })).status).to.equal(404);
    expect(await db('account_shares').where({ id: other }).first()).to.include({ level: 'view', revoked_at: null });
  });

  it('a co-owner stops sharing: access ends on their next request, the owner is told, and nobody else can end it', async () => {
    const db = t.testDb.db;
    const kim = await createUser(db, { first_name: 'Kim' });
    const share = await createCoOwnerGrant(db, { ownerId: ann.id, grantee: kim, petId: rex, level: 'manage' });
    const kimBrowser = await signedInClient(t, kim.email, 'user');
    const open = async () => (await kimBrowser.get(`/app/medical-records?pet=${rex}`, { headers: { accept: 'text/html' } })).status;
    expect(await open()).to.equal(200);
    expect(await (await kimBrowser.get('/app/sharing', { headers: { accept: 'text/html' } })).text()).to.include('Shared by Ann').and.include('Stop sharing');
    // The owner, another owner and a clinic cannot end Kim's share through the co-owner's door.
    const annBrowser = await signedInClient(t, ann.email, 'user');
    const bea = await signedInClient(t, (await createUser(db, { first_name: 'Bea' })).email, 'user');
    for (const other of [annBrowser, bea]) {
      expect((await other.form(`/app/sharing/${share}`, { action: 'leave' }, { redirect: 'manual' })).status).to.equal(404);
    }
    expect(await db('account_shares').where({ id: share }).first()).to.include({ revoked_at: null });
    const left = await kimBrowser.form(`/app/sharing/${share}`, { action: 'leave' }, { redirect: 'manual' });
    expect(left.status).to.equal(303);
    expect(left.headers.get('location')).to.equal('/app/sharing?done=leave');
    expect(await (await kimBrowser.get('/app/sharing?done=leave', { headers: { accept: 'text/html' } })).text()).to.include(CO_OWNER_MESSAGES.left);
    expect(await open()).to.equal(404);
    const notice = await lastMessageTo(t, ann.email);
    expect(notice?.subject).to.equal('Kim Owner no longer shares Rex');
    // Leaving twice finds nothing to leave.
    expect((await kimBrowser.form(`/app/sharing/${share}`, { action: 'leave' }, { redirect: 'manual' })).status).to.equal(404);
  });

  it('the sharing page re-shows a refused invitation with its message, and accepting through the page works', async () => {
    const annBrowser = await signedInClient(t, ann.email, 'user');
    const refused = await annBrowser.form('/app/sharing', { email: 'nope', pet: 'all', level: 'view' });
    expect(refused.status).to.equal(400);
    expect(await refused.text()).to.include(CO_OWNER_MESSAGES.email).and.include('value="nope"');
    const lee = await createUser(t.testDb.db, { first_name: 'Lee' });
    const sent = await annBrowser.form('/app/sharing', { email: lee.email, pet: String(mia), level: 'full' }, { redirect: 'manual' });
    expect(sent.status).to.equal(303);
    const token = await tokenOf(lee.email);
    const leeBrowser = await signedInClient(t, lee.email, 'user');
    const offer = await leeBrowser.get(`/app/sharing/accept?token=${token}`, { headers: { accept: 'text/html' } });
    expect(await offer.text()).to.include('Ann Owner shared Mia with you');
    const accepted = await leeBrowser.form('/app/sharing/accept', { token }, { redirect: 'manual' });
    expect(accepted.headers.get('location')).to.equal('/app/my-pets?shared=1');
    const pets = await (await leeBrowser.get('/app/my-pets', { headers: { accept: 'text/html' } })).text();
    expect(pets).to.include('Shared by Ann Owner');
    const again = await leeBrowser.form('/app/sharing/accept', { token });
    expect(again.status).to.equal(410);
    expect(await again.text()).to.include('This invitation link is invalid');
  });
});
