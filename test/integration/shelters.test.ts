import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createHealthRecord, createPet, createUser } from '../factories/index.ts';
import { createShelter } from '../factories/shelters.ts';
import { client, signedInClient, type Client } from './accounts-helpers.ts';
import { approveShelterInquiry } from '../../server/domain/shelters/index.ts';
import { SHELTER_MESSAGES } from '../../contracts/shelters.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const DAY = 86_400_000;

describe('shelters: approval, adopting a pet out with its record, the 30-day view and updates to adopters', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const db = () => t.testDb.db;
  const inviteLinkTo = async (email: string): Promise<string> => {
    const mail = await db()('outbox_messages').where({ to: email, channel: 'email' }).orderBy('id', 'desc').first();
    const path = /\/adopt\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(path, 'invite link in the adopter\'s email').to.be.a('string');
    return path!;
  };
  const viewerOf = (id: number, email: string): Viewer => ({ kind: 'user', id, email, role: 'user', firstName: 'A', lastName: 'B', pic: null });

  /** A shelter with one pet (a record and a file), signed in. */
  async function shelterWithPet(name = 'Second Chance Shelter') {
    const shelter = await createShelter(db(), { name, email: `shelter.${Math.random().toString(36).slice(2)}@example.test` });
    const petId = await createPet(db(), shelter.userId, { name: 'Biscuit' });
    const recordId = await createHealthRecord(db(), { userId: shelter.userId, petId, details: { name: 'Rabies', date: '2026-01-10' } });
    const [file] = await db()('files').insert({
      key: `records/${Date.now()}-${petId}/vaccination.pdf`, access: 'private', service_type: 'phr', name: 'vaccination.pdf', owner_type: 'user',
      owner_id: shelter.userId, content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
    }).returning('id');
    await db()('health_record_files').insert({ file_id: Number(file.id), health_record_id: recordId });
    const c = await signedInClient(t, shelter.email, 'user');
    return { shelter, petId, recordId, fileId: Number(file.id), c };
  }

  async function adoptOut(c: Client, petId: number, email: string) {
    const res = await c.form(`/app/shelter/pets/${petId}/adopt`, { email });
    expect(res.status, await res.clone().text().then((s) => s.slice(0, 300))).to.equal(303);
    return inviteLinkTo(email);
  }

  it('the operator approves an inquiry: a shelter account, a link to choose its password, once', async () => {
    const email = `rescue.${Date.now()}@example.test`;
    const [inquiry] = await db()('shelter_inquiries').insert({ name: 'Rita Rescue', company: 'Paws Haven', email, number: null, comments: null }).returning('id');
    const welcomed: string[] = [];
    const approved = await approveShelterInquiry(db(), { welcome: async (to) => { welcomed.push(to); } }, Number(inquiry.id), new Date());
    expect(welcomed).to.deep.equal([email]);
    const row = await db()('shelters').where({ id: approved.shelterId }).first();
    expect(row.name).to.equal('Paws Haven');
    expect(Number(row.user_id)).to.equal(approved.userId);
    await approveShelterInquiry(db(), { welcome: async () => {} }, Number(inquiry.id), new Date()).then(
      () => expect.fail('approved twice'), (err: Error) => expect(err.message).to.contain('approved already'),
    );
    // Through the product's own welcome: an invitation link to choose the password.
    await t.deps.services.accounts.welcomeShelter(email, 'Paws Haven');
    const mail = await db()('outbox_messages').where({ to: email }).orderBy('id', 'desc').first();
    expect(mail.subject).to.equal('Paws Haven is a Petcare shelter partner');
    expect(mail.text).to.match(/\/login\/\?forgot=&code=/);
  });

  it('refuses to make a shelter of an existing owner\'s account', async () => {
    const owner = await createUser(db());
    const [inquiry] = await db()('shelter_inquiries').insert({ name: 'Olive', company: 'Mine', email: owner.email }).returning('id');
    await approveShelterInquiry(db(), { welcome: async () => {} }, Number(inquiry.id), new Date()).then(
      () => expect.fail('approved'), (err: Error) => expect(err.message).to.contain('exists already'),
    );
    expect(await db()('shelters').where({ user_id: owner.id }).first()).to.equal(undefined);
  });

  it('adopts a pet out: the adopter accepts and the pet with its whole record moves in one go; the shelter keeps a read-only view', async () => {
    const { shelter, petId, recordId, fileId, c } = await shelterWithPet();
    await db()('pet_share_links').insert({ public_id: `pub${petId}`, pet_id: petId, user_id: shelter.userId });
    const page = await (await c.get('/app/shelter')).text();
    expect(page).to.contain('Biscuit').and.contain('Adopt out');

    const adopter = await createUser(db(), { first_name: 'Ada' });
    const link = await adoptOut(c, petId, adopter.email);
    expect(await db()('pet_adoptions').where({ pet_id: petId }).first().then((r) => r.token_hash)).to.not.contain(link.slice(7));

    // Before accepting, the adopter sees nothing of the pet's record.
    const ada = await signedInClient(t, adopter.email, 'user');
    expect((await ada.get(`/app/medical-records?pet=${petId}`, { headers: { accept: 'text/html' } })).status).to.equal(404);
    expect((await ada.get(`/api/health-records/files/${fileId}`, { redirect: 'manual' })).status).to.equal(404);
    // Anyone holding the link sees the invite; signed out, it offers sign-up and sign-in coming back here.
    const anonymous = await (await client(t).get(link)).text();
    expect(anonymous).to.contain('Biscuit is ready to come home').and.contain(`redirectUrl=${encodeURIComponent(link)}`);

    // Another owner holding the link cannot take the pet.
    const other = await createUser(db());
    const stranger = await signedInClient(t, other.email, 'user');
    expect((await stranger.form(link, {})).status).to.equal(403);

    const accepted = await ada.form(link, {});
    expect(accepted.status).to.equal(303);
    expect(accepted.headers.get('location')).to.equal(`/app/medical-records?pet=${petId}&notice=adopted`);
    expect(Number((await db()('pets').where({ id: petId }).first()).user_id)).to.equal(adopter.id);
    expect(Number((await db()('health_records').where({ id: recordId }).first()).user_id)).to.equal(adopter.id);
    expect(Number((await db()('files').where({ id: fileId }).first()).owner_id)).to.equal(adopter.id);
    expect((await db()('pet_share_links').where({ pet_id: petId }).first()).revoked_at).to.not.equal(null);
    const records = await (await ada.get(`/app/medical-records?pet=${petId}&category=history&sub=immunizations`)).text();
    expect(records).to.contain('Rabies').and.contain('vaccination.pdf');

    // Single use.
    expect((await ada.form(link, {})).status).to.equal(409);
    expect((await client(t).get(link)).status).to.equal(410);

    // The shelter: no longer its pet, a read-only view, and the count of activated records.
    const after = await (await c.get('/app/shelter')).text();
    expect(after).to.match(/data-testid="stat-activated">1</);
    const adoption = await db()('pet_adoptions').where({ pet_id: petId }).first();
    const view = await c.get(`/app/shelter/adoptions/${adoption.id}`);
    expect(view.status).to.equal(200);
    const viewText = await view.text();
    expect(viewText).to.contain('Read-only').and.contain('Rabies').and.contain('vaccination.pdf').and.not.contain('/api/health-records/files/');
    expect((await c.get(`/app/medical-records?pet=${petId}`, { headers: { accept: 'text/html' } })).status).to.equal(404);
    expect((await c.get(`/api/health-records/files/${fileId}`, { redirect: 'manual' })).status).to.equal(404);
  });

  it('ends the shelter\'s view 30 days after the adoption, and never opens it to another shelter', async () => {
    const { shelter, petId, c } = await shelterWithPet();
    const adopter = await createUser(db());
    const link = await adoptOut(c, petId, adopter.email);
    await (await signedInClient(t, adopter.email, 'user')).form(link, {});
    const adoption = await db()('pet_adoptions').where({ pet_id: petId }).first();
    const acceptedAt = new Date(adoption.accepted_at);
    const me = viewerOf(shelter.userId, shelter.email);

    // The rule, with the clock passed in: open on day 29, closed from day 30.
    const record = await t.deps.services.shelters.adoptedRecord(me, adoption.id, new Date(acceptedAt.getTime() + 29 * DAY));
    expect(record.pet.name).to.equal('Biscuit');
    await t.deps.services.shelters.adoptedRecord(me, adoption.id, new Date(acceptedAt.getTime() + 30 * DAY)).then(
      () => expect.fail('still open'), (err: Error) => expect(err.message).to.equal(SHELTER_MESSAGES.viewEnded),
    );

    // Another shelter: not found, now.
    const other = await shelterWithPet('Other Shelter');
    expect((await other.c.get(`/app/shelter/adoptions/${adoption.id}`)).status).to.equal(404);

    // Through the page, once 31 days have passed.
    await db()('pet_adoptions').where({ id: adoption.id }).update({ accepted_at: new Date(Date.now() - 31 * DAY) });
    expect((await c.get(`/app/shelter/adoptions/${adoption.id}`)).status).to.equal(404);
    expect(await (await c.get('/app/shelter')).text()).to.contain('Record no longer shown');
  });

  it('keeps the shelter\'s area to shelters: owners, clinics and other shelters are refused', async () => {
    const { petId } = await shelterWithPet();
    const owner = await createUser(db());
    const o = await signedInClient(t, owner.email, 'user');
    expect((await o.get('/app/shelter', { headers: { accept: 'text/html' } })).status).to.equal(404);
    expect((await o.form(`/app/shelter/pets/${petId}/adopt`, { email: 'x@example.test' })).status).to.equal(403);
    expect((await o.form('/app/shelter/announcements', { kind: 'announcement', subject: 'Hi', body: 'Hello' })).status).to.equal(403);
    const other = await shelterWithPet('Elsewhere Rescue');
    // Another shelter's pet is not found, and nothing was stored.
    const res = await other.c.form(`/app/shelter/pets/${petId}/adopt`, { email: 'y@example.test' });
    expect(res.status).to.equal(404);
    expect(await db()('pet_adoptions').where({ pet_id: petId })).to.have.length(0);
  });

  it('refuses bad invites with the field\'s message and stores nothing; one open invite per pet', async () => {
    const { petId, c, shelter } = await shelterWithPet();
    const bad = await c.form(`/app/shelter/pets/${petId}/adopt`, { email: 'not-an-email' });
    expect(bad.status).to.equal(400);
    expect(await bad.text()).to.contain(SHELTER_MESSAGES.emailInvalid);
    const own = await c.form(`/app/shelter/pets/${petId}/adopt`, { email: shelter.email });
    expect(own.status).to.equal(400);
    expect(await db()('pet_adoptions').where({ pet_id: petId })).to.have.length(0);
    await adoptOut(c, petId, 'first@example.test');
    const second = await c.form(`/app/shelter/pets/${petId}/adopt`, { email: 'second@example.test' });
    expect(second.status).to.equal(409);
    expect(await second.text()).to.contain(SHELTER_MESSAGES.alreadyInvited);
  });

  it('an expired invite opens nothing', async () => {
    const { petId, c } = await shelterWithPet();
    const adopter = await createUser(db());
    const link = await adoptOut(c, petId, adopter.email);
    await db()('pet_adoptions').where({ pet_id: petId }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await client(t).get(link)).status).to.equal(410);
    expect((await (await signedInClient(t, adopter.email, 'user')).form(link, {})).status).to.equal(409);
    expect(Number((await db()('pets').where({ id: petId }).first()).user_id)).to.not.equal(adopter.id);
  });

  it('sends announcements to adopters by email, except those who opted out', async () => {
    const { petId, c } = await shelterWithPet('Happy Tails');
    const adopter = await createUser(db(), { first_name: 'Ada' });
    const link = await adoptOut(c, petId, adopter.email);
    const ada = await signedInClient(t, adopter.email, 'user');
    await ada.form(link, {});

    const sent = await c.form('/app/shelter/announcements', { kind: 'care_reminder', subject: 'Deworming due', body: 'Time for the second dose.' });
    expect(sent.status).to.equal(200);
    expect(await sent.text()).to.contain('Sent to 1 adopter.');
    const mail = await db()('outbox_messages').where({ to: adopter.email }).orderBy('id', 'desc').first();
    expect(mail.subject).to.equal('Care reminder from Happy Tails: Deworming due');
    expect(mail.text).to.contain('Time for the second dose.');

    const profile = await (await ada.get('/app/my-profile')).text();
    expect(profile).to.contain('Happy Tails (Biscuit)');
    const adoption = await db()('pet_adoptions').where({ pet_id: petId }).first();
    expect((await ada.form(`/app/my-profile/shelter-updates/${adoption.id}`, { receive: '0' })).status).to.equal(303);
    const none = await c.form('/app/shelter/announcements', { kind: 'announcement', subject: 'Open day', body: 'Come visit.' });
    expect(none.status).to.equal(400);
    expect(await none.text()).to.contain(SHELTER_MESSAGES.noAdopters);
    // Someone else cannot change Ada's choice.
    const other = await signedInClient(t, (await createUser(db())).email, 'user');
    expect((await other.form(`/app/my-profile/shelter-updates/${adoption.id}`, { receive: '1' })).status).to.equal(404);
  });
});
