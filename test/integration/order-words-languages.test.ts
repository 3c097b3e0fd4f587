import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createOrder, createPayment, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { insertOrderEvent } from '../../server/domain/orders/fulfilment.queries.ts';
import { renderReportPdf } from '../../server/domain/orders/report-pdf.ts';
import { pdfText } from '../setup/pdf-text.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const HOUR = 3_600_000;

/**
 * What an order stores in English (its timeline lines, the facts its checkout summary is made of) is said in the
 * reader's language on the owner's pages and the clinic's order view, English word for word as stored; the order
 * pages, the report editor's toolbar and a consult's report PDF follow the reader's language too.
 */
describe('an order\'s stored words in the reader\'s language', function () {
  this.timeout(60_000);
  let t: TestApp;
  let panel: number;
  let adminC: Client;
  let vet: { id: number; email: string };
  let vetC: Client;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    panel = await createVendor(db, { name: 'Panel Practice' });
    const admin = await createVendorLogin(db, panel, { subrole: 'root_admin', first_name: 'Priya' });
    vet = await createVendorLogin(db, panel, { subrole: 'user', first_name: 'Marcus', last_name: 'Vega' });
    adminC = await signedInClient(t, admin.email, 'vendor');
    vetC = await signedInClient(t, vet.email, 'vendor');
  });
  after(() => t.close());

  async function opinion(status: 'new' | 'paid' | 'in_review') {
    const db = t.testDb.db;
    const owner = await createUser(db, { first_name: 'Olivia' });
    const petId = await createPet(db, owner.id, { name: 'Buddy', type: 1 });
    const paymentId = status === 'new' ? null : await createPayment(db, {
      userId: owner.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `test_capture_words_${owner.id}`, createdAt: new Date(Date.now() - HOUR),
    });
    const id = await createOrder(db, {
      userId: owner.id, productId: 7000, status, vendorId: panel, ...(paymentId ? { paymentId, paidAt: new Date(Date.now() - HOUR) } : {}),
      ...(status === 'in_review' ? { assignedLoginId: vet.id } : {}),
      details: { petId, petName: 'Buddy', firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', authorization: true, files: [] },
    });
    return { id, owner, ownerC: await signedInClient(t, owner.email, 'user') };
  }
  const html = async (c: Client, path: string) => (await c.get(path, { headers: { accept: 'text/html' } })).text();

  it('says the timeline lines an order stored (an assignment, an owner\'s cancel) in Spanish on both sides, and as stored in English', async () => {
    const o = await opinion('paid');
    expect((await adminC.form(`/app/orders/${o.id}/assign`, { loginId: String(vet.id) }, { redirect: 'manual' })).status).to.equal(303);
    const stored = await t.testDb.db('order_events').where({ order_id: o.id }).first();
    expect(stored.text).to.equal('Assigned to Marcus Vega'); // stored in English, as ever
    const clinicEs = await html(adminC, `/app/orders/${o.id}?lang=es`);
    expect(clinicEs).to.contain('Asignado a Marcus Vega').and.not.contain('Assigned to Marcus Vega');
    expect(await html(adminC, `/app/orders/${o.id}?lang=en`)).to.contain('Assigned to Marcus Vega').and.not.contain('Asignado a');
    const ownerEs = await html(o.ownerC, '/app/my-orders?lang=es');
    expect(ownerEs).to.contain('Asignado a Marcus Vega');
    expect(await html(o.ownerC, '/app/my-orders?lang=en')).to.contain('Assigned to Marcus Vega');

    expect((await o.ownerC.form(`/app/my-orders/${o.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    const canceled = await html(adminC, `/app/orders/${o.id}?lang=es`);
    expect(canceled).to.match(/Cancelado por el dueño antes de la revisión: \$95\.00 reembolsados por completo\./);
    expect(await html(adminC, `/app/orders/${o.id}?lang=en`)).to.contain('Canceled by the owner before review: $95.00 refunded in full.');
  });

  it("says a line stored before (the late refund) in Spanish too; a vet's question as written", async () => {
    const o = await opinion('paid');
    const db = t.testDb.db;
    await insertOrderEvent(db, { vendor_id: panel, order_id: o.id, kind: 'status', author_kind: 'system', author_name: 'Petcare', status: 'refunded', text: 'Not delivered within 5 days: refunded in full.' });
    await insertOrderEvent(db, { vendor_id: panel, order_id: o.id, kind: 'question', author_kind: 'clinic', author_name: 'Marcus Vega', status: null, text: 'Assigned to the wrong leg?' });
    const es = await html(o.ownerC, '/app/my-orders?lang=es');
    expect(es).to.contain('No se entregó en 5 días: reembolsado por completo.').and.contain('Assigned to the wrong leg?');
    const en = await html(o.ownerC, '/app/my-orders?lang=en');
    expect(en).to.contain('Not delivered within 5 days: refunded in full.');
  });

  it('says the checkout\'s order summary and refund policy in the page\'s language, English as before', async () => {
    const o = await opinion('new');
    const es = await html(o.ownerC, `/checkout?orderId=${o.id}&lang=es`);
    expect(es).to.contain('Mascota: Buddy').and.contain('Archivos adjuntos: 0').and.contain('Segunda opinión médica');
    expect(es).not.to.contain('Pet: Buddy').and.not.contain('Cancel within 30 days');
    const en = await html(o.ownerC, `/checkout?orderId=${o.id}&lang=en`);
    expect(en).to.contain('Pet: Buddy').and.contain('Files attached: 0')
      .and.contain('Cancel within 30 days of payment for a full refund, as long as it has not been used (it is used once a vet has started reviewing your pet&#x27;s records). After that it is non-refundable.');
  });

  it('says the order pages in the page\'s language, English word for word as before', async () => {
    const o = await opinion('new');
    const es = await html(o.ownerC, '/second-medical-opinion/order?lang=es');
    expect(es).to.contain('Tu pedido').and.contain('Segunda opinión médica').and.contain('Primera opinión').and.contain('Autorizo a los veterinarios de Petcare')
      .and.contain('Cuando pagues, tu autorización comparte la mascota').and.contain('Elige una mascota').and.contain('Enviar');
    for (const english of ['Your order', 'First opinion', 'Your question', 'I authorize Petcare', '>Submit<']) expect(es, english).not.to.contain(english);
    const house = await html(o.ownerC, '/vet-house-call/order?lang=es');
    expect(house).to.contain('Teléfono principal').and.contain('Elige un estado').and.contain('Incluye 4 visitas a domicilio al año').and.contain('al año');
    const en = await html(o.ownerC, '/vet-house-call/order?lang=en');
    expect(en).to.contain('Your order').and.contain('Vet house-call package').and.contain('$360 a year').and.contain('Primary phone').and.contain('Choose a state')
      .and.contain('Includes 4 house visits a year by a vet of the practice that serves your address, each up to 60 minutes, for $360');
  });

  it('gives the report editor\'s toolbar the page\'s words, as the Website tab\'s', async () => {
    const o = await opinion('in_review');
    const es = await html(vetC, `/app/orders/${o.id}?lang=es`);
    expect(es).to.contain('data-island="order-report"').and.contain('Negrita').and.contain('Formato de {label}').and.contain('Deshacer');
    const en = await html(vetC, `/app/orders/${o.id}?lang=en`);
    expect(en).to.contain('"bold":"Bold"').and.contain('{label} formatting');
  });

  it('heads a Peer-to-Peer Consult\'s report PDF in the ordering vet\'s language, English as before', async () => {
    const db = t.testDb.db;
    const clinic = await createVendor(db, { name: 'Happy Paws' });
    const ordering = await createVendorLogin(db, clinic, { subrole: 'user', first_name: 'Ana', last_name: 'Ruiz', locale: 'es' });
    const owner = await createUser(db);
    const petId = await createPet(db, owner.id, { name: 'Rex', type: 1 });
    // A consult the clinic ordered (no owner: the clinic and its vet are the orderer), under review by the panel's vet.
    const [inserted] = await db('orders').insert({
      user_id: null, product_id: 9000, status: 'in_review', vendor_id: panel, assigned_login_id: vet.id, paid_at: new Date(Date.now() - HOUR),
      requester_vendor_id: clinic, requester_login_id: ordering.id,
      details: JSON.stringify({ petId, petName: 'Rex', question: 'Surgery or rest?', records: [], files: [] }),
    }).returning('id');
    const id = Number(inserted.id);
    const delivered = await vetC.post(`/api/orders/${id}/report`, { summary: '<p>Rest first.</p>', assessment: '<p>Partial tear.</p>', recommendations: '<p>Six weeks.</p>' });
    expect(delivered.status).to.equal(200);
    const row = await db('orders').where({ id }).first();
    const file = await db('files').where({ id: row.report_file_id }).first();
    const stream = await t.deps.adapters.storage.read(file.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Buffer));
    const text = await pdfText(new Uint8Array(Buffer.concat(chunks)));
    expect(text).to.contain('Informe de consulta entre colegas').and.contain('Pregunta').and.contain('Resumen').and.contain('Evaluación').and.contain('Recomendaciones');
    expect(text).not.to.contain('Summary');
    // English, for a vet who reads English: the headings as before.
    const english = await pdfText(new Uint8Array(await renderReportPdf({
      title: 'Peer-to-Peer Consult report', clinicName: 'Panel', vetName: 'Marcus', petName: 'Rex', ownerName: 'Ana', day: '2026-11-28', orderId: id,
      question: 'Surgery or rest?', report: { summary: '<p>Rest.</p>', assessment: '<p>Tear.</p>', recommendations: '<p>Weeks.</p>', references: '' },
    })));
    expect(english).to.contain('Peer-to-Peer Consult report').and.contain('Question').and.contain('Summary').and.contain('Assessment');
  });
});
