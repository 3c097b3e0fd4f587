import { FULFILMENT_MESSAGES } from '../../contracts/order-fulfilment.ts';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createCustomer, createHealthRecord, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../../server/jobs/job-definitions.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const DAY = 86_400_000;
const card = { cardNumber: TEST_CARDS.approve, name: 'Clinic Card', ccv: '123', expDt: '2030-01' };

/**
 * The Peer-to-Peer Consult: a clinic's vet orders it for a patient of theirs, the clinic pays (a payment with a
 * clinic as its payer), the panel practice (vendor 1) answers through its queue, the report comes back to the
 * requesting clinic (never the owner's record until the clinic shares it), the refund at 5 days goes to the
 * clinic's payment, and who may see or do what.
 */
describe('Peer-to-Peer Consults: ordered and paid by a clinic, answered by the panel', function () {
  this.timeout(90_000);
  let t: TestApp;
  let panel: number;
  let clinic: number;
  let rex: number;
  let record: number;
  let owner: { id: number; email: string };
  let specialist: { id: number; email: string };
  let subX: { id: number; email: string };
  let rootX: { id: number; email: string };
  let c: Record<'panelAdmin' | 'specialist' | 'rootX' | 'subX' | 'teamX' | 'rootY' | 'owner', Client>;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    panel = await createVendor(db, { name: 'Panel Practice' });
    const panelAdmin = await createVendorLogin(db, panel, { subrole: 'root_admin' });
    specialist = await createVendorLogin(db, panel, { subrole: 'user', first_name: 'Sam', last_name: 'Specialist' });
    clinic = await createVendor(db, { name: 'Happy Paws' });
    rootX = await createVendorLogin(db, clinic, { subrole: 'root_admin' });
    subX = await createVendorLogin(db, clinic, { subrole: 'user', first_name: 'Dana', last_name: 'Vet' });
    const teamX = await createVendorLogin(db, clinic, { subrole: 'user' });
    const other = await createVendor(db, { name: 'Other Clinic' });
    const rootY = await createVendorLogin(db, other, { subrole: 'root_admin' });
    owner = await createUser(db, { first_name: 'Olive' });
    rex = await createPet(db, owner.id, { name: 'Rex', type: 1 });
    record = await createHealthRecord(db, { userId: owner.id, petId: rex, details: { name: 'Bloodwork', date: '2026-10-01' } });
    const l1 = await createListing(db, clinic, { managers: [subX.id], title: 'Listing One' });
    await createBooking(db, { userId: owner.id, vendorId: clinic, listingId: l1, slot: new Date(Date.now() - 3 * DAY), type: 'clinic', pet: { id: rex, name: 'Rex' } });
    await createCustomer(db, clinic, owner.id, { access: 'granted' });
    const log = (email: string, role: 'user' | 'vendor') => signedInClient(t, email, role);
    c = {
      panelAdmin: await log(panelAdmin.email, 'vendor'), specialist: await log(specialist.email, 'vendor'), rootX: await log(rootX.email, 'vendor'),
      subX: await log(subX.email, 'vendor'), teamX: await log(teamX.email, 'vendor'), rootY: await log(rootY.email, 'vendor'), owner: await log(owner.email, 'user'),
    };
  });
  after(() => t.close());

  const html = async (who: Client, path: string) => {
    const res = await who.get(path, { headers: { accept: 'text/html' }, redirect: 'manual' });
    return { status: res.status, text: await res.text() };
  };
  const orderRow = (id: number) => t.testDb.db('orders').where({ id }).first();
  const mailTo = (to: string, subject: string) => t.testDb.db('outbox_messages').where({ to }).where('subject', 'like', `%${subject}%`).orderBy('id', 'desc').first();

  /** The sub-user orders a consult about Rex and pays for it with the clinic's card. */
  async function orderedAndPaid(body: Record<string, unknown> = {}): Promise<number> {
    const stored = await c.subX.post('/api/peer-consults', { petId: rex, question: 'Would you operate on this cruciate tear?', ...body });
    expect(stored.status).to.equal(201);
    const { orderId } = await stored.json() as { orderId: number };
    const paid = await c.subX.post('/api/payment', { paymentType: 100, orderId, paymentInfo: card }, { headers: { 'idempotency-key': `peer-${orderId}` } });
    expect(paid.status).to.equal(201);
    expect(await paid.json()).to.deep.equal({ result: orderId });
    return orderId;
  }

  it('is ordered for a patient and paid by the clinic: the payment names the clinic, not an owner, and the vet gets the receipt', async () => {
    const list = await html(c.subX, '/app/peer-consults');
    expect(list.text).to.contain(`/app/peer-consults/new/${rex}`).and.contain('delivered as a PDF within 48 hours');
    const form = await html(c.subX, `/app/peer-consults/new/${rex}`);
    expect(form.status).to.equal(200);
    expect(form.text).to.contain('Bloodwork');
    const checkoutBefore = await c.subX.post('/api/peer-consults', { petId: rex, question: 'Operate?', recordIds: [record] });
    const { orderId } = await checkoutBefore.json() as { orderId: number };
    expect((await html(c.subX, `/checkout?orderId=${orderId}`)).text).to.contain('Peer-to-Peer Consult').and.contain('$95.00');
    const paid = await c.subX.post('/api/payment', { paymentType: 100, orderId, paymentInfo: card }, { headers: { 'idempotency-key': `first-${orderId}` } });
    expect(paid.status).to.equal(201);
    const row = await orderRow(orderId);
    expect(row).to.include({ status: 'paid', user_id: null });
    expect([Number(row.vendor_id), Number(row.requester_vendor_id), Number(row.requester_login_id)]).to.deep.equal([panel, clinic, subX.id]);
    expect(row.due_at).to.be.a('date');
    expect(row.details.records[0]).to.include({ id: record });
    const payment = await t.testDb.db('payments').where({ id: row.payment_id }).first();
    expect(payment).to.include({ user_id: null, status: 'captured', amount_cents: 9_500, product_id: 9000 });
    expect(Number(payment.payer_vendor_id)).to.equal(clinic);
    expect((await mailTo(subX.email, 'is paid')).text).to.contain('$95.00');
    // The same key again answers the first outcome and charges nothing more.
    const again = await c.subX.post('/api/payment', { paymentType: 100, orderId, paymentInfo: card }, { headers: { 'idempotency-key': `first-${orderId}` } });
    expect(await again.json()).to.deep.equal({ result: orderId });
    expect(await t.testDb.db('payments').where('details', '@>', JSON.stringify({ orderId }))).to.have.length(1);
    // The database holds the one payer: never an owner and a clinic, never neither.
    let refused = false;
    await t.testDb.db('payments').where({ id: row.payment_id }).update({ user_id: owner.id }).catch(() => { refused = true; });
    expect(refused).to.equal(true);
  });

  it('reaches the panel\'s queue, the question goes to the requesting vet, and the report comes back to the clinic only until it shares it', async () => {
    const id = await orderedAndPaid({ recordIds: [record] });
    const queue = await html(c.panelAdmin, '/app/orders');
    expect(queue.text).to.contain(`/app/orders/${id}`).and.contain('Peer-to-Peer Consult').and.contain('Happy Paws');
    const detail = await html(c.panelAdmin, `/app/orders/${id}`);
    expect(detail.text).to.contain('Requested by').and.contain('Dana Vet').and.contain('Bloodwork').and.not.contain(owner.email);
    expect((await c.panelAdmin.form(`/app/orders/${id}/assign`, { loginId: String(specialist.id) }, { redirect: 'manual' })).status).to.equal(303);
    expect((await c.specialist.form(`/app/orders/${id}/start`, {}, { redirect: 'manual' })).status).to.equal(303);
    const asked = await c.specialist.form(`/app/orders/${id}/question`, { text: 'Is there a drawer sign?' }, { redirect: 'manual' });
    expect(asked.status).to.equal(303);
    expect(asked.headers.get('location')).to.equal(`/app/orders/${id}?done=askedClinic`);
    expect(await (await c.specialist.get(`/app/orders/${id}?done=askedClinic`, { headers: { accept: 'text/html' } })).text())
      .to.include(FULFILMENT_MESSAGES.askedClinic);
    expect((await orderRow(id)).status).to.equal('needs_information');
    expect((await mailTo(subX.email, 'needs more information')).text).to.contain('Is there a drawer sign?');
    // Only the requesting clinic answers: not the owner, not another clinic, not the panel.
    expect((await c.owner.form(`/app/my-orders/${id}/answer`, { text: 'Me?' }, { redirect: 'manual' })).status).to.equal(404);
    expect((await c.rootY.form(`/app/peer-consults/${id}/answer`, { text: 'Me?' }, { redirect: 'manual' })).status).to.equal(404);
    expect((await c.subX.form(`/app/peer-consults/${id}/answer`, { text: '' }, { redirect: 'manual' })).status).to.equal(400);
    expect((await c.subX.form(`/app/peer-consults/${id}/answer`, { text: 'Yes, a positive drawer.' }, { redirect: 'manual' })).status).to.equal(303);
    expect((await orderRow(id)).status).to.equal('in_review');

    const delivered = await c.specialist.post(`/api/orders/${id}/report`, { summary: '<p>Operate.</p>', assessment: '<p>Full tear.</p>', recommendations: '<p>TPLO.</p>' });
    expect(delivered.status).to.equal(200);
    const row = await orderRow(id);
    expect(row.status).to.equal('delivered');
    expect(row.report_file_id).to.not.equal(null);
    expect(row.report_record_id).to.equal(null);
    const mail = await mailTo(subX.email, 'report is ready');
    expect(mail.text).to.contain(`/app/peer-consults/${id}`);
    expect(JSON.stringify(mail.meta ?? {})).to.contain('application/pdf');
    const panelReports = () => t.testDb.db('health_records').where({ pet_id: rex, vendor_id: panel });
    expect(await panelReports()).to.have.length(0);

    // The clinic reads it (the vet who ordered it and the root admin); nobody else does.
    expect((await c.subX.get(`/app/peer-consults/${id}/report.pdf`, { redirect: 'manual' })).status).to.equal(302);
    expect((await c.rootX.get(`/app/peer-consults/${id}/report.pdf`, { redirect: 'manual' })).status).to.equal(302);
    expect((await c.specialist.get(`/app/orders/${id}/report.pdf`, { redirect: 'manual' })).status).to.equal(302);
    for (const who of [c.teamX, c.rootY]) expect((await who.get(`/app/peer-consults/${id}/report.pdf`, { redirect: 'manual' })).status).to.equal(404);
    expect((await c.owner.get(`/app/my-orders/${id}/report.pdf`, { redirect: 'manual' })).status).to.equal(404);
    expect((await html(c.owner, '/app/my-orders')).text).not.to.contain('cruciate');
    expect((await html(c.rootY, `/app/peer-consults/${id}`)).status).to.equal(404);
    expect((await html(c.teamX, `/app/peer-consults/${id}`)).status).to.equal(404);

    // Shared into Rex's record: a document from the panel that the owner reads; once.
    expect((await c.rootY.form(`/app/peer-consults/${id}/share`, {}, { redirect: 'manual' })).status).to.equal(404);
    expect((await c.subX.form(`/app/peer-consults/${id}/share`, {}, { redirect: 'manual' })).status).to.equal(303);
    const [filed] = await panelReports();
    expect(Number(filed.user_id)).to.equal(owner.id);
    expect(filed.category).to.equal('documents');
    expect((await c.subX.form(`/app/peer-consults/${id}/share`, {}, { redirect: 'manual' })).status).to.equal(409);
    expect(await panelReports()).to.have.length(1);
    expect((await html(c.subX, `/app/peer-consults/${id}`)).text).to.contain('Shared into Rex');
  });

  it('refunds the clinic\'s payment in full past the 5-day limit (the clock passed in) and tells the vet who ordered it', async () => {
    const id = await orderedAndPaid();
    const now = new Date(Date.now() + 5 * DAY + 60_000);
    const queue = new JobQueue(t.testDb.db, { clock: () => now, retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(t.deps.services));
    try {
      await queue.send(JOB.orderDeadlines, {});
      await queue.drain();
    } finally {
      await queue.stop();
    }
    const row = await orderRow(id);
    expect(row.status).to.equal('refunded');
    const [refund] = await t.testDb.db('refunds').where({ payment_id: row.payment_id });
    expect(refund).to.include({ status: 'succeeded', amount_cents: 9_500 });
    expect((await mailTo(subX.email, 'refunded')).text).to.contain("A full refund of $95.00 is on its way to your clinic's card.");
  });

  it('is canceled by the clinic before a specialist starts it: refunded in full, out of the panel\'s queue, canceled on both sides', async () => {
    const id = await orderedAndPaid();
    // Nobody but the requesting clinic's root admin or ordering vet: the same clinic's other vet, another clinic, the panel, an owner.
    for (const who of [c.teamX, c.rootY, c.panelAdmin, c.specialist]) {
      expect((await who.form(`/app/peer-consults/${id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(404);
    }
    expect((await c.owner.form(`/app/peer-consults/${id}/cancel`, {}, { redirect: 'manual' })).status).to.be.oneOf([401, 403, 404]);
    expect((await orderRow(id)).status).to.equal('paid');
    const detailBefore = await html(c.subX, `/app/peer-consults/${id}`);
    expect(detailBefore.text).to.contain(`/app/peer-consults/${id}/cancel`);

    const canceled = await c.subX.form(`/app/peer-consults/${id}/cancel`, {}, { redirect: 'manual' });
    expect(canceled.status).to.equal(303);
    expect(canceled.headers.get('location')).to.equal(`/app/peer-consults/${id}?done=canceled`);
    const row = await orderRow(id);
    expect(row).to.include({ status: 'canceled', due_at: null, refund_at: null });
    const refunds = await t.testDb.db('refunds').where({ payment_id: row.payment_id });
    expect(refunds).to.have.length(1);
    expect(refunds[0]).to.include({ status: 'succeeded', amount_cents: 9_500 });
    // The clinic's side: canceled, with the refund, and no cancel left to press.
    const page = await html(c.subX, `/app/peer-consults/${id}?done=canceled`);
    expect(page.text).to.contain("The consult was canceled and refunded in full to your clinic&#x27;s card.").and.contain('Canceled')
      .and.contain('$95.00 refunded in full').and.not.contain(`/app/peer-consults/${id}/cancel`);
    expect((await html(c.subX, '/app/peer-consults')).text).to.contain('Canceled');
    // The panel's side: gone from the queue, its page says canceled and refunded, and nothing can move it.
    expect((await html(c.panelAdmin, '/app/orders')).text).not.to.contain(`/app/orders/${id}"`);
    const panelPage = await html(c.panelAdmin, `/app/orders/${id}`);
    expect(panelPage.status).to.equal(200);
    expect(panelPage.text).to.contain('Canceled').and.contain('$95.00 refunded in full').and.not.contain(`/app/orders/${id}/assign`);
    expect((await c.panelAdmin.form(`/app/orders/${id}/assign`, { loginId: String(specialist.id) }, { redirect: 'manual' })).status).to.equal(409);
    expect((await mailTo(subX.email, 'canceled and refunded')).text).to.contain("A full refund of $95.00 is on its way to your clinic's card.");
    // Twice: refused, nothing refunded again.
    const again = await c.subX.form(`/app/peer-consults/${id}/cancel`, {}, { redirect: 'manual' });
    expect(again.status).to.equal(409);
    expect(await again.text()).to.contain('This consult is already canceled.');
    expect(await t.testDb.db('refunds').where({ payment_id: row.payment_id })).to.have.length(1);
  });

  it('is canceled by the clinic\'s root admin once assigned (the assignee is told), never once the review started or before payment', async () => {
    const assigned = await orderedAndPaid();
    expect((await c.panelAdmin.form(`/app/orders/${assigned}/assign`, { loginId: String(specialist.id) }, { redirect: 'manual' })).status).to.equal(303);
    expect((await c.rootX.form(`/app/peer-consults/${assigned}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    expect((await orderRow(assigned)).status).to.equal('canceled');
    expect((await mailTo(specialist.email, 'was canceled by the clinic')).text).to.contain('Happy Paws canceled');
    expect((await html(c.specialist, '/app/orders')).text).not.to.contain(`/app/orders/${assigned}"`);

    const started = await orderedAndPaid();
    expect((await c.panelAdmin.form(`/app/orders/${started}/assign`, { loginId: String(specialist.id) }, { redirect: 'manual' })).status).to.equal(303);
    expect((await c.specialist.form(`/app/orders/${started}/start`, {}, { redirect: 'manual' })).status).to.equal(303);
    expect((await html(c.subX, `/app/peer-consults/${started}`)).text).not.to.contain(`/app/peer-consults/${started}/cancel`);
    const refused = await c.subX.form(`/app/peer-consults/${started}/cancel`, {}, { redirect: 'manual' });
    expect(refused.status).to.equal(409);
    expect(await refused.text()).to.contain('A specialist has started this consult: it can no longer be canceled.');
    const row = await orderRow(started);
    expect(row.status).to.equal('in_review');
    expect(await t.testDb.db('refunds').where({ payment_id: row.payment_id })).to.have.length(0);

    const stored = await c.subX.post('/api/peer-consults', { petId: rex, question: 'Unpaid?' });
    const { orderId: unpaid } = await stored.json() as { orderId: number };
    const notPaid = await c.subX.form(`/app/peer-consults/${unpaid}/cancel`, {}, { redirect: 'manual' });
    expect(notPaid.status).to.equal(409);
    expect(await notPaid.text()).to.contain('Only a paid consult can be canceled.');
    expect((await orderRow(unpaid)).status).to.equal('new');
  });

  it('carries the attached records\' files: the requesting clinic and the panel\'s assigned vet open them, nobody else', async () => {
    const db = t.testDb.db;
    const xray = await createHealthRecord(db, { userId: owner.id, petId: rex, category: 'documents', subcategory: 'notes', details: { name: 'Knee X-ray', date: '2026-10-02' } });
    const key = `records/${Date.now()}/knee-xray.pdf`;
    const [file] = await db('files').insert({
      key, access: 'private', service_type: 'phr', name: 'knee-xray.pdf', owner_type: 'user', owner_id: owner.id,
      content_type: 'application/pdf', size_bytes: 9, status: 'uploaded',
    }).returning('id');
    const fileId = Number(file.id);
    await db('health_record_files').insert({ file_id: fileId, health_record_id: xray });
    await t.deps.adapters.storage.write(key, Buffer.from('%PDF-1.4\n'), 'application/pdf');
    const id = await orderedAndPaid({ recordIds: [xray] });
    const stored = (await orderRow(id)).details.records[0];
    expect(stored.files).to.deep.equal([{ id: fileId, name: 'knee-xray.pdf', key, contentType: 'application/pdf', access: 'private' }]);

    const opens = async (who: Client, path: string) => {
      const res = await who.get(path, { redirect: 'manual' });
      if (res.status !== 302) return res.status;
      const signed = new URL(res.headers.get('location')!, t.baseUrl);
      const body = await (await fetch(new URL(signed.pathname + signed.search, t.baseUrl))).text();
      return body.startsWith('%PDF') ? 'the file' : `302 to ${signed.pathname}`;
    };
    // The panel's pages name the file (never its key); its root admin opens it, a vet not assigned does not.
    const panelPage = await html(c.panelAdmin, `/app/orders/${id}`);
    expect(panelPage.text).to.contain(`/app/orders/${id}/files/${fileId}`).and.contain('knee-xray.pdf').and.not.contain(key);
    expect(await opens(c.panelAdmin, `/app/orders/${id}/files/${fileId}`)).to.equal('the file');
    expect(await opens(c.specialist, `/app/orders/${id}/files/${fileId}`)).to.equal(404);
    expect((await c.panelAdmin.form(`/app/orders/${id}/assign`, { loginId: String(specialist.id) }, { redirect: 'manual' })).status).to.equal(303);
    expect(await opens(c.specialist, `/app/orders/${id}/files/${fileId}`)).to.equal('the file');
    // The panel still cannot reach the pet's record or the file by the record's own link.
    expect((await c.specialist.get(`/app/medical-records/${rex}/record.pdf`, { redirect: 'manual' })).status).to.be.oneOf([403, 404]);
    // The requesting clinic: the vet who ordered it and its root admin; not its other vet, another clinic or the owner through the consult.
    expect((await html(c.subX, `/app/peer-consults/${id}`)).text).to.contain(`/app/peer-consults/${id}/files/${fileId}`).and.not.contain(key);
    expect(await opens(c.subX, `/app/peer-consults/${id}/files/${fileId}`)).to.equal('the file');
    expect(await opens(c.rootX, `/app/peer-consults/${id}/files/${fileId}`)).to.equal('the file');
    for (const who of [c.teamX, c.rootY]) {
      expect(await opens(who, `/app/peer-consults/${id}/files/${fileId}`)).to.equal(404);
      expect(await opens(who, `/app/orders/${id}/files/${fileId}`)).to.equal(404);
    }
    expect(await opens(c.owner, `/app/my-orders/${id}/files/${fileId}`)).to.be.oneOf([403, 404]);
    // Another consult does not open this one's record file by its id.
    const other = await orderedAndPaid();
    expect(await opens(c.panelAdmin, `/app/orders/${other}/files/${fileId}`)).to.equal(404);
  });

  it('refuses bad input and anyone else\'s patient, storing nothing', async () => {
    const count = async () => Number((await t.testDb.db('orders').whereNotNull('requester_vendor_id').count({ n: '*' }))[0].n);
    const before = await count();
    const empty = await c.subX.post('/api/peer-consults', { petId: rex, question: '   ' });
    expect(empty.status).to.equal(400);
    expect(await empty.text()).to.contain('Please write your question');
    expect((await c.subX.post('/api/peer-consults', { petId: rex, question: 'Q', recordIds: [999_999] })).status).to.equal(400);
    expect((await c.subX.post('/api/peer-consults', { petId: rex, question: 'x'.repeat(5001) })).status).to.equal(400);
    // Another clinic's vet, the same clinic's vet whose listings never saw Rex, an owner, nobody.
    expect((await c.rootY.post('/api/peer-consults', { petId: rex, question: 'Q' })).status).to.equal(404);
    expect((await c.teamX.post('/api/peer-consults', { petId: rex, question: 'Q' })).status).to.equal(404);
    expect((await c.owner.post('/api/peer-consults', { petId: rex, question: 'Q' })).status).to.equal(403);
    expect((await html(c.teamX, '/app/peer-consults')).text).not.to.contain(`/app/peer-consults/new/${rex}`);
    expect((await html(c.rootY, `/app/peer-consults/new/${rex}`)).status).to.equal(404);
    // An owner who stops sharing records: the form offers none, and records cannot be attached.
    await createCustomer(t.testDb.db, clinic, owner.id, { access: 'declined' });
    try {
      expect((await html(c.rootX, `/app/peer-consults/new/${rex}`)).text).to.contain('does not share');
      expect((await c.rootX.post('/api/peer-consults', { petId: rex, question: 'Q', recordIds: [record] })).status).to.equal(400);
    } finally {
      await createCustomer(t.testDb.db, clinic, owner.id, { access: 'granted' });
    }
    expect(await count()).to.equal(before);
  });
});
