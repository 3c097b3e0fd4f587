import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { signedInClient } from './accounts-helpers.ts';
import {
  createListing, createPet, createSlotHold, createUser, createVendor, createVendorLogin, createWaitlistEntry,
} from '../factories/index.ts';
import { createShelter } from '../factories/shelters.ts';
import { WEEKDAYS } from '../../contracts/listings.ts';
import { WAITLIST_MESSAGES } from '../../contracts/waitlist.ts';
import { HOUSE_VISIT_MESSAGES } from '../../contracts/house-call-plan.ts';
import { SHELTER_MESSAGES } from '../../contracts/shelters.ts';
import { intlFor } from '../../server/i18n/server-intl.ts';
import { shelterInquiryEmail } from '../../server/domain/inquiries/inquiry-service.ts';
import { approveShelterInquiry } from '../../server/domain/shelters/index.ts';

const ZONE = 'America/New_York';

/**
 * The waitlist, house calls, the shelter's pages and the mails of these areas (the waitlist offer, the co-owner
 * invitation, the adoption invite, the shelter's updates and welcome, the enquiry) in English and Spanish: a Spanish
 * reader gets Spanish, English reads word for word as before.
 */
describe('the waitlist, house calls and shelters in English and Spanish', function () {
  this.timeout(120_000);
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());
  const db = () => t.testDb.db;

  const html = async (email: string, role: 'user' | 'vendor', path: string) => {
    const res = await (await signedInClient(t, email, role)).get(path, { headers: { accept: 'text/html' } });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  /** A clinic with a listing open one half hour a week (4 days ahead, 10:00 New York), an owner waiting on it with a time held. */
  async function waitlistWorld(ownerLocale: 'en' | 'es', loginLocale: 'en' | 'es') {
    const slot = moment.tz(ZONE).add(4, 'days').startOf('day').hour(10);
    const weekday = WEEKDAYS[slot.isoWeekday() - 1];
    const vendorId = await createVendor(db());
    const root = await createVendorLogin(db(), vendorId, { subrole: 'root_admin' });
    await db()('vendor_logins').where({ id: root.id }).update({ locale: loginLocale });
    const listingId = await createListing(db(), vendorId, {
      title: 'Happy Paws', timezone: ZONE,
      consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: [{ days: [weekday], from: '10:00', to: '10:30' }] }],
    });
    const owner = await createUser(db(), { first_name: 'Olive' });
    await db()('users').where({ id: owner.id }).update({ locale: ownerLocale });
    const entryId = await createWaitlistEntry(db(), { vendorId, listingId, userId: owner.id, days: ['Mon', 'Wed'], windows: [{ from: '09:00', to: '12:00' }] });
    return { vendorId, root, listingId, owner, entryId, slot: slot.toDate() };
  }

  it("keeps each server message's English in its id, so a page says it by its English", () => {
    const en = intlFor('en');
    for (const [k, v] of Object.entries(WAITLIST_MESSAGES)) expect(en.formatMessage({ id: `waitlist.msg.${k}` as never }), k).to.equal(v);
    for (const k of ['noPackage', 'allUsed', 'ended', 'chooseTime', 'taken', 'booked', 'canceled', 'cancelTooLate', 'noVisit', 'noListing'] as const) {
      expect(en.formatMessage({ id: `houseCalls.msg.${k}` }), k).to.equal(HOUSE_VISIT_MESSAGES[k]);
    }
    for (const k of ['emailRequired', 'emailInvalid', 'ownEmail', 'alreadyInvited', 'invited', 'kindInvalid', 'subjectRequired', 'bodyRequired', 'noAdopters', 'canceled'] as const) {
      expect(en.formatMessage({ id: `shelter.msg.${k}` }), k).to.equal(SHELTER_MESSAGES[k]);
    }
    for (const n of [1, 3]) expect(en.formatMessage({ id: 'shelter.msg.sent' }, { count: n })).to.equal(SHELTER_MESSAGES.sent(n));
  });

  it("says My Waitlist, a held time and the clinic's Waitlist page in Spanish to Spanish readers, with the times in Spanish", async () => {
    const w = await waitlistWorld('es', 'es');
    const holdId = await createSlotHold(db(), { vendorId: w.vendorId, listingId: w.listingId, userId: w.owner.id, entryId: w.entryId, slot: w.slot });
    const mine = await html(w.owner.email, 'user', '/app/waitlist?done=joined');
    expect(mine).to.contain('<html lang="es">').and.contain('Te reservamos un horario').and.contain('Consulta por video')
      .and.contain('lun, mié · 09:00-12:00').and.contain('Ver el horario').and.contain('Salir de la lista de espera')
      .and.contain('Estás en la lista de espera.');
    expect(mine).to.not.match(/A time is held for you|See the time|Leave the waitlist|You are on the waitlist|joined \d|Mon, Wed/);
    // The day the owner joined as a Spanish reader reads a date, not the stored YYYY-MM-DD.
    expect(mine).to.match(/Consulta por video · te uniste el \d{1,2} [a-z]{3,4}\.? \d{4}</).and.not.match(/te uniste el \d{4}-/);
    const offer = await html(w.owner.email, 'user', `/app/waitlist/offers/${holdId}`);
    expect(offer).to.contain('Reservado para ti hasta las').and.contain('Reservar este horario').and.contain('No, gracias: ofrécelo a la siguiente persona');
    expect(offer).to.not.match(/Held for you until|Book this time|AM E[SD]T/);
    const join = await html(w.owner.email, 'user', `/app/waitlist/join?listingId=${w.listingId}`);
    expect(join).to.contain('Dinos cuándo te conviene.').and.contain('Días que te convienen (ninguno: cualquier día)').and.contain('Unirme a la lista de espera')
      .and.contain('>Consulta por video</option>');
    expect(join).to.not.match(/Tell us when suits you|Join the waitlist|Hours that suit you/);
    const clinic = await html(w.root.email, 'vendor', '/app/waitlist?done=off');
    expect(clinic).to.contain('Aquí los dueños esperan un horario').and.contain('Lista de espera activa').and.contain('Desactivar')
      .and.contain('N.º 1 en la fila').and.contain('Le conviene').and.contain('La lista de espera de este anuncio está desactivada');
    expect(clinic).to.not.match(/Owners wait here|Waitlist on|Turn off|in line<|Suits them|Held now/);
    expect(clinic).to.match(/<td data-label="[^"]+">\d{1,2} [a-z]{3,4}\.? \d{4}<\/td>/).and.not.match(/<td data-label="[^"]+">\d{4}-\d{2}-\d{2}<\/td>/);
  });

  it('keeps the waitlist pages word for word in English', async () => {
    const w = await waitlistWorld('en', 'en');
    const holdId = await createSlotHold(db(), { vendorId: w.vendorId, listingId: w.listingId, userId: w.owner.id, entryId: w.entryId, slot: w.slot });
    const mine = await html(w.owner.email, 'user', '/app/waitlist');
    expect(mine).to.contain('<html lang="en">').and.contain('A time is held for you').and.contain('Video consultation · joined ')
      .and.contain('Mon, Wed · 09:00-12:00').and.contain('See the time').and.contain('First come, first offered.');
    const offer = await html(w.owner.email, 'user', `/app/waitlist/offers/${holdId}`);
    expect(offer).to.match(/Video consultation, \w{3} \d{1,2} \w{3}, 10:00 AM E[SD]T/).and.contain('Nobody else can book it until then.');
    const clinic = await html(w.root.email, 'vendor', '/app/waitlist');
    expect(clinic).to.contain('#1 in line').and.contain('Waitlist on').and.contain('Suits them');
    expect(mine).to.match(/Video consultation · joined \d{4}-\d{2}-\d{2}</);
    expect(clinic).to.match(/<td data-label="Joined">\d{4}-\d{2}-\d{2}<\/td>/);
  });

  it("mails, texts and pushes a waitlist offer in the owner's language: Spanish to a Spanish owner of an English clinic", async () => {
    const w = await waitlistWorld('es', 'en');
    await db()('users').where({ id: w.owner.id }).update({ phone: '2125550123', phone_verified_at: new Date() });
    await db()('waitlist_entries').where({ id: w.entryId }).update({ days: JSON.stringify([]), windows: JSON.stringify([]) });
    expect(await t.deps.services.waitlistOffers.match(w.vendorId, w.listingId, new Date())).to.have.length(1);
    const mail = await db()('outbox_messages').where({ channel: 'email', to: w.owner.email }).orderBy('id', 'desc').first();
    expect(mail.subject).to.match(/^Se liberó un horario con Happy Paws: /);
    expect(mail.text).to.contain('Hola, Olive: se liberó un horario que te conviene con Happy Paws.').and.contain('Reservar este horario').and.contain('Consulta por video');
    expect(mail.text).to.not.contain('A time that suits you');
    const sms = await db()('outbox_messages').where({ channel: 'sms' }).whereILike('text', 'Happy Paws:%').orderBy('id', 'desc').first();
    expect(sms.text).to.contain('se liberó').and.contain('en tu lista de espera');

    const english = await waitlistWorld('en', 'en');
    await db()('waitlist_entries').where({ id: english.entryId }).update({ days: JSON.stringify([]), windows: JSON.stringify([]) });
    await t.deps.services.waitlistOffers.match(english.vendorId, english.listingId, new Date());
    const en = await db()('outbox_messages').where({ channel: 'email', to: english.owner.email }).orderBy('id', 'desc').first();
    expect(en.subject).to.match(/^A time opened with Happy Paws: \w{3} \d{1,2} \w{3}, 10:00 AM E[SD]T$/);
    expect(en.text).to.contain('Hi Olive, a time that suits you opened with Happy Paws. We hold it for you for 15 minutes, until');
  });

  it('says House Calls in Spanish to a Spanish owner and in English as before', async () => {
    const es = await createUser(db(), { locale: 'es' });
    const page = await html(es.email, 'user', '/app/house-calls?done=canceled');
    expect(page).to.contain('El paquete de visitas a domicilio incluye 4 visitas a domicilio al año').and.contain('Todavía no tienes un paquete de visitas a domicilio.')
      .and.contain('Comprar el paquete de visitas a domicilio').and.contain('Tu visita a domicilio se canceló y volvió a tu paquete.');
    expect(page).to.not.match(/house visits a year|You have no house-call package|Buy the house-call package|is canceled and back/);
    const en = await createUser(db());
    const english = await html(en.email, 'user', '/app/house-calls');
    expect(english).to.contain('The house-call package includes 4 house visits a year by a vet of the practice that serves your address, each up to 60 minutes, for $')
      .and.contain('Buy the house-call package');
  });

  it("says the shelter's dashboard and an adoption's record in Spanish, and writes the invite and updates in the adopter's language", async () => {
    const shelter = await createShelter(db(), { name: 'Refugio Sol', email: `shelter.${Date.now()}@example.test` });
    await db()('users').where({ id: shelter.userId }).update({ locale: 'es' });
    const petId = await createPet(db(), shelter.userId, { name: 'Biscuit' });
    const c = await signedInClient(t, shelter.email, 'user');
    const page = await (await c.get('/app/shelter?notice=canceled')).text();
    expect(page).to.contain('Animales a tu cuidado').and.contain('Dar en adopción').and.contain('Envía una novedad a tus adoptantes')
      .and.contain('Recordatorio de cuidados').and.contain('Invitación cancelada.').and.contain('Correo de quien adopta');
    expect(page).to.not.match(/Animals in your care|Adopt out|Send your adopters|Care reminder|Invite canceled/);
    // An adopter with no account: the shelter page's language.
    const refused = await (await c.form(`/app/shelter/pets/${petId}/adopt`, { email: 'nope' })).text();
    expect(refused).to.contain('Escribe un correo electrónico válido.');
    expect((await c.form(`/app/shelter/pets/${petId}/adopt`, { email: 'ana.adopter@example.test' }, { redirect: 'manual' })).status).to.equal(303);
    const invite = await db()('outbox_messages').where({ channel: 'email', to: 'ana.adopter@example.test' }).orderBy('id', 'desc').first();
    expect(invite.subject).to.equal('Refugio Sol te invita a llevar a Biscuit a casa');
    expect(invite.text).to.contain('Aceptar a Biscuit');

    // The updates, in each adopter's language.
    const adopters = await Promise.all(['es', 'en'].map(async (locale) => {
      const u = await createUser(db(), { first_name: locale === 'es' ? 'Ana' : 'Ben' });
      await db()('users').where({ id: u.id }).update({ locale });
      const pet = await createPet(db(), u.id, { name: 'Kit' });
      await db()('pet_adoptions').insert({
        shelter_id: shelter.id, pet_id: pet, adopter_email: u.email, adopter_user_id: u.id, token_hash: `h${u.id}`, accepted_at: new Date(), expires_at: new Date(Date.now() + 86_400_000),
      });
      return u;
    }));
    const sent = await (await c.form('/app/shelter/announcements', { kind: 'care_reminder', subject: 'Vacunas', body: 'Revisa las vacunas.' })).text();
    expect(sent).to.contain('Enviado a 2 adoptantes.');
    const [es, en] = await Promise.all(adopters.map((u) => db()('outbox_messages').where({ channel: 'email', to: u.email }).orderBy('id', 'desc').first()));
    expect(es.subject).to.equal('Recordatorio de cuidados de Refugio Sol: Vacunas');
    expect(es.text).to.contain('Hola, Ana:').and.contain('Dejar de recibir estas novedades');
    expect(en.subject).to.equal('Care reminder from Refugio Sol: Vacunas');
    expect(en.text).to.contain('Hello Ben,').and.contain('Stop these updates');
  });

  it("stores the shelter form's language and writes the enquiry and the welcome in it", async () => {
    const email = `refugio.${Date.now()}@example.test`;
    const res = await t.fetch('/shelter-partnership/form/?lang=es', {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'Rosa Díaz', company: 'Refugio Luna', email, number: '', comments: '' }),
    });
    expect(res.status).to.equal(201);
    const inquiry = await db()('shelter_inquiries').where({ email }).first();
    expect(inquiry.locale).to.equal('es');
    const mail = shelterInquiryEmail(inquiry);
    expect(mail.subject).to.equal('Solicitud de alianza de un refugio: Refugio Luna');
    expect(mail.text).to.contain('(no indicado)');
    expect(shelterInquiryEmail({ ...inquiry, locale: null }).subject).to.equal('Shelter partnership enquiry from Refugio Luna');

    await approveShelterInquiry(db(), { welcome: (to, name, locale) => t.deps.services.accounts.welcomeShelter(to, name, locale) }, Number(inquiry.id), new Date());
    expect((await db()('users').where({ email }).first()).locale).to.equal('es');
    const welcome = await db()('outbox_messages').where({ to: email }).orderBy('id', 'desc').first();
    expect(welcome.subject).to.equal('Refugio Luna es un refugio asociado de Petcare');
    expect(welcome.text).to.contain('Hola, Rosa:').and.contain('Elegir tu contraseña');
  });

  it("writes the co-owner invitation in the invitee's stored language, else the inviting page's", async () => {
    const owner = await createUser(db(), { first_name: 'Olive' });
    const invitee = await createUser(db(), { locale: 'es' });
    const c = await signedInClient(t, owner.email, 'user');
    expect((await c.form('/app/sharing', { email: invitee.email, pet: 'all', level: 'view' }, { redirect: 'manual' })).status).to.equal(303);
    const toSpanish = await db()('outbox_messages').where({ to: invitee.email }).orderBy('id', 'desc').first();
    expect(toSpanish.subject).to.equal('Olive Owner compartió sus mascotas contigo');
    expect(toSpanish.text).to.contain('Aceptar la invitación').and.contain('Ver los expedientes');
    const stranger = `new.${Date.now()}@example.test`;
    expect((await c.form('/app/sharing?lang=es', { email: stranger, pet: 'all', level: 'view' }, { redirect: 'manual' })).status).to.equal(303);
    expect((await db()('outbox_messages').where({ to: stranger }).first()).subject).to.equal('Olive Owner compartió sus mascotas contigo');
    const english = `en.${Date.now()}@example.test`;
    expect((await c.form('/app/sharing?lang=en', { email: english, pet: 'all', level: 'view' }, { redirect: 'manual' })).status).to.equal(303);
    const en = await db()('outbox_messages').where({ to: english }).first();
    expect(en.subject).to.equal('Olive Owner shared their pets with you');
    expect(en.text).to.contain('See records').and.contain('Accept the invitation');
  });
});
