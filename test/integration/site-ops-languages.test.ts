import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';
import { newOperator, opsClient, signInOperator, textOf } from './ops-helpers.ts';

const html = { headers: { accept: 'text/html' } };

/** Settings' Website and Data tabs in the clinic login's language, and the operator's console in the request's. */
describe('the Website and Data tabs and the operator console in English and Spanish', function () {
  this.timeout(90_000);
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());
  const db = () => t.testDb.db;

  async function rootAdmin(locale: 'en' | 'es'): Promise<Client> {
    const vendorId = await createVendor(db(), { name: `Languages Clinic ${locale}` });
    const root = await createVendorLogin(db(), vendorId);
    await db()('vendor_logins').where({ id: root.id }).update({ locale });
    await createWebsite(db(), vendorId, { name: 'Happy Paws', sub_domain: null });
    return signedInClient(t, root.email, 'vendor');
  }
  const page = async (c: Client, path: string) => {
    const res = await c.get(path, html);
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it('says the Website tab in Spanish to a Spanish root admin, the editor\'s words included', async () => {
    const c = await rootAdmin('es');
    const text = await page(c, '/app/settings/website');
    expect(text).to.contain('<html lang="es">').and.contain('Nombre de la marca').and.contain('Logotipo').and.contain('Aún no hay logotipo')
      .and.contain('Sección de encabezado').and.contain('Sección principal').and.contain('Vista previa en vivo').and.contain('Guardar')
      .and.contain('Tu sitio aún no tiene dirección: elige una en <a href="/app/settings/domains">Dominios</a>.');
    // The island's messages for the page's language only: the toolbar's and the save's answer among them.
    expect(text).to.contain('Negrita').and.contain('Deshacer').and.contain('¡Se actualizó correctamente!');
    for (const english of ['Brand name', 'No logo yet', 'Header section', 'Body section', 'Live preview', 'Your site has no address yet']) {
      expect(text, english).to.not.contain(english);
    }
  });

  it('keeps the Website tab word for word in English', async () => {
    const c = await rootAdmin('en');
    const text = await page(c, '/app/settings/website');
    expect(text).to.contain('<html lang="en">').and.contain('Brand name').and.contain('No logo yet').and.contain('Header section')
      .and.contain('Live preview').and.contain('Your site has no address yet: choose one under <a href="/app/settings/domains">Domains</a>.')
      .and.contain('Updated successfully!');
  });

  it('says the Data tab in Spanish: the export, its notice, the closure and its refusals', async () => {
    const c = await rootAdmin('es');
    const text = await page(c, '/app/settings/data');
    expect(text).to.contain('Exportar los datos de la clínica').and.contain('Un archivo ZIP con todo lo que guardamos sobre tu clínica')
      .and.contain('Te enviamos un enlace por correo cuando esté listo; funciona durante 7 días').and.contain('Aún no has pedido ninguna exportación.')
      .and.contain('Cerrar la clínica').and.contain('Después de 14 días').and.contain('Tu contraseña').and.contain('Escribe CLOSE para confirmar');
    for (const english of ['Export the clinic', 'Close the clinic', 'Your password', 'Type CLOSE', 'We email you a link', 'not asked for an export']) {
      expect(text, english).to.not.contain(english);
    }
    const asked = await c.form('/app/settings/data/export', {}, { redirect: 'manual' });
    expect(asked.status).to.equal(303);
    const notice = await page(c, asked.headers.get('location')!);
    expect(notice).to.contain('Estamos preparando tus datos.').and.contain('Estamos preparando tu exportación (pedida el')
      .and.not.contain('We are preparing your data.');
    const refused = await c.form('/app/settings/data/close', { password: 'not-my-password', confirm: 'close it' }, { redirect: 'manual' });
    expect(refused.status).to.equal(400);
    const body = await refused.text();
    expect(body).to.contain('Escribe CLOSE para confirmar.').and.not.contain('Please type CLOSE to confirm.');
  });

  it('keeps the Data tab word for word in English', async () => {
    const c = await rootAdmin('en');
    const text = await page(c, '/app/settings/data');
    expect(text).to.contain("Export the clinic&#x27;s data").and.contain('We email you a link when it is ready; it works for 7 days, only when you are signed in. One export a day.')
      .and.contain('You have not asked for an export yet.').and.contain('After 14 days your team&#x27;s names').and.contain('Type CLOSE to confirm');
    const refused = await c.form('/app/settings/data/close', { password: TEST_PASSWORD, confirm: 'close it' }, { redirect: 'manual' });
    expect(await refused.text()).to.contain('Please type CLOSE to confirm.');
  });

  it('says the console in the request\'s language: the sign-in, every page and its tables', async () => {
    const anonymous = opsClient(t);
    const login = await textOf(await anonymous.get('/ops/login?lang=es'));
    expect(login).to.contain('Inicio de sesión de operadores').and.contain('Correo electrónico').and.contain('Continuar')
      .and.not.contain('Operator sign-in').and.not.contain('Continue');
    const op = await signInOperator(t, await newOperator(t), opsClient(t));
    const pages: Record<string, string[]> = {
      '/ops/clinics?lang=es': ['Clínicas', 'Aprobación obligatoria para clínicas nuevas:', 'Activar la aprobación', 'Horas en UTC. Ingresos', 'Nombre o correo de la clínica', 'Situación'],
      '/ops/money': ['Dinero', 'Últimos reembolsos', 'Códigos promocionales', 'Crear código promocional', 'Vence el (al final del día, UTC)', 'Pagador'],
      '/ops/queues': ['Pendientes', 'Reseñas denunciadas', 'Solicitudes de refugios', 'Cuentas en espera de borrado', 'Suscripciones al boletín'],
      '/ops/health': ['Estado', 'Cola de tareas', 'Bandeja de salida', 'Últimos recordatorios'],
      '/ops/audit': ['Registro de auditoría', 'Cada acción de los operadores', 'Operador', 'Cerrar sesión', 'Operadores de Petcare'],
    };
    for (const [path, words] of Object.entries(pages)) {
      const res = await op.get(path);
      expect(res.status, path).to.equal(200);
      const text = await textOf(res);
      for (const word of words) expect(text, `${path}: ${word}`).to.contain(word);
      for (const english of ['Sign out', 'Petcare operators', 'Times in UTC', 'Approval required', 'Promo codes', 'Reported reviews', 'Job queue', 'Sort by', 'As listed']) {
        expect(text, `${path}: ${english}`).to.not.contain(english);
      }
    }
  });

  it('says the console\'s notices and form messages it knows in Spanish, with their parts carried over', async () => {
    const wrong = opsClient(t);
    await wrong.get('/ops/login?lang=es');
    const refused = await wrong.form('/ops/login', { email: 'nobody@ops.example.test', password: 'wrong-password-1' });
    expect(await textOf(refused)).to.contain('El correo electrónico o la contraseña no son correctos.').and.not.contain('The email or password is incorrect.');
    const op = await signInOperator(t, await newOperator(t), opsClient(t));
    await op.get('/ops/money?lang=es');
    const code = `VERANO${Date.now() % 100000}`;
    const form = { code, description: '', percentOff: '', amountOff: '', maxUses: 'many', perUserLimit: '', expiresOn: '' };
    await op.form('/ops/plans', form);
    const checked = await textOf(await op.get('/ops/money'));
    expect(checked).to.contain('El límite debe ser un número entero desde 1, o vacío.').and.not.contain('Limit must be a whole number');
    await op.form('/ops/plans', { ...form, percentOff: '10', maxUses: '' });
    expect(await textOf(await op.get('/ops/money'))).to.contain(`Se creó el código promocional ${code}.`);
  });

  it('keeps the console word for word in English', async () => {
    const op = await signInOperator(t, await newOperator(t), opsClient(t));
    const clinics = await (await op.get('/ops/clinics')).text();
    expect(clinics).to.contain('Petcare operators')
      .and.contain('<strong>Approval required for new clinics: </strong><span data-testid="ops-approval-state">Off</span>. A new clinic is listed as soon as it verifies its email address.')
      .and.contain('Times in UTC. Revenue: payments captured less refunds.').and.contain('Clinic name or email').and.contain('Sign out');
    const money = await textOf(await op.get('/ops/money'));
    expect(money).to.contain('Latest refunds').and.contain('Create promo code').and.contain('Expires on (end of day, UTC)');
  });
});
