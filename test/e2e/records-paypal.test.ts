import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createPet, createUser } from '../factories/index.ts';
import { RECORDS_MESSAGES } from '../../contracts/records-requests.ts';
import { logInThroughForm } from './browser.ts';
import { expectCardStayedWithPayPal, payPalSuite, standInPage, type SentRequest } from './paypal-sdk-stand-in.ts';

const CARD = '4111111111111111';

/**
 * Medical Records Assistance with PayPal configured, in Chromium with the stand-in SDK: within the free vets the
 * form posts as it always did; beyond them the form's button gives way to PayPal's card fields, our server holds
 * the request and creates PayPal's order, and the capture sends it. At a phone's width and a desktop's.
 */
describe('records requests paid through PayPal\'s card fields at /app/records-requests (a stand-in SDK)', function () {
  this.timeout(120_000);
  const suite = payPalSuite();

  /** A signed-in owner with a pet on the records page at `width`; records every request to our server. */
  async function recordsPage(width: number): Promise<{ page: Page; owner: { id: number; email: string }; sent: SentRequest[] }> {
    const t = suite.t;
    const owner = await createUser(t.testDb.db);
    await createPet(t.testDb.db, owner.id, { name: 'Rex' });
    const { page, sent } = await standInPage(suite);
    await page.setViewport({ width, height: 900 });
    await logInThroughForm(page, t.baseUrl, owner.email, '/app/records-requests');
    await page.waitForSelector('[data-island="records-paypal"][data-hydrated="true"]');
    return { page, owner, sent };
  }

  /** Fills vet rows `from` to `to`. */
  async function nameVets(page: Page, ownerId: number, to: number, from = 1) {
    for (let i = from; i <= to; i++) {
      await page.type(`#records-clinicName${i}`, `Old Vet ${i}`);
      await page.type(`#records-email${i}`, `oldvet${i}.${ownerId}@example.test`);
      await page.type(`#records-phone${i}`, `212555010${i}`);
    }
  }

  for (const width of [375, 1280]) {
    it(`pays for the fifth vet with the card typed into PayPal's fields, then sends every line (${width} px)`, async () => {
      const { page, owner, sent } = await recordsPage(width);
      // No card field of ours, and nothing charged yet: the form's own button.
      expect(await page.$('#records-cardNumber')).to.equal(null);
      await page.waitForSelector('[data-testid="records-paypal-free"]');
      await nameVets(page, owner.id, 4);
      expect(await page.$('[data-testid="records-paypal-charge"]')).to.equal(null);
      expect(await page.$eval('[data-testid="records-submit"]', (el) => el.getClientRects().length)).to.equal(1);
      await nameVets(page, owner.id, 5, 5);
      await page.waitForSelector('[data-testid="records-paypal-charge"]');
      expect(await page.$eval('[data-testid="records-paypal-charge"]', (el) => el.textContent)).to.match(/^1 extra vet: \$25\./);
      // The form's own button is off the screen: only PayPal's fields pay and send.
      expect(await page.$eval('[data-testid="records-submit"]', (el) => el.getClientRects().length)).to.equal(0);
      await page.click('#records-agree');
      await page.type('#records-signerName', 'Olive Owner');
      await page.waitForSelector('#paypal-number');
      await page.type('#paypal-name', 'Olive Owner');
      await page.type('#paypal-number', CARD);
      await page.type('#paypal-cvv', '123');
      // Nothing overflows the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
      await page.click('[data-testid="pay"]');
      await page.waitForFunction(() => location.search.includes('sent=') || document.querySelector('[data-testid="records-paypal-error"]'));
      expect(await page.$eval('[data-testid="records-paypal-error"]', (el) => el.textContent).catch(() => null)).to.equal(null);
      await page.waitForSelector('[data-testid="records-notice"]');
      expect(await page.$eval('[data-testid="records-notice"]', (el) => el.textContent)).to.equal(RECORDS_MESSAGES.sent);
      const lines = await suite.t.testDb.db('records_request_vets').where({ user_id: owner.id }).orderBy('position');
      expect(lines.map((l) => l.status)).to.deep.equal(Array(5).fill('sent'));
      const request = await suite.t.testDb.db('records_requests').where({ user_id: owner.id }).first();
      expect(await suite.t.testDb.db('payments').where({ id: request.payment_id }).first()).to.include({ status: 'captured', amount_cents: 2500, gateway: 'paypal' });
      expect(await page.$eval(`[data-testid="records-request-${request.id}"]`, (el) => el.textContent)).to.include('$25 paid');

      expectCardStayedWithPayPal(sent, CARD);
      await page.browserContext().close();
    });
  }

  it('shows the server\'s refusal beside PayPal\'s fields and holds nothing when the signature is not the owner\'s', async () => {
    const { page, owner } = await recordsPage(375);
    await nameVets(page, owner.id, 5);
    await page.click('#records-agree');
    await page.type('#records-signerName', 'Somebody Else');
    await page.waitForSelector('#paypal-number');
    await page.click('[data-testid="pay"]');
    await page.waitForSelector('[data-testid="records-paypal-error"]');
    expect(await page.$eval('[data-testid="records-paypal-error"]', (el) => el.textContent)).to.equal(RECORDS_MESSAGES.signerNameMatch);
    expect(await suite.t.testDb.db('records_requests').where({ user_id: owner.id })).to.have.length(0);
    await page.browserContext().close();
  });
});
