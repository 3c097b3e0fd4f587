import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import type { PaymentGateway } from '../../server/adapters/payments.ts';
import type { LocalStorage, StorageAdapter } from '../../server/adapters/storage.ts';
import { confirmUploads, purgeAbandonedUploads, recordUploads } from '../../server/domain/files/file-confirmation.ts';

const OPINION = 7000;
const MB = 1024 * 1024;

/** Owners attach second-opinion files; each order confirms them against storage before anything is held. */
describe('uploads confirmed when an order attaches them', () => {
  let t: TestApp;
  let dir: string;
  let storage: LocalStorage;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let vetToken: string;
  let petId: number;
  let charges = 0;

  const userToken = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'user', id });
  const grant = async (token: string, fileName: string, fileType = 'application/pdf', serviceType = 'smo_service') => {
    const res = await t.fetch('/api/files/private', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName, fileType, serviceType }),
    });
    expect(res.status).to.equal(201);
    return (await res.json()) as { fileId: number; uploadUrl: string };
  };
  const put = (uploadUrl: string, body: string, type = 'application/pdf') =>
    fetch(`${t.baseUrl}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': type }, body });
  /** The form's store step: the order is kept (status 'new') only once every attached file is confirmed. */
  const order = (token: string, files: number[]) => t.fetch('/api/orders', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      productId: OPINION, details: { petId, firstOpinion: 'Allergy', query: 'Is it food?', authorization: true, files },
    }),
  });
  const fileRow = (id: number) => t.testDb.db('files').where({ id }).first();
  const counts = async () => ({
    orders: Number((await t.testDb.db('orders').count<{ c: number }[]>({ c: '*' }))[0].c),
    payments: Number((await t.testDb.db('payments').count<{ c: number }[]>({ c: '*' }))[0].c),
    charges,
  });
  /** Sends an order that must be refused with `message`, and checks that nothing was saved or charged. */
  const expectRefused = async (token: string, files: number[], message: string) => {
    const before = await counts();
    const res = await order(token, files);
    expect(res.status).to.equal(400);
    expect(await res.json()).to.deep.equal({ result: 'Error', status: message, fields: { files: message } });
    expect(await counts()).to.deep.equal(before);
  };

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-uploads-'));
    t = await startTestApp({ STORAGE_DIR: dir });
    storage = t.deps.adapters.storage as LocalStorage;
    const gateway: PaymentGateway = t.deps.adapters.payments;
    const charge = gateway.charge.bind(gateway);
    gateway.charge = (request) => {
      charges += 1;
      return charge(request);
    };
    const db = t.testDb.db;
    const o = await createUser(db);
    owner = { id: o.id, token: await userToken(o.id) };
    const x = await createUser(db);
    other = { id: x.id, token: await userToken(x.id) };
    const vendorId = await createVendor(db);
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
    petId = await createPet(db, owner.id, { name: 'Rex', type: 1, breed: 'Beagle' });
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('marks an uploaded file uploaded with its real size and keeps its name in the order', async () => {
    const g = await grant(owner.token, 'Lab Results.pdf');
    expect(await fileRow(g.fileId)).to.include({ status: 'pending', name: 'Lab Results.pdf' });
    expect((await put(g.uploadUrl, '%PDF-1.4 twelve')).status).to.equal(200);
    const res = await order(owner.token, [g.fileId]);
    expect(res.status).to.equal(201);
    const row = await fileRow(g.fileId);
    expect(row).to.include({ status: 'uploaded', size_bytes: 15 });
    const saved = await t.testDb.db('orders').where({ id: (await res.json()).orderId }).first();
    expect(saved).to.include({ status: 'new', payment_id: null });
    expect(saved.details.files).to.deep.equal([{ id: g.fileId, key: row.key, name: 'Lab Results.pdf', contentType: 'application/pdf', size: 15 }]);
  });

  it('refuses an order naming a file whose upload never happened, saving and charging nothing', async () => {
    const done = await grant(owner.token, 'xray.png', 'image/png');
    expect((await put(done.uploadUrl, 'png-bytes', 'image/png')).status).to.equal(200);
    const never = await grant(owner.token, 'report.pdf');
    await expectRefused(owner.token, [done.fileId, never.fileId], 'report.pdf did not finish uploading. Please remove it and attach it again.');
    // The good file of the refused order is not marked either: the refusal leaves every row as it was.
    expect((await fileRow(done.fileId)).status).to.equal('pending');
    expect((await fileRow(never.fileId)).status).to.equal('pending');
  });

  it('refuses a stored object beyond its rule\'s size or of another type than it was signed for', async () => {
    // The local PUT refuses both; an S3 presigned PUT does not bound the size, so the store is filled directly here.
    const big = await grant(owner.token, 'scan.pdf');
    await storage.write((await fileRow(big.fileId)).key, Buffer.alloc(10 * MB + 1), 'application/pdf');
    await expectRefused(owner.token, [big.fileId], 'scan.pdf is larger than 10 MB. Please remove it and attach a smaller file.');
    const retyped = await grant(owner.token, 'notes.txt', 'text/plain');
    await storage.write((await fileRow(retyped.fileId)).key, Buffer.from('<script>'), 'text/html');
    await expectRefused(owner.token, [retyped.fileId], 'notes.txt is not the type of file it was uploaded as. Please remove it and attach it again.');
    expect((await fileRow(big.fileId)).status).to.equal('pending');
  });

  it('reads each attachment\'s bytes: a type the form does not take is not allowed, another allowed type is not what it was uploaded as', async () => {
    const program = await grant(owner.token, 'report.pdf');
    expect((await put(program.uploadUrl, 'MZ\x90\x00 a Windows program')).status).to.equal(200);
    await expectRefused(owner.token, [program.fileId], 'The file type of report.pdf is not allowed. Please choose another file.');
    const text = await grant(owner.token, 'scan.png', 'image/png');
    expect((await put(text.uploadUrl, 'only words', 'image/png')).status).to.equal(200);
    await expectRefused(owner.token, [text.fileId], 'scan.png is not the type of file it was uploaded as. Please remove it and attach it again.');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const picture = await grant(owner.token, 'xray.png', 'image/png');
    expect((await fetch(`${t.baseUrl}${picture.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png })).status).to.equal(200);
    expect((await order(owner.token, [picture.fileId])).status).to.equal(201);
    expect(await fileRow(program.fileId)).to.include({ status: 'pending' });
  });

  it('refuses another owner\'s file and a vendor\'s file as before, leaving them pending', async () => {
    const mine = await grant(owner.token, 'mine.pdf');
    expect((await put(mine.uploadUrl, '%PDF')).status).to.equal(200);
    const otherPet = { id: await createPet(t.testDb.db, other.id, { name: 'Tom', type: 2 }) };
    const before = await counts();
    const res = await t.fetch('/api/orders', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token}` },
      body: JSON.stringify({
        productId: OPINION, details: { petId: Number(otherPet.id), firstOpinion: 'A', query: 'B', authorization: true, files: [mine.fileId] },
      }),
    });
    expect(res.status).to.equal(400);
    expect((await res.json()).fields).to.deep.equal({ files: 'One of the files cannot be attached.' });
    expect(await counts()).to.deep.equal(before);
    expect((await fileRow(mine.fileId)).status).to.equal('pending');

    const logo = await t.fetch('/api/files/public', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${vetToken}` },
      body: JSON.stringify({ fileName: 'logo.png', fileType: 'image/png', serviceType: 'brand_logo' }),
    });
    await expectRefused(owner.token, [(await logo.json()).fileId], 'One of the files cannot be attached.');
  });

  it('refuses the order when the file is purged between the storage check and the order\'s transaction', async () => {
    const g = await grant(owner.token, 'late.pdf');
    expect((await put(g.uploadUrl, '%PDF')).status).to.equal(200);
    const db = t.testDb.db;
    const confirmed = await confirmUploads(db, storage, { type: 'user', id: owner.id }, [g.fileId], 'smo_service');
    expect(confirmed).to.have.length(1);
    await db('files').where({ id: g.fileId }).delete();
    const err = await recordUploads(db, confirmed).then(() => null, (e: Error) => e);
    expect(err?.message).to.equal('late.pdf did not finish uploading. Please remove it and attach it again.');
  });

  describe('purge of abandoned uploads', () => {
    // The real clock: rows the other tests signed a moment ago must stay younger than a day.
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    const aged = async (fileName: string, createdAt: Date, upload: boolean) => {
      const g = await grant(owner.token, fileName);
      if (upload) expect((await put(g.uploadUrl, '%PDF')).status).to.equal(200);
      await t.testDb.db('files').where({ id: g.fileId }).update({ created_at: createdAt });
      return { id: g.fileId, key: (await fileRow(g.fileId)).key as string };
    };

    it('deletes pending rows older than a day with their objects, and keeps younger and uploaded ones', async () => {
      const stale = await aged('stale.pdf', hoursAgo(25), true);
      const neverSent = await aged('never.pdf', hoursAgo(30), false);
      const young = await aged('young.pdf', hoursAgo(23), true);
      const kept = await aged('kept.pdf', hoursAgo(72), true);
      await t.testDb.db('files').where({ id: kept.id }).update({ status: 'uploaded' });

      const result = await t.deps.services.files.purgeAbandoned(now);
      expect(result).to.deep.equal({ files: 2, failedKeys: [] });
      expect(await fileRow(stale.id)).to.equal(undefined);
      expect(await fileRow(neverSent.id)).to.equal(undefined);
      expect(await storage.stat(stale.key)).to.equal(null);
      expect(await fileRow(young.id)).to.include({ status: 'pending' });
      expect(await storage.stat(young.key)).to.deep.equal({ size: 4, contentType: 'application/pdf' });
      expect(await fileRow(kept.id)).to.include({ status: 'uploaded' });
      expect(await storage.stat(kept.key)).to.deep.equal({ size: 4, contentType: 'application/pdf' });
      // A second run finds nothing left to do.
      expect(await t.deps.services.files.purgeAbandoned(now)).to.deep.equal({ files: 0, failedKeys: [] });
    });

    it('works in batches and reports objects the store failed to delete, still removing their rows', async () => {
      const a = await aged('a.pdf', hoursAgo(26), true);
      const b = await aged('b.pdf', hoursAgo(27), true);
      const c = await aged('c.pdf', hoursAgo(28), true);
      const failing: StorageAdapter = Object.assign(Object.create(storage) as LocalStorage, {
        async delete(key: string) {
          if (key === b.key) throw new Error('store unreachable');
          await storage.delete(key);
        },
      });
      const result = await purgeAbandonedUploads(t.testDb.db, failing, now, 24 * 3600_000, 2);
      expect(result).to.deep.equal({ files: 3, failedKeys: [b.key] });
      for (const f of [a, b, c]) expect(await fileRow(f.id)).to.equal(undefined);
      expect(await storage.stat(a.key)).to.equal(null);
      expect(await storage.stat(b.key)).to.deep.equal({ size: 4, contentType: 'application/pdf' });
      expect(await storage.stat(c.key)).to.equal(null);
    });
  });
});
