import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createPet, createUser, TEST_PASSWORD } from '../factories/index.ts';
import { TestGateway, TEST_CARDS } from '../../server/adapters/payments.ts';
import { RECORDS_MESSAGES, RELEASE_TEXT, RELEASE_VERSION } from '../../contracts/records-requests.ts';
import { client, type Client } from './accounts-helpers.ts';

const DAY = 86_400_000;

describe('Medical Records Assistance: signed requests, the clinics\' upload links, reminders and expiry', () => {
  let t: TestApp;
  let gateway: TestGateway;

  before(async () => {
    t = await startTestApp();
    gateway = t.deps.adapters.payments as TestGateway;
  });
  after(() => t.close());

  async function owner(): Promise<{ id: number; email: string; c: Client; petId: number }> {
    const o = await createUser(t.testDb.db);
    const petId = await createPet(t.testDb.db, o.id, { name: 'Rex' });
    const c = client(t);
    expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
    return { ...o, c, petId };
  }

  const vets = (n: number, from = 1) => Object.fromEntries(Array.from({ length: n }, (_, i) => i + 1).flatMap((i) => [
    [`clinicName${i}`, `Old Vet ${from + i - 1}`], [`email${i}`, `oldvet${from + i - 1}.${Date.now()}@example.test`], [`phone${i}`, '(212) 555-01' + String(10 + i)],
  ]));
  const form = (petId: number, extra: Record<string, string> = {}): Record<string, string> => ({
    petId: String(petId), signerName: 'Olive Owner', agree: 'on', releaseVersion: RELEASE_VERSION, ...extra,
  });
  const send = (c: Client, body: Record<string, string>) => c.form('/app/records-requests', body, { redirect: 'manual' });
  const linesOf = (userId: number) => t.testDb.db('records_request_vets').where({ user_id: userId }).orderBy('id');
  /** The link a clinic's email carries. */
  async function linkOf(email: string): Promise<string> {
    const mail = await t.testDb.db('outbox_messages').where({ to: email }).orderBy('id', 'desc').first();
    const match = /\/records-upload\/([A-Za-z0-9_-]{43})/.exec(String(mail?.text));
    expect(match, `a link in the mail to ${email}`).to.not.equal(null);
    return match![1];
  }
  /** A clinic's upload through its link: grant, PUT, submit. */
  async function upload(token: string, content = '%PDF-1.4 records', fileName = 'rex-history.pdf', fileType = 'application/pdf') {
    const anon = client(t);
    const grant = await anon.post(`/api/records-upload/${token}/files`, { fileName, fileType, fileSize: content.length });
    if (grant.status !== 201) return { grant, submit: null };
    const body = await grant.json() as { fileId: number; uploadUrl: string };
    expect((await fetch(`${t.baseUrl}${body.uploadUrl}`, { method: 'PUT', headers: { 'content-type': fileType }, body: content })).status).to.equal(200);
    return { grant, submit: await anon.post(`/api/records-upload/${token}/submit`, { fileIds: [body.fileId] }) };
  }

  it('stores a free request with its signed release and mails each clinic the release PDF and its private link', async () => {
    const o = await owner();
    const body = form(o.petId, vets(2));
    const res = await send(o.c, body);
    expect(res.status).to.equal(303);
    const request = await t.testDb.db('records_requests').where({ user_id: o.id }).first();
    expect(request.release_text).to.equal(RELEASE_TEXT);
    expect(request.signer_name).to.equal('Olive Owner');
    expect(request.signer_ip).to.be.a('string');
    expect(Number(request.paid_vets)).to.equal(0);
    const lines = await linesOf(o.id);
    expect(lines.map((l) => [l.status, l.charged, l.phone])).to.deep.equal([['sent', false, '2125550111'], ['sent', false, '2125550112']]);
    // Only a hash of the link is stored.
    const token = await linkOf(body.email1);
    expect(JSON.stringify(lines)).to.not.contain(token);
    const mail = await t.testDb.db('outbox_messages').where({ to: body.email1 }).first();
    expect(mail.subject).to.equal('Medical records requested for Rex');
    expect(mail.meta.attachments[0]).to.include({ contentType: 'application/pdf', encoding: 'base64' });
    expect(Buffer.from(mail.meta.attachments[0].content, 'base64').subarray(0, 5).toString()).to.equal('%PDF-');
    // The page lists it with each vet's state; the release PDF is the owner's own.
    const html = await (await o.c.get(res.headers.get('location')!, { headers: { accept: 'text/html' } })).text();
    expect(html).to.contain(RECORDS_MESSAGES.sent).and.contain('Old Vet 1').and.contain('Requested');
    const pdf = await o.c.get(`/app/records-requests/${request.id}/release.pdf`);
    expect(pdf.status).to.equal(200);
    expect(pdf.headers.get('content-type')).to.equal('application/pdf');
    const other = await owner();
    expect((await other.c.get(`/app/records-requests/${request.id}/release.pdf`)).status).to.equal(404);
    expect(await (await other.c.get('/app/records-requests', { headers: { accept: 'text/html' } })).text()).to.not.contain('Old Vet 1');
  });

  it('refuses bad input with the field\'s words and stores nothing', async () => {
    const o = await owner();
    const cases: Array<[Record<string, string>, string]> = [
      [form(o.petId), RECORDS_MESSAGES.noVets],
      [form(o.petId, { ...vets(1), email1: 'not-an-email' }), RECORDS_MESSAGES.email],
      [form(o.petId, { ...vets(1), phone1: '123' }), RECORDS_MESSAGES.phone],
      [form(o.petId, { ...vets(1), agree: '' }), RECORDS_MESSAGES.agree],
      [form(o.petId, { ...vets(1), signerName: 'Someone Else' }), RECORDS_MESSAGES.signerNameMatch],
      [form(o.petId, { ...vets(1), releaseVersion: 'old' }), RECORDS_MESSAGES.releaseChanged],
    ];
    for (const [body, words] of cases) {
      const res = await send(o.c, body);
      expect(res.status, words).to.equal(400);
      expect(await res.text()).to.contain(words.replace(/'/g, '&#x27;'));
    }
    // Another owner's pet is not one to ask for.
    const other = await owner();
    expect((await send(o.c, form(other.petId, vets(1)))).status).to.equal(400);
    expect(await t.testDb.db('records_requests').where({ user_id: o.id })).to.have.length(0);
    // Vendors and visitors cannot make requests.
    expect((await client(t).form('/app/records-requests', form(o.petId, vets(1)), { redirect: 'manual' })).status).to.be.oneOf([302, 303, 401, 403]);
  });

  it('files what a clinic uploads through its link in the pet\'s record, tells the owner, and the link then refuses', async () => {
    const o = await owner();
    const body = form(o.petId, vets(1));
    expect((await send(o.c, body)).status).to.equal(303);
    const token = await linkOf(body.email1);
    const page = await client(t).get(`/records-upload/${token}`, { headers: { accept: 'text/html' } });
    expect(page.status).to.equal(200);
    expect(page.headers.get('cache-control')).to.equal('no-store');
    expect(await page.text()).to.contain('Medical records for Rex');
    const { submit } = await upload(token);
    expect(submit!.status).to.equal(200);
    const record = await t.testDb.db('health_records').where({ pet_id: o.petId }).first();
    expect(record).to.include({ category: 'documents', subcategory: 'misc' });
    expect(record.details.name).to.equal('Records received from Old Vet 1');
    expect(await t.testDb.db('health_record_files').where({ health_record_id: record.id })).to.have.length(1);
    const [line] = await linesOf(o.id);
    expect(line.status).to.equal('received');
    expect(await t.testDb.db('outbox_messages').where({ to: o.email, subject: 'Records received from Old Vet 1' })).to.have.length(1);
    // Used: the page and both calls refuse, and nothing more is filed.
    const again = await client(t).get(`/records-upload/${token}`, { headers: { accept: 'text/html' } });
    expect(again.status).to.equal(409);
    expect(await again.text()).to.contain('already received');
    const reuse = await upload(token);
    expect(reuse.grant.status).to.equal(409);
    expect(await t.testDb.db('health_records').where({ pet_id: o.petId })).to.have.length(1);
    // Unknown or altered tokens are 'Invalid link'.
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await client(t).get(`/records-upload/${altered}`, { headers: { accept: 'text/html' } })).status).to.equal(404);
    expect((await client(t).post(`/api/records-upload/${altered}/files`, { fileName: 'a.pdf', fileType: 'application/pdf' })).status).to.equal(404);
  });

  it('refuses a file that is not what it claims and files nothing', async () => {
    const o = await owner();
    const body = form(o.petId, vets(1));
    await send(o.c, body);
    const token = await linkOf(body.email1);
    const { submit } = await upload(token, 'MZ this is a program, not a pdf', 'lab.pdf');
    expect(submit!.status).to.equal(400);
    expect(await t.testDb.db('health_records').where({ pet_id: o.petId })).to.have.length(0);
    const [line] = await linesOf(o.id);
    expect(line.status).to.equal('sent');
  });

  it('charges $25 for each vet beyond the free four, at request, through the saga; a declined card sends nothing', async () => {
    const o = await owner();
    expect((await send(o.c, form(o.petId, vets(3)))).status).to.equal(303);
    // 3 used: one free left, the second of these two is charged.
    const declined = await send(o.c, form(o.petId, { ...vets(2, 10), name: 'Olive Owner', cardNumber: TEST_CARDS.decline, expDt: '2030-01', ccv: '123' }));
    expect(declined.status).to.equal(402);
    expect(await declined.text()).to.contain('Your card was declined.');
    let lines = await linesOf(o.id);
    expect(lines.filter((l) => l.status === 'canceled')).to.have.length(2);
    // The free line given back: the same request with a good card charges $25 once.
    const noCard = await send(o.c, form(o.petId, vets(2, 20)));
    expect(noCard.status).to.equal(400);
    const paid = await send(o.c, form(o.petId, { ...vets(2, 30), name: 'Olive Owner', cardNumber: TEST_CARDS.approve, expDt: '2030-01', ccv: '123' }));
    expect(paid.status).to.equal(303);
    const payment = await t.testDb.db('payments').where({ user_id: o.id, status: 'captured' }).where('amount_cents', '>', 0).first();
    expect(Number(payment.amount_cents)).to.equal(2_500);
    expect(Number(payment.payment_type)).to.equal(400);
    lines = await linesOf(o.id);
    expect(lines.filter((l) => l.status === 'sent').map((l) => l.charged)).to.deep.equal([false, false, false, false, true]);
  });

  it('reminds a silent clinic on days 3 and 7, then expires its link on day 30 and refunds a paid line (the clock passed in)', async () => {
    const o = await owner();
    await send(o.c, form(o.petId, vets(4)));
    const body = form(o.petId, { ...vets(1, 50), name: 'Olive Owner', cardNumber: TEST_CARDS.approve, expDt: '2030-01', ccv: '123' });
    expect((await send(o.c, body)).status).to.equal(303);
    const paidLine = (await linesOf(o.id)).find((l) => l.charged)!;
    const token = await linkOf(body.email1);
    const sentAt = new Date(paidLine.sent_at).getTime();
    const sweep = (days: number) => t.deps.services.recordsRequests.sweep(new Date(sentAt + days * DAY + 1000));
    const reminders = () => t.testDb.db('outbox_messages').where({ to: body.email1 }).where('subject', 'like', 'Reminder:%');

    await sweep(2);
    expect(await reminders()).to.have.length(0);
    await sweep(3);
    await sweep(3);
    expect(await reminders()).to.have.length(1);
    // The reminder repeats the same link.
    expect(await linkOf(body.email1)).to.equal(token);
    await sweep(7);
    expect(await reminders()).to.have.length(2);
    await sweep(29);
    expect((await t.testDb.db('records_request_vets').where({ id: paidLine.id }).first()).status).to.equal('sent');

    const ours = () => gateway.refunds.filter((r) => r.idempotencyKey.endsWith(`records-vet:${paidLine.id}`)).length;
    const done = await sweep(30);
    expect(done.expired).to.be.at.least(1);
    const line = await t.testDb.db('records_request_vets').where({ id: paidLine.id }).first();
    expect(line.status).to.equal('expired');
    const refund = await t.testDb.db('refunds').where({ id: line.refund_id }).first();
    expect(Number(refund.amount_cents)).to.equal(2_500);
    expect(refund.status).to.equal('succeeded');
    expect(ours()).to.equal(1);
    // A free line expires without a refund; a second pass refunds nothing again.
    const free = (await linesOf(o.id)).filter((l) => !l.charged);
    expect(free.every((l) => l.status === 'expired' && l.refund_id === null)).to.equal(true);
    await sweep(31);
    expect(ours()).to.equal(1);
    expect(await t.testDb.db('outbox_messages').where({ to: o.email, subject: 'No records from Old Vet 50' })).to.have.length(1);
    // The expired link refuses.
    // (Once more if the idle keep-alive socket was closed by the server during the sweeps: a reset, not an answer.)
    const open = () => client(t).get(`/records-upload/${token}`, { headers: { accept: 'text/html' } });
    const expired = await open().catch(open);
    expect(expired.status).to.equal(409);
    expect(await expired.text()).to.contain('This link has expired.');
  });

  it('never lets two racing requests share the last free vet', async () => {
    const o = await owner();
    await send(o.c, form(o.petId, vets(3)));
    const [a, b] = await Promise.all([send(o.c, form(o.petId, vets(1, 60))), send(o.c, form(o.petId, vets(1, 70)))]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).to.equal(303);
    // The loser was quoted a charge it brought no card for (400), or found the allowance taken under the lock (409).
    expect(statuses[1]).to.be.oneOf([400, 409]);
    const free = (await linesOf(o.id)).filter((l) => !l.charged && l.status !== 'canceled');
    expect(free).to.have.length(4);
  });
});
