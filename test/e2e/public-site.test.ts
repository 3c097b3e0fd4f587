import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS_DIR, browserSuite } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { pageReady, trackRequests } from './layout-checks.ts';
import { PUBLIC_PATHS } from '../../views/pages/marketing/content/index.ts';
import { createListing, createVendor } from '../factories/index.ts';

describe('public site in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();


  async function open(pathname: string, width = 1280, height = 900): Promise<Page> {
    const page = await suite.browser.newPage();
    await page.setViewport({ width, height });
    await page.goto(`${suite.t.baseUrl}${pathname}`, { waitUntil: 'networkidle0' });
    return page;
  }

  it('has no serious or critical axe-core violations on any public page', async () => {
    const paths = [...PUBLIC_PATHS, '/no-such-page'];
    const found: string[] = [];
    let next = 0;
    // A few pages at once, each in a browser context of its own (a tab behind another gets no animation frames).
    await Promise.all(Array.from({ length: 3 }, async () => {
      const context = await suite.browser.createBrowserContext();
      const page = await context.newPage();
      const pending = trackRequests(page);
      await page.setBypassCSP(true);
      await page.setViewport({ width: 1280, height: 900 });
      for (let pathname = paths[next++]; pathname; pathname = paths[next++]) {
        pending.clear();
        await page.goto(`${suite.t.baseUrl}${pathname}`, { waitUntil: 'load' });
        await pageReady(page, pending);
        found.push(...await seriousViolations(page, pathname));
      }
      await context.close();
    }));
    expect(found, found.join('\n')).to.deep.equal([]);
  });

  it('opens the services menu with Enter, tabs into its links, closes on Escape and on an outside click', async () => {
    // A page without islands: the menu must work with no script at all.
    const page = await open('/about/');
    const button = '.site-nav-desktop button[popovertarget="services-menu"]';
    const isOpen = () => page.$eval('#services-menu', (el) => el.matches(':popover-open'));
    const shown = () => page.$eval('#services-menu', (el) => el.checkVisibility());
    await page.focus(button);
    expect(await isOpen()).to.equal(false);
    expect(await shown()).to.equal(false);
    await page.keyboard.press('Enter');
    expect(await isOpen()).to.equal(true);
    expect(await shown()).to.equal(true);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      inPanel: !!document.activeElement?.closest('#services-menu'),
      href: document.activeElement?.getAttribute('href'),
    }));
    expect(focused).to.deep.equal({ inPanel: true, href: '/vet-appointments/' });
    // Under the header and inside the viewport, wherever the browser placed it.
    const box = await page.$eval('#services-menu', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).to.be.at.least(60);
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(1280);
    await page.keyboard.press('Escape');
    expect(await isOpen()).to.equal(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('popovertarget'))).to.equal('services-menu');
    await page.keyboard.press('Space');
    expect(await isOpen()).to.equal(true);
    await page.mouse.click(640, 600);
    expect(await isOpen()).to.equal(false);
    expect(await page.$$eval('script:not([type="application/ld+json"])', (els) => els.length)).to.equal(0);
    await page.close();
  });

  it('expands and collapses FAQ answers (no JavaScript needed)', async () => {
    const page = await open('/faqs/');
    const first = 'details.faq-item';
    const visible = () => page.$eval(`${first} > p`, (el) => el.checkVisibility());
    expect(await visible()).to.equal(false);
    await page.click(`${first} > summary`);
    expect(await page.$eval(first, (el) => (el as HTMLDetailsElement).open)).to.equal(true);
    expect(await visible()).to.equal(true);
    await page.focus(`${first} > summary`);
    await page.keyboard.press('Enter');
    expect(await page.$eval(first, (el) => (el as HTMLDetailsElement).open)).to.equal(false);
    expect(await page.$$eval('script:not([type="application/ld+json"])', (els) => els.length)).to.equal(0);
    await page.close();
  });

  it('validates the shelter form in the island, then submits it and shows the success message', async () => {
    const page = await open('/shelter-partnership/');
    await page.waitForSelector('[data-island="shelter-form"][data-hydrated="true"]');
    await page.click('.shelter-form button[type="submit"]');
    await page.waitForSelector('#shelter-name-error');
    expect(await page.$eval('#shelter-name-error', (el) => el.textContent)).to.equal('Please enter your name.');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('shelter-name');
    await page.type('#shelter-name', 'Robin Ash');
    await page.type('#shelter-company', 'Northside Animal Shelter');
    await page.type('#shelter-email', 'robin@northside.example');
    await page.type('#shelter-comments', '<b>40 cats</b> a month');
    await page.click('.shelter-form button[type="submit"]');
    await page.waitForSelector('.shelter-success');
    expect(await page.$eval('.shelter-success', (el) => el.textContent)).to.contain('Thank you!');
    const rows = await suite.t.testDb.db('shelter_inquiries').select('name', 'comments');
    expect(rows).to.deep.equal([{ name: 'Robin Ash', comments: '<b>40 cats</b> a month' }]);
    await page.close();
  });

  it('suggests a consultation type from the health assessment questionnaire', async () => {
    const page = await open('/pet-health-assessment/');
    await page.waitForSelector('[data-island="health-assessment"][data-hydrated="true"]');
    for (const [name, value] of [['danger', 'no'], ['concern', 'diagnosed'], ['duration', 'weeks'], ['appetite', 'normal'], ['energy', 'normal']]) {
      await page.click(`input[name="${name}"][value="${value}"]`);
    }
    await page.click('.assessment-form button[type="submit"]');
    await page.waitForSelector('.assessment-title');
    expect(await page.$eval('.assessment-title', (el) => el.textContent)).to.equal('Second medical opinion');
    expect(page.url()).to.equal(`${suite.t.baseUrl}/pet-health-assessment/`);
    await page.close();
  });

  it('answers danger signs on a phone with an emergency clinic to call and the in-person practices near the zip code given', async () => {
    const vendorId = await createVendor(suite.t.testDb.db, { name: 'Harbor Animal Hospital' });
    await createListing(suite.t.testDb.db, vendorId, {
      title: 'Harbor Animal Hospital', line1: 'Dr. Ana Ruiz, DVM', address: '12 Harbor Way', zipcode: '04101', profile: { city: 'Portland', state: 'ME' },
    });
    const page = await open('/pet-health-assessment/', 320, 800);
    await page.waitForSelector('[data-island="health-assessment"][data-hydrated="true"]');
    await page.click('input[name="danger"][value="yes"]');
    await page.click('.assessment-form button[type="submit"]');
    await page.waitForSelector('[data-testid="assessment-emergency"]');
    expect(await page.$eval('.assessment-call', (el) => el.textContent)).to.match(/^Call an emergency vet clinic now\./);
    expect(await page.$$eval('[data-testid="assessment-result"] a[href^="/contact-us"]', (els) => els.length)).to.equal(0);
    await page.type('#assessment-zip', '04101');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.assessment-zip button[type="submit"]')]);
    expect(new URL(page.url()).search).to.equal('?danger=yes&zip=04101');
    expect(await page.$$eval('[data-testid="nearby-practice"]', (els) => els.map((el) => el.textContent)))
      .to.deep.equal(['Harbor Animal HospitalDr. Ana Ruiz, DVM12 Harbor Way · Portland, ME 04101']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(320);
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'assessment-emergency-320.png'), fullPage: true });
    await page.close();
  });

  it('collapses the menu at 375 px wide and fits the page without sideways scrolling', async () => {
    const page = await open('/', 375, 812);
    expect(await page.$eval('.site-nav-desktop', (el) => getComputedStyle(el).display)).to.equal('none');
    expect(await page.$eval('.mobile-menu', (el) => getComputedStyle(el).display)).not.to.equal('none');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, 'public-site-home-375.png');
    await page.screenshot({ path: file, fullPage: true });
    await page.click('.mobile-menu-button');
    expect(await page.$eval('.site-nav-mobile', (el) => (el as HTMLElement).offsetHeight)).to.be.greaterThan(0);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'public-site-menu-375.png') });
    await page.keyboard.press('Escape');
    expect(await page.$eval('.site-nav-mobile', (el) => el.checkVisibility())).to.equal(false);
    for (const pathname of ['/faqs/', '/shelter-partnership/', '/vet-house-call/order']) {
      await page.goto(`${suite.t.baseUrl}${pathname}`, { waitUntil: 'networkidle0' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).to.be.at.most(375);
    }
    expect(fs.statSync(file).size).to.be.greaterThan(0);
    await page.close();
  });
});
