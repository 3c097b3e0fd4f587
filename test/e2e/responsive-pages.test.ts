import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'puppeteer-core';
import { PAGE_ROUTES, mayOpen, samplesOf, type PageFixtures } from '../../server/http/page-registry.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { ARTIFACTS_DIR, browserSuite } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { layoutProblems, pageReady, settle, trackRequests, WIDTHS } from './layout-checks.ts';
import { buildWalkWorld, type WalkWorld } from './walk-world.ts';

type Role = 'anonymous' | 'owner' | 'vendor' | 'subUser';
const ROLES: readonly Role[] = ['anonymous', 'owner', 'vendor', 'subUser'];

/** The viewer each role stands for, as `mayOpen` reads it. */
const VIEWERS: Record<Role, Viewer | null> = {
  anonymous: null,
  owner: { kind: 'user', id: 1, email: 'o@example.test', role: 'user', firstName: 'O', lastName: 'O', pic: null },
  vendor: { kind: 'vendor', id: 1, vendorId: 1, subrole: 'root_admin', email: 'v@example.test', role: 'vendor', firstName: 'V', lastName: 'V', pic: null },
  subUser: { kind: 'vendor', id: 2, vendorId: 1, subrole: 'user', email: 's@example.test', role: 'vendor', firstName: 'S', lastName: 'S', pic: null },
};

export const SCREENSHOT_DIR = path.join(ARTIFACTS_DIR, 'page-widths');
/**
 * The widths kept as screenshots for people to look at: the narrowest phone and the desktop. PAGE_SHOTS=0 (CI,
 * where nobody looks at them) takes none: a full-page PNG of every page costs more than the checks themselves.
 */
const SHOT_WIDTHS: ReadonlySet<number> = process.env.PAGE_SHOTS === '0' ? new Set() : new Set([WIDTHS[0], WIDTHS[WIDTHS.length - 1]]);
/**
 * Pages walked at once, each in a browser context of its own (a tab behind another in the same window gets no
 * animation frames, so it could never settle).
 */
const WALKERS = 3;

/** A file name for a page's screenshot: its path and query, and the site's first label when it is not the main site. */
function slug(url: string): string {
  const u = new URL(url);
  const site = u.hostname === '127.0.0.1' ? '' : `${u.hostname.split('.')[0]}-`;
  return site + ((u.pathname + u.search).replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '') || 'home');
}

/** The widths at which a signed-in page is also audited with axe-core (a phone's and a desktop's: the shell differs). */
const AUDIT_WIDTHS: ReadonlySet<number> = new Set([375, 1280]);

/**
 * Opens a page and fits it to each width in turn: the page loads once per role (at the narrowest width, as a
 * phone would) and the viewport then grows, which re-lays it out as a rotation or a wider window would.
 * Returns the problems found (axe-core's serious and critical violations too, at the audit widths, when asked),
 * and saves a screenshot per width when asked.
 */
async function walkPage(page: Page, url: string, shots: string | null, errors: string[], pending: Map<unknown, string>, audit = false): Promise<string[]> {
  const found: string[] = [];
  await page.setViewport({ width: WIDTHS[0], height: 800 });
  pending.clear(); // what an earlier page left unreported is gone with it
  await page.goto(url, { waitUntil: 'load' });
  // Robots and the sitemap are not HTML: nothing to lay out. (The document's type, not the response's header:
  // a page seen before may come back as a 304 without one.)
  if (await page.evaluate(() => document.contentType) !== 'text/html') return found;
  await pageReady(page, pending).catch((err: Error) => { throw new Error(`${url}: ${err.message}`, { cause: err }); });
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: width < 800 ? 800 : 900 });
    await settle(page);
    for (const p of await layoutProblems(page)) found.push(`${width}px: ${p}`);
    if (audit && AUDIT_WIDTHS.has(width)) found.push(...await seriousViolations(page, `${width}px: axe`));
    if (shots && SHOT_WIDTHS.has(width)) await page.screenshot({ path: path.join(shots, `${slug(url)}-${width}.png`), fullPage: true });
  }
  if (errors.length) found.push(...errors.splice(0).map((e) => `console: ${e}`));
  return found;
}

