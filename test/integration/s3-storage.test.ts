import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../../server/adapters/s3-storage.ts';
import { createAdapters } from '../../server/adapters/index.ts';
import { parseConfig } from '../../server/config.ts';

/**
 * The S3 adapter against s3rver, a local server speaking the S3 protocol. s3rver
 * does not enforce access control, so this checks the protocol (presigned PUT and
 * GET, path-style addressing, content type), not S3's refusal of unsigned reads.
 */
describe('S3 storage adapter', () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  let storage: S3Storage;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'petcare-test' }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    storage = new S3Storage({ bucket: 'petcare-test', region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  });
  after(async () => {
    storage.destroy();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is chosen when S3_BUCKET is set', async () => {
    const config = parseConfig({ S3_BUCKET: 'petcare-test', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    expect((await createAdapters(config, undefined as never)).storage.kind).to.equal('s3');
  });

  it('uploads through a presigned PUT and reads a private file through a presigned GET', async () => {
    const { uploadUrl, fileUrl } = await storage.presignUpload({
      key: 'private/phr/1/report.txt', contentType: 'text/plain', access: 'private', maxBytes: 1000,
    });
    expect(uploadUrl).to.contain('X-Amz-Signature=');
    // No checksum is signed in: it would be the empty body's (the URL is signed before any bytes exist), and S3 refuses a mismatch.
    expect([...new URL(uploadUrl).searchParams.keys()].filter((k) => /checksum/i.test(k))).to.deep.equal([]);
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'blood panel normal' });
    expect(put.status).to.equal(200);
    const get = await fetch(fileUrl);
    expect(get.status).to.equal(200);
    expect(await get.text()).to.equal('blood panel normal');
  });

  it('has a presigned GET answer with the accepted image\'s type, and anything else as a download of no type', async () => {
    const cases: Array<[string, string, string, { type: string; disposition: string }]> = [
      ['private/phr/1/0b6f7c1e-2a4b-4c3d-9e8f-0123456789ab-note.html', 'text/html', '<script>alert(1)</script>',
        { type: 'application/octet-stream', disposition: 'attachment; filename="note.html"' }],
      ['private/phr/1/drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>',
        { type: 'application/octet-stream', disposition: 'attachment; filename="drawing.svg"' }],
      ['private/user_avatar/1/me.html', 'image/png', 'png bytes', { type: 'image/png', disposition: 'inline' }],
    ];
    for (const [key, contentType, body, expected] of cases) {
      const { uploadUrl, fileUrl } = await storage.presignUpload({ key, contentType, access: 'private', maxBytes: 1000 });
      expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body })).status).to.equal(200);
      const get = await fetch(fileUrl);
      expect({ type: get.headers.get('content-type'), disposition: get.headers.get('content-disposition') }, key).to.deep.equal(expected);
      expect(await get.text()).to.equal(body);
      // Signed into the link, so S3 refuses a link edited to ask for another (s3rver checks no signatures).
      expect(new URL(fileUrl).searchParams.get('X-Amz-SignedHeaders')).to.equal('host');
      expect(new URL(fileUrl).searchParams.get('response-content-type')).to.equal(expected.type);
    }
  });

  it('reports a stored object\'s size and type, null for a missing key, and deletes', async () => {
    const key = 'private/smo_service/1/scan.pdf';
    const { uploadUrl } = await storage.presignUpload({ key, contentType: 'application/pdf', access: 'private', maxBytes: 1000 });
    expect(await storage.stat(key)).to.equal(null);
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4 lab' });
    expect(put.status).to.equal(200);
    expect(await storage.stat(key)).to.deep.equal({ size: 12, contentType: 'application/pdf' });
    await storage.delete(key);
    expect(await storage.stat(key)).to.equal(null);
    await storage.delete(key);
    expect(await storage.stat('private/never/was.pdf')).to.equal(null);
  });
});
