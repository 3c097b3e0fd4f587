import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createUser } from '../factories/index.ts';
import { browserSuite, logInThroughForm } from './browser.ts';

describe('My Pets in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');
  const rows = (page: Page) => page.$$eval('.pets-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].slice(0, 3).map((td) => td.textContent)));

  it('an owner adds a pet, sees it listed, updates its breed, deletes it and sees the empty message', async () => {
    const { t, browser } = suite;
    const user = await createUser(t.testDb.db);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    // The browser's own confirm() is never used: the product's dialog asks.
    page.on('dialog', (dialog) => { errors.push(`native ${dialog.type()}: ${dialog.message()}`); void dialog.dismiss(); });

    await logInThroughForm(page, t.baseUrl, user.email, '/app/my-pets');
    expect(new URL(page.url()).pathname).to.equal('/app/my-pets');
    await page.waitForSelector('[data-island="my-pets"][data-hydrated="true"]');
    expect(await text(page, '.my-pets .empty')).to.equal('You have not added any pets!');

    // Add: the modal opens, required fields are checked in the browser first.
    await page.click('[data-testid="add-pet"]');
    await page.waitForSelector('dialog.pet-dialog[open] .pet-form');
    expect(await text(page, 'dialog.pet-dialog .dialog-title')).to.equal('Add Pet');
    expect(await text(page, '.pet-form-submit')).to.equal('Submit');
    await page.click('.pet-form-submit');
    expect(await page.$$eval('.pet-form .field-error', (els) => els.map((e) => e.textContent)))
      .to.deep.equal(['Please enter the pet\'s name', 'Please select the pet type']);
    await page.type('.pet-form [name="name"]', 'Rex');
    await page.select('.pet-form [name="type"]', '1');
    await page.type('.pet-form [name="breed"]', 'Beagle');
    await page.click('.pet-form-submit');
    await page.waitForSelector('.pet-form .alert-success');
    expect(await text(page, '.pet-form .alert-success')).to.equal('Submitted successfully!');
    await page.waitForSelector('dialog.pet-dialog:not([open])');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('add-pet');
    expect(await rows(page)).to.deep.equal([['Rex', 'Dog', 'Beagle']]);
    expect(await page.$('.my-pets .empty')).to.equal(null);

    // Update: the same modal, prefilled; Escape closes it without saving.
    await page.click('button[aria-label="Update Rex"]');
    await page.waitForSelector('dialog.pet-dialog[open] .pet-form');
    expect(await text(page, 'dialog.pet-dialog .dialog-title')).to.equal('Update Pet');
    expect(await page.$eval('.pet-form [name="breed"]', (el) => (el as HTMLInputElement).value)).to.equal('Beagle');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.pet-dialog:not([open])');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Update Rex');
    await page.click('button[aria-label="Update Rex"]');
    await page.waitForSelector('dialog.pet-dialog[open] .pet-form');
    await page.$eval('.pet-form [name="breed"]', (el) => { (el as HTMLInputElement).select(); });
    await page.keyboard.press('Backspace');
    await page.type('.pet-form [name="breed"]', 'Basset Hound');
    await page.click('.pet-form-submit');
    await page.waitForSelector('.pet-form .alert-success');
    await page.waitForSelector('dialog.pet-dialog:not([open])');
    expect(await rows(page)).to.deep.equal([['Rex', 'Dog', 'Basset Hound']]);
    const row = await t.testDb.db('pets').where({ user_id: user.id }).first();
    expect(row).to.include({ name: 'Rex', type: 1, breed: 'Basset Hound', status: 1 });

    // Delete: the product's dialog asks, labelled by its question, with focus on the safe answer; Escape keeps
    // the pet and gives focus back to Delete; Tab stays inside the dialog.
    await page.click('button[aria-label="Delete Rex"]');
    await page.waitForSelector('dialog[data-testid="pet-delete"][open]');
    const asked = await page.$eval('dialog[data-testid="pet-delete"]', (el) => ({
      label: document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent,
      focused: document.activeElement?.getAttribute('data-testid'),
    }));
    expect(asked).to.deep.equal({ label: 'Are you sure you wish to delete this item?', focused: 'pet-delete-no' });
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), `Tab ${i + 1} stays in the dialog`).to.equal(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[data-testid="pet-delete"]:not([open])');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Delete Rex');
    expect(await t.testDb.db('pets').where({ id: row.id }).first()).to.include({ status: 1 });
    await page.click('button[aria-label="Delete Rex"]');
    await page.waitForSelector('dialog[data-testid="pet-delete"][open]');
    await page.click('[data-testid="pet-delete-yes"]');
    await page.waitForSelector('.my-pets .empty');
    expect(await text(page, '.my-pets .empty')).to.equal('You have not added any pets!');
    expect(await t.testDb.db('pets').where({ id: row.id }).first()).to.include({ status: 0 });

    // A reload shows the server's list: still empty.
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await text(page, '.my-pets .empty')).to.equal('You have not added any pets!');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });
});
