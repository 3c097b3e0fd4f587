import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
/** The detail's rows as [label, text] pairs. */
const rows = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [text(m[1]!), text(m[2]!)]);
/** The messages a page embeds for its islands. */
const islandMessages = (html: string) => html.match(/<script[^>]*id="intl-messages"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';

/** An appointment's own page in its reader's language: the owner's and the clinic login's stored one. */
describe('the appointment detail page in English and Spanish', () => {
  let t: TestApp;
  let clinic: Clinic;
  let owner: Owner;
  let id: number;

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Happy Paws' });
    owner = await createOwner(t);
    id = await bookPaid(t, clinic, owner, slotAt(3, 10));
    await t.testDb.db('bookings').where({ id }).update({ created_at: new Date('2026-11-25T15:00:00Z') });
  });
  after(() => t.close());

  const setLocale = (table: 'users' | 'vendor_logins', rowId: number, locale: 'en' | 'es') => t.testDb.db(table).where({ id: rowId }).update({ locale });
  const page = async (c: Client, path: string) => {
    const res = await c.get(path);
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it('says an owner whose stored language is Spanish their appointment in Spanish, islands and dates included', async () => {
    await setLocale('users', owner.id, 'es');
    const html = await page(await signedInClient(t, owner.email, 'user'), `/app/my-appointments/${id}`);
    expect(html).to.contain('<html lang="es">').and.contain(`<title>Cita `);
    const facts = Object.fromEntries(rows(html));
    expect(facts).to.include({ Estado: 'Activa', Tipo: 'Visita en clínica', Mascota: 'Biscuit', Clínica: 'Happy Paws', 'Reservada el': '25 nov 2026' });
    // Spanish abbreviations carry accents ('mié', 'sáb') and September is 'sept': letters, not \w.
    expect(facts['Cuándo']).to.match(/^\p{L}{3}, \d{1,2} \p{L}{3,4} \d{4}, 10:00 a\.m\. \(America\/New_York\) · 30 minutos$/u);
    expect(facts.Pago).to.match(/^Pagado: /);
    expect(facts['Política de cancelación']).to.match(/^Cancelación gratuita/);
    expect(html).to.contain('← Volver a Mis citas').and.contain('Recibirás un reembolso completo de').and.contain('Cancelar cita').and.contain('Reprogramar');
    // The islands' words travel with the page, in Spanish only.
    const messages = islandMessages(html);
    expect(messages).to.contain('¿Seguro que quieres cancelar esta cita?').and.contain('Elige un nuevo horario').and.not.contain('Are you sure');
    expect(html).to.not.contain('Back to My Appointments').and.not.contain('Booking ID').and.not.contain('Cancellation policy')
      .and.not.contain('You will get a full refund');
  });

  it("says the Messages tab in Spanish to a Spanish owner: the composer, the thread's state line and its island's words", async () => {
    await setLocale('users', owner.id, 'es');
    const html = await page(await signedInClient(t, owner.email, 'user'), `/app/my-appointments/${id}?tab=messages`);
    expect(text(html)).to.contain('Mensajes').and.contain('Todavía no hay mensajes.').and.contain('Adjuntar').and.contain('Enviar')
      .and.contain('Puedes escribir aquí antes de la cita');
    expect(html).to.contain('placeholder="Escribe un mensaje"');
    expect(islandMessages(html)).to.contain('Consulta en curso').and.not.contain('Consultation in progress');
    expect(html).to.not.contain('Write a message').and.not.contain('No messages yet.');
  });

  it("says the clinic's Spanish login the customer's appointment in Spanish, with the outcome and cancel words", async () => {
    await setLocale('vendor_logins', clinic.root.id, 'es');
    const html = await page(await signedInClient(t, clinic.root.email, 'vendor'), `/app/appointments/${id}`);
    const facts = Object.fromEntries(rows(html));
    expect(facts).to.include({ Cliente: 'Olive Owner', Publicación: 'Happy Paws' });
    expect(html).to.contain('El cliente recibirá un reembolso completo de').and.contain('Motivo para el cliente (opcional)');
    expect(html).to.not.contain('Customer&#x27;s phone').and.not.contain('Reason for the customer');
    const records = await page(await signedInClient(t, clinic.root.email, 'vendor'), `/app/appointments/${id}?tab=records`);
    expect(records).to.contain('Expedientes médicos');
  });

  it('keeps the page word for word in English for English readers', async () => {
    await setLocale('users', owner.id, 'en');
    await setLocale('vendor_logins', clinic.root.id, 'en');
    const mine = await page(await signedInClient(t, owner.email, 'user'), `/app/my-appointments/${id}`);
    expect(mine).to.contain('<html lang="en">').and.contain('← Back to My Appointments');
    const facts = Object.fromEntries(rows(mine));
    expect(facts).to.include({ Status: 'Active', Type: 'Clinic visit', Pet: 'Biscuit', Practice: 'Happy Paws', 'Booked on': 'Nov 25, 2026' });
    expect(facts.When).to.match(/^\w{3}, \w{3} \d{1,2}, \d{4}, 10:00 AM \(America\/New_York\) · 30 minutes$/);
    expect(facts.Payment).to.equal('Paid $60.00');
    expect(mine).to.contain('You will get a full refund of $60.00.').and.contain('Cancel Appointment');
    expect(islandMessages(mine)).to.contain('Are you sure you want to cancel this appointment?');
    const messages = await page(await signedInClient(t, owner.email, 'user'), `/app/my-appointments/${id}?tab=messages`);
    expect(text(messages)).to.contain('No messages yet.').and.contain('Attach')
      .and.contain('You can write here before the appointment; the conversation stays open afterwards for follow-up.');
    expect(messages).to.contain('placeholder="Write a message"');
    const theirs = await page(await signedInClient(t, clinic.root.email, 'vendor'), `/app/appointments/${id}?canceled=1`);
    expect(theirs).to.contain('The appointment was canceled.').and.contain('The customer will get a full refund of $60.00.');
  });
});
