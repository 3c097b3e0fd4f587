import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken, createCustomer, createOrder, createPayment, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createHealthRecord } from '../factories/health-records.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const HOUR = 3_600_000;
const RECORDS = 'query($p: ID) { healthRecords(petId: $p) { id petId } }';

type Status = 'paid' | 'assigned' | 'in_review' | 'needs_information' | 'delivered' | 'refunded';
interface Login { id: number; email: string; c: Client; token: string }

/**
 * The vet assigned to a second opinion reads the pet's shared records where the clinic's root admin reads them for
 * that order (the order page's list, the record's PDF, its files, GraphQL's healthRecords), through the one rule
 * (customers/clinic-access.ts); nobody else on the team, no other clinic, no order canceled or refunded, and
 * nothing the owner does not share with the clinic.
 */
describe('the vet assigned to an order reads the pet\'s shared records', function () {
  this.timeout(90_000);
  let t: TestApp;
  let panel: number;
  let admin: Login;
  let vet: Login;
  let colleague: Login;
  let otherClinicVet: Login;
  let otherClinic: number;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const login = async (vendorId: number, subrole: 'root_admin' | 'user', first: string): Promise<Login> => {
      const l = await createVendorLogin(db, vendorId, { subrole, first_name: first });
      return { ...l, c: await signedInClient(t, l.email, 'vendor'), token: await createApiToken(db, { kind: 'vendor', id: l.id }) };
    };
    panel = await createVendor(db, { name: 'Panel Practice' });
    admin = await login(panel, 'root_admin', 'Priya');
    vet = await login(panel, 'user', 'Marcus');
    colleague = await login(panel, 'user', 'Unassigned');
    otherClinic = await createVendor(db, { name: 'Other Clinic' });
    otherClinicVet = await login(otherClinic, 'user', 'Olaf');
  });
  after(() => t.close());

  /**
   * An owner's second opinion on Buddy fulfilled by the panel, with Buddy's records (one with a file) and the
   * owner's other pet Mia's record (with a file): never on this order. `access`: what the owner answered the panel
   * (null: not its customer).
   */
  async function opinion(attrs: { status: Status; assignee?: number | null; access?: 'granted' | 'pending' | 'declined' | null }) {
    const db = t.testDb.db;
    const owner = await createUser(db, { first_name: 'Olivia' });
    const petId = await createPet(db, owner.id, { name: 'Buddy', type: 1 });
    const otherPetId = await createPet(db, owner.id, { name: 'Mia', type: 2 });
    const access = attrs.access === undefined ? 'granted' : attrs.access;
    if (access) await createCustomer(db, panel, owner.id, { access });
    const rabies = await createHealthRecord(db, { userId: owner.id, petId, details: { name: 'Rabies', date: '2026-01-10' } });
    const lab = await createHealthRecord(db, { userId: owner.id, petId, category: 'documents', subcategory: 'laboratory', details: { name: 'Blood panel', date: '2026-02-20' } });
    const miaShot = await createHealthRecord(db, { userId: owner.id, petId: otherPetId, details: { name: 'Mia shot', date: '2026-02-01' } });
    const fileOf = async (recordId: number, name: string) => {
      const [file] = await db('files').insert({
        key: `records/${Date.now()}-${recordId}/${name}`, access: 'private', service_type: 'phr', name, owner_type: 'user',
        owner_id: owner.id, content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
      }).returning('id');
      await db('health_record_files').insert({ file_id: Number(file.id), health_record_id: recordId });
      return Number(file.id);
    };
    const paidAt = new Date(Date.now() - HOUR);
    const paymentId = await createPayment(db, {
      userId: owner.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `test_capture_ar_${owner.id}`, createdAt: paidAt,
    });
    const assignee = attrs.assignee === undefined ? vet.id : attrs.assignee;
    const id = await createOrder(db, {
      userId: owner.id, productId: 7000, status: attrs.status, paymentId, vendorId: panel, paidAt,
      ...(assignee ? { assignedLoginId: assignee } : {}),
      details: { petId, petName: 'Buddy', firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', files: [] },
    });
    return {
      id, owner, petId, otherPetId, records: [lab, rabies], miaShot,
      file: await fileOf(lab, 'panel.pdf'), otherFile: await fileOf(miaShot, 'mia.pdf'),
      ownerC: await signedInClient(t, owner.email, 'user'),
    };
  }
  type Opinion = Awaited<ReturnType<typeof opinion>>;

  /** What `who` reads of the order's pet in each place: null where a place answers not found (or nothing is listed). */
  async function readsOf(who: Login, o: Opinion) {
    const page = await who.c.get(`/app/orders/${o.id}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    const text = await page.text();
    const gql = await graphqlAs(t, RECORDS, { p: o.petId }, who.token);
    const status = async (path: string) => (await who.c.get(path, { redirect: 'manual' })).status;
    return {
      orderPage: page.status,
      listed: [...text.matchAll(/data-testid="order-shared-record-(\d+)"/g)].map((m) => Number(m[1])),
      pdfLinked: text.includes(`href="/app/medical-records/${o.petId}/record.pdf"`),
      pdf: await status(`/app/medical-records/${o.petId}/record.pdf`),
      file: await status(`/api/health-records/files/${o.file}`),
      graphql: gql.errors ? String(gql.errors[0].extensions.code) : (gql.data.healthRecords as Array<{ id: string }>).map((r) => Number(r.id)).sort(),
      otherPetPdf: await status(`/app/medical-records/${o.otherPetId}/record.pdf`),
      otherPetFile: await status(`/api/health-records/files/${o.otherFile}`),
    };
  }
  const sorted = (ids: number[]) => [...ids].sort();

  /**
   * Reads everything the root admin reads for the order; the owner's other pet only as a root admin (who reaches
   * all the pets of an owner sharing with the clinic), never as a sub-user through the order.
   */
  function expectReadsAll(r: Awaited<ReturnType<typeof readsOf>>, o: Opinion, otherPet: 'other pet too' | 'this pet only' = 'this pet only') {
    expect(r.orderPage).to.equal(200);
    expect(r.listed).to.deep.equal(o.records);
    expect(r.pdfLinked).to.equal(true);
    expect(r.pdf).to.equal(200);
    expect(r.file).to.equal(302);
    expect(r.graphql).to.deep.equal(sorted(o.records));
    expect(r.otherPetPdf).to.equal(otherPet === 'other pet too' ? 200 : 404);
    expect(r.otherPetFile).to.equal(otherPet === 'other pet too' ? 302 : 404);
  }

  /** Reads none of the pet's records anywhere (`orderPage`: what the order's page answers this login). */
  function expectReadsNone(r: Awaited<ReturnType<typeof readsOf>>, orderPage: number) {
    expect(r.orderPage).to.equal(orderPage);
    expect(r.listed).to.deep.equal([]);
    expect(r.pdfLinked).to.equal(false);
    expect(r.pdf).to.equal(404);
    expect(r.file).to.equal(404);
    expect(r.graphql).to.equal('NOT_FOUND');
    expect(r.otherPetPdf).to.equal(404);
    expect(r.otherPetFile).to.equal(404);
  }

  for (const status of ['assigned', 'in_review', 'needs_information', 'delivered'] as const) {
    it(`the assigned sub-user reads what the root admin reads while the order is ${status}, and never the owner's other pet`, async () => {
      const o = await opinion({ status });
      expectReadsAll(await readsOf(admin, o), o, 'other pet too');
      expectReadsAll(await readsOf(vet, o), o);
    });
  }

  it('the same clinic\'s unassigned sub-user reads nothing (the order is not theirs either)', async () => {
    const o = await opinion({ status: 'in_review' });
    expectReadsNone(await readsOf(colleague, o), 404);
    // An order nobody is assigned to yet: the root admin reads, no sub-user does.
    const waiting = await opinion({ status: 'paid', assignee: null });
    expectReadsAll(await readsOf(admin, waiting), waiting, 'other pet too');
    expectReadsNone(await readsOf(vet, waiting), 404);
  });

  it('a reassigned order moves the reach: the vet assigned before reads nothing, the new one reads it all', async () => {
    const o = await opinion({ status: 'assigned' });
    expectReadsAll(await readsOf(vet, o), o);
    const moved = await admin.c.form(`/app/orders/${o.id}/assign`, { loginId: String(colleague.id) }, { redirect: 'manual' });
    expect(moved.status).to.equal(303);
    expect(await t.testDb.db('orders').where({ id: o.id }).first()).to.include({ assigned_login_id: colleague.id });
    expectReadsNone(await readsOf(vet, o), 404);
    expectReadsAll(await readsOf(colleague, o), o);
  });

  it('another clinic\'s login reads nothing, even when the owner shares with that clinic too and the order names them', async () => {
    const o = await opinion({ status: 'in_review' });
    await createCustomer(t.testDb.db, otherClinic, o.owner.id, { access: 'granted' });
    expectReadsNone(await readsOf(otherClinicVet, o), 404);
    // A row no service writes (the assignee is always of the order's clinic): the rule still asks the order's clinic.
    await t.testDb.db('orders').where({ id: o.id }).update({ assigned_login_id: otherClinicVet.id });
    expectReadsNone(await readsOf(otherClinicVet, o), 404);
  });

  it('an order its owner canceled gives the vet assigned nothing; the page stays readable with no records', async () => {
    const o = await opinion({ status: 'assigned' });
    expectReadsAll(await readsOf(vet, o), o);
    expect((await o.ownerC.form(`/app/my-orders/${o.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    expect(await t.testDb.db('orders').where({ id: o.id }).first()).to.include({ status: 'canceled' });
    // Its page stays the vet's to read (canceled, no moves), without the records.
    expectReadsNone(await readsOf(vet, o), 200);
    // The root admin still reads them: the owner shares with the clinic.
    expectReadsAll(await readsOf(admin, o), o, 'other pet too');
  });

  it('a refunded order (its deadline passed) gives the vet assigned nothing', async () => {
    const o = await opinion({ status: 'refunded' });
    expectReadsNone(await readsOf(vet, o), 200);
  });

  for (const access of ['pending', 'declined', null] as const) {
    it(`records the owner does not share with the clinic (${access ?? 'not its customer'}) are read by nobody there, the assignee included`, async () => {
      const o = await opinion({ status: 'in_review', access });
      expectReadsNone(await readsOf(vet, o), 200);
      expectReadsNone(await readsOf(admin, o), 200);
    });
  }
});
