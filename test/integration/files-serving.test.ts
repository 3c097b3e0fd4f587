import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createUser } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import type { LocalStorage } from '../../server/adapters/storage.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * Uploaded files as the app serves them from local storage: the type the upload was signed and checked
 * for, never one guessed from the name; only the images we accept are shown, anything else is downloaded.
 */
describe('uploaded files served from local storage', () => {
  let t: TestApp;
  let dir: string;
  let token: string;

  /** Signs an upload, PUTs `body` as `fileType`, and answers the GET of its read URL. */
  const uploadAndRead = async (access: 'public' | 'private', grantBody: Record<string, unknown>, body: Buffer | string) => {
    const res = await postJson(t, `/api/files/${access}`, grantBody, { token });
    expect(res.status, JSON.stringify(grantBody)).to.equal(201);
    const grant = (await res.json()) as { fileUrl: string; uploadUrl: string };
    const put = await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': String(grantBody.fileType) }, body: new Uint8Array(Buffer.from(body)) });
    expect(put.status).to.equal(200);
    return t.fetch(grant.fileUrl);
  };
  const headersOf = (res: Response) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    nosniff: res.headers.get('x-content-type-options'),
  });

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-serving-'));
    t = await startTestApp({ STORAGE_DIR: dir });
    const owner = await createUser(t.testDb.db);
    token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a picture signed as image/png as image/png whatever its name says (.html, .svg)', async () => {
    for (const fileName of ['avatar.html', 'avatar.svg']) {
      const res = await uploadAndRead('public', { fileName, fileType: 'image/png', serviceType: 'user_avatar' }, '<html><script>alert(1)</script>');
      expect(headersOf(res), fileName).to.deep.equal({ status: 200, type: 'image/png', disposition: 'inline', nosniff: 'nosniff' });
    }
    const real = await uploadAndRead('public', { fileName: 'me.png', fileType: 'image/png', serviceType: 'user_avatar' }, PNG);
    expect(headersOf(real)).to.deep.equal({ status: 200, type: 'image/png', disposition: 'inline', nosniff: 'nosniff' });
    expect(Buffer.from(await real.arrayBuffer())).to.deep.equal(PNG);
  });

  it('sends anything that is not an accepted image as an attachment of no type', async () => {
    const cases: Array<[string, string, string]> = [
      ['note.html', 'text/html', '<script>alert(1)</script>'],
      ['drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['lab.pdf', 'application/pdf', '%PDF-1.4 lab'],
    ];
    for (const [fileName, fileType, body] of cases) {
      const res = await uploadAndRead('private', { fileName, fileType, serviceType: 'phr' }, body);
      expect(headersOf(res), fileName).to.deep.equal({
        status: 200, type: 'application/octet-stream', disposition: `attachment; filename="${fileName}"`, nosniff: 'nosniff',
      });
      expect(await res.text()).to.equal(body);
    }
  });

  it('sends bytes stored without a recorded type as an attachment', async () => {
    // Bytes put straight into the store (no upload recorded their type): nothing vouches for them.
    fs.mkdirSync(path.join(dir, 'public/user_avatar/1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public/user_avatar/1/old.html'), '<script>alert(1)</script>');
    expect((t.deps.adapters.storage as LocalStorage).kind).to.equal('local');
    expect(headersOf(await t.fetch('/files/public/user_avatar/1/old.html'))).to.deep.equal({
      status: 200, type: 'application/octet-stream', disposition: 'attachment; filename="old.html"', nosniff: 'nosniff',
    });
  });
});
