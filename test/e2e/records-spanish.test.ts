import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite } from './browser.ts';
import { createCoOwnerGrant, createPet, createUser } from '../factories/index.ts';
import { fitsAt, signedInAt, trimmedText as text } from './page-checks.ts';

/**
 * Sharing and Records Requests in Spanish in Chromium, for an owner whose stored language is Spanish: long Spanish
 * words and a long pet name fit at 320, 375 and 1280 px, and nothing errs (no hydration mismatch on the page).
 */
describe('Sharing and Records Requests in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    owner = await createUser(db, { first_name: 'Guadalupe', locale: 'es' });
    const friend = await createUser(db, { first_name: 'Maximiliano' });
    await createPet(db, owner.id, { name: 'Canela Esperanza de los Ángeles' });
    const friendPet = await createPet(db, friend.id, { name: 'Chocolate' });
    await createCoOwnerGrant(db, { ownerId: owner.id, grantee: friend, level: 'manage' });
    await createCoOwnerGrant(db, { ownerId: friend.id, grantee: owner, petId: friendPet });
  });

  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-records-${name}`, width);

  it('shows Sharing and Records Requests in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, owner.email, '/app/sharing');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, 'h1')).to.equal('Compartir');
    expect(await text(page, '#invite-title')).to.equal('Invitar a alguien');
    expect(await text(page, '[data-testid="share-status"]')).to.equal('Tiene acceso');
    expect(await text(page, '#shared-with-me-title')).to.equal('Compartidas contigo');
    for (const width of [375, 320, 1280]) await look(page, 'sharing', width);

    await page.goto(`${suite.t.baseUrl}/app/records-requests`, { waitUntil: 'networkidle0' });
    expect(await text(page, 'h1')).to.equal('Solicitudes de expedientes');
    expect(await text(page, '#records-new-title')).to.equal('Pide los expedientes a tus veterinarios anteriores');
    expect(await text(page, '[data-testid="records-submit"]')).to.equal('Firmar y enviar');
    expect(await text(page, '#records-list-title')).to.equal('Tus solicitudes');
    for (const width of [375, 320, 1280]) await look(page, 'records-requests', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
