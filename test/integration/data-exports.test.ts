import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import {
  createBooking, createHealthRecord, createListing, createPayment, createPet, createUser, createVendor, createVendorLogin,
} from '../factories/index.ts';
import { client, signedInClient, type Client } from './accounts-helpers.ts';
import { readZip } from '../setup/zip-reader.ts';
import { EXPORT_LINK_DAYS, EXPORT_MESSAGES } from '../../contracts/data-exports.ts';
import { DATA_EXPORT_QUEUE, DATA_EXPORT_RETRIES, type DataExportJob } from '../../server/domain/exports/data-export-service.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { jobDefinitions } from '../../server/jobs/job-definitions.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import type { LocalStorage } from '../../server/adapters/storage.ts';

const DAY = 86_400_000;
const html = { accept: 'text/html' };

/** Issue 33, "Each person's data, on request": the export ZIP's contents checked against the database. */
describe('data exports: an owner\'s and a clinic\'s data as a ZIP', function () {
  this.timeout(120_000);
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const db = () => t.testDb.db;

  /** An owner with a pet, a record with a stored file, a paid booking with a message thread, at a clinic with a sub-user. */
  async function world() {
    const vendorId = await createVendor(db(), { name: 'Export Test Clinic' });
    const root = await createVendorLogin(db(), vendorId);
    const sub = await createVendorLogin(db(), vendorId, { subrole: 'user' });
    const listingId = await createListing(db(), vendorId, { title: 'Export Test Listing' });
    const owner = await createUser(db(), { first_name: 'Odette' });
    const other = await createUser(db());
    const petId = await createPet(db(), owner.id, { name: 'Biscuit' });
    const key = `private/phr/${owner.id}/${Date.now()}-xray.pdf`;
    const bytes = Buffer.from('%PDF-1.4 x-ray of Biscuit');
    await (t.deps.adapters.storage as LocalStorage).write(key, bytes, 'application/pdf');
    const [file] = await db()('files').insert({
      owner_type: 'user', owner_id: owner.id, key, name: 'xray.pdf', content_type: 'application/pdf', access: 'private',
      service_type: 'phr', status: 'uploaded', size_bytes: bytes.length,
    }).returning('id');
    const recordId = await createHealthRecord(db(), {
      userId: owner.id, petId, subcategory: 'immunizations', details: { name: 'Rabies', date: '2026-10-01', files: [Number(file.id)] },
    });
    // The record keeps its file as the records service does.
    await db()('health_record_files').insert({ file_id: Number(file.id), health_record_id: recordId });
    const paymentId = await createPayment(db(), {
      userId: owner.id, vendorId, amountCents: 4200, paymentType: 1, productId: 5000, status: 'captured', gatewayRef: `test-export-${owner.id}`,
    });
    const bookingId = await createBooking(db(), {
      userId: owner.id, vendorId, listingId, slot: new Date(Date.now() - 2 * DAY), status: 1, paymentId, type: 'chat', pet: { id: petId, name: 'Biscuit' },
    });
    const ownerViewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Odette', lastName: 'Owner', pic: null } satisfies Viewer;
    await t.deps.services.threads.send(ownerViewer, bookingId, { body: 'Biscuit ate a sock', fileIds: [] }, new Date(Date.now() - 2 * DAY + 60_000));
    return { vendorId, root, sub, listingId, owner, other, petId, key, bytes, fileId: Number(file.id), recordId, paymentId, bookingId };
  }

  /** Runs the queued export builds with pg-boss, as the worker does. */
  async function runQueuedBuilds() {
    await db()('pgboss.job').where({ name: DATA_EXPORT_QUEUE }).update({ start_after: db().raw('now()') });
    const queue = new JobQueue(db(), { retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(t.deps.services));
    try {
      await queue.drain([DATA_EXPORT_QUEUE]);
    } finally {
      await queue.stop();
    }
  }

  /** The link in the ready mail, and the ZIP it downloads for `c` (following the signed file address). */
  async function downloadFrom(c: Client, to: string): Promise<{ link: string; zip: Map<string, Buffer> }> {
    const mail = await db()('outbox_messages').where({ to, channel: 'email' }).where('subject', 'like', '%ready to download%').orderBy('id', 'desc').first();
    expect(mail, `a ready mail to ${to}`).to.not.equal(undefined);
    const link = new URL(String(mail.text).match(/https?:\/\/\S+\/export\/\d+/)![0]).pathname;
    const res = await c.get(link, { redirect: 'manual', headers: html });
    expect(res.status).to.equal(302);
    const file = await t.fetch(res.headers.get('location')!);
    expect(file.status).to.equal(200);
    return { link, zip: readZip(Buffer.from(await file.arrayBuffer())) };
  }

  const json = (zip: Map<string, Buffer>, name: string) => JSON.parse(zip.get(name)!.toString('utf8'));

  it('builds the owner\'s ZIP on the queue, mails a link only they can use, and holds what the database holds', async () => {
    const w = await world();
    const owner = await signedInClient(t, w.owner.email, 'user');
    const asked = await owner.form('/app/my-profile/export', {}, { redirect: 'manual' });
    expect(asked.status).to.equal(303);
    const page = await (await owner.get('/app/my-profile?notice=export', { headers: html })).text();
    expect(page).to.contain(EXPORT_MESSAGES.requested).and.contain('Preparing your export');
    expect(await db()('pgboss.job').where({ name: DATA_EXPORT_QUEUE }).whereRaw(`data->>'subjectId' = ?`, [String(w.owner.id)])).to.have.length(1);

    await runQueuedBuilds();
    const row = await db()('owner_exports').where({ user_id: w.owner.id }).first();
    expect(row.status).to.equal('ready');
    expect(new Date(row.expires_at).getTime() - new Date(row.ready_at).getTime()).to.equal(EXPORT_LINK_DAYS * DAY);
    expect(await (await owner.get('/app/my-profile', { headers: html })).text()).to.contain('Your export is ready').and.contain('data-export-download');

    const { link, zip } = await downloadFrom(owner, w.owner.email);
    const account = json(zip, 'account.json');
    const user = await db()('users').where({ id: w.owner.id }).first();
    expect(account).to.include({ id: Number(user.id), email: user.email, first_name: 'Odette', last_name: user.last_name });
    expect(account).to.not.have.property('password_hash');
    expect(json(zip, 'pets.json').map((p: { id: number }) => Number(p.id))).to.deep.equal((await db()('pets').where({ user_id: w.owner.id })).map((p) => Number(p.id)));
    expect(json(zip, 'health-records.json').map((r: { id: number; files: number[] }) => [Number(r.id), r.files])).to.deep.equal([[w.recordId, [w.fileId]]]);
    expect(json(zip, 'vaccinations.json').map((r: { details: { name: string } }) => r.details.name)).to.deep.equal(['Rabies']);
    expect(json(zip, 'appointments.json').map((b: { id: number }) => Number(b.id))).to.deep.equal([w.bookingId]);
    expect(json(zip, 'payments.json').map((p: { id: number; amount_cents: number }) => [Number(p.id), Number(p.amount_cents)])).to.deep.equal([[w.paymentId, 4200]]);
    const transcripts = json(zip, 'messages.json');
    expect(transcripts).to.have.length(1);
    expect(transcripts[0]).to.include({ bookingId: w.bookingId, clinic: 'Export Test Clinic' });
    expect(transcripts[0].messages.map((m: { body: string }) => m.body)).to.deep.equal(['Biscuit ate a sock']);
    for (const name of ['orders.json', 'records-requests.json', 'shares.json', 'pet-share-links.json', 'README.txt']) expect(zip.has(name), name).to.equal(true);
    expect(zip.get(`files/${w.fileId}-xray.pdf`)!.equals(w.bytes)).to.equal(true);
    const pdf = [...zip.keys()].find((k) => k.startsWith(`records/${w.petId}-biscuit-health-record-`));
    expect(pdf, 'the pet\'s record PDF').to.not.equal(undefined);
    expect(zip.get(pdf!)!.subarray(0, 5).toString()).to.equal('%PDF-');

    // Only its owner, signed in: another owner, the clinic and a visitor get nothing.
    const other = await signedInClient(t, w.other.email, 'user');
    expect((await other.get(link, { redirect: 'manual', headers: html })).status).to.equal(404);
    const vet = await signedInClient(t, w.root.email, 'vendor');
    expect((await vet.get(link, { redirect: 'manual', headers: html })).status).to.not.equal(302);
    const visitor = await client(t).get(link, { redirect: 'manual', headers: html });
    expect(visitor.status).to.equal(302);
    expect(visitor.headers.get('location')).to.contain('/login');
  });

  it('refuses a second export the same day with the message, and sweeps an expired one with its file', async () => {
    const w = await world();
    const owner = await signedInClient(t, w.owner.email, 'user');
    expect((await owner.form('/app/my-profile/export', {}, { redirect: 'manual' })).status).to.equal(303);
    const again = await owner.form('/app/my-profile/export', {}, { redirect: 'manual' });
    expect(again.status).to.equal(429);
    expect(await again.text()).to.contain(EXPORT_MESSAGES.oncePerDay);
    expect(await db()('owner_exports').where({ user_id: w.owner.id })).to.have.length(1);

    const row = await db()('owner_exports').where({ user_id: w.owner.id }).first();
    const job: DataExportJob = { kind: 'owner', subjectId: w.owner.id, exportId: Number(row.id) };
    const now = new Date();
    expect(await t.deps.services.dataExports.build(job, now)).to.equal('built');
    expect(await t.deps.services.dataExports.build(job, now)).to.equal('skipped'); // a retry builds nothing twice
    const ready = await db()('owner_exports').where({ user_id: w.owner.id }).first();
    expect(await t.deps.adapters.storage.stat(ready.file_key)).to.not.equal(null);

    expect((await t.deps.services.dataExports.sweep(new Date(now.getTime() + (EXPORT_LINK_DAYS - 1) * DAY))).expired).to.equal(0);
    await t.deps.services.dataExports.sweep(new Date(now.getTime() + (EXPORT_LINK_DAYS + 1) * DAY));
    const swept = await db()('owner_exports').where({ user_id: w.owner.id }).first();
    expect(swept.status).to.equal('expired');
    expect(await t.deps.adapters.storage.stat(ready.file_key)).to.equal(null);
    expect((await owner.get(`/app/my-profile/export/${ready.id}`, { redirect: 'manual', headers: html })).status).to.equal(404);
    // A day later the owner may ask again.
    const later = await t.deps.services.dataExports.request({ kind: 'user', id: w.owner.id, email: w.owner.email, role: 'user', firstName: 'O', lastName: 'O', pic: null },
      'owner', new Date(now.getTime() + 2 * DAY));
    expect(later.status).to.equal('queued');
  });

  it('retries a build that fails, keeps saying "preparing" meanwhile, then marks it failed and mails the person once', async () => {
    const w = await world();
    const owner = await signedInClient(t, w.owner.email, 'user');
    expect((await owner.form('/app/my-profile/export', {}, { redirect: 'manual' })).status).to.equal(303);
    const storage = t.deps.adapters.storage;
    const writeFile = storage.writeFile;
    let attempts = 0;
    // The export's storage is down for every attempt the queue makes.
    storage.writeFile = async (key: string) => {
      if (key.startsWith(`private/exports/owner/${w.owner.id}/`)) attempts += 1;
      throw new Error('storage is unreachable');
    };
    try {
      const job = { kind: 'owner' as const, subjectId: w.owner.id, exportId: Number((await db()('owner_exports').where({ user_id: w.owner.id }).first()).id) };
      // An attempt that is not the last throws (the queue tries again) and leaves the export queued.
      let thrown: unknown;
      await t.deps.services.dataExports.build(job, new Date(), { lastAttempt: false }).catch((err: unknown) => { thrown = err; });
      expect(String(thrown)).to.contain('storage is unreachable');
      expect((await db()('owner_exports').where({ user_id: w.owner.id }).first()).status).to.equal('queued');
      expect(await (await owner.get('/app/my-profile', { headers: html })).text()).to.contain('Preparing your export');

      // Each retry waits its delay (60 s, doubling): the test lets the time pass by making it due, as the worker would find it.
      for (let round = 0; round <= DATA_EXPORT_RETRIES.retryLimit; round += 1) await runQueuedBuilds();
    } finally {
      storage.writeFile = writeFile;
    }
    // The first call above, then the queue's first attempt and its DATA_EXPORT_RETRIES.retryLimit retries.
    expect(attempts).to.equal(1 + 1 + DATA_EXPORT_RETRIES.retryLimit);
    const [job] = await db()('pgboss.job').where({ name: DATA_EXPORT_QUEUE }).whereRaw(`data->>'subjectId' = ?`, [String(w.owner.id)]);
    expect(job).to.include({ state: 'completed', retry_limit: DATA_EXPORT_RETRIES.retryLimit, retry_backoff: true });
    const row = await db()('owner_exports').where({ user_id: w.owner.id }).first();
    expect(row).to.include({ status: 'failed', file_key: null });
    expect(await (await owner.get('/app/my-profile', { headers: html })).text()).to.contain('Your last export could not be prepared. Please ask again.');
    const mails = await db()('outbox_messages').where({ to: w.owner.email, channel: 'email', subject: EXPORT_MESSAGES.failedSubject });
    expect(mails).to.have.length(1);
    expect(mails[0].text).to.contain(`${t.config.publicUrl}/app/my-profile`);
    // A failed export does not count towards the one a day.
    expect((await owner.form('/app/my-profile/export', {}, { redirect: 'manual' })).status).to.equal(303);
  });

  it("sends the ready mail on the next attempt when it failed after the export was stored, and only once", async () => {
    const w = await world();
    const owner = await signedInClient(t, w.owner.email, 'user');
    expect((await owner.form('/app/my-profile/export', {}, { redirect: 'manual' })).status).to.equal(303);
    const row = await db()('owner_exports').where({ user_id: w.owner.id }).first();
    const job: DataExportJob = { kind: 'owner', subjectId: w.owner.id, exportId: Number(row.id) };
    const readyMails = () => db()('outbox_messages').where({ to: w.owner.email, channel: 'email' }).whereNot({ subject: EXPORT_MESSAGES.failedSubject });
    const mail = t.deps.adapters.mail;
    const send = mail.send;
    // The mail server is down once, after the ZIP was stored and the export marked ready.
    mail.send = async (message) => {
      if (message.to === w.owner.email) throw new Error('the mail server is unreachable');
      return send.call(mail, message);
    };
    let thrown: unknown;
    try {
      await t.deps.services.dataExports.build(job, new Date(), { lastAttempt: false }).catch((err: unknown) => { thrown = err; });
    } finally {
      mail.send = send;
    }
    expect(String(thrown)).to.contain('the mail server is unreachable');
    expect(await db()('owner_exports').where({ id: row.id }).first()).to.include({ status: 'ready', mailed_at: null });
    expect(await readyMails()).to.have.length(0);
    // The queue's next attempt builds nothing again and sends the mail; a later one sends nothing.
    const fileKey = (await db()('owner_exports').where({ id: row.id }).first()).file_key;
    expect(await t.deps.services.dataExports.build(job, new Date())).to.equal('built');
    expect(await readyMails()).to.have.length(1);
    expect((await readyMails())[0].text).to.contain(`/app/my-profile/export/${row.id}`);
    const mailed = await db()('owner_exports').where({ id: row.id }).first();
    expect(mailed.mailed_at).to.be.instanceOf(Date);
    expect(mailed.file_key).to.equal(fileKey);
    expect(await t.deps.services.dataExports.build(job, new Date())).to.equal('skipped');
    expect(await readyMails()).to.have.length(1);
  });

  it('fails an export whose build was lost (queued for hours) at the sweep, telling its person once', async () => {
    const w = await world();
    const owner = { kind: 'user', id: w.owner.id, email: w.owner.email, role: 'user', firstName: 'O', lastName: 'O', pic: null } satisfies Viewer;
    const askedAt = new Date(Date.now() - 7 * 3_600_000);
    const asked = await t.deps.services.dataExports.request(owner, 'owner', askedAt);
    const fresh = await t.deps.services.dataExports.request(
      { kind: 'vendor', id: w.root.id, vendorId: w.vendorId, subrole: 'root_admin', email: w.root.email, role: 'vendor', firstName: 'V', lastName: 'V', pic: null },
      'clinic', new Date(Date.now() - 3_600_000),
    );
    const swept = await t.deps.services.dataExports.sweep(new Date());
    expect(swept.stale).to.be.at.least(1);
    expect((await db()('owner_exports').where({ id: asked.id }).first()).status).to.equal('failed');
    expect((await db()('clinic_exports').where({ id: fresh.id }).first()).status).to.equal('queued');
    await t.deps.services.dataExports.sweep(new Date());
    expect(await db()('outbox_messages').where({ to: w.owner.email, subject: EXPORT_MESSAGES.failedSubject })).to.have.length(1);
  });

  it('exports a clinic\'s data for its root admin only: listings, appointments, customers, payments, team and report rows', async () => {
    const w = await world();
    const sub = await signedInClient(t, w.sub.email, 'vendor');
    expect((await sub.form('/app/settings/data/export', {}, { redirect: 'manual' })).status).to.equal(404);
    expect((await sub.get('/app/settings/data', { redirect: 'manual', headers: html })).status).to.equal(404);
    expect(await db()('clinic_exports').where({ vendor_id: w.vendorId })).to.have.length(0);

    const root = await signedInClient(t, w.root.email, 'vendor');
    expect((await root.form('/app/settings/data/export', {}, { redirect: 'manual' })).status).to.equal(303);
    await runQueuedBuilds();
    const { link, zip } = await downloadFrom(root, w.root.email);
    expect(json(zip, 'clinic.json')).to.include({ name: 'Export Test Clinic' });
    expect(json(zip, 'listings.json').map((l: { id: number }) => Number(l.id))).to.deep.equal([w.listingId]);
    expect(json(zip, 'appointments.json').map((b: { id: number }) => Number(b.id))).to.deep.equal([w.bookingId]);
    expect(json(zip, 'customers.json').map((c: { email: string }) => c.email)).to.deep.equal([w.owner.email]);
    expect(json(zip, 'payments.json').map((p: { amount_cents: number }) => Number(p.amount_cents))).to.deep.equal([4200]);
    const team = json(zip, 'team.json');
    expect(team.map((m: { email: string }) => m.email).sort()).to.deep.equal([w.root.email, w.sub.email].sort());
    expect(team[0]).to.not.have.property('password_hash');
    expect([...zip.keys()].filter((k) => k.startsWith('reports/') && k.endsWith('.csv'))).to.have.length.at.least(1);
    expect(json(zip, 'messages.json')[0].messages[0].body).to.equal('Biscuit ate a sock');

    // The clinic's sub-user and another clinic cannot download it.
    expect((await sub.get(link, { redirect: 'manual', headers: html })).status).to.equal(404);
    const otherClinic = await createVendorLogin(db(), await createVendor(db()));
    const stranger = await signedInClient(t, otherClinic.email, 'vendor');
    expect((await stranger.get(link, { redirect: 'manual', headers: html })).status).to.equal(404);
  });

  it('reads a pet\'s appointment transcripts for the record PDF only where the reader may read the thread', async () => {
    const w = await world();
    const { transcriptsOfPet } = await import('../../server/domain/threads/index.ts');
    const mine = await transcriptsOfPet(db(), w.petId, { kind: 'user', userId: w.owner.id });
    expect(mine.map((x) => x.messages.map((m) => m.body))).to.deep.equal([['Biscuit ate a sock']]);
    expect(await transcriptsOfPet(db(), w.petId, { kind: 'user', userId: w.other.id })).to.deep.equal([]);
    expect(await transcriptsOfPet(db(), w.petId, { kind: 'vendor', vendorId: w.vendorId, managerId: null })).to.have.length(1);
    // A sub-user not named on the listing, and another clinic, read none.
    expect(await transcriptsOfPet(db(), w.petId, { kind: 'vendor', vendorId: w.vendorId, managerId: w.sub.id })).to.deep.equal([]);
    expect(await transcriptsOfPet(db(), w.petId, { kind: 'vendor', vendorId: w.vendorId + 100_000, managerId: null })).to.deep.equal([]);
    const owner = await signedInClient(t, w.owner.email, 'user');
    const pdf = await owner.get(`/app/medical-records/${w.petId}/record.pdf`);
    expect(pdf.status).to.equal(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).to.equal('%PDF-');
  });
});
