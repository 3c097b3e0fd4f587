import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { pushEndpoint } from '../setup/push-endpoint.ts';
import { createApiToken, createBooking, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { signedInClient } from './accounts-helpers.ts';
import { THREAD_MESSAGES, WAITING_FLAG } from '../../contracts/thread-words.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const THREAD = `query($bookingId: ID!) { thread(bookingId: $bookingId) { state canWrite notice closesAt closedAt vetTools responseTarget } }`;
const MESSAGES = `query($bookingId: ID!) { threadMessages(bookingId: $bookingId) { items { id body kind mine senderKind } } }`;
const CALL = `mutation($bookingId: ID!, $kind: ThreadCallKind!) { startThreadCall(bookingId: $bookingId, kind: $kind) { message { id body kind mine } } }`;
const CLOSE = `mutation($bookingId: ID!, $summary: String!) { closeThread(bookingId: $bookingId, summary: $summary) { state canWrite closedAt vetTools notice } }`;
const SEND = `mutation($bookingId: ID!, $input: SendThreadMessageInput!) { sendThreadMessage(bookingId: $bookingId, input: $input) { message { id } } }`;
const RECORDS = `query($petId: ID) { healthRecords(petId: $petId) { id category subcategory bookingId details files { id name url } author { kind name } } }`;

type Answer = { errors?: Array<{ message: string; extensions: { code: string; fields?: Record<string, string> } }> };

/**
 * Issue 29, the vet's tools in a consultation thread: stepping up to the appointment's video room or a phone call,
 * closing with a summary filed to the pet's record with the thread's files; the response target and the clinic's
 * flag on owners waiting past it; the push beside the away notice.
 */
describe('consultation threads: the vet\'s tools, the response target and pushes', function () {
  this.timeout(90_000);
  let t: TestApp;
  let dir: string;
  let push: Awaited<ReturnType<typeof pushEndpoint>>;
  let vendorX: number;
  let listing: number;
  let owner: { id: number; email: string };
  let rootLogin: { id: number; email: string };
  let rex: number;
  const tokens = {} as Record<'owner' | 'root' | 'manager' | 'unnamedSub' | 'otherClinic', string>;

  const gql = (query: string, variables: object, token: string) => graphqlAs(t, query, variables, token);
  const code = (a: Answer) => a.errors?.[0]?.extensions.code;
  const db = () => t.testDb.db;
  // Each booking its own hour (one listing holds one live booking at a time).
  let hours = 0;
  const chatBooking = async (attrs: { listingId?: number; slot?: Date; pet?: boolean; userId?: number } = {}) => createBooking(db(), {
    userId: attrs.userId ?? owner.id, vendorId: vendorX, listingId: attrs.listingId ?? listing,
    slot: attrs.slot ?? new Date(Date.now() + 2 * DAY + (hours += 1) * HOUR), type: 'chat',
    ...(attrs.pet === false ? {} : { pet: { id: rex, name: 'Rex' } }),
  });
  const counts = async () => ({
    messages: Number((await db()('thread_messages').count<{ c: number }[]>({ c: '*' }))[0].c),
    records: Number((await db()('health_records').where({ category: 'history', subcategory: 'consultations' }).count<{ c: number }[]>({ c: '*' }))[0].c),
    closed: Number((await db()('threads').whereNotNull('closed_at').count<{ c: number }[]>({ c: '*' }))[0].c),
  });
  const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
  const upload = async (token: string, fileName: string) => {
    const res = await t.fetch('/api/files/private', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName, fileType: 'image/png', serviceType: 'thread_attachment' }),
    });
    const grant = await res.json() as { fileId: number; uploadUrl: string };
    expect((await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG })).status).to.be.below(300);
    return grant.fileId;
  };

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-vet-tools-'));
    push = await pushEndpoint();
    t = await startTestApp({ STORAGE_DIR: dir }, { pushHttpsAgent: push.httpsAgent });
    vendorX = await createVendor(db());
    const vendorY = await createVendor(db());
    rootLogin = await createVendorLogin(db(), vendorX, { first_name: 'Rita', last_name: 'Root' });
    const manager = await createVendorLogin(db(), vendorX, { subrole: 'user', first_name: 'Mia', last_name: 'Manager' });
    const unnamed = await createVendorLogin(db(), vendorX, { subrole: 'user' });
    listing = await createListing(db(), vendorX, { managers: [manager.id] });
    owner = await createUser(db(), { first_name: 'Olive' });
    rex = await createPet(db(), owner.id, { name: 'Rex', type: 1 });
    tokens.owner = await createApiToken(db(), { kind: 'user', id: owner.id });
    tokens.root = await createApiToken(db(), { kind: 'vendor', id: rootLogin.id });
    tokens.manager = await createApiToken(db(), { kind: 'vendor', id: manager.id });
    tokens.unnamedSub = await createApiToken(db(), { kind: 'vendor', id: unnamed.id });
    tokens.otherClinic = await createApiToken(db(), { kind: 'vendor', id: (await createVendorLogin(db(), vendorY)).id });
  });
  after(async () => {
    await t.close();
    await push.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('who may use them', () => {
    it('refuses the owner (FORBIDDEN), and tells them nothing of the tools', async () => {
      const booking = await chatBooking();
      const before = await counts();
      expect(code(await gql(CALL, { bookingId: booking, kind: 'video' }, tokens.owner))).to.equal('FORBIDDEN');
      expect(code(await gql(CALL, { bookingId: booking, kind: 'phone' }, tokens.owner))).to.equal('FORBIDDEN');
      expect(code(await gql(CLOSE, { bookingId: booking, summary: 'All well.' }, tokens.owner))).to.equal('FORBIDDEN');
      expect((await gql(THREAD, { bookingId: booking }, tokens.owner)).data.thread.vetTools).to.equal(false);
      expect(await counts()).to.deep.equal(before);
    });

    for (const who of ['unnamedSub', 'otherClinic'] as const) {
      it(`refuses the ${who} as NOT_FOUND and stores nothing`, async () => {
        const booking = await chatBooking();
        const before = await counts();
        expect(code(await gql(CALL, { bookingId: booking, kind: 'video' }, tokens[who]))).to.equal('NOT_FOUND');
        expect(code(await gql(CLOSE, { bookingId: booking, summary: 'All well.' }, tokens[who]))).to.equal('NOT_FOUND');
        expect(await counts()).to.deep.equal(before);
      });
    }

    it('offers them to the root admin and the listing\'s manager', async () => {
      const booking = await chatBooking();
      for (const who of ['root', 'manager'] as const) {
        expect((await gql(THREAD, { bookingId: booking }, tokens[who])).data.thread.vetTools, who).to.equal(true);
      }
    });
  });

  describe('stepping up to a call', () => {
    it('puts the appointment\'s own video room in the thread, for the owner to join', async () => {
      const booking = await chatBooking();
      const res = await gql(CALL, { bookingId: booking, kind: 'video' }, tokens.manager);
      expect(res.errors).to.equal(undefined);
      const room = t.deps.services.consultations.roomUrl(booking);
      expect(res.data.startThreadCall.message).to.include({ kind: 'video_call', mine: true, body: `Mia Manager started a video call. Join the video consultation: ${room}` });
      const seen = (await gql(MESSAGES, { bookingId: booking }, tokens.owner)).data.threadMessages.items;
      expect(seen.at(-1)).to.include({ kind: 'video_call', mine: false, senderKind: 'vendor' });
      expect(seen.at(-1).body).to.contain(room);
    });

    it('tells the owner the vet is calling their number now, and refuses when the owner has none', async () => {
      const booking = await chatBooking();
      const res = await gql(CALL, { bookingId: booking, kind: 'phone' }, tokens.root);
      expect(res.data.startThreadCall.message).to.include({ kind: 'phone_call', body: 'Rita Root is calling you now at (212) 555-0199.' });

      const silent = await createUser(db(), { first_name: 'Sam' });
      await db()('users').where({ id: silent.id }).update({ phone: null, phone_verified_at: null });
      const other = await chatBooking({ userId: silent.id, pet: false });
      const before = await counts();
      const refused = await gql(CALL, { bookingId: other, kind: 'phone' }, tokens.root);
      expect(code(refused)).to.equal('BAD_USER_INPUT');
      expect(refused.errors![0].message).to.equal(THREAD_MESSAGES.noPhone);
      expect(await counts()).to.deep.equal(before);
    });

    it('refuses a call kind it does not know', async () => {
      const booking = await chatBooking();
      const res = await gql(CALL, { bookingId: booking, kind: 'fax' }, tokens.root);
      expect(res.errors).to.have.length.greaterThan(0);
    });
  });

  describe('closing with a summary', () => {
    it('files the summary to the pet\'s record as the vet\'s signed note with the thread\'s files, and closes the tools', async () => {
      const booking = await chatBooking();
      const photo = await upload(tokens.owner, 'wound.png');
      expect((await gql(SEND, { bookingId: booking, input: { body: 'Here is the wound', fileIds: [String(photo)] } }, tokens.owner)).errors).to.equal(undefined);
      const vetPhoto = await upload(tokens.root, 'after.png');
      expect((await gql(SEND, { bookingId: booking, input: { body: 'And after cleaning', fileIds: [String(vetPhoto)] } }, tokens.root)).errors).to.equal(undefined);

      const closed = await gql(CLOSE, { bookingId: booking, summary: '  Superficial wound. Clean twice daily; recheck in a week.  ' }, tokens.root);
      expect(closed.errors).to.equal(undefined);
      expect(closed.data.closeThread).to.include({ state: 'followUp', canWrite: true, vetTools: false });
      expect(closed.data.closeThread.closedAt).to.be.a('string');
      expect(closed.data.closeThread.notice).to.contain('The vet closed this consultation');

      const records = (await gql(RECORDS, { petId: String(rex) }, tokens.owner)).data.healthRecords
        .filter((r: { bookingId: string | null }) => r.bookingId === String(booking));
      expect(records).to.have.length(1);
      const [note] = records;
      expect(note).to.include({ category: 'history', subcategory: 'consultations' });
      expect(note.details).to.include({ name: 'Consultation note', vetName: 'Rita Root', note: 'Superficial wound. Clean twice daily; recheck in a week.' });
      expect(note.author).to.deep.equal({ kind: 'clinic', name: 'Rita Root' });
      expect(note.files.map((f: { id: string }) => Number(f.id))).to.have.members([photo, vetPhoto]);
      // The owner opens a linked file through the record (a short-lived signed address).
      const file = await t.fetch(note.files[0].url, { headers: { authorization: `Bearer ${tokens.owner}` }, redirect: 'manual' });
      expect(file.status).to.equal(302);
      const thread = await db()('threads').where({ subject_kind: 'booking', subject_id: booking }).first();
      expect(Number(thread.summary_record_id)).to.equal(Number(note.id));
      expect(Number(thread.closed_by)).to.equal(rootLogin.id);

      const items = (await gql(MESSAGES, { bookingId: booking }, tokens.owner)).data.threadMessages.items;
      expect(items.at(-1)).to.include({ kind: 'closed', body: 'Rita Root closed the consultation. The summary is filed in Rex\'s health record.' });
      // The owner's dashboard notice and email of the note.
      expect(await db()('owner_notices').where({ user_id: owner.id, booking_id: booking })).to.have.length(1);
      expect(await db()('outbox_messages').where({ to: owner.email, subject: 'A vet filed a consultation note' })).to.have.length.greaterThan(0);

      // Closed once: the tools are refused, the owner may still ask a follow-up question.
      const before = await counts();
      const again = await gql(CLOSE, { bookingId: booking, summary: 'Again' }, tokens.manager);
      expect(code(again)).to.equal('CONFLICT');
      expect(again.errors![0].message).to.equal(THREAD_MESSAGES.alreadyClosed);
      expect(code(await gql(CALL, { bookingId: booking, kind: 'video' }, tokens.root))).to.equal('CONFLICT');
      expect(await counts()).to.deep.equal(before);
      expect((await gql(SEND, { bookingId: booking, input: { body: 'One more question' } }, tokens.owner)).errors).to.equal(undefined);
    });

    it('runs the follow-up period from the close: with none, the thread is read-only at once', async () => {
      const strict = await createListing(db(), vendorX, { managers: [] });
      await db()('vendor_listings').where({ id: strict }).update({ follow_up_hours: 0 });
      const booking = await chatBooking({ listingId: strict });
      const closed = await gql(CLOSE, { bookingId: booking, summary: 'Answered.' }, tokens.root);
      expect(closed.data.closeThread).to.include({ state: 'readOnly', canWrite: false, vetTools: false });
      const refused = await gql(SEND, { bookingId: booking, input: { body: 'Wait' } }, tokens.owner);
      expect(code(refused)).to.equal('CONFLICT');
      expect(refused.errors![0].message).to.equal(THREAD_MESSAGES.readOnly);
    });

    it('refuses an empty or too long summary, a booking without a pet, and a read-only thread, storing nothing', async () => {
      const booking = await chatBooking();
      const before = await counts();
      const empty = await gql(CLOSE, { bookingId: booking, summary: '   ' }, tokens.root);
      expect(code(empty)).to.equal('BAD_USER_INPUT');
      expect(empty.errors![0].message).to.equal(THREAD_MESSAGES.summaryRequired);
      const long = await gql(CLOSE, { bookingId: booking, summary: 'x'.repeat(5001) }, tokens.root);
      expect(code(long)).to.equal('BAD_USER_INPUT');
      expect(long.errors![0].message).to.contain('5,000');
      const petless = await chatBooking({ pet: false });
      const noPet = await gql(CLOSE, { bookingId: petless, summary: 'Fine.' }, tokens.root);
      expect(code(noPet)).to.equal('BAD_USER_INPUT');
      expect(noPet.errors![0].message).to.equal(THREAD_MESSAGES.noPet);
      const past = await chatBooking({ slot: new Date(Date.now() - 5 * DAY) });
      const late = await gql(CLOSE, { bookingId: past, summary: 'Fine.' }, tokens.root);
      expect(code(late)).to.equal('CONFLICT');
      expect(await counts()).to.deep.equal(before);
    });

    it('files one note when two closes race', async () => {
      const booking = await chatBooking();
      const answers = await Promise.all([
        gql(CLOSE, { bookingId: booking, summary: 'First' }, tokens.root),
        gql(CLOSE, { bookingId: booking, summary: 'Second' }, tokens.manager),
      ]);
      expect(answers.filter((a) => !a.errors)).to.have.length(1);
      expect(await db()('health_records').where({ booking_id: booking })).to.have.length(1);
      expect(await db()('thread_messages as m').join('threads as t', 't.id', 'm.thread_id').where({ 't.subject_id': booking, 'm.kind': 'closed' })).to.have.length(1);
    });
  });

  describe('the response target', () => {
    it('shows the owner the listing\'s target while the thread is open, and nothing to the clinic or without a target', async () => {
      const booking = await chatBooking();
      expect((await gql(THREAD, { bookingId: booking }, tokens.owner)).data.thread.responseTarget).to.equal('The clinic usually replies within 4 hours.');
      expect((await gql(THREAD, { bookingId: booking }, tokens.root)).data.thread.responseTarget).to.equal(null);
      const relaxed = await createListing(db(), vendorX, { managers: [] });
      await db()('vendor_listings').where({ id: relaxed }).update({ response_target_hours: null });
      expect((await gql(THREAD, { bookingId: await chatBooking({ listingId: relaxed }) }, tokens.owner)).data.thread.responseTarget).to.equal(null);
      await db()('vendor_listings').where({ id: relaxed }).update({ response_target_hours: 1 });
      expect((await gql(THREAD, { bookingId: await chatBooking({ listingId: relaxed }) }, tokens.owner)).data.thread.responseTarget).to.equal('The clinic usually replies within 1 hour.');
    });

    it('flags an owner waiting past the target in the clinic\'s list, until the clinic replies', async () => {
      // A clinic of its own, so the appointment is on its list's first page.
      const vendorZ = await createVendor(db());
      const rootZ = await createVendorLogin(db(), vendorZ);
      const flagged = await createListing(db(), vendorZ, { managers: [] });
      const booking = await createBooking(db(), { userId: owner.id, vendorId: vendorZ, listingId: flagged, slot: new Date(Date.now() + 2 * DAY), type: 'chat' });
      const ownerViewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null } as Viewer;
      const root = { kind: 'vendor', id: rootZ.id, vendorId: vendorZ, subrole: 'root_admin', email: rootZ.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null } as Viewer;
      const now = new Date();
      await t.deps.services.threads.send(ownerViewer, booking, { body: 'Is this urgent?' }, new Date(now.getTime() - 5 * HOUR));
      await t.deps.services.threads.send(ownerViewer, booking, { body: 'Hello?' }, new Date(now.getTime() - HOUR));
      const waiting = await t.deps.services.threads.waitingPastTarget(root, [booking], now);
      expect(waiting.overdue.get(booking)).to.equal(new Date(now.getTime() - 5 * HOUR).toISOString());
      // The owner sees no flags; within the target, none either, with the time it will pass.
      expect((await t.deps.services.threads.waitingPastTarget(ownerViewer, [booking], now)).overdue.size).to.equal(0);
      const soon = await t.deps.services.threads.waitingPastTarget(root, [booking], new Date(now.getTime() - 2 * HOUR));
      expect(soon.overdue.size).to.equal(0);
      expect(soon.nextAt?.toISOString()).to.equal(new Date(now.getTime() - HOUR).toISOString());

      const page = await signedInClient(t, rootZ.email, 'vendor');
      const html = await (await page.get('/app/appointments')).text();
      // The card's flag (the page's messages, embedded for the island, also hold its words: look for the element).
      const FLAG = `data-testid="appointment-waiting">${WAITING_FLAG}<`;
      expect(html).to.contain(FLAG);

      await t.deps.services.threads.send(root, booking, { body: 'Not urgent: see you Friday.' }, now);
      expect((await t.deps.services.threads.waitingPastTarget(root, [booking], new Date(now.getTime() + 1000))).overdue.size).to.equal(0);
      expect(await (await page.get('/app/appointments')).text()).not.to.contain('data-testid="appointment-waiting"');
    });

    it('carries the flag on the cards of later pages too (Load More and the filters fetch them through GraphQL)', async () => {
      const vendorW = await createVendor(db());
      const rootW = await createVendorLogin(db(), vendorW);
      const rootToken = await createApiToken(db(), { kind: 'vendor', id: rootW.id });
      const listingW = await createListing(db(), vendorW, { managers: [] });
      const first = await createBooking(db(), { userId: owner.id, vendorId: vendorW, listingId: listingW, slot: new Date(Date.now() + 2 * DAY), type: 'chat' });
      const later = await createBooking(db(), { userId: owner.id, vendorId: vendorW, listingId: listingW, slot: new Date(Date.now() + 3 * DAY), type: 'chat' });
      const ownerViewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null } as Viewer;
      const since = new Date(Date.now() - 5 * HOUR);
      await t.deps.services.threads.send(ownerViewer, later, { body: 'Still there?' }, since);

      const LIST = `query($offset: Int, $limit: Int) { appointments(sort: SLOT, offset: $offset, limit: $limit) { hasMore items { id } waiting { id since } } }`;
      const one = await gql(LIST, { offset: 0, limit: 1 }, rootToken);
      expect(one.data.appointments.items.map((i: { id: string }) => i.id)).to.deep.equal([String(first)]);
      expect(one.data.appointments.waiting).to.deep.equal([]);
      const two = await gql(LIST, { offset: 1, limit: 1 }, rootToken);
      expect(two.data.appointments.items.map((i: { id: string }) => i.id)).to.deep.equal([String(later)]);
      expect(two.data.appointments.waiting).to.deep.equal([{ id: String(later), since: since.toISOString() }]);
      // The owner's list carries no flags.
      const mine = await gql(LIST, { offset: 0, limit: 50 }, tokens.owner);
      expect(mine.data.appointments.items.map((i: { id: string }) => i.id)).to.include(String(later));
      expect(mine.data.appointments.waiting).to.deep.equal([]);
    });
  });

  describe('web push beside the away notice', () => {
    it('pushes the owner who chose new messages, and the clinic logins that turned notifications on, under the email\'s throttle', async () => {
      const booking = await chatBooking();
      const ownerPage = await signedInClient(t, owner.email, 'user');
      const ownerDevice = push.device();
      expect((await ownerPage.post('/api/push/subscriptions', ownerDevice)).status).to.equal(200);
      const clinicPage = await signedInClient(t, rootLogin.email, 'vendor');
      const clinicDevice = push.device();
      const subscribed = await clinicPage.post('/api/push/subscriptions', clinicDevice);
      expect((await subscribed.json() as { kinds: string[] }).kinds).to.deep.equal(['booking', 'ownerMessage']);

      const root = { kind: 'vendor', id: rootLogin.id, vendorId: vendorX, subrole: 'root_admin', email: rootLogin.email, role: 'vendor', firstName: 'Rita', lastName: 'Root', pic: null } as Viewer;
      const ownerViewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null } as Viewer;
      const now = new Date();
      const thread = async () => db()('threads').where({ subject_kind: 'booking', subject_id: booking }).first();
      const job = async (side: 'user' | 'vendor') => ({ vendorId: vendorX, threadId: Number((await thread()).id), side });
      const at = (path: string) => push.requests.filter((r) => r.path === new URL(path).pathname).length;

      await t.deps.services.threads.send(root, booking, { body: 'Please send a photo' }, now);
      const toOwner = await t.deps.services.awayNotices.send(await job('user'), new Date(now.getTime() + 60_000));
      expect(toOwner).to.include({ sent: true, pushes: 1 });
      expect(at(ownerDevice.endpoint)).to.equal(1);
      await t.deps.services.threads.send(ownerViewer, booking, { body: 'Coming up' }, new Date(now.getTime() + 61_000));
      const toClinic = await t.deps.services.awayNotices.send(await job('vendor'), new Date(now.getTime() + 2 * 60_000));
      expect(toClinic).to.include({ sent: true, pushes: 1 });
      expect(at(clinicDevice.endpoint)).to.equal(1);

      // Another message within 15 minutes: neither an email nor a push.
      await t.deps.services.threads.send(root, booking, { body: 'And the other ear' }, new Date(now.getTime() + 3 * 60_000));
      expect(await t.deps.services.awayNotices.send(await job('user'), new Date(now.getTime() + 4 * 60_000))).to.include({ sent: false });
      expect(at(ownerDevice.endpoint)).to.equal(1);

      // An owner who unticked new messages gets the email only.
      expect((await ownerPage.form('/app/my-profile/notifications', { kinds: 'appointment' })).status).to.be.below(400);
      const later = await t.deps.services.awayNotices.send(await job('user'), new Date(now.getTime() + 20 * 60_000));
      expect(later).to.include({ sent: true, pushes: 0 });
      expect(at(ownerDevice.endpoint)).to.equal(1);
    });
  });
});
