import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken, createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { FILE_NOT_ATTACHABLE } from '../../server/domain/files/file-confirmation.ts';
import { THREAD_MESSAGES } from '../../contracts/thread-words.ts';
import { signedInClient } from './accounts-helpers.ts';

const DAY = 86_400_000;
const THREAD = `query($bookingId: ID!) { thread(bookingId: $bookingId) { bookingId state canWrite liveFrom liveUntil closesAt notice unread } }`;
const MESSAGES = `query($bookingId: ID!, $after: ID, $limit: Int) { threadMessages(bookingId: $bookingId, after: $after, limit: $limit) {
  hasMore cursor items { id body sentAt senderKind senderName mine delivery attachments { id name contentType url kind } }
} }`;
const SEND = `mutation($bookingId: ID!, $input: SendThreadMessageInput!) { sendThreadMessage(bookingId: $bookingId, input: $input) {
  message { id body senderKind senderName mine delivery attachments { id name kind contentType } }
} }`;
const READ = `mutation($bookingId: ID!, $upTo: ID) { markThreadRead(bookingId: $bookingId, upTo: $upTo) { unread } }`;
const UNREAD = `query { unreadThreads { total byBooking { bookingId unread } } }`;

type Answer = { errors?: Array<{ message: string; extensions: { code: string; fields?: Record<string, string> } }> };

