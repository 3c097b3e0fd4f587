import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { TEST_PASSWORD } from '../factories/index.ts';
import { client, type Client } from './accounts-helpers.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, type Clinic } from './lifecycle-helpers.ts';

const NOTE = 'mutation($b: ID!, $note: String) { addConsultationNote(bookingId: $b, note: $note) { record { id petId } } }';

describe('the owner is told when a vet files a consultation note', () => {
  let t: TestApp;
  let clinic: Clinic;

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Video Vets' });
  });
  after(() => t.close());

  const signedIn = async (email: string): Promise<Client> => {
    const c = client(t);
    expect((await c.post('/api/account/login', { email, password: TEST_PASSWORD })).status).to.equal(200);
    return c;
  };
  const dashboard = async (c: Client) => (await c.get('/app/my-appointments', { headers: { accept: 'text/html' } })).text();

  it('emails the owner and shows the note in their dashboard until they mark it read', async () => {
    const owner = await createOwner(t);
    const bookingId = await bookPaid(t, clinic, owner, slotAt(2, 10), 'video');
    const c = await signedIn(owner.email);
    // The dashboard before the note (kept by this process for the session): nothing new.
    expect(await dashboard(c)).not.to.contain('data-testid="owner-notices"');

    const res = await gql(t, NOTE, { b: bookingId, note: 'Mild otitis. Ear drops twice a day for 7 days.' }, clinic.root.token);
    expect(res.errors).to.equal(undefined);
    const petId = Number(res.data.addConsultationNote.record.petId);
    const code = `PC-${String(bookingId).padStart(6, '0')}`;
    const line = `Vera Vet filed a consultation note for Biscuit (Video consultation, ${code}).`;
    const link = `/app/medical-records?pet=${petId}&category=history&sub=consultations`;

    const [mail] = await t.testDb.db('outbox_messages').where({ to: owner.email, subject: 'A vet filed a consultation note' });
    expect(mail.text).to.contain(line).and.contain('Mild otitis. Ear drops twice a day for 7 days.').and.contain(`${t.config.publicUrl}${link}`);

    const html = await dashboard(c);
    expect(html).to.contain('New for you').and.contain(line).and.contain(`href="${link.replace(/&/g, '&amp;')}"`);
    const [notice] = await t.testDb.db('owner_notices').where({ user_id: owner.id });
    expect(notice).to.include({ kind: 'consultation_note', booking_id: bookingId, read_at: null });

    // Another owner cannot mark it read; its owner can, and it is gone from the dashboard.
    const other = await signedIn((await createOwner(t)).email);
    expect((await other.form(`/app/notices/${notice.id}/read`, {}, { redirect: 'manual' })).status).to.equal(404);
    const read = await c.form(`/app/notices/${notice.id}/read`, {}, { redirect: 'manual' });
    expect(read.status).to.equal(303);
    expect(read.headers.get('location')).to.equal('/app/my-appointments');
    expect(await dashboard(c)).not.to.contain(line);
  });
});
