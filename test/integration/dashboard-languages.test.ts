import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';
import { createVendorLogin } from '../factories/index.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

/** The side menu's entries, in order (the dashboard's own nav, not the header's copy). */
function sideMenu(html: string): string[] {
  const nav = html.match(/<nav class="dashboard-nav"[^>]*>([\s\S]*?)<\/nav>/)![1];
  return [...nav.matchAll(/<a [^>]*>([^<]*)/g)].map((m) => m[1]);
}

/** The signed-in area in the person's language: their stored one, else the cookie's, as the public pages. */
describe('the signed-in area in English and Spanish', () => {
  let t: TestApp;
  let clinic: Clinic;
  let owner: Owner;

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Happy Paws' });
    owner = await createOwner(t);
    await bookPaid(t, clinic, owner, slotAt(3, 10));
  });
  after(() => t.close());

  const setLocale = (table: 'users' | 'vendor_logins', id: number, locale: 'en' | 'es' | null) => t.testDb.db(table).where({ id }).update({ locale });
  const page = async (c: Client, path: string, headers: Record<string, string> = {}) => {
    const res = await c.get(path, { headers });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it("gives an owner whose stored language is Spanish the menu, titles, appointments and pets in Spanish", async () => {
    await setLocale('users', owner.id, 'es');
    const c = await signedInClient(t, owner.email, 'user');
    const appointments = await page(c, '/app/my-appointments');
    expect(appointments).to.contain('<html lang="es">').and.contain('<title>Mis citas | Petcare</title>').and.contain('<h1>Mis citas</h1>');
    expect(sideMenu(appointments)).to.deep.equal([
      'Mis citas', 'Mi lista de espera', 'Mis pedidos', 'Visitas a domicilio', 'Expedientes médicos', 'Solicitudes de expedientes',
      'Mis mascotas', 'Compartir', 'Mis clínicas', 'Mi perfil', 'Cerrar sesión',
    ]);
    // The card (the island's server rendering) and its filters, and the messages the island hydrates with.
    expect(appointments).to.contain('Visita en clínica').and.contain('Activa').and.contain('ID de reserva').and.contain('Reservada el');
    expect(appointments).to.contain('Ordenar por').and.contain('Fecha de la cita').and.contain('Sesión iniciada como');
    expect(appointments).to.contain('id="intl-messages"').and.contain('"locale":"es-US"');
    expect(appointments).to.not.contain('My Appointments').and.not.contain('Booking ID').and.not.contain('Sort By');
    const pets = await page(c, '/app/my-pets');
    expect(pets).to.contain('<h1>Mis mascotas</h1>').and.contain('Agregar mascota').and.contain('<a href="/app/sharing">Compartir</a>');
    expect(pets).to.not.contain('Add Pet');
    const clinics = await page(c, '/app/my-clinics');
    expect(clinics).to.contain('<h1>Mis clínicas</h1>').and.contain('Las clínicas con las que reservaste, que te registraron o que atienden tus segundas opiniones.');
    expect(clinics).to.match(/(Puede|Pide) ver tus mascotas/).and.not.contain('Clinics you booked with');
  });

  it('gives an English owner the same pages in English, word for word as before', async () => {
    const other = await createOwner(t);
    await setLocale('users', other.id, 'en');
    await bookPaid(t, clinic, other, slotAt(4, 11));
    const c = await signedInClient(t, other.email, 'user');
    const appointments = await page(c, '/app/my-appointments', { 'accept-language': 'es' });
    expect(appointments).to.contain('<html lang="en">').and.contain('<title>My Appointments | Petcare</title>');
    expect(sideMenu(appointments)).to.deep.equal([
      'My Appointments', 'My Waitlist', 'My Orders', 'House Calls', 'Medical Records', 'Records Requests', 'My Pets', 'Sharing',
      'My Clinics', 'My Profile', 'Logout',
    ]);
    expect(appointments).to.contain('Booking ID').and.contain('Clinic visit').and.contain('Signed in as').and.contain('Sort By');
    expect(await page(c, '/app/my-pets')).to.contain('Share your pets with family or a pet sitter under <a href="/app/sharing">Sharing</a>.');
    expect(await page(c, '/app/my-clinics')).to.contain('Clinics you booked with, that registered you or that fulfil your second opinions.').and.match(/(Can|Asks to) see your pets/);
  });

  it("follows a clinic login's stored language: Spanish for one, English for another, root admin and sub-user menus alike", async () => {
    await setLocale('vendor_logins', clinic.root.id, 'es');
    const spanish = await page(await signedInClient(t, clinic.root.email, 'vendor'), '/app/appointments');
    expect(spanish).to.contain('<html lang="es">').and.contain('<h1>Mis citas</h1>').and.contain('Nueva cita');
    expect(sideMenu(spanish)).to.deep.equal([
      'Citas', 'Pedidos', 'Consultas entre colegas', 'Publicaciones', 'Lista de espera', 'Usuarios', 'Configuración', 'Reportes',
      'Paquetes a domicilio', 'Cerrar sesión',
    ]);
    expect(spanish).to.contain('Publicación').and.contain('Olive Owner').and.contain('Activa');

    const sub = await createVendorLogin(t.testDb.db, clinic.vendorId, { subrole: 'user' });
    await setLocale('vendor_logins', sub.id, 'en');
    const english = await page(await signedInClient(t, sub.email, 'vendor'), '/app/appointments', { 'accept-language': 'es' });
    expect(english).to.contain('<html lang="en">').and.contain('New Appointment');
    expect(sideMenu(english)).to.deep.equal(['Appointments', 'Orders', 'Peer Consults', 'Listings', 'Waitlist', 'Settings', 'Logout']);
  });

  it('keeps a signed-in page per language: a language chosen by the cookie alone is not answered from the other copy', async () => {
    const other = await createOwner(t);
    await setLocale('users', other.id, null);
    const c = await signedInClient(t, other.email, 'user');
    for (let i = 0; i < 2; i += 1) {
      expect(await page(c, '/app/my-appointments', { cookie: `${c.cookie}; ${c.formCookie}; lang=en` })).to.contain('<h1>My Appointments</h1>');
      expect(await page(c, '/app/my-appointments', { cookie: `${c.cookie}; ${c.formCookie}; lang=es` })).to.contain('<h1>Mis citas</h1>');
    }
  });
});
