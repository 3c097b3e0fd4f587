import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { EVERY_DAY } from '../factories/index.ts';
import { recordEvent } from '../../server/domain/audit/audit-log.ts';
import { slotWords } from '../../server/domain/audit/audit-words.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, ZONE, type Clinic } from './lifecycle-helpers.ts';

const CANCEL = 'mutation($id: ID!) { cancelAppointment(id: $id) { message } }';
const RESCHEDULE = 'mutation($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message } }';
const SAVE_LISTING = 'mutation($input: SaveListingInput!) { saveListing(input: $input) { message listing { id } } }';

/** The page's text, tags dropped and entities read back (an apostrophe is written `&#x27;`). */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')
  .replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/**
 * Settings, Activity says each entry's sentence in its reader's language: an entry keeps its phrase (which
 * sentence, with the raw values) and the Spanish login reads it in Spanish (dates and money through Intl, in the
 * listing's zone), the English one reads the English sentence the entry stored, word for word. An entry stored
 * before phrases were kept (its English sentence alone) reads as stored in both.
 */
describe('the Activity tab in its reader\'s language', () => {
  let t: TestApp;
  let clinic: Clinic;
  const es = (iso: string) => slotWords(new Date(iso), ZONE, 'es');
  const en = (iso: string) => slotWords(new Date(iso), ZONE);

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { cancellationHours: 48 });
  });
  after(() => t.close());

  const activity = async (locale: 'en' | 'es') => {
    await t.testDb.db('vendor_logins').where({ id: clinic.root.id }).update({ locale });
    const res = await t.fetch('/app/settings/activity', { headers: { authorization: `Bearer ${clinic.root.token}`, accept: 'text/html' } });
    expect(res.status).to.equal(200);
    return text(await res.text());
  };

  it('says booking, cancel, refund, reschedule and price entries in Spanish to a Spanish login, and as stored in English', async () => {
    const owner = await createOwner(t);
    const booked = slotAt(6, 10);
    const id = await bookPaid(t, clinic, owner, booked, 'video');
    await gql(t, CANCEL, { id }, owner.token);
    const code = `PC-${String(id).padStart(6, '0')}`;

    const lateSlot = slotAt(1, 11);
    const late = await bookPaid(t, clinic, owner, lateSlot);
    await gql(t, CANCEL, { id: late }, owner.token);

    const from = slotAt(8, 10);
    const moving = await bookPaid(t, clinic, owner, from);
    const to = slotAt(8, 15);
    expect((await gql(t, RESCHEDULE, { id: moving, slot: to }, owner.token)).errors).to.equal(undefined);

    const consultations = (price: number) => [
      { type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY },
      { type: 'video', enabled: true, duration: 30, price, schedule: EVERY_DAY },
    ];
    for (const price of [40, 1250]) {
      const res = await gql(t, SAVE_LISTING, {
        input: {
          id: String(clinic.listingId), title: 'Lifecycle Clinic', line1: 'Dr. Vera Vet, DVM', timezone: ZONE, managers: [],
          vendorLoginId: String(clinic.root.id), consultations: consultations(price),
        },
      }, clinic.root.token);
      expect(res.errors, JSON.stringify(res.errors)).to.equal(undefined);
    }

    // An entry written before entries kept their phrase: its English sentence alone.
    await recordEvent(t.testDb.db, clinic.vendorId, { kind: 'system' }, 'refund.completed', { summary: 'The refund of $12.00 went through PayPal' });

    const spanish = await activity('es');
    expect(spanish)
      .to.contain(`Olive Owner reservó una videoconsulta para el ${es(booked)}; pagó $40.00`)
      .and.contain(`Olive Owner canceló la videoconsulta del ${es(booked)}; se reembolsaron $40.00`)
      .and.contain(`El reembolso de $40.00 por la cita ${code} se hizo a través de la pasarela de prueba`)
      .and.contain(`Olive Owner canceló la visita a la clínica del ${es(lateSlot)}; sin reembolso (faltaban menos de 48 horas)`)
      .and.contain(`Olive Owner cambió la visita a la clínica del ${es(from)} al ${es(to)}`)
      .and.contain('Lifecycle Clinic: Videoconsulta: $40.00 -> $1,250.00')
      .and.contain('The refund of $12.00 went through PayPal');
    // The detail lines' names too; the stored values (codes, amounts) as they are.
    expect(spanish).to.contain(`cita: ${code}`).and.contain('pagado: $40 ').and.contain('reembolso: $40 ').and.contain('reembolso: (ninguno)')
      .and.not.contain('appointment:').and.not.contain('paid:');
    expect(spanish).not.to.contain('booked a').and.not.to.contain('canceled the').and.not.to.contain('went through the test gateway');
    expect(es(booked)).not.to.equal(en(booked));

    const english = await activity('en');
    const stored = await t.testDb.db('vendor_audit_events').where({ vendor_id: clinic.vendorId }).whereNotNull('summary').orderBy('id');
    expect(stored).to.have.length(9);
    for (const row of stored) expect(english).to.contain(row.summary);
    expect(english)
      .to.contain(`Olive Owner booked a video consultation for ${en(booked)}; paid $40.00`)
      .and.contain(`Olive Owner canceled the video consultation of ${en(booked)}; refunded $40.00`)
      .and.contain(`The refund of $40.00 for the appointment ${code} went through the test gateway`)
      .and.contain(`Olive Owner canceled the clinic visit of ${en(lateSlot)}; no refund (less than 48 hours ahead)`)
      .and.contain(`Olive Owner moved the clinic visit from ${en(from)} to ${en(to)}`)
      .and.contain('Lifecycle Clinic: Video consultation $40.00 -> $1250.00')
      .and.contain('The refund of $12.00 went through PayPal');
    expect(english).to.contain(`appointment: ${code}`).and.contain('paid: $40 ').and.contain('refund: $40 ').and.contain('refund: (none)');
    expect(english).not.to.contain('reservó').and.not.to.contain('reembolso');
  });
});
