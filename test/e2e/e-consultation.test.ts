import { expect } from 'chai';
import { createListing, createPet, createUser, createVendor, EVERY_DAY } from '../factories/index.ts';
import { browserSuite, clickText, fillCard, logInThroughForm, setInputValue } from './browser.ts';

describe('the e-Consultation order page in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let ownerEmail: string;

  before(async function () {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Video Vets' });
    // One practice asks $55 for its own 20-minute video consultations: not the e-Consultation, so not offered there.
    await createListing(db, vendorId, {
      title: 'Video Vets', timezone: 'UTC', consultations: [{ type: 'video', enabled: true, duration: 20, price: 55, schedule: EVERY_DAY }],
    });
    // Another offers a video consultation on the e-Consultation's terms (15 minutes at $25).
    await createListing(db, vendorId, {
      title: 'Quick Vets', timezone: 'UTC', cancellationHours: 12,
      consultations: [{ type: 'video', enabled: true, duration: 15, price: 25, schedule: EVERY_DAY }],
    });
    const owner = await createUser(db, { first_name: 'Olive' });
    ownerEmail = owner.email;
    await createPet(db, owner.id, { name: 'Biscuit' });
  });

  it('lists only the vets offering the e-Consultation, and shows and charges their $25 with the cancellation policy before payment', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await logInThroughForm(page, suite.t.baseUrl, ownerEmail, '/e-consultation/order');
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    expect(await page.$eval('.card-price', (el) => el.textContent)).to.equal('$25 per use');

    // One listing offers the e-Consultation: stage 1 is skipped, and its consultation is offered at its own price and length.
    await page.waitForSelector('.type-choice');
    expect(await page.$eval('.wizard-summary', (el) => el.textContent)).to.contain('Quick Vets').and.not.contain('Video Vets');
    const choice = await page.$eval('.type-choice', (el) => el.textContent ?? '');
    expect(choice).to.contain('15 min').and.contain('$25.00').and.not.contain('$55');
    await setInputValue(page, '#wizard-date', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await page.waitForSelector('.slot-list .slot');
    await page.click('.slot-list li:nth-child(2) .slot');
    expect(await page.$eval('.wizard-summary', (el) => el.textContent)).to.contain('$25.00');

    await page.waitForSelector('#wizard-reason');
    await page.type('#wizard-reason', 'Itchy ears');
    await clickText(page, '.pet-choices label', 'Biscuit');
    await clickText(page, '.wizard-stage button', 'Continue');
    await page.waitForSelector('[data-testid="payment-step"]');
    expect(await page.$eval('[data-testid="total"]', (el) => el.textContent)).to.equal('$25.00');
    expect(await page.$eval('[data-testid="wizard-cancellation-policy"]', (el) => el.textContent))
      .to.equal('Free cancellation up to 12 hours before the appointment, with a full refund. Later cancellations are not refunded.');
    await fillCard(page, '4242 4242 4242 4242');
    await page.click('[data-testid="pay"]');

    await page.waitForSelector('[data-testid="booking-confirmation"]');
    const bookingId = Number(await page.$eval('[data-testid="booking-id"]', (el) => el.getAttribute('data-booking-id')));
    const booking = await suite.t.testDb.db('bookings').where({ id: bookingId }).first();
    const payment = await suite.t.testDb.db('payments').where({ id: booking.payment_id }).first();
    expect(payment).to.include({ status: 'captured', amount_cents: 2500, product_id: 8000 });
    await context.close();
  });
});
