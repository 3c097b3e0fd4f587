import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS_DIR, browserSuite } from './browser.ts';
import { layoutProblems, settle } from './layout-checks.ts';
import { MARKETING_PAGES } from '../../views/pages/marketing/content/index.ts';
import { TRANSLATED_PATHS } from '../../contracts/messages/converted.ts';

/**
 * The marketing pages in Spanish in Chromium, as a visitor meets them (?lang=es): every translated page fits at
 * 320, 375 and 1280 px with its longer Spanish words, and the order pages' booking wizard hydrates without a
 * mismatch under the Spanish content.
 */
describe('the marketing pages in Spanish in Chromium', function () {
  this.timeout(300_000);
  const suite = browserSuite();

  /** A page that records errors, a hydration mismatch included (React reports it on the console). */
  function watch(page: Page): string[] {
    const errors: string[] = [];
    page.on('pageerror', (err) => { errors.push(String(err)); });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    return errors;
  }

  const name = (p: string) => p.replace(/^\/|\/$/g, '').replace(/\//g, '-');

  it('shows every translated marketing page in Spanish, fitting at 320, 375 and 1280 px', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors = watch(page);
    for (const content of MARKETING_PAGES.filter((p) => TRANSLATED_PATHS.includes(p.path))) {
      await page.setViewport({ width: 375, height: 900 });
      await page.goto(`${suite.t.baseUrl}${content.path}?lang=es`, { waitUntil: 'load' });
      if (content.path.endsWith('/order')) await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
      expect(await page.$eval('html', (el) => el.lang), content.path).to.equal('es');
      const h1 = await page.$eval('h1', (el) => el.textContent?.trim() ?? '');
      expect(h1, content.path).to.not.equal(content.hero.title);
      for (const width of [375, 320, 1280]) {
        await page.setViewport({ width, height: 900 });
        await settle(page);
        expect(await layoutProblems(page), `${content.path} at ${width}px`).to.deep.equal([]);
        if (width !== 375 || ['/faqs/', '/for-vet/', '/vet-house-call/', '/e-consultation/order'].includes(content.path)) {
          await page.screenshot({ path: path.join(ARTIFACTS_DIR, `es-mkt-${name(content.path)}-${width}.png`), fullPage: true });
        }
      }
    }
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('answers the health assessment in Spanish on a phone, an emergency included, hydrating without a mismatch', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors = watch(page);
    await page.setViewport({ width: 320, height: 800 });
    await page.goto(`${suite.t.baseUrl}/pet-health-assessment/?lang=es`, { waitUntil: 'load' });
    await page.waitForSelector('[data-island="health-assessment"][data-hydrated="true"]');
    for (const [name, value] of [['danger', 'no'], ['concern', 'new'], ['duration', 'today'], ['appetite', 'normal'], ['energy', 'normal']]) {
      await page.click(`input[name="${name}"][value="${value}"]`);
    }
    await page.click('.assessment-form button[type="submit"]');
    await page.waitForSelector('.assessment-title');
    expect(await page.$eval('.assessment-title', (el) => el.textContent)).to.equal('Consulta en línea');
    expect(await page.$eval('.assessment-result a.btn', (el) => el.textContent)).to.equal('Ver Consulta en línea');
    await page.click('input[name="danger"][value="yes"]');
    await page.click('.assessment-form button[type="submit"]');
    await page.waitForSelector('[data-testid="assessment-emergency"]');
    expect(await page.$eval('.assessment-call', (el) => el.textContent)).to.match(/^Llama ahora a una clínica veterinaria de urgencias\./);
    expect(await page.$eval('label[for="assessment-zip"]', (el) => el.textContent)).to.equal('Tu código postal, para ver los consultorios más cercanos');
    for (const width of [320, 375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await settle(page);
      expect(await layoutProblems(page), `assessment at ${width}px`).to.deep.equal([]);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `es-mkt-assessment-emergency-${width}.png`), fullPage: true });
    }
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('checks the shelter form in Spanish in the browser, its errors and counter said in Spanish', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors = watch(page);
    await page.setViewport({ width: 320, height: 800 });
    await page.goto(`${suite.t.baseUrl}/shelter-partnership/form/?lang=es`, { waitUntil: 'load' });
    await page.waitForSelector('[data-island="shelter-form"][data-hydrated="true"]');
    await page.type('#shelter-email', 'no-es-un-correo');
    await page.type('#shelter-comments', 'Unos 40 gatos al mes.');
    await page.click('.shelter-form button[type="submit"]');
    await page.waitForSelector('#shelter-name-error');
    expect(await page.$eval('.shelter-form .alert-error', (el) => el.textContent)).to.equal('Corrige los 3 campos marcados.');
    expect(await page.$eval('#shelter-name-error', (el) => el.textContent)).to.equal('Escribe tu nombre.');
    expect(await page.$eval('#shelter-email-error', (el) => el.textContent)).to.equal('Escribe un correo electrónico válido.');
    expect(await page.$eval('#shelter-comments-count', (el) => el.textContent)).to.equal('21 / 5,000 caracteres');
    for (const width of [320, 375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await settle(page);
      expect(await layoutProblems(page), `shelter form at ${width}px`).to.deep.equal([]);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `es-mkt-shelter-form-errors-${width}.png`), fullPage: true });
    }
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('opens a Spanish FAQ answer and keeps the English page English', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 320, height: 900 });
    await page.goto(`${suite.t.baseUrl}/faqs/?lang=es`, { waitUntil: 'load' });
    await page.click('section[aria-labelledby="e-consultation"] details summary');
    expect(await page.$eval('section[aria-labelledby="e-consultation"] details[open] p', (el) => el.textContent)).to.contain('$25').and.contain('consulta en línea');
    await settle(page);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await page.goto(`${suite.t.baseUrl}/faqs/?lang=en`, { waitUntil: 'load' });
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('Frequently asked questions');
    await context.close();
  });
});
