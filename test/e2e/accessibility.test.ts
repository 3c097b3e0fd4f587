import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { PAGE_ROUTES, mayOpen, samplesOf } from '../../server/http/page-registry.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { browserSuite } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { pageReady, trackRequests } from './layout-checks.ts';
import { buildWalkWorld, type WalkWorld } from './walk-world.ts';

type SignedIn = 'owner' | 'vendor' | 'subUser';
/** Pages audited at once, each in a browser context of its own (a tab behind another gets no animation frames). */
const AUDITORS = 3;

const VIEWERS: Record<SignedIn, Viewer> = {
  owner: { kind: 'user', id: 1, email: 'o@example.test', role: 'user', firstName: 'O', lastName: 'O', pic: null },
  vendor: { kind: 'vendor', id: 1, vendorId: 1, subrole: 'root_admin', email: 'v@example.test', role: 'vendor', firstName: 'V', lastName: 'V', pic: null },
  subUser: { kind: 'vendor', id: 2, vendorId: 1, subrole: 'user', email: 's@example.test', role: 'vendor', firstName: 'S', lastName: 'S', pic: null },
};

/**
 * axe-core over the pages the public-site pass does not reach: every signed-in page of the registry for each
 * role that may open it (at a desktop's and a phone's width, since the shell differs), and the vet list, a
 * vendor site and the login page. The public marketing pages have their own pass in public-site.test.ts.
 */
describe('accessibility of signed-in and booking pages in Chromium', function () {
  this.timeout(240_000);
  const suite = browserSuite();
  let world: WalkWorld;

  before(async function () {
    if (!suite.t) return;
    world = await buildWalkWorld(suite.t);
  });

  /**
   * Audits each URL at a desktop's and a phone's width, a few pages at once, each in a browser context of its
   * own (`open` makes one: signed in when the pages need it).
   */
  async function audit(open: () => Promise<{ page: Page; close(): Promise<void> }>, urls: string[]): Promise<string[]> {
    const jobs = [1280, 375].flatMap((width) => urls.map((url) => ({ url, width })));
    const workers = await Promise.all(Array.from({ length: Math.min(AUDITORS, jobs.length) }, open));
    const found: string[] = [];
    let next = 0;
    await Promise.all(workers.map(async ({ page }) => {
      const pending = trackRequests(page);
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        await page.setViewport({ width: job.width, height: 900 });
        pending.clear();
        await page.goto(job.url, { waitUntil: 'load' });
        await pageReady(page, pending);
        found.push(...await seriousViolations(page, `${new URL(job.url).host}${new URL(job.url).pathname} at ${job.width}px`));
      }
    }));
    await Promise.all(workers.map((w) => w.close()));
    return found;
  }

  /** A page in a context of its own that bypasses CSP (axe is injected inline), signed in as the role if any. */
  async function auditPage(role?: SignedIn): Promise<{ page: Page; close(): Promise<void> }> {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setBypassCSP(true);
    if (role) {
      await page.goto(`${suite.t.baseUrl}/login/`, { waitUntil: 'load' });
      const status = await page.evaluate(async (body) => (await fetch('/api/account/login', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      })).status, world.logins[role]);
      expect(status, `${role} signs in`).to.equal(200);
    }
    return { page, close: () => context.close() };
  }

  it('has no serious or critical violation on the vet list, a vendor site and the login page', async () => {
    const found = await audit(() => auditPage(), [
      `${suite.t.baseUrl}/vet-appointments/list`, `http://${world.vendorHost}:${suite.t.port}/`, `${suite.t.baseUrl}/login/`,
    ]);
    expect(found, found.join('\n')).to.deep.equal([]);
  });

  for (const role of ['owner', 'vendor', 'subUser'] as const) {
    it(`has no serious or critical violation on any signed-in page a ${role} may open`, async () => {
      const urls = PAGE_ROUTES
        .filter((route) => route.path.startsWith('/app') && mayOpen(route.access, VIEWERS[role]))
        .flatMap((route) => samplesOf(route, world.fixtures))
        .map((sample) => `${suite.t.baseUrl}${sample}`);
      expect(urls.length).to.be.greaterThan(0);
      const found = await audit(() => auditPage(role), urls);
      expect(found, found.join('\n')).to.deep.equal([]);
    });
  }
});
