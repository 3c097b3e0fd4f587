import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { jobDefinitions, JOB } from '../../server/jobs/job-definitions.ts';
import { AWAY_NOTICE_DELAY_MS, AWAY_NOTICE_INTERVAL_MS } from '../../server/domain/threads/away-notice.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Issue 29, "when the other side is away": one email per thread and side at most every 15 minutes, never for a message read. */
describe('consultation threads: the away notice', function () {
  this.timeout(60_000);
  let t: TestApp;

  interface Clinic { vendorId: number; listingId: number; root: Viewer; manager: Viewer; rootEmail: string; managerEmail: string; unnamedEmail: string }
  const vendorViewer = (vendorId: number, login: { id: number; email: string }, subrole: 'root_admin' | 'user'): Viewer =>
    ({ kind: 'vendor', id: login.id, vendorId, subrole, email: login.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null }) as Viewer;
  const userViewer = (u: { id: number; email: string }): Viewer =>
    ({ kind: 'user', id: u.id, email: u.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null }) as Viewer;

  async function clinic(attrs: { sms?: boolean } = {}): Promise<Clinic> {
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    if (attrs.sms) await db('vendors').where({ id: vendorId }).update({ thread_notice_sms: true });
    const rootLogin = await createVendorLogin(db, vendorId);
    const managerLogin = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const unnamed = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const listingId = await createListing(db, vendorId, { managers: [managerLogin.id] });
    return {
      vendorId, listingId, root: vendorViewer(vendorId, rootLogin, 'root_admin'), manager: vendorViewer(vendorId, managerLogin, 'user'),
      rootEmail: rootLogin.email, managerEmail: managerLogin.email, unnamedEmail: unnamed.email,
    };
  }
  async function chat(c: Clinic, attrs: { verified?: boolean } = {}) {
    const db = t.testDb.db;
    const user = await createUser(db);
    if (attrs.verified === false) await db('users').where({ id: user.id }).update({ phone_verified_at: null });
    const bookingId = await createBooking(db, { userId: user.id, vendorId: c.vendorId, listingId: c.listingId, slot: new Date(Date.now() + 2 * DAY), type: 'chat' });
    return { bookingId, owner: userViewer(user), ownerEmail: user.email };
  }
  const mails = (to: string) => t.testDb.db('outbox_messages').where({ to, channel: 'email' }).orderBy('id');
  const texts = () => t.testDb.db('outbox_messages').where({ channel: 'sms' }).orderBy('id');
  const threadOf = async (bookingId: number) => (await t.testDb.db('threads').where({ subject_kind: 'booking', subject_id: bookingId }).first()) as { vendor_id: string; id: string };
  const jobFor = async (bookingId: number, side: 'user' | 'vendor') => {
    const th = await threadOf(bookingId);
    return { vendorId: Number(th.vendor_id), threadId: Number(th.id), side };
  };

  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('collapses a burst of 5 messages into one queued notice, which reaches the root admin and the listing\'s manager only', async () => {
    const c = await clinic();
    const { bookingId, owner } = await chat(c);
    const t0 = new Date();
    for (let i = 0; i < 5; i++) {
      await t.deps.services.threads.send(owner, bookingId, { body: `Message ${i + 1}\nsecond line`, fileIds: [] }, new Date(t0.getTime() + i * 1000));
    }
    const { threadId } = await jobFor(bookingId, 'vendor');
    const queued = await t.testDb.db('pgboss.job').where({ name: JOB.threadNotice }).whereRaw(`data->>'threadId' = ?`, [String(threadId)]);
    expect(queued).to.have.length(1);
    expect(queued[0].data).to.deep.equal({ vendorId: c.vendorId, threadId, side: 'vendor' });
    expect(new Date(queued[0].start_after).getTime()).to.equal(t0.getTime() + AWAY_NOTICE_DELAY_MS);

    // The delay is pg-boss's (the database's clock): the test brings the job forward and runs it with its own clock.
    await t.testDb.db('pgboss.job').where({ id: queued[0].id }).update({ start_after: t.testDb.db.raw('now()') });
    const queue = new JobQueue(t.testDb.db, { clock: () => new Date(t0.getTime() + AWAY_NOTICE_DELAY_MS + 1000), retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(t.deps.services));
    try {
      await queue.drain([JOB.threadNotice]);
    } finally {
      await queue.stop();
    }
    for (const to of [c.rootEmail, c.managerEmail]) {
      const got = await mails(to);
      expect(got, to).to.have.length(1);
      expect(got[0].text).to.contain('Message 1').and.not.contain('second line');
      expect(got[0].text).to.contain(`/app/appointments/${bookingId}?tab=messages`);
    }
    expect(await mails(c.unnamedEmail)).to.have.length(0);
    expect(await texts().where('text', 'like', '%Message 1%')).to.have.length(0);
  });

  it('sends nothing for a message read within the delay', async () => {
    const c = await clinic();
    const { bookingId, owner, ownerEmail } = await chat(c);
    const t0 = new Date();
    await t.deps.services.threads.send(c.manager, bookingId, { body: 'Is Rex eating?', fileIds: [] }, t0);
    await t.deps.services.threads.markRead(owner, bookingId, null, new Date(t0.getTime() + 30_000));
    const outcome = await t.deps.services.awayNotices.send(await jobFor(bookingId, 'user'), new Date(t0.getTime() + AWAY_NOTICE_DELAY_MS));
    expect(outcome).to.deep.equal({ sent: false, retryAt: null });
    expect(await mails(ownerEmail)).to.have.length(0);
    expect(await t.testDb.db('thread_notices').where({ vendor_id: c.vendorId })).to.have.length(0);
  });

  it('sends another notice for a new unread message once 15 minutes have passed, and holds one sent sooner until then', async () => {
    const c = await clinic();
    const { bookingId, ownerEmail } = await chat(c);
    const t0 = new Date();
    await t.deps.services.threads.send(c.root, bookingId, { body: 'First', fileIds: [] }, t0);
    const job = await jobFor(bookingId, 'user');
    expect(await t.deps.services.awayNotices.send(job, new Date(t0.getTime() + MINUTE))).to.include({ sent: true });
    // Run again (a retried job): nothing new since the notice.
    expect(await t.deps.services.awayNotices.send(job, new Date(t0.getTime() + 2 * MINUTE))).to.deep.equal({ sent: false, retryAt: null });

    await t.deps.services.threads.send(c.root, bookingId, { body: 'Second', fileIds: [] }, new Date(t0.getTime() + 5 * MINUTE));
    const held = await t.deps.services.awayNotices.send(job, new Date(t0.getTime() + 6 * MINUTE));
    expect(held).to.deep.equal({ sent: false, retryAt: new Date(t0.getTime() + MINUTE + AWAY_NOTICE_INTERVAL_MS) });
    expect(await mails(ownerEmail)).to.have.length(1);

    const later = await t.deps.services.awayNotices.send(job, new Date(t0.getTime() + MINUTE + AWAY_NOTICE_INTERVAL_MS));
    expect(later).to.include({ sent: true });
    const got = await mails(ownerEmail);
    expect(got.map((m) => m.text.includes('Second'))).to.deep.equal([false, true]);
    expect(got[1].text).to.contain(`/app/my-appointments/${bookingId}?tab=messages`);
  });

  it('texts the owner only when the clinic turned SMS on and the owner\'s mobile is verified', async () => {
    const cases = [
      { sms: true, verified: true, texted: true },
      { sms: true, verified: false, texted: false },
      { sms: false, verified: true, texted: false },
    ];
    for (const k of cases) {
      const c = await clinic({ sms: k.sms });
      const { bookingId, ownerEmail } = await chat(c, { verified: k.verified });
      const t0 = new Date();
      const body = `Results are in (${k.sms}/${k.verified})`;
      await t.deps.services.threads.send(c.root, bookingId, { body, fileIds: [] }, t0);
      const outcome = await t.deps.services.awayNotices.send(await jobFor(bookingId, 'user'), new Date(t0.getTime() + MINUTE));
      expect(outcome, JSON.stringify(k)).to.deep.include({ sent: true, sms: k.texted ? '2125550199' : null });
      expect(await mails(ownerEmail)).to.have.length(1);
      expect(await texts().where('text', 'like', `%${body}%`), JSON.stringify(k)).to.have.length(k.texted ? 1 : 0);
    }
  });

  it('tells nobody on the owner\'s side once they deleted their account', async () => {
    const c = await clinic({ sms: true });
    const { bookingId, owner, ownerEmail } = await chat(c);
    const t0 = new Date();
    await t.deps.services.threads.send(c.root, bookingId, { body: 'Still there?', fileIds: [] }, t0);
    await t.testDb.db('users').where({ id: owner.id }).update({ deleted_at: t0 });
    const outcome = await t.deps.services.awayNotices.send(await jobFor(bookingId, 'user'), new Date(t0.getTime() + MINUTE));
    expect(outcome).to.deep.equal({ sent: false, retryAt: null });
    expect(await mails(ownerEmail)).to.have.length(0);
    expect(await texts().where('text', 'like', '%Still there?%')).to.have.length(0);
  });

  it('never texts a clinic: its side gets email alone, the message as plain text', async () => {
    const c = await clinic({ sms: true });
    const { bookingId, owner } = await chat(c);
    const t0 = new Date();
    await t.deps.services.threads.send(owner, bookingId, { body: 'Owner <b>here</b>', fileIds: [] }, t0);
    const outcome = await t.deps.services.awayNotices.send(await jobFor(bookingId, 'vendor'), new Date(t0.getTime() + MINUTE));
    expect(outcome).to.deep.equal({ sent: true, emails: [c.rootEmail, c.managerEmail], sms: null, pushes: 0 });
    // The message is plain text: its words are escaped in the mail's HTML.
    const [mail] = await mails(c.rootEmail);
    expect(mail.html).to.contain('Owner &lt;b&gt;here&lt;/b&gt;').and.not.contain('<b>here');
  });
});
