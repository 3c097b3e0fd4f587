import { expect } from 'chai';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { authenticate, LOGIN_FAILED, loadViewer } from '../../server/domain/accounts/authentication.ts';
import { LocalStorage } from '../../server/adapters/storage.ts';

describe('platform', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  it('returns counts and bigint ids as numbers on both backends', async () => {
    const db = t.testDb.db;
    await createVendor(db);
    const [{ count }] = await db('vendors').count<{ count: number }[]>('* as count');
    expect(count).to.be.a('number');
    const row = await db('vendors').select('id').first();
    expect(row.id).to.be.a('number');
  });

  describe('authentication', () => {
    it('accepts the right password for the right role only', async () => {
      const db = t.testDb.db;
      const owner = await createUser(db);
      const vendorId = await createVendor(db);
      const vet = await createVendorLogin(db, vendorId);
      expect((await authenticate(db, 'user', owner.email.toUpperCase(), TEST_PASSWORD)).kind).to.equal('user');
      expect((await authenticate(db, 'vendor', vet.email, TEST_PASSWORD)).kind).to.equal('vendor');
      // An owner's credentials never open a vendor session, and the reverse.
      for (const [role, email] of [['vendor', owner.email], ['user', vet.email]] as const) {
        await authenticate(db, role, email, TEST_PASSWORD).then(
          () => expect.fail('should refuse'),
          (err: Error) => expect(err.message).to.equal(LOGIN_FAILED),
        );
      }
    });

    it('gives the same answer for an unknown email and a wrong password', async () => {
      const db = t.testDb.db;
      const owner = await createUser(db);
      const messages: string[] = [];
      for (const [email, password] of [[owner.email, 'wrong-password'], ['nobody@example.test', TEST_PASSWORD]]) {
        await authenticate(db, 'user', email, password).catch((err: Error) => messages.push(`${err.name}:${err.message}`));
      }
      expect(messages).to.deep.equal([`UnauthenticatedError:${LOGIN_FAILED}`, `UnauthenticatedError:${LOGIN_FAILED}`]);
    });

    it('ends sessions that began before a password change', async () => {
      const db = t.testDb.db;
      const owner = await createUser(db);
      const signedInAt = Date.now() - 60_000;
      expect(await loadViewer(db, { kind: 'user', id: owner.id, at: signedInAt })).to.not.equal(null);
      await db('users').where({ id: owner.id }).update({ password_changed_at: new Date() });
      expect(await loadViewer(db, { kind: 'user', id: owner.id, at: signedInAt })).to.equal(null);
      expect(await loadViewer(db, { kind: 'user', id: owner.id, at: Date.now() + 1000 })).to.not.equal(null);
    });
  });

  describe('local file storage over HTTP', () => {
    it('stores a presigned upload and serves it only through a signed link', async () => {
      const storage = t.deps.adapters.storage as LocalStorage;
      const key = `private/test/${Date.now()}.txt`;
      const { uploadUrl, fileUrl } = await storage.presignUpload({ key, contentType: 'text/plain', access: 'private', maxBytes: 100 });
      const put = await t.fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'hello records' });
      expect(put.status).to.equal(200);
      const get = await t.fetch(fileUrl);
      expect(get.status).to.equal(200);
      expect(await get.text()).to.equal('hello records');
      expect((await t.fetch(`/files/${key}`, { headers: { accept: 'application/json' } })).status).to.equal(403);
      const tooBig = await t.fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(101) });
      expect(tooBig.status).to.equal(400);
      const wrongType = await t.fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: '<b>x</b>' });
      expect(wrongType.status).to.equal(400);
    });
  });

  it('starts from the ahead-of-time bundle as `npm start` does, and shuts down cleanly on SIGTERM', async function () {
    this.timeout(90_000);
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-boot-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn('sh', ['-c', `exec ${scripts.start}`], {
      env: {
        ...process.env, NODE_ENV: 'development', PORT: String(port), PGLITE_DIR: path.join(dir, 'pglite'),
        STORAGE_DIR: path.join(dir, 'uploads'), DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', DEMO_DATA: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => { stderr += String(c); });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let ready = false;
      for (let i = 0; i < 120 && !ready; i++) {
        await new Promise((r) => setTimeout(r, 500));
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
      }
      expect(ready, stderr).to.equal(true);
      // `npm start` runs the bundle (scripts/serve.mjs builds it when stale): a page renders from it, the client build
      // and the GraphQL schema found through its rewritten source paths.
      expect(fs.existsSync('dist/server/main.mjs')).to.equal(true);
      expect((await fetch(`http://127.0.0.1:${port}/login/`)).status).to.equal(200);
      child.kill('SIGTERM');
      expect(await exited).to.equal(0);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
