import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createCustomer, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';
import { answerMail, expiredClinicMail, ownerCanceledClinicMail, reminderMail } from '../../server/domain/orders/fulfilment-mail.ts';
import { consultCanceledPanelMail, consultExpiredMail } from '../../server/domain/orders/peer-consult-mail.ts';

const DAY = 86_400_000;
const card = { cardNumber: TEST_CARDS.approve, name: 'Clinic Card', ccv: '123', expDt: '2030-01' };

/**
 * A clinic's care orders in its logins' stored languages: the Peer-to-Peer Consult's pages (list, order form,
 * detail) and its mails for a Spanish vet, the panel's view of the order for a Spanish specialist, and the team's
 * order mails in each login's language; an English login's pages and mails word for word as before.
 */
describe("a clinic's orders and Peer-to-Peer Consults in English and Spanish", function () {
  this.timeout(90_000);
  let t: TestApp;
  let rex: number;
  let vet: { id: number; email: string };
  let specialist: { id: number; email: string };
  let c: Record<'panelAdmin' | 'specialist' | 'vet' | 'englishRoot', Client>;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const panel = await createVendor(db, { name: 'Panel Practice' });
    const panelAdmin = await createVendorLogin(db, panel, { subrole: 'root_admin' });
    specialist = await createVendorLogin(db, panel, { subrole: 'user', first_name: 'Sara', last_name: 'Especialista' });
    const clinic = await createVendor(db, { name: 'Patitas Felices' });
    const englishRoot = await createVendorLogin(db, clinic, { subrole: 'root_admin' });
    vet = await createVendorLogin(db, clinic, { subrole: 'user', first_name: 'Dana', last_name: 'Vet' });
    await db('vendor_logins').whereIn('id', [vet.id, specialist.id]).update({ locale: 'es' });
    await db('vendor_logins').where({ id: englishRoot.id }).update({ locale: 'en' });
    const owner = await createUser(db, { first_name: 'Olive' });
    rex = await createPet(db, owner.id, { name: 'Rex', type: 1 });
    const listing = await createListing(db, clinic, { managers: [vet.id], title: 'Listing One' });
    await createBooking(db, { userId: owner.id, vendorId: clinic, listingId: listing, slot: new Date(Date.now() - 3 * DAY), type: 'clinic', pet: { id: rex, name: 'Rex' } });
    await createCustomer(db, clinic, owner.id, { access: 'granted' });
    const log = (email: string) => signedInClient(t, email, 'vendor');
    c = { panelAdmin: await log(panelAdmin.email), specialist: await log(specialist.email), vet: await log(vet.email), englishRoot: await log(englishRoot.email) };
  });
  after(() => t.close());

  const html = async (who: Client, path: string) => {
    const res = await who.get(path, { headers: { accept: 'text/html' } });
    expect(res.status, path).to.equal(200);
    return (await res.text()).replace(/<script[\s\S]*?<\/script>/g, '');
  };
  const mailTo = (to: string) => t.testDb.db('outbox_messages').where({ to }).orderBy('id', 'desc').first();

  it('orders, pays and follows a consult in Spanish, the panel reviews it in Spanish, and each mail is in its reader\'s language', async () => {
    const list = await html(c.vet, '/app/peer-consults');
    expect(list).to.contain('<html lang="es">').and.contain('Solicita una consulta para un paciente').and.contain('Todavía no has solicitado consultas.');
    expect(list).to.contain('Un especialista de nuestro panel responde').and.contain('pacientes por $').and.not.contain('A specialist of our panel');
    const form = await html(c.vet, `/app/peer-consults/new/${rex}`);
    expect(form).to.contain('Consulta entre colegas sobre Rex').and.contain('Paciente: Rex (dueño: Olive').and.contain('Tu pregunta para el especialista')
      .and.contain('Registros de Rex para adjuntar').and.contain('Continuar al pago (').and.not.contain('Continue to payment').and.not.contain('records to attach');

    const stored = await c.vet.post('/api/peer-consults', { petId: rex, question: '¿Operarías esta rotura de ligamento?' });
    expect(stored.status).to.equal(201);
    const { orderId: id } = await stored.json() as { orderId: number };
    expect((await c.vet.post('/api/payment', { paymentType: 100, orderId: id, paymentInfo: card }, { headers: { 'idempotency-key': `es-${id}` } })).status).to.equal(201);
    const receipt = await mailTo(vet.email);
    expect(receipt.subject).to.equal(`La consulta entre colegas n.º ${id} está pagada`);
    expect(receipt.text).to.contain('Hola, Dana Vet:').and.contain('Cobramos').and.contain('Abrir la consulta').and.not.contain('We charged');

    const listed = await html(c.vet, '/app/peer-consults');
    expect(listed).to.contain('Tus consultas').and.contain('Paciente').and.contain('Solicitada por').and.contain('Prevista para el').and.contain('>Abrir</a>');
    expect(listed).to.not.contain('Expected by').and.not.contain('Your consults').and.not.contain('Ordered by');

    // The panel's Spanish specialist: the order's page in Spanish.
    expect((await c.panelAdmin.form(`/app/orders/${id}/assign`, { loginId: String(specialist.id) }, { redirect: 'manual' })).status).to.equal(303);
    expect((await c.specialist.form(`/app/orders/${id}/start`, {}, { redirect: 'manual' })).status).to.equal(303);
    const order = await html(c.specialist, `/app/orders/${id}?done=started`);
    expect(order).to.contain(`Pedido n.º ${id}`).and.contain('La revisión empezó.').and.contain('Solicitado por').and.contain('Pagado el')
      .and.contain('La pregunta').and.contain('Archivos adjuntos').and.contain('Historial').and.contain('Pide información al veterinario que lo solicitó')
      .and.contain('Enviar la pregunta').and.contain('Consulta entre colegas').and.contain('En revisión').and.contain('vence en');
    // The report editor's words, given to the island as its prop.
    expect(order).to.contain('Resumen').and.contain('Evaluación').and.contain('Recomendaciones').and.contain('Entregar el informe');
    for (const english of ['Requested by', 'The question', 'Attached files', 'Timeline', 'Send the question', 'Deliver the report', 'Summary', 'due in', 'All orders']) {
      expect(order, english).to.not.contain(english);
    }
    const missing = await c.specialist.form(`/app/orders/${id}/question`, { text: '' }, { redirect: 'manual' });
    expect(missing.status).to.equal(400);
    expect(await missing.text()).to.contain('Escribe tu pregunta').and.not.contain('Please write your question');

    expect((await c.specialist.form(`/app/orders/${id}/question`, { text: '¿Hay signo de cajón?' }, { redirect: 'manual' })).status).to.equal(303);
    const question = await mailTo(vet.email);
    expect(question.subject).to.equal(`Consulta entre colegas n.º ${id}: el especialista necesita más información`);
    expect(question.text).to.contain('Sara Especialista está revisando tu consulta sobre Rex').and.contain('¿Hay signo de cajón?').and.contain('Responder la pregunta');

    const detail = await html(c.vet, `/app/peer-consults/${id}`);
    expect(detail).to.contain(`Consulta entre colegas n.º ${id}`).and.contain('Sobre Rex').and.contain('Esperando tu respuesta').and.contain('Tu pregunta')
      .and.contain('Tu respuesta al especialista').and.contain('Enviar la respuesta').and.contain('Sara Especialista preguntó').and.contain('El veterinario necesita información');
    expect(detail).to.not.contain('Your question').and.not.contain('Waiting for your answer').and.not.contain('Send the answer').and.not.contain('Answered by');

    expect((await c.vet.form(`/app/peer-consults/${id}/answer`, { text: 'Sí, cajón positivo.' }, { redirect: 'manual' })).status).to.equal(303);
    expect(await html(c.vet, `/app/peer-consults/${id}?done=answered`)).to.contain('Tu respuesta se envió al especialista.');
    const answered = await mailTo(specialist.email);
    expect(answered.subject).to.equal(`Pedido n.º ${id}: Dana Vet respondió`);
    expect(answered.text).to.contain('Hola, Sara Especialista:').and.contain('(Consulta entre colegas). El reloj vuelve a correr.').and.contain('Abrir el pedido');

    // The clinic's English root admin reads the same consult in English, word for word.
    const english = await html(c.englishRoot, `/app/peer-consults/${id}`);
    expect(english).to.contain('<html lang="en">').and.contain(`Peer-to-Peer Consult #${id}`).and.contain('About Rex').and.contain('Your question')
      .and.contain('Answered by').and.contain('Records attached').and.not.contain('Sobre Rex');
    expect(await html(c.englishRoot, '/app/peer-consults')).to.contain('Order a consult for a patient').and.contain('Your consults').and.contain('Expected by ');
  });

  it('writes the team\'s order mails and the consult\'s refunds in each reader\'s language, English word for word', () => {
    const base = { orderId: 42, productLabel: 'Second medical opinion', publicUrl: 'https://x.test', productId: 7000 };
    const es = answerMail({ ...base, to: 'a@x.test', vetName: 'Ana', ownerName: 'Olga', locale: 'es' });
    expect(es.subject).to.equal('Pedido n.º 42: Olga respondió');
    expect(es.text).to.contain('Olga respondió tu pregunta del pedido n.º 42 (Segunda opinión médica).');
    const en = answerMail({ ...base, to: 'a@x.test', vetName: 'Ana', ownerName: 'Olga' });
    expect(en.subject).to.equal('Order #42: Olga answered');
    expect(en.text).to.contain('Hello Ana,').and.contain('Olga answered your question on order #42 (Second medical opinion). The clock runs again.').and.contain('Open the order');

    expect(expiredClinicMail({ ...base, to: 'a@x.test', locale: 'es' }).text).to.contain('El pedido n.º 42 (Segunda opinión médica) no se entregó en sus 5 días');
    expect(expiredClinicMail({ ...base, to: 'a@x.test' }).subject).to.equal('Order #42 was refunded: its 5 days passed');
    expect(reminderMail({ ...base, to: 'a@x.test', vetName: 'Ana', dueIn: 'vence en 12 h', locale: 'es' }).subject).to.equal('Pedido n.º 42: vence en 12 h');
    expect(reminderMail({ ...base, to: 'a@x.test', vetName: 'Ana', dueIn: 'due in 12 h' }).text).to.contain('The report of order #42 (Second medical opinion) is due in 12 h.');

    const canceledEs = ownerCanceledClinicMail({ ...base, to: 'a@x.test', ownerName: '', petName: 'Rex', amountCents: 9500, locale: 'es' });
    expect(canceledEs.subject).to.equal('El dueño canceló el pedido n.º 42');
    expect(canceledEs.text).to.contain('El dueño canceló el pedido n.º 42 (Segunda opinión médica para Rex) desde Mis pedidos.').and.contain('Se reembolsaron $95.00 completos al dueño');
    expect(ownerCanceledClinicMail({ ...base, to: 'a@x.test', ownerName: 'Olga', petName: 'Rex', amountCents: 9500 }).text)
      .to.contain('Olga canceled order #42 (Second medical opinion for Rex) from My Orders. $95.00 was refunded in full to the owner under the refund policy.');

    const consult = { orderId: 7, publicUrl: 'https://x.test', to: 'v@x.test', vetName: 'Dana', petName: 'Rex', amountCents: 9500 };
    expect(consultExpiredMail({ ...consult, locale: 'es' }).text).to.contain('Tu consulta entre colegas sobre Rex (n.º 7) no se entregó').and.contain('Un reembolso completo de $95.00 va camino');
    expect(consultExpiredMail(consult).text).to.contain("Your Peer-to-Peer Consult about Rex (#7) was not delivered within the 5 days our terms promise. A full refund of $95.00 is on its way to your clinic's card.");
    expect(consultCanceledPanelMail({ orderId: 7, publicUrl: 'https://x.test', to: 'p@x.test', clinicName: 'Patitas', petName: 'Rex', locale: 'es' }).subject)
      .to.equal('La clínica canceló la consulta entre colegas n.º 7');
  });
});
