import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createVendorLogin } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, type Clinic } from './lifecycle-helpers.ts';

const NOTE = 'mutation($b: ID!, $note: String) { addConsultationNote(bookingId: $b, note: $note) { record { id petId } } }';

/** The consultation note's mail and a thread's away notice, each in its recipient's stored language. */
describe("an appointment's mails in their recipient's language", () => {
  let t: TestApp;
  let clinic: Clinic;

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Video Vets' });
  });
  after(() => t.close());

  const setLocale = (table: 'users' | 'vendor_logins', id: number, locale: 'en' | 'es') => t.testDb.db(table).where({ id }).update({ locale });
  const mailsTo = (to: string) => t.testDb.db('outbox_messages').where({ to, channel: 'email' }).orderBy('id');

  it('mails the consultation note in Spanish to a Spanish owner and word for word in English to an English one', async () => {
    for (const [i, locale] of (['es', 'en'] as const).entries()) {
      const owner = await createOwner(t);
      await setLocale('users', owner.id, locale);
      const bookingId = await bookPaid(t, clinic, owner, slotAt(2 + i, 10), 'video');
      const res = await gql(t, NOTE, { b: bookingId, note: 'Otitis leve.' }, clinic.root.token);
      expect(res.errors).to.equal(undefined);
      const code = `PC-${String(bookingId).padStart(6, '0')}`;
      const [mail] = await mailsTo(owner.email).whereIn('subject', ['Un veterinario registró una nota de consulta', 'A vet filed a consultation note']);
      if (locale === 'es') {
        expect(mail.subject).to.equal('Un veterinario registró una nota de consulta');
        expect(mail.text).to.contain('Hola, Olive Owner:').and.contain(`Vera Vet registró una nota de consulta de Biscuit (Consulta por video, ${code}).`)
          .and.contain('Leerla en el expediente de tu mascota').and.contain('Otitis leve.');
        expect(mail.text).to.not.contain('filed a consultation note');
        // The dashboard notice stays the stored English line (notices are written once, for every page).
        const [notice] = await t.testDb.db('owner_notices').where({ user_id: owner.id });
        expect(notice.text).to.equal(`Vera Vet filed a consultation note for Biscuit (Video consultation, ${code}).`);
      } else {
        expect(mail.subject).to.equal('A vet filed a consultation note');
        expect(mail.text).to.contain('Hello Olive Owner,').and.contain(`Vera Vet filed a consultation note for Biscuit (Video consultation, ${code}).`)
          .and.contain("Read it in your pet's record");
      }
    }
  });

  it("sends the away notice in each recipient's language: the Spanish owner's mail and SMS, a Spanish and an English clinic login", async () => {
    const db = t.testDb.db;
    await db('vendors').where({ id: clinic.vendorId }).update({ thread_notice_sms: true });
    const owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    await db('users').where({ id: owner.id }).update({ first_name: 'Lupe', phone: '2125550123', phone_verified_at: new Date() });
    const english = await createVendorLogin(db, clinic.vendorId, { subrole: 'root_admin' });
    await setLocale('vendor_logins', english.id, 'en');
    await setLocale('vendor_logins', clinic.root.id, 'es');
    const bookingId = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(slotAt(5, 12)), type: 'chat' });
    const ownerViewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Lupe', lastName: 'Owner', pic: null } as Viewer;
    const vet = { kind: 'vendor', id: clinic.root.id, vendorId: clinic.vendorId, subrole: 'root_admin', email: clinic.root.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null } as Viewer;
    const { name: clinicName } = await db('vendors').where({ id: clinic.vendorId }).first();
    const now = new Date();
    await t.deps.services.threads.send(ownerViewer, bookingId, { body: '¿Puede comer antes de la cita?', fileIds: [] }, now);
    const thread = await db('threads').where({ subject_kind: 'booking', subject_id: bookingId }).first();
    const job = (side: 'user' | 'vendor') => ({ vendorId: clinic.vendorId, threadId: Number(thread.id), side });
    expect((await t.deps.services.awayNotices.send(job('vendor'), new Date(now.getTime() + 61_000))).sent).to.equal(true);

    const [toSpanish] = await mailsTo(clinic.root.email).where('subject', 'like', 'Nuevo mensaje%');
    expect(toSpanish.subject).to.equal('Nuevo mensaje del dueño de una mascota');
    expect(toSpanish.text).to.contain('Tienes un mensaje nuevo').and.contain(`El dueño de la mascota escribió sobre la cita n.º ${bookingId}:`)
      .and.contain('¿Puede comer antes de la cita?').and.contain('Leer y responder');
    const [toEnglish] = await mailsTo(english.email);
    expect(toEnglish.subject).to.equal('New message from a pet owner');
    expect(toEnglish.text).to.contain('You have a new message').and.contain(`The pet owner wrote about appointment #${bookingId}:`).and.contain('Read and reply');

    await t.deps.services.threads.send(vet, bookingId, { body: 'Sí, hasta 4 horas antes.', fileIds: [] }, new Date(now.getTime() + 120_000));
    expect((await t.deps.services.awayNotices.send(job('user'), new Date(now.getTime() + 200_000))).sent).to.equal(true);
    const [toOwner] = await mailsTo(owner.email).where('subject', 'like', 'Nuevo mensaje%');
    expect(toOwner.subject).to.equal(`Nuevo mensaje de ${clinicName}`);
    expect(toOwner.text).to.contain(`Hola, Lupe: ${clinicName} escribió sobre la cita n.º ${bookingId}:`).and.contain('Sí, hasta 4 horas antes.');
    const [sms] = await db('outbox_messages').where({ channel: 'sms' }).orderBy('id', 'desc');
    expect(sms.text).to.equal(`${clinicName}: Sí, hasta 4 horas antes. Responde: ${t.config.publicUrl.replace(/\/$/, '')}/app/my-appointments/${bookingId}?tab=messages`);
  });
});
