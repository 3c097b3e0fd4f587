import { expect } from 'chai';
import { browserSuite, vendorPageFor } from './browser.ts';
import { createBooking, createListing, createPet, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { fitsAt, signedInAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { recordEvent } from '../../server/domain/audit/audit-log.ts';
import { bookedPhrase } from '../../server/domain/audit/audit-words.ts';

/**
 * What the server stored in English, read in Chromium by an owner whose language is Spanish after a vet started a
 * video call and closed the consultation: the thread's lines and the consultation note's notice in Spanish (the
 * thread island hydrating over them without a mismatch), My Profile's line after a form post, fitting at 320, 375 and
 * 1280 px with long names; the clinic's English login reads the same lines in English, and in Spanish its Activity tab.
 */
describe("stored words in a Spanish-speaking owner's pages in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let ownerEmail: string;
  let vetEmail: string;
  let bookingId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const listingId = await createListing(db, vendorId, {
      title: 'Clínica Veterinaria Los Ángeles del Valle', timezone: 'America/Los_Angeles',
      consultations: [{ type: 'chat', enabled: true, duration: 30, price: 25, schedule: EVERY_DAY }],
    });
    const owner = await createUser(db, { first_name: 'Guadalupe', locale: 'es' });
    ownerEmail = owner.email;
    const vet = await createVendorLogin(db, vendorId, { first_name: 'Maximiliano', last_name: 'Fernández-Villaverde' });
    await db('vendor_logins').where({ id: vet.id }).update({ locale: 'en' });
    vetEmail = vet.email;
    const petId = await createPet(db, owner.id, { name: 'Canela Esperanza', type: 1 });
    bookingId = await createBooking(db, {
      userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 2 * 86_400_000), type: 'chat', pet: { id: petId, name: 'Canela Esperanza' },
    });
    const viewer = {
      kind: 'vendor', id: vet.id, vendorId, subrole: 'root_admin', email: vet.email, role: 'vendor', firstName: 'Maximiliano', lastName: 'Fernández-Villaverde', pic: null,
    } as Viewer;
    const threads = suite.t.deps.services.threads;
    await threads.startCall(viewer, bookingId, 'video', new Date());
    await threads.close(viewer, bookingId, { summary: 'Otitis leve. Limpiar dos veces al día.' }, new Date());
  });

  it('shows the Spanish owner the notice, the thread lines and My Profile\'s line in Spanish, fitting at every width', async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, ownerEmail, '/app/my-appointments');
    const notice = await text(page, '.owner-notice-text');
    expect(notice).to.match(/^Maximiliano Fernández-Villaverde registró una nota de consulta de Canela Esperanza \(Consulta por chat, PC-\d+\)\.$/);
    for (const width of [375, 320, 1280]) await fitsAt(page, 'es-sent-notice', width);

    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/my-appointments/${bookingId}?tab=messages`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="thread-messages"][data-hydrated="true"]');
    const lines = await page.$$eval('[data-testid="thread-message"]', (els) => els.map((el) => el.textContent ?? ''));
    expect(lines.join('\n')).to.contain('Maximiliano Fernández-Villaverde inició una videollamada. Únete a la consulta por video:')
      .and.contain('Maximiliano Fernández-Villaverde cerró la consulta. El resumen está archivado en el expediente de salud de Canela Esperanza.')
      .and.not.contain('closed the consultation');
    for (const width of [375, 320, 1280]) await fitsAt(page, 'es-sent-thread', width);

    await page.goto(`${suite.t.baseUrl}/app/my-profile?notice=notifications#notifications`, { waitUntil: 'networkidle0' });
    expect(await text(page, '[data-testid="profile-notice"]')).to.equal('Se guardaron tus opciones de notificaciones.');
    for (const width of [375, 320, 1280]) await fitsAt(page, 'es-sent-profile', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });

  it('shows the English clinic login the same lines in English, and in Spanish the Activity tab\'s actions', async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, vetEmail);
    const errors = watch(page);
    await page.goto(`${suite.t.baseUrl}/app/appointments/${bookingId}?tab=messages`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="thread-messages"][data-hydrated="true"]');
    const lines = (await page.$$eval('[data-testid="thread-message"]', (els) => els.map((el) => el.textContent ?? ''))).join('\n');
    expect(lines).to.contain('Maximiliano Fernández-Villaverde started a video call. Join the video consultation:')
      .and.contain("Maximiliano Fernández-Villaverde closed the consultation. The summary is filed in Canela Esperanza's health record.")
      .and.not.contain('cerró la consulta');

    // The same login in Spanish: the Activity tab's actions, fitting at every width.
    const db = suite.t.testDb.db;
    await db('vendor_logins').where({ email: vetEmail }).update({ locale: 'es' });
    const [{ vendor_id: vendorId }] = await db('vendor_logins').where({ email: vetEmail }).select('vendor_id');
    await recordEvent(db, Number(vendorId), { kind: 'customer', name: 'Guadalupe Owner' }, 'appointment.canceled_by_customer', {
      summary: 'Guadalupe Owner canceled the chat consultation of Nov 30, 10:00 AM; nothing was paid',
    });
    await recordEvent(db, Number(vendorId), { kind: 'system' }, 'payment.refunded_at_gateway', { summary: 'PayPal reports the payment of $25.00 refunded' });
    // An entry with its phrase reads in Spanish; the two above, stored before phrases were kept, as they were written.
    await recordEvent(db, Number(vendorId), { kind: 'customer', name: 'Guadalupe Owner' }, 'appointment.booked', {
      phrase: bookedPhrase({
        customer: 'Guadalupe Owner', type: 'chat', slot: new Date('2026-11-30T18:00:00Z'), zone: 'America/Los_Angeles', amountCents: 2500, gateway: 'paypal', atDesk: false,
      }),
    });
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/settings/activity`, { waitUntil: 'networkidle0' });
    expect(await page.$$eval('[data-testid="activity-table"] tbody th', (ths) => ths.map((th) => th.firstChild?.textContent ?? '')))
      .to.deep.equal(['Reservó una cita', 'Pago reembolsado en PayPal', 'Canceló su cita']);
    expect(await page.$$eval('.activity-summary', (ps) => ps.map((p) => p.textContent ?? ''))).to.deep.equal([
      'Guadalupe Owner reservó una consulta por chat para el 30 nov, 10:00 a.m.; pagó $25.00',
      'PayPal reports the payment of $25.00 refunded',
      'Guadalupe Owner canceled the chat consultation of Nov 30, 10:00 AM; nothing was paid',
    ]);
    for (const width of [375, 320, 1280]) await fitsAt(page, 'es-sent-activity', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
  });
});
