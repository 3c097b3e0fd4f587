import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createClinic, type Clinic } from './lifecycle-helpers.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { signedInClient } from './accounts-helpers.ts';
import { REMINDERS_SAVED } from '../../contracts/reminders.ts';
import { HOUSE_CALL_MESSAGES } from '../../contracts/house-calls.ts';

const SAVE = 'mutation($input: TeamMemberInput!) { saveTeamMember(input: $input) { message invited } }';

/** The settings tabs' names, in order. */
function tabs(html: string): string[] {
  const nav = html.match(/<nav class="settings-tabs"[^>]*>([\s\S]*?)<\/nav>/)![1];
  return [...nav.matchAll(/<a [^>]*>([^<]*)/g)].map((m) => m[1]);
}

/** The clinic's practice pages (Settings and its Team tab, the customers page) and the team invitation, in each language. */
describe("the clinic's practice pages in English and Spanish", () => {
  let t: TestApp;
  let spanish: Clinic;
  let english: Clinic;

  before(async () => {
    t = await startTestApp();
    spanish = await createClinic(t, { title: 'Patitas Felices' });
    english = await createClinic(t, { title: 'Happy Paws' });
    await t.testDb.db('vendor_logins').where({ id: spanish.root.id }).update({ locale: 'es' });
    await t.testDb.db('vendor_logins').where({ id: english.root.id }).update({ locale: 'en' });
    await t.testDb.db('vendors').where({ id: spanish.vendorId }).update({ name: 'Patitas Felices' });
    await t.testDb.db('vendors').where({ id: english.vendorId }).update({ name: 'Happy Paws' });
  });
  after(() => t.close());

  const page = async (clinic: Clinic, path: string, headers: Record<string, string> = {}) => {
    const res = await (await signedInClient(t, clinic.root.email, 'vendor')).get(path, { headers });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it("gives a root admin whose stored language is Spanish the settings tabs, the Team tab and the customers page in Spanish", async () => {
    const team = await page(spanish, '/app/settings/users');
    expect(team).to.contain('<html lang="es">').and.contain('<title>Configuración: Equipo | Petcare</title>');
    expect(tabs(team)).to.deep.equal(['Sitio web', 'Dominios', 'Equipo', 'Recordatorios', 'Visitas a domicilio', 'Actividad', 'Datos', 'Mi perfil']);
    expect(team).to.contain('aria-label="Configuración"').and.contain('aria-label="Equipo"');
    // The island's server rendering and the messages it hydrates with.
    expect(team).to.contain('Agregar miembro del equipo').and.contain('Correo electrónico').and.contain('Celular')
      .and.contain('Administrador').and.contain('Editar');
    expect(team).to.contain('id="intl-messages"').and.contain('settings.team.text.deleteQuestion');
    expect(team).to.not.contain('Add team member').and.not.contain('>Mobile<').and.not.contain('Administrator');
    const reminders = await page(spanish, '/app/settings/reminders?saved=1');
    expect(reminders).to.contain('<title>Configuración: Recordatorios | Petcare</title>').and.contain('Recordatorios de citas')
      .and.contain('Primer recordatorio (horas antes de la cita)').and.contain('Se guardó correctamente').and.contain('>Guardar<')
      .and.not.contain('Appointment reminders');
    const houseCalls = await page(spanish, '/app/settings/house-calls?saved=1');
    expect(houseCalls).to.contain('Códigos postales que visitas').and.contain('Se guardó el área de visitas a domicilio.')
      .and.not.contain('Zip codes you visit');
    const activity = await page(spanish, '/app/settings/activity');
    expect(activity).to.contain('<h2 id="activity-title">Actividad</h2>').and.contain('Horarios en ').and.not.contain('Changes to your team');
    const domains = await page(spanish, '/app/settings/domains');
    expect(domains).to.contain('<title>Configuración: Dominios | Petcare</title>').and.contain('Primero guarda tu sitio web')
      .and.contain('<a href="/app/settings/site">Sitio web</a>').and.contain('settings.domains.pending');
    const users = await page(spanish, '/app/users');
    expect(users).to.contain('Todas las personas que reservaron con tu clínica o que registraste en la recepción.')
      .and.not.contain('Everyone who has booked');
  });

  it('gives an English root admin the same pages word for word as before, whatever the browser asks for', async () => {
    const team = await page(english, '/app/settings/users', { 'accept-language': 'es' });
    expect(team).to.contain('<html lang="en">').and.contain('<title>Settings: Team | Petcare</title>');
    expect(tabs(team)).to.deep.equal(['Website', 'Domains', 'Team', 'Reminders', 'House calls', 'Activity', 'Data', 'My Profile']);
    expect(team).to.contain('aria-label="Settings"').and.contain('Add team member').and.contain('Administrator');
    const reminders = await page(english, '/app/settings/reminders?saved=1');
    expect(reminders).to.contain('Appointment reminders').and.contain('First reminder (hours before the appointment)')
      .and.contain(REMINDERS_SAVED).and.contain('Owners are emailed when a message waits for them, at most once every');
    expect(await page(english, '/app/settings/house-calls?saved=1')).to.contain('Zip codes you visit').and.contain(HOUSE_CALL_MESSAGES.saved)
      .and.contain('placeholder="10001, 10011, 11201"');
    expect(await page(english, '/app/settings/domains')).to.contain('Save your website first: its name is needed before it can have an address. <a href="/app/settings/site">Website</a>');
    expect(await page(english, '/app/users')).to.contain('Everyone who has booked with your clinic or whom you registered at the desk.');
  });

  it('draws the Reports page in Spanish for a Spanish root admin, and in English as before for an English one', async () => {
    const es = await page(spanish, '/app/reports');
    expect(es).to.contain('<html lang="es">').and.contain('Desglose de ingresos').and.contain('Últimos 7 días').and.contain('Últimos 12 meses')
      .and.contain('Citas por día').and.contain('Por tipo de consulta').and.contain('Ver como tabla').and.contain('Descargar CSV')
      .and.contain('Tasa de cancelación').and.contain('No hay citas en este periodo.').and.match(/Del \d{4}-\d\d-\d\d al \d{4}-\d\d-\d\d \(\d+ días\), horarios en /);
    expect(es).to.not.contain('Revenue breakdown').and.not.contain('Table view').and.not.contain('Last 7 days');
    const en = await page(english, '/app/reports', { 'accept-language': 'es' });
    expect(en).to.contain('<html lang="en">').and.contain('Revenue breakdown').and.contain('Last 7 days').and.contain('Last 12 months')
      .and.contain('Appointments by day').and.contain('Table view').and.contain('Download the summary as CSV')
      .and.contain('Petcare pays you its promos: an appointment booked with a Petcare promo earns you its list price.')
      .and.match(/\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(\d+ days\), times in /);
  });

  it("writes a team invitation in the inviting login's language, and says the saved message's English as before", async () => {
    const invite = async (clinic: Clinic, email: string) => {
      const saved = await graphqlAs(t, SAVE, { input: { firstName: 'Ana', lastName: 'Ruiz', email, phone: '2125550133' } }, clinic.root.token);
      expect(saved.data.saveTeamMember).to.deep.equal({ invited: true, message: 'Saved Successfully. We emailed them a link to choose their password.' });
      return t.testDb.db('outbox_messages').where({ to: email }).first();
    };
    const es = await invite(spanish, `ana.${Date.now()}@example.test`);
    expect(es.subject).to.equal('Te agregaron a Patitas Felices en Petcare');
    expect(es.text).to.contain('Únete a Patitas Felices en Petcare').and.contain('Hola, Ana:')
      .and.contain('Patitas Felices te agregó a su equipo en Petcare.').and.contain('Elegir tu contraseña')
      .and.not.contain('Choose your password');
    const en = await invite(english, `ann.${Date.now()}@example.test`);
    expect(en.subject).to.equal('You have been added to Happy Paws on Petcare');
    expect(en.text).to.contain('Join Happy Paws on Petcare').and.contain('Hello Ana,')
      .and.contain('Happy Paws has added you to its team on Petcare. To choose your password and sign in, open this link within a week:')
      .and.contain('If you did not expect this, you can ignore this email.');
  });
});
