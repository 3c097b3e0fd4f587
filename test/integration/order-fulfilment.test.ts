import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createCustomer, createOrder, createPayment, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createHealthRecord } from '../factories/health-records.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../../server/jobs/job-definitions.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Second opinions delivered: the panel practice's queue (vendor 1), assignment, the review, a question to the
 * owner (the clock pauses) and the answer, the report (sanitized, a PDF filed to the pet's record, the owner
 * emailed), who may do each, bad input, and the deadline sweep (a reminder, then a full refund) with the clock
 * passed in.
 */
describe('second opinions: from the queue to the report', function () {
  this.timeout(60_000);
  let t: TestApp;
  let panel: number;
  let admin: { id: number; email: string };
  let vet: { id: number; email: string };
  let otherVet: { id: number; email: string };
  let adminC: Client;
  let vetC: Client;
  let otherVetC: Client;
  let otherClinicC: Client;
  let otherClinicLogin: { id: number; email: string };

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    panel = await createVendor(db, { name: 'Panel Practice' });
    admin = await createVendorLogin(db, panel, { subrole: 'root_admin', first_name: 'Priya' });
    vet = await createVendorLogin(db, panel, { subrole: 'user', first_name: 'Marcus' });
    otherVet = await createVendorLogin(db, panel, { subrole: 'user', first_name: 'Unassigned' });
    const other = await createVendor(db, { name: 'Other Clinic' });
    otherClinicLogin = await createVendorLogin(db, other, { subrole: 'root_admin' });
    adminC = await signedInClient(t, admin.email, 'vendor');
    vetC = await signedInClient(t, vet.email, 'vendor');
    otherVetC = await signedInClient(t, otherVet.email, 'vendor');
    otherClinicC = await signedInClient(t, otherClinicLogin.email, 'vendor');
  });
  after(() => t.close());

  /** An owner with a dog and a second opinion paid `paidAgoMs` ago through the test gateway, fulfilled by the panel. */
  async function paidOpinion(attrs: { paidAgoMs?: number; status?: 'paid' | 'assigned' | 'in_review'; assigned?: boolean } = {}) {
    const db = t.testDb.db;
    const owner = await createUser(db);
    const petId = await createPet(db, owner.id, { name: 'Buddy', type: 1 });
    const paidAt = new Date(Date.now() - (attrs.paidAgoMs ?? HOUR));
    const paymentId = await createPayment(db, {
      userId: owner.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `test_capture_op_${owner.id}`, createdAt: paidAt,
    });
    const id = await createOrder(db, {
      userId: owner.id, productId: 7000, status: attrs.status ?? 'paid', paymentId, vendorId: panel, paidAt,
      ...(attrs.assigned ? { assignedLoginId: vet.id } : {}),
      details: { petId, petName: 'Buddy', firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', files: [] },
    });
    return { id, owner, petId, paymentId, ownerC: await signedInClient(t, owner.email, 'user') };
  }

  const html = async (c: Client, path: string) => {
    const res = await c.get(path, { headers: { accept: 'text/html' }, redirect: 'manual' });
    return { status: res.status, text: await res.text() };
  };
  const orderRow = (id: number) => t.testDb.db('orders').where({ id }).first();
  const report = { summary: '<p>Rest first.</p><script>alert(1)</script>', assessment: '<p>Partial <strong>tear</strong>.</p>', recommendations: '<ul><li>Six weeks of rest</li></ul>', references: '' };

  it('takes an owner\'s second opinion on the main site for the panel practice (vendor 1), and on a clinic\'s site for that clinic', async () => {
    expect(panel).to.equal(1);
    const db = t.testDb.db;
    const owner = await createUser(db);
    const petId = await createPet(db, owner.id, { name: 'Rex', type: 1 });
    const viewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'O', lastName: 'W', pic: null } satisfies Viewer;
    const details = { petId, firstOpinion: 'x', query: 'y', authorization: true as const, files: [] };
    const main = await t.deps.services.orders.store(viewer, { productId: 7000, details });
    const clinic = await createVendor(db);
    const site = await t.deps.services.orders.store(viewer, { productId: 7000, details }, clinic);
    expect(Number((await orderRow(main.orderId)).vendor_id)).to.equal(1);
    expect(Number((await orderRow(site.orderId)).vendor_id)).to.equal(clinic);
  });

  it('goes from paid to delivered: assigned, reviewed, a question answered, the report filed to the pet\'s record and mailed', async () => {
    const o = await paidOpinion();
    // The root admin sees it with its clock; an unassigned order is no sub-user's.
    const queue = await html(adminC, '/app/orders');
    expect(queue.text).to.contain(`/app/orders/${o.id}`).and.contain('due in 47 h').and.contain('Second medical opinion');
    expect((await html(vetC, '/app/orders')).text).not.to.contain(`/app/orders/${o.id}"`);
    expect((await html(vetC, `/app/orders/${o.id}`)).status).to.equal(404);

    // Assigned to the panel vet: now in their queue, and nobody else's on the team.
    const assigned = await adminC.form(`/app/orders/${o.id}/assign`, { loginId: String(vet.id) }, { redirect: 'manual' });
    expect(assigned.status).to.equal(303);
    const row = await orderRow(o.id);
    expect([row.status, Number(row.assigned_login_id)]).to.deep.equal(['assigned', vet.id]);
    expect((await html(vetC, '/app/orders')).text).to.contain(`/app/orders/${o.id}`);
    expect((await html(otherVetC, `/app/orders/${o.id}`)).status).to.equal(404);
    expect((await html(otherClinicC, `/app/orders/${o.id}`)).status).to.equal(404);

    // The review starts (the order is used), a question pauses the clock and reaches the owner.
    expect((await vetC.form(`/app/orders/${o.id}/start`, {}, { redirect: 'manual' })).status).to.equal(303);
    expect((await orderRow(o.id)).used_at).to.be.a('date');
    expect((await vetC.form(`/app/orders/${o.id}/question`, { text: 'Any X-rays of the knee?' }, { redirect: 'manual' })).status).to.equal(303);
    const paused = await orderRow(o.id);
    expect(paused).to.include({ status: 'needs_information', due_at: null, refund_at: null });
    const asked = await t.testDb.db('outbox_messages').where({ to: o.owner.email }).where('subject', 'like', '%needs more information%').first();
    expect(asked.text).to.contain('Any X-rays of the knee?');
    const mine = await html(o.ownerC, '/app/my-orders');
    expect(mine.text).to.contain('Any X-rays of the knee?').and.contain('Paused: waiting for your answer').and.contain(`/app/my-orders/${o.id}/answer`);

    // Another owner cannot answer it; its owner does, and the clock runs again from the answer.
    const stranger = await paidOpinion();
    expect((await stranger.ownerC.form(`/app/my-orders/${o.id}/answer`, { text: 'Mine!' }, { redirect: 'manual' })).status).to.equal(404);
    expect((await o.ownerC.form(`/app/my-orders/${o.id}/answer`, { text: 'No X-rays yet; the vet felt a drawer sign.' }, { redirect: 'manual' })).status).to.equal(303);
    const resumed = await orderRow(o.id);
    expect(resumed.status).to.equal('in_review');
    expect(new Date(resumed.due_at).getTime()).to.be.closeTo(Date.now() + 48 * HOUR, 60_000);
    const detail = await html(vetC, `/app/orders/${o.id}`);
    expect(detail.text).to.contain('No X-rays yet; the vet felt a drawer sign.').and.contain('data-island="order-report"');

    // Delivered: sanitized, filed as the clinic's document with the PDF, the owner mailed a link.
    const delivered = await vetC.post(`/api/orders/${o.id}/report`, report);
    expect(delivered.status).to.equal(200);
    const done = await orderRow(o.id);
    expect(done.status).to.equal('delivered');
    expect(done.report.summary).to.equal('<p>Rest first.</p>');
    const record = await t.testDb.db('health_records').where({ id: done.report_record_id }).first();
    expect(record).to.include({ category: 'documents', subcategory: 'notes' });
    expect([Number(record.vendor_id), Number(record.pet_id)]).to.deep.equal([panel, o.petId]);
    const mail = await t.testDb.db('outbox_messages').where({ to: o.owner.email }).where('subject', 'like', '%report is ready%').first();
    expect(mail.text).to.contain(`/app/my-orders/${o.id}/report.pdf`);

    // The owner opens the PDF through a short-lived signed address; another owner cannot.
    const link = await o.ownerC.get(`/app/my-orders/${o.id}/report.pdf`, { redirect: 'manual' });
    expect(link.status).to.equal(302);
    const pdf = await o.ownerC.get(link.headers.get('location')!);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).to.equal('%PDF');
    expect((await stranger.ownerC.get(`/app/my-orders/${o.id}/report.pdf`, { redirect: 'manual' })).status).to.equal(404);
    expect((await otherClinicC.get(`/app/orders/${o.id}/report.pdf`, { redirect: 'manual' })).status).to.equal(404);
    expect((await html(o.ownerC, '/app/my-orders')).text).to.contain('Delivered').and.contain(`/app/my-orders/${o.id}/report.pdf`);
    // The clinic's activity log names both moves.
    const audit = await t.testDb.db('vendor_audit_events').where({ vendor_id: panel }).whereIn('action', ['order.assigned', 'order.delivered']);
    expect(audit.map((a) => a.action)).to.include.members(['order.assigned', 'order.delivered']);
  });

  it('lets only the assignee review and deliver, and only the root admin assign', async () => {
    const o = await paidOpinion({ status: 'assigned', assigned: true });
    // A sub-user cannot assign; the root admin, not the assignee, cannot start or deliver.
    expect((await vetC.form(`/app/orders/${o.id}/assign`, { loginId: String(otherVet.id) }, { redirect: 'manual' })).status).to.equal(403);
    expect((await adminC.form(`/app/orders/${o.id}/start`, {}, { redirect: 'manual' })).status).to.equal(403);
    expect((await otherVetC.form(`/app/orders/${o.id}/start`, {}, { redirect: 'manual' })).status).to.equal(404);
    expect((await otherClinicC.post(`/api/orders/${o.id}/report`, report)).status).to.equal(404);
    expect((await o.ownerC.post(`/api/orders/${o.id}/report`, report)).status).to.equal(403);
    expect((await orderRow(o.id)).status).to.equal('assigned');
  });

  it('refuses bad input with its reason and saves nothing', async () => {
    const o = await paidOpinion({ status: 'in_review', assigned: true });
    const empty = await vetC.post(`/api/orders/${o.id}/report`, { ...report, summary: '<p> </p>' });
    expect(empty.status).to.equal(400);
    expect(await empty.text()).to.contain('Please write the summary');
    const tooLong = await vetC.post(`/api/orders/${o.id}/report`, { ...report, assessment: 'x'.repeat(20_001) });
    expect(tooLong.status).to.equal(400);
    const question = await vetC.form(`/app/orders/${o.id}/question`, { text: '  ' }, { redirect: 'manual' });
    expect(question.status).to.equal(400);
    expect(await question.text()).to.contain('Please write your question');
    const foreign = await adminC.form(`/app/orders/${o.id}/assign`, { loginId: String(otherClinicLogin.id) }, { redirect: 'manual' });
    expect(foreign.status).to.equal(400);
    expect(await foreign.text()).to.contain('Please choose a member of your team');
    const row = await orderRow(o.id);
    expect([row.status, Number(row.assigned_login_id), row.report, row.report_record_id]).to.deep.equal(['in_review', vet.id, null, null]);
    expect(await t.testDb.db('health_records').where({ pet_id: o.petId })).to.have.length(0);
    // Answering when nothing was asked: a conflict, nothing recorded.
    expect((await o.ownerC.form(`/app/my-orders/${o.id}/answer`, { text: 'Hello' }, { redirect: 'manual' })).status).to.equal(409);
    expect(await t.testDb.db('order_events').where({ order_id: o.id })).to.have.length(0);
  });

  it('reminds the assignee 12 h before the deadline once, and refunds in full past the 5-day limit, telling both sides', async () => {
    const late = await paidOpinion({ status: 'in_review', assigned: true, paidAgoMs: 5 * DAY - HOUR });
    const soon = await paidOpinion({ status: 'assigned', assigned: true, paidAgoMs: 37 * HOUR });
    const fresh = await paidOpinion({ status: 'assigned', assigned: true, paidAgoMs: HOUR });
    const now = new Date(Date.now() + 2 * HOUR); // the clock passed in: 'late' is past its outer limit
    const run = async () => {
      const queue = new JobQueue(t.testDb.db, { clock: () => now, retryDelaySeconds: 0 });
      await queue.start(jobDefinitions(t.deps.services));
      try {
        await queue.send(JOB.orderDeadlines, {});
        await queue.drain();
      } finally {
        await queue.stop();
      }
    };
    await run();
    expect((await orderRow(late.id)).status).to.equal('refunded');
    const [refund] = await t.testDb.db('refunds').where({ payment_id: late.paymentId });
    expect(refund).to.include({ status: 'succeeded', amount_cents: 9_500 });
    const ownerMail = await t.testDb.db('outbox_messages').where({ to: late.owner.email }).where('subject', 'like', '%refunded%').first();
    expect(ownerMail.text).to.contain('A full refund of $95.00');
    expect(await t.testDb.db('outbox_messages').where({ to: admin.email }).where('subject', 'like', `Order #${late.id} was refunded%`)).to.have.length(1);

    expect((await orderRow(soon.id)).reminded_at).to.be.a('date');
    expect((await orderRow(fresh.id)).reminded_at).to.equal(null);
    const reminders = () => t.testDb.db('outbox_messages').where({ to: vet.email }).where('subject', 'like', `Order #${soon.id} is due in%`);
    expect(await reminders()).to.have.length(1);
    await run();
    expect(await reminders()).to.have.length(1);
    expect(await t.testDb.db('refunds').where({ payment_id: late.paymentId })).to.have.length(1);
    // A delivered or refunded order is never refunded (again).
    expect((await orderRow(fresh.id)).status).to.equal('assigned');
  });
  it('shows the clinic an opinion its owner canceled from My Orders as canceled and read-only, out of the queue, with no move left', async () => {
    const o = await paidOpinion({ status: 'assigned', assigned: true });
    const canceled = await o.ownerC.form(`/app/my-orders/${o.id}/cancel`, {}, { redirect: 'manual' });
    expect(canceled.status).to.equal(303);
    expect((await orderRow(o.id)).status).to.equal('canceled');
    // The root admin and the assignee read it (no 404), canceled, the owner's cancel on its timeline; no form to act.
    for (const c of [adminC, vetC]) {
      const page = await html(c, `/app/orders/${o.id}`);
      expect(page.status).to.equal(200);
      expect(page.text).to.contain('data-testid="order-canceled"').and.contain('Canceled by the owner before review: $95.00 refunded in full.');
      expect(page.text).to.not.contain(`action="/app/orders/${o.id}/start"`).and.not.contain(`action="/app/orders/${o.id}/assign"`);
    }
    expect((await html(adminC, '/app/orders')).text).to.not.contain(`/app/orders/${o.id}"`);
    // Nothing moves it again, and nobody outside the practice reads it.
    expect((await vetC.form(`/app/orders/${o.id}/start`, {}, { redirect: 'manual' })).status).to.equal(409);
    expect((await orderRow(o.id)).status).to.equal('canceled');
    expect((await html(otherClinicC, `/app/orders/${o.id}`)).status).to.equal(404);
    expect((await html(otherVetC, `/app/orders/${o.id}`)).status).to.equal(404);
  });

  it('lists on the order page exactly the shared records the record\'s PDF holds, to those who may read them, and none otherwise', async () => {
    const db = t.testDb.db;
    const o = await paidOpinion({ status: 'assigned', assigned: true });
    const rabies = await createHealthRecord(db, { userId: o.owner.id, petId: o.petId, details: { name: 'Rabies', date: '2026-01-10' } });
    const visit = await createHealthRecord(db, {
      userId: o.owner.id, petId: o.petId, subcategory: 'consultations', details: { name: 'Limping', date: '2026-03-02', vetName: 'Dr. Lee' },
    });
    const lab = await createHealthRecord(db, { userId: o.owner.id, petId: o.petId, category: 'documents', subcategory: 'laboratory', details: { name: 'Blood panel', date: '2025-11-20' } });
    const [file] = await db('files').insert({
      key: `records/${Date.now()}/panel.pdf`, access: 'private', service_type: 'phr', name: 'panel.pdf', owner_type: 'user',
      owner_id: o.owner.id, content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
    }).returning('id');
    await db('health_record_files').insert({ file_id: Number(file.id), health_record_id: lab });
    // The owner's other pet and another owner's pet: never on this order.
    const otherPet = await createPet(db, o.owner.id, { name: 'Mia' });
    const notThis = await createHealthRecord(db, { userId: o.owner.id, petId: otherPet, details: { name: 'Mia shot', date: '2026-02-01' } });
    const shown = (text: string) => [...text.matchAll(/data-testid="order-shared-record-(\d+)"/g)].map((m) => Number(m[1]));

    // Not shared: no record listed, no PDF link; the PDF itself is refused to the clinic.
    let page = await html(adminC, `/app/orders/${o.id}`);
    expect(page.status).to.equal(200);
    expect(shown(page.text)).to.deep.equal([]);
    expect(page.text).to.not.contain('data-testid="order-records"');
    expect((await adminC.get(`/app/medical-records/${o.petId}/record.pdf`, { redirect: 'manual' })).status).to.equal(404);

    // Shared with the clinic: its root admin sees the pet's records (newest first), those the PDF holds, with files linked.
    await createCustomer(db, panel, o.owner.id, { access: 'granted' });
    page = await html(adminC, `/app/orders/${o.id}`);
    expect(shown(page.text)).to.deep.equal([visit, rabies, lab]);
    expect(shown(page.text)).to.not.include(notThis);
    const adminViewer = { kind: 'vendor', id: admin.id, vendorId: panel, email: admin.email, role: 'vendor', subrole: 'root_admin', firstName: 'Priya', lastName: '', pic: null };
    const pdfRecords = (await t.deps.services.healthRecords.petRecord(adminViewer as unknown as Viewer, o.petId, new Date())).records.map((r) => r.id);
    expect([...shown(page.text)].sort()).to.deep.equal([...pdfRecords].sort());
    expect(page.text).to.contain('Mar 2, 2026').and.contain('Limping').and.contain('Dr. Lee').and.contain('History · Immunizations');
    expect(page.text).to.contain(`href="/api/health-records/files/${Number(file.id)}"`).and.contain('panel.pdf');
    expect(page.text).to.contain(`href="/app/medical-records/${o.petId}/record.pdf"`);
    expect((await adminC.get(`/app/medical-records/${o.petId}/record.pdf`, { redirect: 'manual' })).status).to.equal(200);
    const fileLink = await adminC.get(`/api/health-records/files/${Number(file.id)}`, { redirect: 'manual' });
    expect(fileLink.status).to.equal(302);

    // The assignee, a sub-user who never saw the pet at an appointment, reads the same records through the order
    // (test/integration/order-assignee-records.test.ts has the rest); the owner's other pet stays out of reach.
    page = await html(vetC, `/app/orders/${o.id}`);
    expect(page.status).to.equal(200);
    expect(shown(page.text)).to.deep.equal([visit, rabies, lab]);
    expect((await vetC.get(`/app/medical-records/${o.petId}/record.pdf`, { redirect: 'manual' })).status).to.equal(200);
    expect((await vetC.get(`/app/medical-records/${otherPet}/record.pdf`, { redirect: 'manual' })).status).to.equal(404);
    // Their unassigned colleague opens neither the order nor the records.
    expect((await html(otherVetC, `/app/orders/${o.id}`)).status).to.equal(404);
    expect((await otherVetC.get(`/app/medical-records/${o.petId}/record.pdf`, { redirect: 'manual' })).status).to.equal(404);
    // Another clinic opens neither the order nor the records.
    expect((await html(otherClinicC, `/app/orders/${o.id}`)).status).to.equal(404);
    expect((await otherClinicC.get(`/api/health-records/files/${Number(file.id)}`, { redirect: 'manual' })).status).to.equal(404);
  });

  it('mails the fulfilling clinic once when the owner cancels: its root admin and the assignee, nobody else', async () => {
    const o = await paidOpinion({ status: 'assigned', assigned: true });
    const told = (to: string) => t.testDb.db('outbox_messages').where({ to }).where('subject', `Order #${o.id} was canceled by its owner`);
    expect((await o.ownerC.form(`/app/my-orders/${o.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    // A second try is refused (already canceled) and tells nobody again.
    expect((await o.ownerC.form(`/app/my-orders/${o.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(409);
    for (const to of [admin.email, vet.email]) {
      const mails = await told(to);
      expect(mails, to).to.have.length(1);
      expect(mails[0].text).to.contain(`order #${o.id}`).and.contain('Buddy').and.contain('$95.00 was refunded in full')
        .and.contain(`/app/orders/${o.id}`);
    }
    expect(await told(otherVet.email)).to.have.length(0);
    expect(await told(otherClinicLogin.email)).to.have.length(0);
    expect(await t.testDb.db('outbox_messages').where('subject', `Order #${o.id} was canceled by its owner`)).to.have.length(2);
    // Unassigned: the root admin alone.
    const p = await paidOpinion();
    expect((await p.ownerC.form(`/app/my-orders/${p.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    const sent = await t.testDb.db('outbox_messages').where('subject', `Order #${p.id} was canceled by its owner`).pluck('to');
    expect(sent).to.deep.equal([admin.email]);
  });
});
