import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createOrder, createPayment, createUser, createVendor, TEST_PASSWORD } from '../factories/index.ts';
import { insertOrderEvent } from '../../server/domain/orders/fulfilment.queries.ts';
import { client, type Client } from './accounts-helpers.ts';

const DAY = 86_400_000;

describe('My Orders in Spanish: the whole page in one language, the data unchanged', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  async function owner(locale: 'en' | 'es'): Promise<{ id: number; c: Client }> {
    const o = await createUser(t.testDb.db);
    await t.testDb.db('users').where({ id: o.id }).update({ locale });
    const c = client(t);
    expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
    return { id: o.id, c };
  }

  /** A paid house-call package and a second opinion the vet asked about (its answer form shown). */
  async function orders(userId: number) {
    const db = t.testDb.db;
    const paymentId = await createPayment(db, {
      userId, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured',
      gatewayRef: `test_capture_${userId}_${Date.now()}`, createdAt: new Date(Date.now() - DAY),
    });
    const houseCall = await createOrder(db, { userId, productId: 3000, status: 'paid', paymentId, details: { address: '1 Main St, New York, NY 10001', primaryPhone: '2125550199' } });
    const vendorId = await createVendor(db, { name: 'Panel Practice' });
    const opinion = await createOrder(db, { userId, productId: 7000, status: 'needs_information', vendorId, paidAt: new Date(Date.now() - DAY), details: { petName: 'Rex', files: [] } });
    await db('orders').where({ id: opinion }).update({ paused_at: new Date() });
    await insertOrderEvent(db, { vendor_id: vendorId, order_id: opinion, kind: 'question', author_kind: 'clinic', author_name: 'Dr. Vera', status: null, text: 'How old is Rex?' });
    return { houseCall, opinion };
  }

  const page = async (c: Client, query: string) => (await c.get(`/app/my-orders${query}`, { headers: { accept: 'text/html' } })).text();

  it('says the orders, their statuses, policy, timeline and the answer form in Spanish, with Spanish dates', async () => {
    const o = await owner('es');
    const { houseCall } = await orders(o.id);
    const html = await page(o.c, '?lang=es');
    expect(html).to.contain('Mis pedidos').and.contain('Paquete de visitas veterinarias a domicilio').and.contain('Segunda opinión médica');
    expect(html).to.contain('Pagado').and.contain('El veterinario necesita información');
    expect(html).to.contain('Cancela dentro de los 30 días posteriores al pago').and.contain('cuando se reserva su primera visita a domicilio');
    expect(html).to.contain('Dr. Vera preguntó').and.contain('Tu respuesta al veterinario').and.contain('Enviar la respuesta');
    expect(html).to.match(/Pedido n\.º \d+ · hecho el/).and.contain('Cancelar el pedido');
    expect(html).to.contain('En pausa: esperando tu respuesta').and.contain('Mascota: Rex').and.contain('Visitas en: 1 Main St');
    for (const english of ['Vet house-call package', 'Needs information', 'Cancel order', 'Your answer to the vet', 'Dates in', 'Order #']) {
      expect(html, english).not.to.contain(`>${english}`);
    }
    const asking = await page(o.c, `?lang=es&cancel=${houseCall}`);
    expect(asking).to.contain('¿Seguro que quieres cancelar este pedido?').and.match(/Recibirás un reembolso total de \$360\.00\./);
    const res = await o.c.form(`/app/my-orders/${houseCall}/cancel`, {}, { redirect: 'manual' });
    expect(res.status).to.equal(303);
    const after = await page(o.c, `?lang=es&canceled=${houseCall}`);
    expect(after).to.contain('El pedido se canceló.').and.contain('Cancelado').and.match(/Reembolsado en su totalidad: \$360\.00/);
  });

  it('keeps the page English, dates included, for an owner who stored Spanish but reads it in English', async () => {
    const o = await owner('es');
    await orders(o.id);
    const html = await page(o.c, '?lang=en');
    expect(html).to.contain('Vet house-call package').and.contain('The vet needs information').and.contain('Dr. Vera asked').and.contain('Your answer to the vet');
    expect(html).to.match(/Order #\d+ · ordered \d{1,2} [A-Z][a-z]{2} \d{4}/).and.contain('Paused: waiting for your answer');
    expect(html).not.to.match(/ (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4}/);
    expect(html).not.to.contain('Pedido');
  });

  it("says My Profile's device notifications (the push-settings island) in the page's language", async () => {
    const o = await owner('es');
    const es = await (await o.c.get('/app/my-profile?lang=es', { headers: { accept: 'text/html' } })).text();
    expect(es).to.contain('Activar las notificaciones en este dispositivo').and.contain('Las notificaciones están desactivadas en este dispositivo.');
    expect(es).not.to.contain('Turn on notifications on this device');
    const en = await (await o.c.get('/app/my-profile?lang=en', { headers: { accept: 'text/html' } })).text();
    expect(en).to.contain('Turn on notifications on this device').and.contain('Notifications are off on this device.');
  });
});
