import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createOrder, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const HOUR = 3_600_000;

/** The clinic's order queue (`/app/orders`) in its login's stored language: Spanish for one, English word for word for another. */
describe("the clinic's order queue in English and Spanish", () => {
  let t: TestApp;
  let spanish: { email: string; id: number };
  let english: { email: string; id: number };
  let orderId: number;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Queue Vets' });
    spanish = await createVendorLogin(db, vendorId, { subrole: 'root_admin', first_name: 'Ana' });
    english = await createVendorLogin(db, vendorId, { subrole: 'root_admin', first_name: 'Ada' });
    await db('vendor_logins').where({ id: spanish.id }).update({ locale: 'es' });
    await db('vendor_logins').where({ id: english.id }).update({ locale: 'en' });
    const owner = await createUser(db, { first_name: 'Olive' });
    orderId = await createOrder(db, { userId: owner.id, productId: 7000, status: 'paid', vendorId, paidAt: new Date(Date.now() - HOUR), details: { petName: 'Buddy' } });
    await createOrder(db, { userId: owner.id, productId: 7000, status: 'assigned', vendorId, paidAt: new Date(Date.now() - 50 * HOUR), details: { petName: 'Buddy' }, assignedLoginId: english.id });
  });
  after(() => t.close());

  const page = async (c: Client, path: string, headers: Record<string, string> = {}) => {
    const res = await c.get(path, { headers });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it('says the queue, its table, filters, statuses and clocks in Spanish to a Spanish login', async () => {
    const html = await page(await signedInClient(t, spanish.email, 'vendor'), '/app/orders');
    expect(html).to.contain('<html lang="es">').and.contain('<h1>Pedidos</h1>');
    expect(html).to.contain('Segunda opinión médica').and.contain('Pagado').and.contain('Asignado').and.contain('Nadie todavía');
    expect(html).to.contain('Dueño y mascota').and.match(/<option value=""[^>]*>Todos<\/option>/).and.contain('Buscar pedidos');
    expect(html).to.contain('Ordenar por').and.contain('vence en 47 h').and.contain('vencido hace 2 h').and.contain('Horas en ');
    expect(html).to.contain(`href="/app/orders/${orderId}">n.º ${orderId}</a>`).and.contain('>Abrir</a>');
    // The island hydrates with the same Spanish words, given as its prop (no message runtime in its bundle).
    expect(html).to.contain('"queue.col.owner":"Dueño y mascota"');
    // What is shown (the island's props still carry the server's English clock and labels, which it says again).
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).to.not.contain('Owner and pet').and.not.contain('All statuses').and.not.contain('due in').and.not.contain('Nobody yet');
  });

  it('keeps an English login\'s queue word for word in English', async () => {
    const html = await page(await signedInClient(t, english.email, 'vendor'), '/app/orders', { 'accept-language': 'es' });
    expect(html).to.contain('<html lang="en">').and.contain('<h1>Orders</h1>');
    expect(html).to.contain('Second medical opinion').and.contain('Owner and pet').and.contain('All products').and.contain('All statuses');
    expect(html).to.contain('Search orders').and.contain('Sort by').and.contain('Nobody yet').and.contain('due in 47 h').and.contain('overdue by 2 h');
    expect(html).to.contain(`href="/app/orders/${orderId}">#${orderId}</a>`).and.contain('>Open</a>').and.contain('Times in ');
    expect(html).to.contain('Order, lowest first').and.contain('Clock, soonest due first').and.contain('Status, last step first');
    expect(html).to.not.contain('Dueño y mascota');
  });
});
