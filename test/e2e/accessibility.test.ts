import { expect } from 'chai';
import { browserSuite } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { pageReady, trackRequests } from './layout-checks.ts';
import { buildWalkWorld, type WalkWorld } from './walk-world.ts';

/**
 * axe-core over the booking pages a visitor meets before signing in: the vet list, a vendor site and the login
 * page, at a desktop's and a phone's width. The public marketing pages have their own pass in public-site.test.ts,
 * and every signed-in page is audited, for each role that may open it, by the page walk (responsive-pages.test.ts).
 */
describe('accessibility of the booking pages in Chromium', function () {
  this.timeout(240_000);
  const suite = browserSuite();
  let world: WalkWorld;

  before(async function () {
    if (!suite.t) return;
    world = await buildWalkWorld(suite.t);
  });

  it('has no serious or critical violation on the vet list, a vendor site and the login page', async () => {
    const urls = [`${suite.t.baseUrl}/vet-appointments/list`, `http://${world.vendorHost}:${suite.t.port}/`, `${suite.t.baseUrl}/login/`];
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const pending = trackRequests(page);
    const found: string[] = [];
    for (const width of [1280, 375]) {
      for (const url of urls) {
        await page.setViewport({ width, height: 900 });
        pending.clear();
        await page.goto(url, { waitUntil: 'load' });
        await pageReady(page, pending);
        found.push(...await seriousViolations(page, `${new URL(url).host}${new URL(url).pathname} at ${width}px`));
      }
    }
    await context.close();
    expect(found, found.join('\n')).to.deep.equal([]);
  });
});