async function watchConsole(page: Page, errors: string[]): Promise<void> {
  page.on('pageerror', (err) => errors.push(String(err)));
  // A script our CSP refuses is a fault even when the page catches it (a library's eval probe, say): say it.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP refused ${e.violatedDirective} (${e.blockedURI || 'inline'}) at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // The 404 and 'Invalid link' pages are meant to answer 404: that document's own status line is not a fault.
    if (msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()) return;
    errors.push(`${msg.text()} (${msg.location().url ?? ''})`);
  });
}

describe('every page fits phones and desktops in Chromium', function () {
  this.timeout(600_000);
  const suite = browserSuite();
  let world: WalkWorld;
  const started = Date.now();

  before(async function () {
    if (!suite.t) return;
    world = await buildWalkWorld(suite.t);
    fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    console.log(`      screenshots: ${SCREENSHOT_DIR}`);
  });
  after(() => {
    console.log(`      page walk took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  /** A page signed in as the role (one browser context per role, so sessions stay apart). */
  async function pageFor(role: Role): Promise<{ page: Page; errors: string[]; context: BrowserContext; pending: Map<unknown, string> }> {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    await watchConsole(page, errors);
    const pending = trackRequests(page);
    if (role !== 'anonymous') {
      await page.goto(`${suite.t.baseUrl}/login/`);
      const status = await page.evaluate(async (body) => {
        const r = await fetch('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return r.status;
      }, world.logins[role]);
      expect(status, `${role} signs in`).to.equal(200);
      errors.splice(0);
    }
    return { page, errors, context, pending };
  }

  for (const role of ROLES) {
    it(`fits every page a ${role} may open at ${WIDTHS.join(', ')} px, with no console error${role === 'anonymous' ? '' : ', and no serious axe violation on its signed-in pages'}`, async () => {
      const fixtures: PageFixtures = world.fixtures;
      const jobs: Array<{ sample: string; shots: string | null; audit: boolean }> = [];
      for (const route of PAGE_ROUTES) {
        if (!mayOpen(route.access, VIEWERS[role])) continue;
        // One screenshot per page and width: by the first role that may open it.
        const shooter = ROLES.find((r) => mayOpen(route.access, VIEWERS[r]));
        // Signed-in pages are audited for accessibility by every role that may open them (the public marketing pages
        // have their own audit in public-site.test.ts).
        const audit = role !== 'anonymous' && route.path.startsWith('/app');
        for (const sample of samplesOf(route, fixtures)) jobs.push({ sample, shots: shooter === role ? SCREENSHOT_DIR : null, audit });
      }
      expect(jobs.length).to.be.greaterThan(0);
      const walkers = await Promise.all(Array.from({ length: Math.min(WALKERS, jobs.length) }, () => pageFor(role)));
      const problems: string[] = [];
      let next = 0;
      await Promise.all(walkers.map(async ({ page, errors, pending }) => {
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          const found = await walkPage(page, `${suite.t.baseUrl}${job.sample}`, job.shots, errors, pending, job.audit);
          problems.push(...found.map((f) => `${job.sample} ${f}`));
        }
      }));
      await Promise.all(walkers.map(({ context }) => context.close()));
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }

  it('fits a vendor site and the site-not-found page at every width', async () => {
    const { page, errors, context, pending } = await pageFor('anonymous');
    const problems: string[] = [];
    for (const url of [`http://${world.vendorHost}:${suite.t.port}/`, `http://nosuchclinic.petcare.localhost:${suite.t.port}/`]) {
      const found = await walkPage(page, url, SCREENSHOT_DIR, errors, pending);
      problems.push(...found.map((f) => `${url} ${f}`));
    }
    await context.close();
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
