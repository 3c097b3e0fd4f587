import { expect } from 'chai';
import { browserSuite } from './browser.ts';

describe('islands in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();


  it('hydrates the need finder on the home page and a click changes its state', async () => {
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.goto(`${suite.t.baseUrl}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="need-finder"][data-hydrated="true"]');

    const result = '[data-testid="need-finder-result"]';
    const before = await page.$eval(result, (el) => el.textContent);
    const choice = await page.$eval('[data-choice]', (el) => el.getAttribute('data-choice'));
    await page.click(`[data-choice="${choice}"]`);
    await page.waitForFunction((sel, prev) => document.querySelector(sel)?.textContent !== prev, {}, result, before);
    expect(await page.$eval(`[data-choice="${choice}"]`, (el) => el.getAttribute('aria-pressed'))).to.equal('true');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('loads no script at all on a page without islands', async () => {
    const page = await suite.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => { if (req.resourceType() === 'script') scripts.push(req.url()); });
    await page.goto(`${suite.t.baseUrl}/no-such-page`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('h1', (el) => el.textContent)).to.contain('Oops! Sorry page not found');
    expect(scripts).to.deep.equal([]);
    await page.close();
  });
});
