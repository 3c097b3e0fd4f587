import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createListing, createOrder, createPayment, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import type { PushMessage } from '../../contracts/push.ts';
import { HOUSE_CALL_PACKAGE_INCLUDES } from '../../contracts/house-call-package.ts';
import { awayNoticeService } from '../../server/domain/threads/away-notice.ts';
import { insertMessage } from '../../server/domain/threads/threads.queries.ts';
import { recordEvent } from '../../server/domain/audit/audit-log.ts';
import { consultationNotes } from '../../server/domain/health-records/consultation-notes.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, type Clinic } from './lifecycle-helpers.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const CALL = 'mutation($b: ID!, $kind: ThreadCallKind!) { startThreadCall(bookingId: $b, kind: $kind) { message { id } } }';
const CLOSE = 'mutation($b: ID!, $summary: String!) { closeThread(bookingId: $b, summary: $summary) { state } }';
const SEND = 'mutation($b: ID!, $input: SendThreadMessageInput!) { sendThreadMessage(bookingId: $b, input: $input) { message { id } } }';
/** What a page shows (its islands' props, which carry the stored English, left out). */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

const DAY = 86_400_000;

/** What the server sends beyond its mails' words: the renewal mail and the pushes, each in its recipient's stored language. */
describe("words the server sends, in their recipient's language", () => {
  let t: TestApp;
  let clinic: Clinic;

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Video Vets' });
  });
  after(() => t.close());

  const setLocale = (table: 'users' | 'vendor_logins', id: number, locale: 'en' | 'es') => t.testDb.db(table).where({ id }).update({ locale });
  const vetOf = (c: Clinic) => ({ kind: 'vendor', id: c.root.id, vendorId: c.vendorId, subrole: 'root_admin', email: c.root.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null }) as Viewer;

  it("mails the house-call package's renewal reminder in Spanish to a Spanish owner, word for word in English to an English one", async () => {
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    await createListing(db, vendorId, {
      timezone: 'America/New_York',
      consultations: [{ type: 'house', enabled: true, duration: 60, price: 0, schedule: [{ days: EVERY_DAY[0].days, from: '09:00', to: '17:00' }] }],
    });
    const owners: Record<'es' | 'en', { email: string; orderId: number }> = {} as never;
    for (const locale of ['es', 'en'] as const) {
      const o = await createUser(db);
      await setLocale('users', o.id, locale);
      const paymentId = await createPayment(db, {
        userId: o.id, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured', gatewayRef: `test_${o.id}`, createdAt: new Date(Date.now() - 340 * DAY),
      });
      const orderId = await createOrder(db, { userId: o.id, productId: 3000, status: 'paid', paymentId, vendorId, details: { address: '1 Main St, New York, NY 10001' } });
      owners[locale] = { email: o.email, orderId };
    }
    expect(await t.deps.services.houseCallPlans.sendRenewalReminders(new Date())).to.be.at.least(2);
    const [es] = await db('outbox_messages').where({ to: owners.es.email });
    expect(es.subject).to.equal('Tu paquete de visitas a domicilio termina pronto');
    expect(es.text).to.contain('Es hora de renovar tu paquete de visitas a domicilio').and.contain('Hola, ')
      .and.match(new RegExp(`Tu paquete de visitas a domicilio \\(pedido n\\.º ${owners.es.orderId}\\) termina el \\d{1,2} de [a-z]+ de \\d{4}\\. Incluye 4 visitas a domicilio al año`))
      .and.contain('Renovar el paquete');
    expect(es.text).to.not.contain('Time to renew').and.not.contain('It includes');
    const [en] = await db('outbox_messages').where({ to: owners.en.email });
    expect(en.subject).to.equal('Your house-call package ends soon');
    expect(en.text).to.contain('Time to renew your house-call package').and.contain('Hello ')
      .and.match(new RegExp(`Your house-call package \\(order #${owners.en.orderId}\\) ends on \\d{4}-\\d{2}-\\d{2}\\. It includes `))
      .and.contain(HOUSE_CALL_PACKAGE_INCLUDES).and.contain('Renew the package');
  });

  it("pushes the away notice in each recipient's language: a Spanish owner, a Spanish and an English clinic login", async () => {
    const db = t.testDb.db;
    const owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    const english = await createVendorLogin(db, clinic.vendorId, { subrole: 'root_admin' });
    await setLocale('vendor_logins', english.id, 'en');
    await setLocale('vendor_logins', clinic.root.id, 'es');
    const pushed: Array<{ to: string; message: PushMessage }> = [];
    const notices = awayNoticeService(db, {
      mail: t.deps.adapters.mail, sms: t.deps.adapters.sms, publicUrl: t.config.publicUrl,
      push: {
        toOwner: async (userId, message) => { pushed.push({ to: `user:${userId}`, message }); return 1; },
        toClinicLogins: async (ids, message) => { pushed.push({ to: `logins:${[...ids].sort((a, b) => a - b).join(',')}`, message }); return ids.length; },
      },
    });
    const bookingId = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + 2 * DAY), type: 'chat' });
    const ownerViewer = { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Lupe', lastName: 'Owner', pic: null } as Viewer;
    const { name: clinicName } = await db('vendors').where({ id: clinic.vendorId }).first();
    const now = new Date();
    await t.deps.services.threads.send(ownerViewer, bookingId, { body: '¿Puede comer antes de la cita?', fileIds: [] }, now);
    const thread = await db('threads').where({ subject_kind: 'booking', subject_id: bookingId }).first();
    const job = (side: 'user' | 'vendor') => ({ vendorId: clinic.vendorId, threadId: Number(thread.id), side });
    expect(await notices.send(job('vendor'), new Date(now.getTime() + 61_000))).to.include({ sent: true, pushes: 2 });
    const url = `/app/appointments/${bookingId}?tab=messages`;
    expect(pushed).to.deep.equal([
      { to: `logins:${clinic.root.id}`, message: { kind: 'ownerMessage', title: 'Nuevo mensaje del dueño de una mascota', body: '¿Puede comer antes de la cita?', url } },
      { to: `logins:${english.id}`, message: { kind: 'ownerMessage', title: 'New message from a pet owner', body: '¿Puede comer antes de la cita?', url } },
    ]);

    pushed.length = 0;
    await t.deps.services.threads.send(vetOf(clinic), bookingId, { body: 'Sí, hasta 4 horas antes.', fileIds: [] }, new Date(now.getTime() + 120_000));
    expect(await notices.send(job('user'), new Date(now.getTime() + 200_000))).to.include({ sent: true, pushes: 1 });
    expect(pushed).to.deep.equal([{
      to: `user:${owner.id}`,
      message: { kind: 'message', title: `Nuevo mensaje de ${clinicName}`, body: 'Sí, hasta 4 horas antes.', url: `/app/my-appointments/${bookingId}?tab=messages` },
    }]);
  });

  it("pushes the consultation note in Spanish to a Spanish owner and word for word in English to an English one", async () => {
    for (const [i, locale] of (['es', 'en'] as const).entries()) {
      const owner = await createOwner(t);
      await setLocale('users', owner.id, locale);
      const bookingId = await bookPaid(t, clinic, owner, slotAt(5 + i, 10), 'video');
      const pushed: Array<{ userId: number; message: PushMessage }> = [];
      const notes = consultationNotes(t.testDb.db, {
        appointmentOf: (viewer, id, now) => t.deps.services.appointments.detail(viewer, id, now), mail: t.deps.adapters.mail, publicUrl: t.config.publicUrl,
        pushToOwner: async (userId, message) => { pushed.push({ userId, message }); },
      });
      await notes.add(vetOf(clinic), { bookingId, note: 'Otitis leve.' }, new Date());
      const code = `PC-${String(bookingId).padStart(6, '0')}`;
      expect(pushed).to.have.length(1);
      expect(pushed[0]!.userId).to.equal(owner.id);
      expect(pushed[0]!.message).to.include(locale === 'es'
        ? { kind: 'report', title: 'Un veterinario registró una nota de consulta', body: `Vera Vet registró una nota de consulta de Biscuit (Consulta por video, ${code}).` }
        : { kind: 'report', title: 'A vet filed a consultation note', body: `Vera Vet filed a consultation note for Biscuit (Video consultation, ${code}).` });
    }
  });

  it("shows the thread's stored call and close lines to each side in their own language; typed words and older lines as stored", async () => {
    const other = await createClinic(t, { title: 'Quiet Vets' });
    await setLocale('vendor_logins', other.root.id, 'en');
    const owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    const bookingId = await bookPaid(t, other, owner, slotAt(4, 11), 'video');
    const typed = "Vera Vet closed the consultation. The summary is filed in Biscuit's health record.";
    expect((await gql(t, SEND, { b: bookingId, input: { body: typed, fileIds: [] } }, owner.token)).errors).to.equal(undefined);
    expect((await gql(t, CALL, { b: bookingId, kind: 'video' }, other.root.token)).errors).to.equal(undefined);
    expect((await gql(t, CLOSE, { b: bookingId, summary: 'Otitis leve.' }, other.root.token)).errors).to.equal(undefined);
    // A line stored in a wording the map does not know (an older one) stays as stored.
    const thread = await t.testDb.db('threads').where({ subject_kind: 'booking', subject_id: bookingId }).first();
    await insertMessage(t.testDb.db, {
      vendorId: Number(thread.vendor_id), threadId: Number(thread.id), senderKind: 'vendor', senderId: other.root.id, body: 'Vera Vet ended the call.', kind: 'video_call', now: new Date(),
    });
    const room = t.deps.services.consultations.roomUrl(bookingId);
    const page = async (c: Client, path: string) => {
      const res = await c.get(path);
      expect(res.status, path).to.equal(200);
      return text(await res.text());
    };

    const mine = await page(await signedInClient(t, owner.email, 'user'), `/app/my-appointments/${bookingId}?tab=messages`);
    expect(mine).to.contain(`Vera Vet inició una videollamada. Únete a la consulta por video: ${room}`)
      .and.contain('Vera Vet cerró la consulta. El resumen está archivado en el expediente de salud de Biscuit.')
      .and.contain(typed).and.contain('Vera Vet ended the call.');
    expect(mine).to.not.contain('started a video call');

    const theirs = await page(await signedInClient(t, other.root.email, 'vendor'), `/app/appointments/${bookingId}?tab=messages`);
    expect(theirs).to.contain(`Vera Vet started a video call. Join the video consultation: ${room}`).and.contain(typed)
      .and.not.contain('cerró la consulta').and.not.contain('inició una videollamada');
  });

  it("shows a Spanish owner their stored notice and My Profile's line in Spanish, an English owner theirs as stored", async () => {
    const NOTE = 'mutation($b: ID!, $note: String) { addConsultationNote(bookingId: $b, note: $note) { record { id } } }';
    for (const [i, locale] of (['es', 'en'] as const).entries()) {
      const owner = await createOwner(t);
      await setLocale('users', owner.id, locale);
      const bookingId = await bookPaid(t, clinic, owner, slotAt(8 + i, 10), 'video');
      expect((await gql(t, NOTE, { b: bookingId, note: 'Otitis leve.' }, clinic.root.token)).errors).to.equal(undefined);
      const code = `PC-${String(bookingId).padStart(6, '0')}`;
      const stored = `Vera Vet filed a consultation note for Biscuit (Video consultation, ${code}).`;
      // The row keeps its English: a page says it in its reader's language.
      expect((await t.testDb.db('owner_notices').where({ user_id: owner.id }).first()).text).to.equal(stored);
      const c = await signedInClient(t, owner.email, 'user');
      const get = async (path: string) => {
        const res = await c.get(path);
        expect(res.status, path).to.equal(200);
        return text(await res.text());
      };
      const list = await get('/app/my-appointments');
      const profile = [await get('/app/my-profile?notice=notifications'), await get('/app/my-profile?notice=updates-off'), await get('/app/my-profile?notice=updates-on')];
      if (locale === 'es') {
        expect(list).to.contain(`Vera Vet registró una nota de consulta de Biscuit (Consulta por video, ${code}).`).and.not.contain(stored);
        expect(profile[0]).to.contain('Se guardaron tus opciones de notificaciones.').and.not.contain('Notification choices saved.');
        expect(profile[1]).to.contain('Ya no recibirás novedades de este refugio.');
        expect(profile[2]).to.contain('Volverás a recibir novedades de este refugio.');
      } else {
        expect(list).to.contain(stored);
        expect(profile[0]).to.contain('Notification choices saved.');
        expect(profile[1]).to.contain('You will no longer receive updates from this shelter.');
        expect(profile[2]).to.contain('You will receive updates from this shelter again.');
      }
    }
    // An older notice the pattern does not know is shown as stored, in Spanish too.
    const owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    await t.testDb.db('owner_notices').insert({ user_id: owner.id, kind: 'consultation_note', text: 'Your vet sent a report.', link: '/app/medical-records', booking_id: null });
    const res = await (await signedInClient(t, owner.email, 'user')).get('/app/my-appointments');
    expect(text(await res.text())).to.contain('Your vet sent a report.');
  });

  it("names each Activity entry's action in the reader's language: a Spanish and an English root admin of one clinic", async () => {
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const spanish = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    const english = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    await setLocale('vendor_logins', spanish.id, 'es');
    await setLocale('vendor_logins', english.id, 'en');
    await recordEvent(db, vendorId, { kind: 'customer', name: 'Olive Owner' }, 'appointment.canceled_by_customer', { summary: 'Olive Owner canceled the video consultation of Nov 30, 10:00 AM; nothing was paid' });
    await recordEvent(db, vendorId, { kind: 'system' }, 'refund.completed', { summary: 'The refund of $45.00 went through PayPal' });
    const activity = async (email: string) => {
      const res = await (await signedInClient(t, email, 'vendor')).get('/app/settings/activity');
      expect(res.status).to.equal(200);
      return text(await res.text());
    };
    const es = await activity(spanish.email);
    expect(es).to.contain('Canceló su cita').and.contain('Reembolso completado').and.not.contain('Canceled their appointment').and.not.contain('Refund completed');
    // The sentence kept with an entry stays as it was written.
    expect(es).to.contain('Olive Owner canceled the video consultation of Nov 30, 10:00 AM; nothing was paid');
    const en = await activity(english.email);
    expect(en).to.contain('Canceled their appointment').and.contain('Refund completed').and.not.contain('Canceló su cita');
  });
});