/** Issue 29: each appointment's thread between its owner and the clinic, who may read and write it, and what it refuses. */
describe('consultation threads (GraphQL)', function () {
  this.timeout(60_000);
  let t: TestApp;
  let dir: string;
  const tokens = {} as Record<'owner' | 'otherOwner' | 'root' | 'manager' | 'unnamedSub' | 'otherClinic' | 'sender', string>;
  let chat: number;
  let listing: number;
  let vendorX: number;
  let ownerId: number;

  const gql = (query: string, variables: object, token: string) => graphqlAs(t, query, variables, token);
  const code = (a: Answer) => a.errors?.[0]?.extensions.code;
  const send = (token: string, bookingId: number, input: object) => gql(SEND, { bookingId, input }, token);
  const messageCount = async () => Number((await t.testDb.db('thread_messages').count<{ c: number }[]>({ c: '*' }))[0].c);
  const grant = async (token: string, fileName: string, fileType: string) => {
    const res = await t.fetch('/api/files/private', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName, fileType, serviceType: 'thread_attachment' }),
    });
    return { status: res.status, body: await res.json() as { fileId: number; uploadUrl: string; error?: { message: string } } };
  };
  const upload = async (token: string, fileName: string, fileType: string, bytes: Uint8Array<ArrayBuffer> | string) => {
    const g = await grant(token, fileName, fileType);
    expect(g.status).to.equal(201);
    const res = await fetch(`${t.baseUrl}${g.body.uploadUrl}`, { method: 'PUT', headers: { 'content-type': fileType }, body: bytes });
    expect(res.status).to.be.below(300);
    return g.body.fileId;
  };
  // The smallest PNG: its signature is what the server checks.
  const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-threads-'));
    t = await startTestApp({ STORAGE_DIR: dir });
    const db = t.testDb.db;
    vendorX = await createVendor(db);
    const vendorY = await createVendor(db);
    const manager = await createVendorLogin(db, vendorX, { subrole: 'user', first_name: 'Mia', last_name: 'Manager' });
    const unnamed = await createVendorLogin(db, vendorX, { subrole: 'user' });
    listing = await createListing(db, vendorX, { managers: [manager.id] });
    const owner = await createUser(db, { first_name: 'Olive' });
    const other = await createUser(db);
    ownerId = owner.id;
    tokens.owner = await createApiToken(db, { kind: 'user', id: owner.id });
    tokens.otherOwner = await createApiToken(db, { kind: 'user', id: other.id });
    tokens.root = await createApiToken(db, { kind: 'vendor', id: (await createVendorLogin(db, vendorX, { first_name: 'Rita', last_name: 'Root' })).id });
    tokens.manager = await createApiToken(db, { kind: 'vendor', id: manager.id });
    tokens.unnamedSub = await createApiToken(db, { kind: 'vendor', id: unnamed.id });
    tokens.otherClinic = await createApiToken(db, { kind: 'vendor', id: (await createVendorLogin(db, vendorY)).id });
    const sender = await createUser(db);
    tokens.sender = await createApiToken(db, { kind: 'user', id: sender.id });
    chat = await createBooking(db, { userId: owner.id, vendorId: vendorX, listingId: listing, slot: new Date(Date.now() + 2 * DAY), type: 'chat' });
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('who may read and write', () => {
    for (const who of ['owner', 'root', 'manager'] as const) {
      it(`lets the ${who} read the thread and write to it`, async () => {
        const view = await gql(THREAD, { bookingId: chat }, tokens[who]);
        expect(view.errors).to.equal(undefined);
        expect(view.data.thread).to.include({ bookingId: String(chat), state: 'open', canWrite: true });
        const sent = await send(tokens[who], chat, { body: `Hello from the ${who}` });
        expect(sent.errors).to.equal(undefined);
        expect(sent.data.sendThreadMessage.message).to.include({ body: `Hello from the ${who}`, mine: true, senderKind: who === 'owner' ? 'user' : 'vendor' });
      });
    }

    for (const who of ['otherOwner', 'unnamedSub', 'otherClinic'] as const) {
      it(`refuses the ${who} every call as NOT_FOUND and stores nothing`, async () => {
        const before = await messageCount();
        expect(code(await gql(THREAD, { bookingId: chat }, tokens[who]))).to.equal('NOT_FOUND');
        expect(code(await gql(MESSAGES, { bookingId: chat }, tokens[who]))).to.equal('NOT_FOUND');
        expect(code(await send(tokens[who], chat, { body: 'Let me in' }))).to.equal('NOT_FOUND');
        expect(code(await gql(READ, { bookingId: chat }, tokens[who]))).to.equal('NOT_FOUND');
        expect(await messageCount()).to.equal(before);
      });
    }

    it('refuses a visitor (UNAUTHENTICATED)', async () => {
      const res = await t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: THREAD, variables: { bookingId: chat } }) });
      expect(code(await res.json() as Answer)).to.equal('UNAUTHENTICATED');
    });

    it('has no thread for a booking whose payment has not gone through', async () => {
      const unpaid = await createBooking(t.testDb.db, { userId: ownerId, vendorId: vendorX, listingId: listing, slot: new Date(Date.now() + 9 * DAY), status: 5, type: 'chat' });
      expect(code(await gql(THREAD, { bookingId: unpaid }, tokens.owner))).to.equal('NOT_FOUND');
    });
  });

  describe('messages by cursor, delivery and read marks', () => {
    it('gives a reconnecting client what it missed, once, with the delivery its sender sees', async () => {
      const booking = await createBooking(t.testDb.db, { userId: ownerId, vendorId: vendorX, listingId: listing, slot: new Date(Date.now() + 3 * DAY), type: 'video' });
      const first = (await send(tokens.owner, booking, { body: 'Is fasting needed?' })).data.sendThreadMessage.message;
      expect(first.delivery).to.equal('sent');
      // The clinic fetches: delivered.
      const clinicPage = (await gql(MESSAGES, { bookingId: booking }, tokens.root)).data.threadMessages;
      expect(clinicPage.items.map((m: { body: string }) => m.body)).to.deep.equal(['Is fasting needed?']);
      expect(clinicPage.items[0]).to.include({ mine: false, senderName: 'Olive Owner', senderKind: 'user' });
      const cursor = clinicPage.cursor;
      let ownerView = (await gql(MESSAGES, { bookingId: booking }, tokens.owner)).data.threadMessages;
      expect(ownerView.items[0].delivery).to.equal('delivered');
      // Two replies while the owner's socket was down; the owner asks after its cursor.
      const ownerCursor = ownerView.cursor;
      await send(tokens.manager, booking, { body: 'Yes, 12 hours.' });
      await send(tokens.root, booking, { body: 'Water is fine.' });
      const missed = (await gql(MESSAGES, { bookingId: booking, after: ownerCursor }, tokens.owner)).data.threadMessages;
      expect(missed.items.map((m: { body: string }) => m.body)).to.deep.equal(['Yes, 12 hours.', 'Water is fine.']);
      expect(missed.items[0]).to.include({ senderName: 'Mia Manager', mine: false });
      const again = (await gql(MESSAGES, { bookingId: booking, after: missed.cursor }, tokens.owner)).data.threadMessages;
      expect(again.items).to.deep.equal([]);
      expect(again.cursor).to.equal(missed.cursor);
      // The clinic's own messages are the clinic's to every clinic login.
      const rootView = (await gql(MESSAGES, { bookingId: booking, after: cursor }, tokens.root)).data.threadMessages;
      expect(rootView.items.map((m: { mine: boolean }) => m.mine)).to.deep.equal([true, true]);
      expect(rootView.items.map((m: { delivery: string }) => m.delivery)).to.deep.equal(['delivered', 'delivered']);

      // Unread: the owner has two until they read; the clinic none of its own.
      const unread = async (token: string) => (await gql(UNREAD, {}, token)).data.unreadThreads.byBooking
        .find((b: { bookingId: string }) => b.bookingId === String(booking))?.unread ?? 0;
      expect(await unread(tokens.owner)).to.equal(2);
      expect((await gql(THREAD, { bookingId: booking }, tokens.owner)).data.thread.unread).to.equal(2);
      expect((await gql(READ, { bookingId: booking }, tokens.owner)).data.markThreadRead.unread).to.equal(0);
      expect(await unread(tokens.owner)).to.equal(0);
      // Replying read the question; the owner read both replies.
      const clinicView = (await gql(MESSAGES, { bookingId: booking }, tokens.root)).data.threadMessages;
      expect(clinicView.items.map((m: { delivery: string; mine: boolean }) => [m.mine, m.delivery])).to.deep.equal([[false, 'read'], [true, 'read'], [true, 'read']]);
      // A new question: delivered once a clinic login fetched it, read once a manager read it (a manager's read counts for the clinic).
      const second = (await send(tokens.owner, booking, { body: 'And after?' })).data.sendThreadMessage.message;
      expect(second.delivery).to.equal('sent');
      await gql(MESSAGES, { bookingId: booking, after: missed.cursor }, tokens.root);
      const delivered = (await gql(MESSAGES, { bookingId: booking, after: missed.cursor }, tokens.owner)).data.threadMessages;
      expect(delivered.items[0]).to.include({ id: second.id, mine: true, delivery: 'delivered' });
      await gql(READ, { bookingId: booking }, tokens.manager);
      ownerView = (await gql(MESSAGES, { bookingId: booking, after: missed.cursor }, tokens.owner)).data.threadMessages;
      expect(ownerView.items[0]).to.include({ mine: true, delivery: 'read' });
      // Each clinic login keeps its own unread count: the root admin has not read the new question.
      expect(await unread(tokens.root)).to.equal(1);
      expect(await unread(tokens.manager)).to.equal(0);
    });

    it('pages the latest messages and counts the page in the query cost', async () => {
      const booking = await createBooking(t.testDb.db, { userId: ownerId, vendorId: vendorX, listingId: listing, slot: new Date(Date.now() + 4 * DAY), type: 'phone' });
      for (const body of ['one', 'two', 'three']) await send(tokens.root, booking, { body });
      const page = (await gql(MESSAGES, { bookingId: booking, limit: 2 }, tokens.owner)).data.threadMessages;
      expect(page.items.map((m: { body: string }) => m.body)).to.deep.equal(['two', 'three']);
      expect(page.hasMore).to.equal(true);
      const tooMany = await gql(MESSAGES, { bookingId: booking, limit: 100 }, tokens.owner);
      expect(tooMany.errors?.[0].message).to.match(/too expensive/);
    });
  });

  describe('the Messages tab', () => {
    it('shows each side the thread beside Details, text as text, and none to an outsider', async () => {
      const db = t.testDb.db;
      const booking = await createBooking(db, { userId: ownerId, vendorId: vendorX, listingId: listing, slot: new Date(Date.now() + 7 * DAY), type: 'chat' });
      await send(tokens.root, booking, { body: '<script>alert(1)</script> see https://example.org/care' });
      const email = (await db('users').select('email').where({ id: ownerId }).first()).email as string;
      const owner = await signedInClient(t, email, 'user');
      const page = await owner.get(`/app/my-appointments/${booking}?tab=messages`);
      expect(page.status).to.equal(200);
      const html = await page.text();
      expect(html).to.contain('data-testid="tab-messages"').and.contain('data-island="thread-messages"');
      expect(html).to.contain('&lt;script&gt;alert(1)&lt;/script&gt;').and.not.contain('<script>alert(1)</script>');
      expect(html).to.contain('href="https://example.org/care"');
      const details = await (await owner.get(`/app/my-appointments/${booking}`)).text();
      expect(details).to.contain('data-testid="tab-messages"').and.not.contain('data-island="thread-messages"');
      // The clinic's message is unread until the owner reads it: the tab counts it.
      expect(details).to.match(/data-testid="tab-messages-unread">1</);
      await gql(READ, { bookingId: booking }, tokens.owner);
      expect(await (await owner.get(`/app/my-appointments/${booking}`)).text()).to.not.contain('tab-messages-unread');
      const other = await signedInClient(t, (await db('users').select('email').whereNot({ id: ownerId }).first()).email, 'user');
      expect((await other.get(`/app/my-appointments/${booking}?tab=messages`)).status).to.equal(404);
    });
  });

  describe('bad input: a clear refusal and nothing stored', () => {
    it('refuses an empty message', async () => {
      const before = await messageCount();
      const a = await send(tokens.owner, chat, { body: '   ' });
      expect(code(a)).to.equal('BAD_USER_INPUT');
      expect(a.errors![0].message).to.equal(THREAD_MESSAGES.empty);
      expect(await messageCount()).to.equal(before);
    });

    it('refuses a message over 4,000 characters, naming the limit', async () => {
      const before = await messageCount();
      const a = await send(tokens.owner, chat, { body: 'x'.repeat(4_001) });
      expect(code(a)).to.equal('BAD_USER_INPUT');
      expect(a.errors![0].message).to.equal('A message can be at most 4,000 characters (it has 4,001).');
      expect(await messageCount()).to.equal(before);
      expect(code(await send(tokens.owner, chat, { body: 'y'.repeat(4_000) }))).to.equal(undefined);
    });

    it('keeps HTML as the text it is', async () => {
      const body = '<img src=x onerror=alert(1)> <b>bold</b>';
      const sent = (await send(tokens.owner, chat, { body })).data.sendThreadMessage.message;
      expect(sent.body).to.equal(body);
    });

    it('refuses a file of the wrong type or size when the upload is asked for', async () => {
      const big = await t.fetch('/api/files/private', {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.owner}` },
        body: JSON.stringify({ fileName: 'long.mp4', fileType: 'video/mp4', serviceType: 'thread_attachment', fileSize: 26 * 1024 * 1024 }),
      });
      expect(big.status).to.equal(400);
      expect((await big.json()).error.message).to.equal('The file is too large.');
      const g = await grant(tokens.owner, 'setup.exe', 'application/x-msdownload');
      expect(g.status).to.equal(400);
      expect(g.body.error!.message).to.equal('This file type is not allowed.');
    });

    it('refuses bytes that are not what the upload said, and someone else\'s upload', async () => {
      const before = await messageCount();
      const fake = await upload(tokens.owner, 'photo.png', 'image/png', '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');
      const a = await send(tokens.owner, chat, { body: 'Look', fileIds: [fake] });
      expect(code(a)).to.equal('BAD_USER_INPUT');
      expect(a.errors![0].message).to.equal('photo.png is not the type of file it was uploaded as. Please remove it and attach it again.');
      const theirs = await upload(tokens.otherOwner, 'theirs.png', 'image/png', PNG);
      const b = await send(tokens.owner, chat, { body: 'Look', fileIds: [theirs] });
      expect(b.errors![0].message).to.equal(FILE_NOT_ATTACHABLE);
      expect(await messageCount()).to.equal(before);
    });

    it('carries a photo both sides can open, once', async () => {
      const photo = await upload(tokens.owner, 'Wound.png', 'image/png', PNG);
      const sent = (await send(tokens.owner, chat, { body: '', fileIds: [photo] })).data.sendThreadMessage.message;
      expect(sent.attachments).to.deep.equal([{ id: String(photo), name: 'Wound.png', kind: 'image', contentType: 'image/png' }]);
      const page = (await gql(MESSAGES, { bookingId: chat }, tokens.manager)).data.threadMessages;
      const seen = page.items.find((m: { id: string }) => m.id === sent.id);
      const res = await fetch(new URL(seen.attachments[0].url, t.baseUrl));
      expect(res.status).to.equal(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG))).to.equal(true);
      const again = await send(tokens.owner, chat, { body: 'Again', fileIds: [photo] });
      expect(again.errors![0].message).to.equal(FILE_NOT_ATTACHABLE);
    });

    it('refuses a message to a canceled appointment or after the follow-up period', async () => {
      const db = t.testDb.db;
      const canceled = await createBooking(db, { userId: ownerId, vendorId: vendorX, listingId: listing, slot: new Date(Date.now() + 5 * DAY), type: 'chat', status: 3 });
      const a = await send(tokens.owner, canceled, { body: 'Still there?' });
      expect(code(a)).to.equal('CONFLICT');
      expect(a.errors![0].message).to.equal(THREAD_MESSAGES.canceled);
      const shortListing = await createListing(db, vendorX, { followUpHours: 2 });
      const past = await createBooking(db, { userId: ownerId, vendorId: vendorX, listingId: shortListing, slot: new Date(Date.now() - 3 * 3_600_000), type: 'video' });
      expect((await gql(THREAD, { bookingId: past }, tokens.owner)).data.thread).to.include({ state: 'readOnly', canWrite: false });
      expect(code(await send(tokens.root, past, { body: 'Follow-up' }))).to.equal('CONFLICT');
      const recent = await createBooking(db, { userId: ownerId, vendorId: vendorX, listingId: shortListing, slot: new Date(Date.now() - 3_600_000), type: 'video' });
      expect((await gql(THREAD, { bookingId: recent }, tokens.owner)).data.thread).to.include({ state: 'followUp', canWrite: true });
    });

    it('limits how fast one account sends', async () => {
      const booking = await createBooking(t.testDb.db, { userId: ownerId, vendorId: vendorX, listingId: listing, slot: new Date(Date.now() + 6 * DAY), type: 'chat' });
      const own = await createUser(t.testDb.db);
      const token = await createApiToken(t.testDb.db, { kind: 'user', id: own.id });
      await t.testDb.db('bookings').where({ id: booking }).update({ user_id: own.id });
      const codes: Array<string | undefined> = [];
      for (let i = 0; i < 31; i += 1) codes.push(code(await send(token, booking, { body: `m${i}` })));
      expect(codes.slice(0, 30).every((c) => c === undefined)).to.equal(true);
      expect(codes[30]).to.equal('RATE_LIMITED');
    });
  });
});
