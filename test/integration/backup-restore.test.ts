import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import S3rver from 's3rver';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { freshDatabase, migratedDatabase, type TestDb } from '../setup/db.ts';
import { seedReference } from '../../seeds/reference.ts';
import { backUp, restoreFrom, type BackupDatabase } from '../../server/db/backup.ts';
import { DirectoryBackupStore, S3BackupStore } from '../../server/adapters/backup-store.ts';
import { knexForPglite, openPglite } from '../../server/db/pglite.ts';
import { createBooking, createHealthRecord, createListing, createPet, createUser, createVendor } from '../factories/index.ts';
import { signedInClient } from './accounts-helpers.ts';

/**
 * `npm run db:backup` and `db:restore` on the configured backend: a populated database is backed up, restored into
 * an empty one, and the app started on the restored copy shows the owner the same appointment and record.
 */
describe('database backups that restore', function () {
  this.timeout(120_000);
  const onServer = Boolean(process.env.DATABASE_URL);
  let scratch: string;
  let source: TestDb;
  let sourceDatabase: BackupDatabase;
  let t: TestApp | undefined;
  const now = new Date('2026-11-27T02:00:00Z');
  const world = { email: '', petId: 0, listingTitle: 'Restored Paws Clinic', recordNote: 'Rabies booster, lot RB-2291' };

  before(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-backup-test-'));
    source = await migratedDatabase();
    await seedReference(source.db);
    const vendorId = await createVendor(source.db);
    const listingId = await createListing(source.db, vendorId, { title: world.listingTitle });
    const owner = await createUser(source.db);
    world.email = owner.email;
    const petId = await createPet(source.db, owner.id, { name: 'Biscuit' });
    world.petId = petId;
    await createHealthRecord(source.db, { userId: owner.id, petId, subcategory: 'medications', details: { name: world.recordNote, date: '2026-10-01' } });
    await createBooking(source.db, {
      userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 3 * 86_400_000), status: 1, pet: { id: petId, name: 'Biscuit' },
    });
    if (onServer) {
      sourceDatabase = { kind: 'pg', url: source.url!, preparedStatements: true };
    } else {
      // The embedded database backs up from its directory: copy the in-memory test database into one.
      const memory = (source.db.client.config.connection as { pglite: PGlite }).pglite;
      const onDisk = openPglite({ dir: path.join(scratch, 'source'), loadDataDir: await memory.dumpDataDir('none') });
      await onDisk.waitReady;
      await onDisk.close();
      sourceDatabase = { kind: 'pglite', dir: path.join(scratch, 'source') };
    }
  });

  after(async () => {
    await t?.close();
    await source.destroy();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('restores a backup into an empty database, refuses a populated one, and the app shows the same appointments and records', async () => {
    const store = new DirectoryBackupStore(path.join(scratch, 'backups'));
    const made = await backUp(sourceDatabase, store, { now, keepDays: 14 });
    expect(await store.list()).to.deep.equal([made.name]);
    expect(made.bytes).to.be.greaterThan(1000);

    let target: TestDb;
    let targetDatabase: BackupDatabase;
    if (onServer) {
      target = await freshDatabase();
      targetDatabase = { kind: 'pg', url: target.url!, preparedStatements: true };
    } else {
      targetDatabase = { kind: 'pglite', dir: path.join(scratch, 'restored') };
    }
    expect(await restoreFrom(targetDatabase, store, 'latest', { force: false, now })).to.equal(made.name);
    // A second restore onto the now populated database is refused without --force, and changes nothing.
    let refused: unknown;
    try {
      await restoreFrom(targetDatabase, store, 'latest', { force: false, now });
    } catch (err) {
      refused = err;
    }
    expect(String(refused)).to.match(/already holds/);

    if (!onServer) {
      const pglite = openPglite({ dir: path.join(scratch, 'restored') });
      const db = knexForPglite(pglite);
      target = { db, kind: 'pglite', destroy: () => db.destroy() };
    }
    t = await startTestApp({}, { testDb: target! });
    const owner = await signedInClient(t, world.email, 'user');
    const appointments = await owner.get('/app/my-appointments', { headers: { accept: 'text/html' } });
    expect(appointments.status).to.equal(200);
    expect(await appointments.text()).to.contain(world.listingTitle);
    const records = await owner.get(`/app/medical-records?pet=${world.petId}&category=history&sub=medications`, { headers: { accept: 'text/html' } });
    expect(records.status).to.equal(200);
    const recordsPage = await records.text();
    expect(recordsPage).to.contain('Biscuit');
    expect(recordsPage).to.contain(world.recordNote);
  });

  it('removes its own archives older than the keeping period, and nothing else', async () => {
    const dir = path.join(scratch, 'pruned');
    fs.mkdirSync(dir);
    const old = 'petcare-20261101T020000Z.pgdump';
    const recent = 'petcare-20261120T020000Z.pglite.tar.gz';
    for (const name of [old, recent, 'notes.txt']) fs.writeFileSync(path.join(dir, name), 'x');
    const store = new DirectoryBackupStore(dir);
    const made = await backUp(sourceDatabase, store, { now, keepDays: 14 });
    expect(made.pruned).to.deep.equal([old]);
    expect((await store.list()).sort()).to.deep.equal([made.name, recent, 'notes.txt'].sort());
  });

  it('keeps archives in a bucket of their own, prunes there, and fetches one back whole', async () => {
    const dir = path.join(scratch, 's3');
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'petcare-backups' }] });
    const { port } = await server.run();
    try {
      const store = new S3BackupStore({
        bucket: 'petcare-backups', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER',
      });
      const stale = path.join(scratch, 'stale.pgdump');
      fs.writeFileSync(stale, 'old');
      await store.save('petcare-20261001T000000Z.pgdump', stale);
      const made = await backUp(sourceDatabase, store, { now, keepDays: 14 });
      expect(made.pruned).to.deep.equal(['petcare-20261001T000000Z.pgdump']);
      expect(await store.list()).to.deep.equal([made.name]);
      const back = path.join(scratch, 'fetched');
      await store.fetchTo(made.name, back);
      expect(fs.statSync(back).size).to.equal(made.bytes);
    } finally {
      await server.close();
    }
  });
});
