import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { client, type Client } from './accounts-helpers.ts';
import { createPet, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { VERIFY_EMAIL_PATH } from '../../server/domain/accounts/email-verification.ts';

/** The pet form and My Profile in the reader's language: Spanish for a Spanish account or `?lang=es`, English word for word as before. */
describe('the pet form and My Profile in English and Spanish', function () {
  this.timeout(60_000);
  let t: TestApp;

  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  async function logIn(email: string, role: 'user' | 'vendor'): Promise<Client> {
    const c = client(t);
    expect((await c.post('/api/account/login', { email, password: TEST_PASSWORD, role })).status).to.equal(200);
    return c;
  }
  async function owner(locale: 'en' | 'es') {
    const o = await createUser(t.testDb.db);
    await t.testDb.db('users').where({ id: o.id }).update({ locale });
    await createPet(t.testDb.db, o.id, { name: 'Rex' });
    return { ...o, c: await logIn(o.email, 'user') };
  }
  const html = async (c: Client, path: string) => {
    const res = await c.get(path, { headers: { accept: 'text/html' } });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it('says My Profile in Spanish to a Spanish owner: the editor, signing in, deletion, notifications and the data export', async () => {
    const o = await owner('es');
    const page = await html(o.c, '/app/my-profile');
    expect(page).to.contain('<html lang="es">').and.contain('Cambiar foto').and.contain('Apellido').and.contain('Correo electrónico')
      .and.contain('Cambiar contraseña').and.contain('Contraseña actual').and.contain('Confirma la contraseña nueva')
      .and.contain('Inicio de sesión').and.contain('No tienes tokens de API.').and.contain('Cerrar sesión en todas partes')
      .and.contain('Eliminar la cuenta').and.contain('se borran después de 14 días').and.contain('Eliminar mi cuenta')
      .and.contain('Notificaciones').and.contain('Avisar a mis dispositivos (0) de').and.contain('Recordatorios de citas')
      .and.contain('Guardar mis opciones').and.contain('Tus datos').and.contain('Aún no has pedido ninguna exportación.')
      .and.contain('funciona durante 7 días').and.contain('Descargar mis datos');
    // The island's messages come with the page, the server's English ones said through their ids too.
    expect(page).to.contain('Se guardó correctamente').and.contain('No pudimos subir la foto.');
    for (const english of ['Change picture', 'Change Password', 'Current password', 'Signing in', 'You have no API tokens.', 'Log out everywhere',
      'Delete account', 'Delete my account', 'Notify my devices', 'Appointment reminders', 'Save choices', 'Your data',
      'You have not asked for an export yet.', 'Download my data', 'Please Wait...']) {
      expect(page, english).to.not.contain(english);
    }
  });

  it('keeps My Profile word for word in English for an English owner', async () => {
    const o = await owner('en');
    const page = await html(o.c, '/app/my-profile');
    expect(page).to.contain('<html lang="en">').and.contain('Change picture').and.contain('Last name').and.contain('Change Password')
      .and.contain('Confirm new password').and.contain('Signing in').and.contain('You have no API tokens.').and.contain('Log out everywhere')
      .and.contain('Delete account').and.contain('erased after 14 days; clinics keep').and.contain('shown as &quot;Deleted owner&quot;')
      .and.contain('Notify my devices (0) of').and.contain('Delivered reports (a vet filed a note)').and.contain('Save choices')
      .and.contain('<h2 id="your-data-title">Your data</h2>').and.contain('You have not asked for an export yet.')
      .and.contain('We email you a link when it is ready; it works for 7 days, only when you are signed in. One export a day.');
    expect(page).to.not.contain('Cambiar contraseña');
  });

  it('says a clinic login’s My Profile tab in its Spanish: the calendar subscription and its notifications', async () => {
    const vendorId = await createVendor(t.testDb.db);
    const login = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'root_admin', locale: 'es' });
    const c = await logIn(login.email, 'vendor');
    const page = await html(c, '/app/settings/profile');
    expect(page).to.contain('Suscripción de calendario').and.contain('No tienes una dirección de calendario.')
      .and.contain('Obtener una dirección de calendario').and.contain('Actívalas para enterarte de reservas nuevas y mensajes nuevos de dueños de mascotas')
      .and.contain('(0 dispositivos hasta ahora)');
    expect(page).to.not.contain('Calendar subscription').and.not.contain('Turn them on to hear of');
    const english = await html(c, '/app/settings/profile?lang=en');
    expect(english).to.contain('Calendar subscription').and.contain('Get a calendar address')
      .and.contain('Turn them on to hear of new bookings and new messages from pet owners on this phone or computer, besides the emails (0 devices so far).');
  });

  it('gives My Pets’ pet form its Spanish words and the map of its English messages, English as before', async () => {
    const o = await owner('es');
    const page = await html(o.c, '/app/my-pets');
    expect(page).to.contain('Elige el tipo de mascota').and.contain('Espera, por favor...').and.contain('Usa como máximo {max} caracteres')
      .and.contain('¡Se envió correctamente!');
    expect(page).to.not.contain('Select pet type');
    const english = await html(o.c, '/app/my-pets?lang=en');
    expect(english).to.contain('Select pet type').and.not.contain('Elige el tipo de mascota').and.not.contain('Usa como máximo');
  });

  it('says the second opinion’s pet field and its pet form in Spanish', async () => {
    const o = await owner('es');
    const page = await html(o.c, '/second-medical-opinion/order');
    expect(page).to.contain('<label for="order-petId">Mascota').and.contain('Elige una mascota').and.contain('Agregar una mascota')
      .and.contain('Elige el tipo de mascota');
    expect(page).to.not.contain('Select a pet').and.not.contain('>Add a pet<');
    const english = await html(o.c, '/second-medical-opinion/order?lang=en');
    expect(english).to.contain('Select a pet').and.contain('>Add a pet<').and.not.contain('Agregar una mascota');
  });

  it('says the account form’s success message in the page’s language, English word for word', async () => {
    const o = await createUser(t.testDb.db);
    const spanish = await client(t).form('/login/?forgot&lang=es', { intent: 'forgot', email: o.email });
    expect(spanish.status).to.equal(200);
    const page = await spanish.text();
    expect(page).to.contain('Revisa tu bandeja de entrada: te enviamos las instrucciones para restablecer tu contraseña.')
      // (the island's props carry the server's English, said through the map in the browser as on the server.)
      .and.not.contain('>Please check your inbox');
    const english = await client(t).form('/login/?forgot&lang=en', { intent: 'forgot', email: o.email });
    expect(await english.text()).to.contain('Please check your inbox for further instructions on resetting your password.');
  });

  it('says the address verification page and the other-account page in Spanish, English as before', async () => {
    const bad = await client(t).get(`${VERIFY_EMAIL_PATH}?lang=es`, { headers: { accept: 'text/html' } });
    expect(bad.status).to.equal(410);
    expect(await bad.text()).to.contain('<title>Verifica tu correo electrónico').and.contain('Este enlace no es válido o ya venció.')
      .and.contain('>Iniciar sesión</a>').and.not.contain('This link is invalid');
    const english = await client(t).get(`${VERIFY_EMAIL_PATH}?lang=en`, { headers: { accept: 'text/html' } });
    expect(await english.text()).to.contain('This link is invalid or has expired. Log in and send a new one from your dashboard.');

    const vendorId = await createVendor(t.testDb.db);
    const login = await createVendorLogin(t.testDb.db, vendorId, { first_name: 'Verónica', locale: 'es' });
    const vet = await logIn(login.email, 'vendor');
    const page = await vet.get('/second-medical-opinion/order', { headers: { accept: 'text/html' } });
    expect(page.status).to.equal(403);
    expect(await page.text()).to.contain('<title>Se necesita otra cuenta').and.contain('Esto necesita una cuenta de dueño de mascota')
      .and.contain('Iniciaste sesión como <strong>Verónica Vet</strong> con una cuenta de clínica.').and.contain('Volver a mi panel')
      .and.not.contain('This needs a pet-owner account');
    const inEnglish = await vet.get('/second-medical-opinion/order?lang=en', { headers: { accept: 'text/html' } });
    expect(await inEnglish.text()).to.contain('You are signed in as <strong>Verónica Vet</strong> with a clinic account. Orders, bookings');
  });
});
