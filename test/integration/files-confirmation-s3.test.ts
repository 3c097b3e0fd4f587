import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createPet, createUser } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

const MB = 1024 * 1024;

/**
 * The same confirmation with S3 storage (s3rver): a presigned PUT does not bound the
 * size, so an oversized object reaches the store and the order's check refuses it.
 */
describe('uploads confirmed against S3 storage', () => {
  let server: S3rver;
  let dir: string;
  let t: TestApp;
  let token: string;
  let petId: number;

  const grant = async (fileName: string) => {
    const res = await t.fetch('/api/files/private', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName, fileType: 'application/pdf', serviceType: 'smo_service' }),
    });
    expect(res.status).to.equal(201);
    return (await res.json()) as { fileId: number; uploadUrl: string };
  };
  /** The order form's store step, which confirms every attached upload. */
  const order = (files: number[]) => t.fetch('/api/orders', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      productId: 7000, details: { petId, firstOpinion: 'Allergy', query: 'Is it food?', authorization: true, files },
    }),
  });

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-s3-orders-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'petcare-orders' }] });
    const { port } = await server.run();
    t = await startTestApp({
      S3_BUCKET: 'petcare-orders', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(t.deps.adapters.storage.kind).to.equal('s3');
    const owner = await createUser(t.testDb.db);
    token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const pet = { id: await createPet(t.testDb.db, owner.id, { name: 'Rex', type: 1 }) };
    petId = Number(pet.id);
  });
  after(async () => {
    await t.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('confirms an object in the bucket, and refuses one beyond the size limit with nothing saved', async () => {
    const big = await grant('Big Scan.pdf');
    const putBig = await fetch(big.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(10 * MB + 1) });
    expect(putBig.status).to.equal(200);
    const ordersBefore = await t.testDb.db('orders').count<{ c: number }[]>({ c: '*' });
    const refused = await order([big.fileId]);
    expect(refused.status).to.equal(400);
    expect((await refused.json()).status).to.equal('Big Scan.pdf is larger than 10 MB. Please remove it and attach a smaller file.');
    expect(await t.testDb.db('orders').count<{ c: number }[]>({ c: '*' })).to.deep.equal(ordersBefore);
    expect(await t.testDb.db('payments').count<{ c: number }[]>({ c: '*' })).to.deep.equal([{ c: 0 }]);

    const ok = await grant('lab.pdf');
    expect((await fetch(ok.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4' })).status).to.equal(200);
    const placed = await order([ok.fileId]);
    expect(placed.status).to.equal(201);
    const stored = await t.testDb.db('orders').where({ id: (await placed.json()).orderId }).first();
    expect(stored.details.files.map((f: { id: number }) => f.id)).to.deep.equal([ok.fileId]);
    expect(await t.testDb.db('files').where({ id: ok.fileId }).first()).to.include({ status: 'uploaded', size_bytes: 8 });
    expect(await t.testDb.db('files').where({ id: big.fileId }).first()).to.include({ status: 'pending' });
  });
});
