import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import {
  createBooking, createHealthRecord, createListing, createPet, createUser, createVendor, createVendorLogin, createWebsite, EVERY_DAY,
} from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { signedInClient } from './accounts-helpers.ts';
import { RECORDS_NOT_SHARED } from '../../contracts/customers.ts';

const ZONE = 'America/New_York';
const PETS = 'query($u: ID) { pets(userId: $u) { id name } }';
const RECORDS = 'query($u: ID, $p: ID) { healthRecords(userId: $u, petId: $p) { id petId } }';
const CUSTOMERS = 'query($filter: CustomerFilter) { customers(filter: $filter) { total rows { id firstName lastName phone pets access } } }';

interface OutboxEntry { to: string; subject: string | null; text: string }

/** A slot the listing offers: `daysAhead` days from now at `hour`:00 in New York. */
const slotAt = (daysAhead: number, hour: number) => moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();

/**
 * Who may read an owner's pets and records: a clinic only when the owner shares with it (booked with it themselves,
 * or accepted it). A clinic that never served an owner can neither find them at its desk nor, by registering their
 * email and booking for them, read anything of theirs; the owner is asked, and their answer decides.
 */
describe("an owner's pets and records: the owner's answer to each clinic decides", () => {
  let t: TestApp;
  let owner: { id: number; email: string };
  let rex: number;
  let fileId: number;
  let clinic: number;
  let listing: number;
  let vetToken: string;

  const code = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code;
  const gql = (query: string, variables: object, token = vetToken) => graphqlAs(t, query, variables, token);
  const outboxTo = async (email: string) => ((await (await t.fetch('/dev/outbox.json')).json()) as OutboxEntry[]).filter((m) => m.to === email);
  const deskBooking = (hour: number, extra: Record<string, unknown> = {}) => postJson(t, '/api/payment', {
    paymentType: 300, vendor_listing_id: listing, type: 'video', slot: slotAt(3, hour), info: { summary: 'Limping' },
    user_id: owner.id, waive: true, pet: { name: 'Buddy', type: 1 }, ...extra,
  }, { token: vetToken });

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    owner = await createUser(db, { first_name: 'Olivia', email: `olivia.${Date.now()}@example.test` });
    rex = await createPet(db, owner.id, { name: 'Rex' });
    await createPet(db, owner.id, { name: 'Mia', type: 2 });
    const record = await createHealthRecord(db, { userId: owner.id, petId: rex, details: { name: 'Rabies', date: '2026-01-10' } });
    const [file] = await db('files').insert({
      key: `records/${Date.now()}/private-lab.pdf`, access: 'private', service_type: 'phr', name: 'private-lab.pdf', owner_type: 'user',
      owner_id: owner.id, content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
    }).returning('id');
    fileId = Number(file.id);
    await db('health_record_files').insert({ file_id: fileId, health_record_id: record });
    // A clinic that signed up today and never served Olivia.
    clinic = await createVendor(db, { name: 'Brand New Vets' });
    await createWebsite(db, clinic, { name: 'Brand New Vets', sub_domain: `brandnew${Date.now()}` });
    listing = await createListing(db, clinic, { timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }] });
    const vet = await createVendorLogin(db, clinic, { subrole: 'root_admin' });
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());

  it('a clinic that never served an owner does not find them at its desk, and registering their email shows it nothing of the account', async () => {
    const found = await postJson(t, '/api/bookings/customer', { email: owner.email }, { token: vetToken });
    expect(found.status).to.equal(404);
    expect((await found.json()).error.message).to.equal('Customer not found');
    // Registering answers as for a new account, with what the desk typed.
    const registered = await postJson(t, '/api/bookings/customer/register', {
      firstName: 'Jane', lastName: 'Typed', email: owner.email.toUpperCase(), phone: '(212) 555-0111',
    }, { token: vetToken });
    expect(registered.status).to.equal(201);
    expect(await registered.json()).to.deep.equal({ id: owner.id, firstName: 'Jane', lastName: 'Typed', email: owner.email });
    // The account keeps its own names and password, and gets no welcome.
    expect(await t.testDb.db('users').where({ id: owner.id }).first()).to.include({ first_name: 'Olivia', last_name: 'Owner' });
    expect((await outboxTo(owner.email)).filter((m) => m.subject?.startsWith('Welcome'))).to.have.length(0);
    // The Users table shows the desk's contact and no pets; the real name finds nothing.
    const page = (await gql(CUSTOMERS, { filter: { email: owner.email } })).data.customers;
    expect(page.rows).to.deep.equal([{ id: String(owner.id), firstName: 'Jane', lastName: 'Typed', phone: '2125550111', pets: null, access: 'pending' }]);
    expect((await gql(CUSTOMERS, { filter: { name: 'olivia' } })).data.customers.total).to.equal(0);
    expect((await gql(CUSTOMERS, { filter: { name: 'jane typed' } })).data.customers.total).to.equal(1);
    // Now it is the clinic's customer: the desk finds it, still as typed.
    const again = await postJson(t, '/api/bookings/customer', { email: owner.email }, { token: vetToken });
    expect(await again.json()).to.include({ id: owner.id, firstName: 'Jane', lastName: 'Typed' });
  });

  it('a desk booking grants nothing: pets, records, files, PDFs, the appointment tab and the customer page stay closed, and the owner is asked', async () => {
    const res = await deskBooking(10);
    expect(res.status).to.equal(201);
    const bookingId = (await res.json()).result;
    expect(code(await gql(PETS, { u: String(owner.id) }))).to.equal('FORBIDDEN');
    expect(code(await gql(RECORDS, { u: String(owner.id) }))).to.equal('FORBIDDEN');
    expect(code(await gql(RECORDS, { p: String(rex) }))).to.equal('NOT_FOUND');
    const vet = { headers: { accept: 'text/html', authorization: `Bearer ${vetToken}` } };
    expect((await t.fetch(`/app/medical-records/${rex}/record.pdf`, vet)).status).to.equal(404);
    expect((await t.fetch(`/api/health-records/files/${fileId}`, vet)).status).to.equal(404);
    const tab = await (await t.fetch(`/app/appointments/${bookingId}?tab=records`, vet)).text();
    expect(tab).to.contain(RECORDS_NOT_SHARED.replace("'", '&#x27;')).and.not.contain('Rabies');
    // The booking names the customer as the desk typed them.
    expect(await (await t.fetch(`/app/appointments/${bookingId}`, vet)).text()).to.contain('Jane Typed').and.not.contain('Olivia');
    const customerPage = await (await t.fetch(`/app/users/${owner.id}`, vet)).text();
    expect(customerPage).to.contain('data-testid="records-not-shared"').and.not.contain('Rex').and.not.contain('Rabies');
    // The pet named at the desk is added to the owner's pets, which the clinic still cannot list.
    expect(await t.testDb.db('pets').where({ user_id: owner.id, name: 'Buddy', status: 1 }).first()).to.not.equal(undefined);
    // Naming a pet of the owner's by id (guessed) is refused, and so is booking for someone who is not its customer.
    expect((await deskBooking(11, { pet: { id: rex } })).status).to.equal(400);
    const stranger = await createUser(t.testDb.db);
    const refused = await deskBooking(12, { user_id: stranger.id });
    expect(refused.status).to.equal(400);
    const asked = (await outboxTo(owner.email)).find((m) => m.subject === 'Brand New Vets booked an appointment for you');
    expect(asked, 'the request email').to.not.equal(undefined);
    expect(asked!.text).to.contain(`/app/my-clinics?clinic=${clinic}&answer=accept`).and.contain(`/app/my-clinics?clinic=${clinic}&answer=decline`);
  });

  it("the owner accepts from My Clinics and the clinic reads their pets, records and files; declining closes them, and stays closed", async () => {
    const olivia = await signedInClient(t, owner.email, 'user');
    const page = await (await olivia.get(`/app/my-clinics?clinic=${clinic}&answer=accept`, { headers: { accept: 'text/html' } })).text();
    expect(page).to.contain('data-testid="clinic-asked"').and.contain('Let Brand New Vets see your pets and their health records?');
    const accepted = await olivia.form(`/app/my-clinics/${clinic}`, { answer: 'accept' });
    expect(accepted.status).to.equal(303);
    const after = await (await olivia.get(accepted.headers.get('location')!, { headers: { accept: 'text/html' } })).text();
    expect(after).to.contain('The clinic can now see your pets and their health records.');
    expect((await gql(PETS, { u: String(owner.id) })).data.pets.map((p: { name: string }) => p.name)).to.include.members(['Rex', 'Mia', 'Buddy']);
    expect((await gql(RECORDS, { p: String(rex) })).data.healthRecords).to.have.length(1);
    const vet = { headers: { accept: 'text/html', authorization: `Bearer ${vetToken}` } };
    expect((await t.fetch(`/app/medical-records/${rex}/record.pdf`, vet)).status).to.equal(200);
    expect((await t.fetch(`/api/health-records/files/${fileId}`, vet)).status).to.equal(302);
    // The contact is the owner's own now.
    expect((await gql(CUSTOMERS, { filter: { email: owner.email } })).data.customers.rows[0]).to.include({ firstName: 'Olivia', pets: 3, access: 'granted' });

    expect((await olivia.form(`/app/my-clinics/${clinic}`, { answer: 'decline' })).status).to.equal(303);
    expect(code(await gql(PETS, { u: String(owner.id) }))).to.equal('FORBIDDEN');
    expect((await t.fetch(`/app/medical-records/${rex}/record.pdf`, vet)).status).to.equal(404);
    // Another desk booking neither opens them nor asks again.
    const requests = async () => (await outboxTo(owner.email)).filter((m) => m.subject === 'Brand New Vets booked an appointment for you').length;
    const before = await requests();
    expect((await deskBooking(14)).status).to.equal(201);
    expect(code(await gql(PETS, { u: String(owner.id) }))).to.equal('FORBIDDEN');
    expect(await requests()).to.equal(before);
  });

  it("lets only the owner answer, and only a clinic they are a customer of", async () => {
    const stranger = await createUser(t.testDb.db);
    const them = await signedInClient(t, stranger.email, 'user');
    expect((await them.form(`/app/my-clinics/${clinic}`, { answer: 'accept' })).status).to.equal(404);
    expect(await t.testDb.db('vendor_customers').where({ vendor_id: clinic, user_id: stranger.id }).first()).to.equal(undefined);
    const olivia = await signedInClient(t, owner.email, 'user');
    expect((await olivia.form(`/app/my-clinics/${clinic}`, { answer: 'maybe' })).status).to.equal(400);
    const clinicAnswer = await t.fetch(`/app/my-clinics/${clinic}`, {
      method: 'POST', headers: { authorization: `Bearer ${vetToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ answer: 'accept' }),
    });
    expect(clinicAnswer.status).to.equal(403);
  });

  it('an owner who books with a clinic themselves shares with it; one who declined it stays declined', async () => {
    const db = t.testDb.db;
    const other = await createVendor(db, { name: 'Chosen Vets' });
    const otherListing = await createListing(db, other);
    const otherVet = await createVendorLogin(db, other, { subrole: 'root_admin' });
    const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: otherVet.id });
    await createBooking(db, { userId: owner.id, vendorId: other, listingId: otherListing, slot: new Date(Date.now() + 4 * 86_400_000) });
    expect((await gql(PETS, { u: String(owner.id) }, token)).data.pets.map((p: { name: string }) => p.name)).to.include.members(['Rex', 'Mia']);
    // Olivia declined Brand New Vets: her own booking there later does not override that.
    await createBooking(db, { userId: owner.id, vendorId: clinic, listingId: listing, slot: new Date(Date.now() + 5 * 86_400_000) });
    expect(code(await gql(PETS, { u: String(owner.id) }))).to.equal('FORBIDDEN');
  });

  it("welcomes a customer registered at the desk from the clinic, with a week-long link to choose a password on the clinic's site", async () => {
    const email = `walkin.${Date.now()}@example.test`;
    const now = Date.now();
    const res = await postJson(t, '/api/bookings/customer/register', { firstName: 'Wally', lastName: 'Walkin', email, phone: '2125550142' }, { token: vetToken });
    expect(res.status).to.equal(201);
    const [welcome, ...others] = await outboxTo(email);
    expect(others).to.have.length(0);
    expect(welcome.subject).to.equal('Welcome to Brand New Vets');
    expect(welcome.text).to.contain('Hello Wally,').and.contain('Brand New Vets has registered you').and.contain('within a week');
    expect(welcome.text).to.not.contain('Reset your').and.not.contain('If it was not you');
    // The mailed link is the clinic's lasting address on the main site, which goes on to its site as it is then.
    const mailed = new URL(welcome.text.match(/https?:\/\/\S+/)![0]);
    expect(mailed.pathname).to.equal(`/clinic/${clinic}/login/`);
    const hop = await t.fetch(`${mailed.pathname}${mailed.search}`);
    expect(hop.status).to.equal(302);
    const link = new URL(hop.headers.get('location')!);
    const site = (await t.testDb.db('websites').where({ vendor_id: clinic }).first()).sub_domain;
    expect(link.hostname).to.equal(`${site}.petcare.localhost`);
    expect(link.pathname).to.equal('/login/');
    const reset = await t.testDb.db('password_resets').where({ account_type: 'user', account_id: (await res.json()).id }).first();
    const days = (new Date(reset.expires_at).getTime() - now) / 86_400_000;
    expect(days).to.be.within(6.99, 7.01);
    // The link works on the clinic's site: the customer chooses a password and signs in there.
    const host = link.host;
    const set = await t.fetch('/api/account/change_password', {
      method: 'POST', host, headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'user', email, newPassword: 'a new password', forgotCode: link.searchParams.get('code') }),
    });
    expect(set.status).to.equal(200);
    const login = await t.fetch('/api/account/login', {
      method: 'POST', host, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a new password', role: 'user' }),
    });
    expect(login.status).to.equal(200);
  });
});
