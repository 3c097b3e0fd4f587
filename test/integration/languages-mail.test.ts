import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';
import { createOrder, createPayment, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import type { DataExportJob } from '../../server/domain/exports/data-export-service.ts';
import { client, lastMessageTo, uniqueEmail, uniqueMobile, verifiedMobile } from './accounts-helpers.ts';

const CANCEL = 'mutation($id: ID!) { cancelAppointment(id: $id) { message } }';

/** What is sent goes out in its reader's stored language, whoever sends it: read back from the outbox. */
describe("languages: what is sent, and the order pages' dates, in each person's language", () => {
  let t: TestApp;

  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const db = () => t.testDb.db;
  const setLocale = (table: 'users' | 'vendor_logins', id: number, locale: 'en' | 'es' | null) => db()(table).where({ id }).update({ locale });
  const mailTo = (to: string, subjectStart: string) => db()('outbox_messages')
    .where({ to, channel: 'email' }).where('subject', 'like', `${subjectStart}%`).orderBy('id', 'desc').first();

  /** A clinic whose root admin reads `rootLocale`, with a second root admin who has chosen no language. */
  async function clinicWith(rootLocale: 'en' | 'es' | null): Promise<Clinic & { other: { id: number; email: string } }> {
    const clinic = await createClinic(t, { title: 'Happy Paws' });
    await setLocale('vendor_logins', clinic.root.id, rootLocale);
    return { ...clinic, other: await createVendorLogin(db(), clinic.vendorId) };
  }

  it("mails a Spanish clinic login its new booking in Spanish, an English owner and the clinic's other login in English", async () => {
    const clinic = await clinicWith('es');
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(3, 10));
    const code = `PC-${String(id).padStart(6, '0')}`;

    const ownerMail = await mailTo(owner.email, 'Booking confirmed');
    expect(ownerMail.subject).to.equal('Booking confirmed: Happy Paws');
    expect(ownerMail.text).to.contain('Your appointment is booked').and.contain('Booking ID: ');

    const spanish = await mailTo(clinic.root.email, 'Nueva reserva');
    expect(spanish.subject).to.equal('Nueva reserva: Olive Owner');
    expect(spanish.text).to.contain(`Nueva reserva ${code}: Visita en clínica para Olive Owner, el `)
      .and.contain('Cliente: Olive Owner').and.contain('Consulta: Visita en clínica').and.contain('Servicio: Happy Paws')
      .and.contain('(America/New_York), hora de la clínica').and.contain('(Asia/Kolkata), hora del cliente')
      .and.contain(`Número de reserva: ${code}`).and.contain('Abrir la cita: ').and.contain('Enviado por Petcare.');
    expect(spanish.text).to.not.match(/\b(New booking|Booking ID|Customer|clinic time|Sent by)\b/);
    expect(spanish.html).to.contain('<html lang="es">');

    const english = await mailTo(clinic.other.email, 'New booking');
    expect(english.subject).to.equal('New booking: Olive Owner');
    expect(english.text).to.contain(`New booking ${code}: Clinic visit for Olive Owner on `).and.contain('Customer: Olive Owner')
      .and.contain(`Booking ID: ${code}`).and.contain('Sent by Petcare.');
    expect(await mailTo(clinic.root.email, 'New booking')).to.equal(undefined);
  });

  it('mails a Spanish owner in Spanish and the English clinic in English, on booking and on cancel', async () => {
    const clinic = await clinicWith(null);
    await setLocale('vendor_logins', clinic.other.id, 'en');
    const owner: Owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    const id = await bookPaid(t, clinic, owner, slotAt(4, 11));

    expect((await mailTo(owner.email, 'Reserva confirmada')).text).to.contain('Tu cita está reservada');
    for (const login of [clinic.root, clinic.other]) {
      const mail = await mailTo(login.email, 'New booking');
      expect(mail.text).to.contain('Customer: Olive Owner').and.contain('clinic time');
      expect(mail.text).to.not.contain('hora de la clínica');
    }

    await setLocale('vendor_logins', clinic.root.id, 'es');
    expect((await gql(t, CANCEL, { id: String(id) }, owner.token)).data.cancelAppointment.message).to.be.a('string');
    expect((await mailTo(owner.email, 'Cita cancelada')).text).to.contain('fue cancelada a petición tuya');
    const spanish = await mailTo(clinic.root.email, 'Cita cancelada');
    expect(spanish.subject).to.equal('Cita cancelada: Olive Owner');
    expect(spanish.text).to.contain('El cliente canceló la reserva').and.contain('El horario vuelve a estar disponible para reservas.');
    const english = await mailTo(clinic.other.email, 'Appointment canceled');
    expect(english.text).to.contain('was canceled by the customer.').and.contain('The slot is open for booking again.');
  });

  it("mails a Spanish owner's password reset in Spanish, and an English owner's word for word as before", async () => {
    const spanish = await createOwner(t);
    await setLocale('users', spanish.id, 'es');
    const english = await createOwner(t);
    for (const o of [spanish, english]) expect((await client(t).post('/api/account/forgot', { email: o.email })).status).to.equal(200);

    const es = await lastMessageTo(t, spanish.email);
    expect(es!.subject).to.equal('Restablece tu contraseña de Petcare');
    expect(es!.text).to.contain('Restablece tu contraseña').and.contain('Hola, Olive:')
      .and.contain('Elegir una nueva contraseña: ').and.contain('/login/?forgot=&code=').and.contain('Enviado por Petcare.');
    const en = await lastMessageTo(t, english.email);
    expect(en!.subject).to.equal('Reset your Petcare password');
    expect(en!.text).to.contain('Hello Olive,').and.contain('Choose a new password: ').and.contain('Sent by Petcare.');
  });

  it("texts the sign-up code in the visitor's language, and in a signed-in Spanish owner's whatever the browser says", async () => {
    const anonymousEs = uniqueMobile();
    expect((await client(t).post('/api/account/send_otp', { mobile: anonymousEs }, { headers: { 'accept-language': 'es-MX' } })).status).to.equal(200);
    expect((await lastMessageTo(t, anonymousEs))!.text).to.match(/^Tu código de verificación de Petcare es \d{4}\. Vence en 10 minutos\.$/);

    const owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    const c = client(t);
    expect((await c.post('/api/account/login', { email: owner.email, password: TEST_PASSWORD })).status).to.equal(200);
    const signedIn = uniqueMobile();
    expect((await c.post('/api/account/send_otp', { mobile: signedIn }, { headers: { 'accept-language': 'en-US' } })).status).to.equal(200);
    expect((await lastMessageTo(t, signedIn))!.text).to.match(/^Tu código de verificación de Petcare es \d{4}\./);

    const english = uniqueMobile();
    expect((await client(t).post('/api/account/send_otp', { mobile: english })).status).to.equal(200);
    expect((await lastMessageTo(t, english))!.text).to.match(/^Your Petcare verification code is \d{4}\. It expires in 10 minutes\.$/);
  });

  it('mails a clinic that signed up in Spanish its welcome and the link that verifies its address in Spanish', async () => {
    const c = client(t);
    const vet = { first_name: 'Vera', last_name: 'Vet', email: uniqueEmail('vet'), mobile_phone: await verifiedMobile(t, c), password: 'correct horse' };
    expect((await client(t).post('/api/account/register_vendor', vet, { headers: { 'accept-language': 'es-MX' } })).status).to.equal(201);
    const welcome = await mailTo(vet.email, 'Te damos la bienvenida');
    expect(welcome.text).to.contain('Hola, Vera:').and.contain('1. Agrega un servicio').and.contain('Abrir tu panel: ');
    const verify = await mailTo(vet.email, 'Verifica tu correo');
    expect(verify.subject).to.equal('Verifica tu correo electrónico en Petcare');
    expect(verify.text).to.contain('Verificar mi correo electrónico: ').and.contain('/vendor/verify-email?');
    expect(verify.html).to.contain('<html lang="es">');
  });

  it("mails a Spanish owner's order cancellation, with its refund, in Spanish", async () => {
    const owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    const paymentId = await createPayment(db(), {
      userId: owner.id, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured',
      gatewayRef: `test_capture_${owner.id}_${Date.now()}`, createdAt: new Date(Date.now() - 86_400_000),
    });
    const id = await createOrder(db(), {
      userId: owner.id, productId: 3000, status: 'paid', paymentId, details: { address: '1 Main St, New York, NY 10001', primaryPhone: '2125550199' },
    });
    const c = client(t);
    expect((await c.post('/api/account/login', { email: owner.email, password: TEST_PASSWORD })).status).to.equal(200);
    expect((await c.form(`/app/my-orders/${id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);

    const mail = await mailTo(owner.email, 'Pedido cancelado');
    expect(mail.subject).to.equal(`Pedido cancelado: n.º ${id} paquete de visitas veterinarias a domicilio`);
    expect(mail.text).to.contain('Tu pedido fue cancelado').and.contain(`Tu pedido n.º ${id} (paquete de visitas veterinarias a domicilio) fue cancelado.`)
      .and.contain('Se emitió un reembolso completo de $360.00 a tu método de pago original.').and.contain('Tus pedidos: ');
    expect(mail.html).to.contain('<html lang="es">');
  });

  it("mails a Spanish owner that their data export is ready in Spanish", async () => {
    const owner = await createOwner(t);
    await setLocale('users', owner.id, 'es');
    const c = client(t);
    expect((await c.post('/api/account/login', { email: owner.email, password: TEST_PASSWORD })).status).to.equal(200);
    expect((await c.form('/app/my-profile/export', {}, { redirect: 'manual' })).status).to.equal(303);
    const row = await db()('owner_exports').where({ user_id: owner.id }).first();
    const job: DataExportJob = { kind: 'owner', subjectId: owner.id, exportId: Number(row.id) };
    expect(await t.deps.services.dataExports.build(job, new Date())).to.equal('built');
    const mail = await mailTo(owner.email, 'Tus datos');
    expect(mail.subject).to.equal('Tus datos están listos para descargar');
    expect(mail.text).to.contain('sobre ti y tus mascotas').and.contain('Descargar el ZIP: ').and.contain(`Inicia sesión como ${owner.email} para descargarlo.`)
      .and.match(/El enlace funciona hasta el .+ UTC; después, el archivo se elimina\./);
  });

  it("dates a Spanish owner's My Orders in Spanish, and an English owner's as before", async () => {
    const day = (tag: string, at: Date) => new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(at);
    for (const locale of ['es', 'en'] as const) {
      const owner = await createOwner(t);
      await setLocale('users', owner.id, locale === 'es' ? 'es' : null);
      const paymentId = await createPayment(db(), {
        userId: owner.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `test_capture_${owner.id}_${Date.now()}`,
      });
      const id = await createOrder(db(), { userId: owner.id, productId: 7000, status: 'paid', paymentId, details: { petName: 'Rex', files: [] } });
      const created = new Date((await db()('orders').where({ id }).first()).created_at);
      const html = await (await t.fetch('/app/my-orders', { headers: { authorization: `Bearer ${owner.token}`, accept: 'text/html' } })).text();
      expect(html, locale).to.contain(day(locale === 'es' ? 'es-US' : 'en-GB', created));
      if (day('es-US', created) !== day('en-GB', created)) expect(html, locale).to.not.contain(day(locale === 'es' ? 'en-GB' : 'es-US', created));
    }
  });
});

