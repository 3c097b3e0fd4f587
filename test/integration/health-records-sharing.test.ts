import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createHealthRecord } from '../factories/index.ts';
import { gql, recordsWorld, SAVE, type RecordsWorld } from './health-records-world.ts';
import { pdfText } from '../setup/pdf-text.ts';

const CREATE = 'mutation($p: ID!, $d: Int) { createPetShareLink(petId: $p, expiresInDays: $d) { message link { id url expiresAt } } }';
const REVOKE = 'mutation($id: ID!) { revokePetShareLink(id: $id) { id message } }';
const LINKS = 'query($p: ID!) { petShareLinks(petId: $p) { id url } }';
const PDF_BYTES = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

describe('health records: share links, the PDF and record files', () => {
  let t: TestApp;
  let w: RecordsWorld;
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-records-'));
    t = await startTestApp({ STORAGE_DIR: dir });
    w = await recordsWorld(t);
    const db = t.testDb.db;
    await createHealthRecord(db, { userId: w.ownerA.id, petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: '2026-01-05', lbs: 48 } });
    await createHealthRecord(db, { userId: w.ownerA.id, petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: '2026-02-05', lbs: 51, oz: 8 } });
    await createHealthRecord(db, {
      userId: w.ownerA.id, petId: w.rex, subcategory: 'immunizations', details: { name: 'Distemper', date: '2025-06-01', nextDueDate: '2000-01-01' },
    });
  });
  after(() => t.close());

  const tokenOf = (url: string) => new URL(url).pathname;

  /** A file uploaded through the signed private upload, as the form does; its id. */
  async function upload(token: string, fileName: string, fileType: string, body: string): Promise<number> {
    const grant = await t.fetch('/api/files/private', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName, fileType, serviceType: 'phr' }),
    });
    expect(grant.status).to.equal(201);
    const { fileId, uploadUrl } = await grant.json() as { fileId: number; uploadUrl: string };
    expect((await fetch(`${t.baseUrl}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': fileType }, body })).status).to.equal(200);
    return fileId;
  }

  /** A document of `petId` with one uploaded PDF, saved by its owner; the file's id. */
  async function documentWithFile(owner: { token: string }, petId: number, fileName: string): Promise<number> {
    const fileId = await upload(owner.token, fileName, 'application/pdf', PDF_BYTES);
    const saved = await gql(t, owner.token, SAVE, {
      input: { petId, category: 'documents', subcategory: 'imaging', details: { name: 'Chest X-ray', date: '2026-02-11', type: 'XRay' }, fileIds: [fileId] },
    });
    expect(saved.error).to.equal(undefined);
    return fileId;
  }

  it('opens a share link signed out, read-only and private, until it is revoked', async () => {
    const made = await gql(t, w.ownerA.token, CREATE, { p: w.rex, d: 7 });
    const link = (made.data!.createPetShareLink as { link: { id: string; url: string; expiresAt: string } }).link;
    expect(link.url).to.match(/\/3\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(link.expiresAt) - Date.now()).to.be.within(6.9 * 86_400_000, 7 * 86_400_000);
    const listed = (await gql(t, w.ownerA.token, LINKS, { p: w.rex })).data!.petShareLinks as Array<{ id: string }>;
    expect(listed.map((l) => l.id)).to.include(link.id);

    const page = await t.fetch(tokenOf(link.url));
    expect(page.status).to.equal(200);
    expect(page.headers.get('cache-control')).to.equal('no-store');
    expect(page.headers.get('referrer-policy')).to.equal('no-referrer');
    const html = await page.text();
    expect(html).to.contain('<meta name="robots" content="noindex">').and.contain('Health record of Rex').and.contain('Distemper');
    expect(html).to.not.contain('data-testid="add-record"');

    for (const token of [w.ownerB.token, w.vetX.token]) {
      expect((await gql(t, token, REVOKE, { id: link.id })).error, 'not theirs').to.not.equal(undefined);
    }
    expect((await gql(t, w.ownerA.token, REVOKE, { id: link.id })).data!.revokePetShareLink).to.deep.equal({ id: link.id, message: 'Link revoked.' });
    const revoked = await t.fetch(tokenOf(link.url));
    expect(revoked.status).to.equal(410);
    expect(await revoked.text()).to.contain('This link was revoked or has expired').and.not.contain('Rex').and.not.contain('Invalid link');
    expect((await gql(t, w.ownerA.token, LINKS, { p: w.rex })).data!.petShareLinks).to.deep.equal([]);
  });

  it("answers 'Invalid link' with 404 to tampered, guessed and the spec's pid/uid links, and says when one has expired", async () => {
    const made = await gql(t, w.ownerA.token, CREATE, { p: w.rex, d: null });
    const good = tokenOf((made.data!.createPetShareLink as { link: { url: string } }).link.url);
    const tampered = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    const expired = await t.deps.services.petShareLinks.create(
      { kind: 'user', id: w.ownerA.id, email: w.ownerA.email, role: 'user', firstName: 'Ann', lastName: 'Owner', pic: null },
      { petId: w.rex, expiresInDays: 1 }, new Date(Date.now() - 2 * 86_400_000),
    );
    for (const url of [tampered, '/3/AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', `/3?pid=${w.rex}&uid=${w.ownerA.id}`, '/3x', '/3/', `${tampered}/files/1`]) {
      const res = await t.fetch(url, { headers: { accept: 'text/html' } });
      expect(res.status, url).to.equal(404);
      expect(await res.text(), url).to.contain('Invalid link');
    }
    const ran = await t.fetch(tokenOf(expired.url), { headers: { accept: 'text/html' } });
    expect(ran.status).to.equal(410);
    expect(await ran.text()).to.contain('This link was revoked or has expired').and.not.contain('Rex');
    expect((await t.fetch(good)).status).to.equal(200);
    expect((await gql(t, w.ownerB.token, CREATE, { p: w.rex, d: null })).error).to.deep.include({ code: 'NOT_FOUND' });
    expect((await gql(t, w.ownerA.token, CREATE, { p: w.rex, d: 3 })).error!.fields).to.deep.equal({ expiresInDays: 'Please choose when the link expires' });
  });

  it('opens the shared record\'s files signed out through short-lived links bound to the token, until it is revoked', async () => {
    const xray = await documentWithFile(w.ownerA, w.rex, 'chest-x-ray.pdf');
    const otherPets = await documentWithFile(w.ownerB, w.bPet, 'tom-x-ray.pdf');
    const made = await gql(t, w.ownerA.token, CREATE, { p: w.rex, d: null });
    const link = (made.data!.createPetShareLink as { link: { id: string; url: string } }).link;
    const page = await (await t.fetch(tokenOf(link.url))).text();
    const href = `${tokenOf(link.url)}/files/${xray}`;
    expect(page).to.contain(`href="${href}"`).and.contain('chest-x-ray.pdf').and.not.contain('ask the owner for copies');

    const opened = await t.fetch(href, { redirect: 'manual' });
    expect(opened.status).to.equal(302);
    expect(opened.headers.get('cache-control')).to.equal('no-store');
    expect(opened.headers.get('referrer-policy')).to.equal('no-referrer');
    const signed = opened.headers.get('location')!;
    const exp = Number(new URL(signed, t.baseUrl).searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).to.be.within(0, 5 * 60_000 + 1000);
    expect(await (await t.fetch(signed)).text()).to.equal(PDF_BYTES);
    // The token opens its own pet's files only.
    const foreign = await t.fetch(`${tokenOf(link.url)}/files/${otherPets}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(foreign.status).to.equal(404);

    await gql(t, w.ownerA.token, REVOKE, { id: link.id });
    const after = await t.fetch(href, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(after.status).to.equal(410);
    expect(await after.text()).to.contain('This link was revoked or has expired');
  });

  it('never signs a shared file\'s address past the share link\'s own expiry', async () => {
    const xray = await documentWithFile(w.ownerA, w.rex, 'knee-x-ray.pdf');
    const viewerA = { kind: 'user' as const, id: w.ownerA.id, email: w.ownerA.email, role: 'user' as const, firstName: 'Ann', lastName: 'Owner', pic: null };
    // Made a day minus two minutes ago, for one day: two minutes left.
    const made = await t.deps.services.petShareLinks.create(viewerA, { petId: w.rex, expiresInDays: 1 }, new Date(Date.now() - 86_400_000 + 120_000));
    const opened = await t.fetch(`${tokenOf(made.url)}/files/${xray}`, { redirect: 'manual' });
    expect(opened.status).to.equal(302);
    const exp = Number(new URL(opened.headers.get('location')!, t.baseUrl).searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).to.be.within(0, 120_000 + 1000);
  });

  it('streams the record as a PDF to the owner and the clinic, with the pet, its history and its weights', async () => {
    const owner = await w.logIn(w.ownerA.email, 'user');
    const res = await owner.get(`/app/medical-records/${w.rex}/record.pdf`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/pdf');
    expect(res.headers.get('content-disposition')).to.match(/^attachment; filename="rex-health-record-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).to.contain('Health record of Rex').and.contain('Distemper').and.contain('Due soon');
    expect(text).to.contain('51.5').and.contain('Weight: 51 lbs 8 oz').and.contain('2 readings');

    const clinic = await w.logIn(w.vetX.email, 'vendor');
    expect((await clinic.get(`/app/medical-records/${w.rex}/record.pdf`)).status).to.equal(200);
    const other = await w.logIn(w.vetY.email, 'vendor');
    expect((await other.get(`/app/medical-records/${w.rex}/record.pdf`)).status).to.equal(404);
    expect((await t.fetch(`/app/medical-records/${w.rex}/record.pdf`)).status).to.equal(302);
  });

  it('keeps an uploaded lab PDF with a document and serves it only through a short-lived signed link', async () => {
    const lab = (fileIds: number[]) => gql(t, w.ownerA.token, SAVE, {
      input: { petId: w.rex, category: 'documents', subcategory: 'laboratory', details: { name: 'Blood panel', date: '2026-02-10', type: 'Hematology' }, fileIds },
    });
    // A text file named .pdf is refused by its bytes, and nothing is kept.
    const fake = await upload(w.ownerA.token, 'results.pdf', 'application/pdf', 'just some text');
    const before = Number((await t.testDb.db('health_records').count<{ c: number }[]>({ c: '*' }))[0].c);
    const refused = await lab([fake]);
    expect(refused.error!.fields).to.deep.equal({ files: 'results.pdf is not the type of file it was uploaded as. Please remove it and attach it again.' });
    expect(Number((await t.testDb.db('health_records').count<{ c: number }[]>({ c: '*' }))[0].c)).to.equal(before);

    const real = await upload(w.ownerA.token, 'blood-panel.pdf', 'application/pdf', PDF_BYTES);
    const saved = await lab([real]);
    const record = (saved.data!.saveHealthRecord as { record: { files: Array<{ id: string; name: string; url: string }> } }).record;
    expect(record.files).to.deep.equal([{ id: String(real), name: 'blood-panel.pdf', url: `/api/health-records/files/${real}` }]);

    const owner = await w.logIn(w.ownerA.email, 'user');
    const link = await owner.get(record.files[0].url);
    expect(link.status).to.equal(302);
    const signed = link.headers.get('location')!;
    const exp = Number(new URL(signed, t.baseUrl).searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).to.be.within(0, 5 * 60_000 + 1000);
    const file = await t.fetch(signed);
    expect(file.status).to.equal(200);
    expect(await file.text()).to.equal(PDF_BYTES);
    expect((await t.fetch(signed.split('&sig=')[0])).status).to.equal(403);

    const clinic = await w.logIn(w.vetX.email, 'vendor');
    expect((await clinic.get(record.files[0].url)).status).to.equal(302);
    for (const [email, role] of [[w.ownerB.email, 'user'], [w.vetY.email, 'vendor']] as const) {
      expect((await (await w.logIn(email, role)).get(record.files[0].url)).status, email).to.equal(404);
    }
    // A file kept by one record cannot be attached to another.
    expect((await lab([real])).error!.fields).to.deep.equal({ fileIds: 'One of the files cannot be attached.' });
  });
});
