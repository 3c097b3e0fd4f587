/**
 * `npm run audit:lighthouse`: builds the browser assets for production, starts the app (its own database with a practice, its vendor
 * site, an owner and an appointment) on an ephemeral port and runs Lighthouse in mobile mode (a phone's
 * screen, simulated slow 4G and a 4x slower CPU) with the system Chromium over the pages people reach first
 * on a phone, signed in where the page needs it (the session cookie is sent with every request), and prints
 * the four category scores. Targets: performance 95+, accessibility 95+, best practices 95+, SEO 100 on
 * public pages (signed-in pages are noindex by design, so their SEO score is not a target).
 * `LIGHTHOUSE_PAGES=/,/faqs/` audits only those labels.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { ROOT_DIR } from '../server/render/assets.ts';
import { startTestApp, type TestApp } from '../test/setup/app.ts';
import { dropAllTestDatabases } from '../test/setup/db.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../test/factories/index.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

interface AuditPage {
  label: string;
  url: string;
  /** The session cookie to send, for a signed-in page. */
  cookie?: string;
  /** Public pages must score SEO 100; signed-in pages are noindex. */
  public: boolean;
}

/** Signs in through the JSON call, as the login page does, and returns the session cookie. */
async function sessionCookie(base: string, email: string, role: 'user' | 'vendor'): Promise<string> {
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: TEST_PASSWORD, role }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('petcare.sid='));
  if (res.status !== 200 || !cookie) throw new Error(`could not sign in ${email}: ${res.status}`);
  return cookie.split(';')[0];
}

/** The data the audited pages show: a practice with a vendor site and a listing, an owner with an appointment. */
async function auditPages(app: TestApp): Promise<AuditPage[]> {
  const db = app.testDb.db;
  const vendorId = await createVendor(db, { name: 'Riverside Veterinary Hospital' });
  await createWebsite(db, vendorId, {
    name: 'Riverside Veterinary Hospital', sub_domain: 'riverside',
    header_section: '<h1>Riverside Veterinary Hospital</h1><p>Compassionate care for every companion, seven days a week.</p>',
    body_section: '<h2>About us</h2><p>A family practice caring for dogs, cats and small pets since 1998.</p>',
  });
  const vet = await createVendorLogin(db, vendorId, { first_name: 'Alexandra' });
  const listingId = await createListing(db, vendorId, { title: 'Riverside Veterinary Hospital Downtown', line1: 'Dr. Jamie Lee, DVM' });
  await createListing(db, vendorId, { title: 'Riverside Cat Clinic', line1: 'Dr. Sam Ortiz, DVM' });
  const owner = await createUser(db, { first_name: 'Guinevere' });
  await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 2 * 86_400_000) });

  // localhost rather than 127.0.0.1: the main site's host, and a secure context for best-practice checks.
  const base = `http://localhost:${app.port}`;
  const ownerCookie = await sessionCookie(base, owner.email, 'user');
  const vendorCookie = await sessionCookie(base, vet.email, 'vendor');
  return [
    ...['/', '/faqs/', '/vet-appointments/', '/vet-appointments/list', '/login/'].map((path) => ({ label: path, url: `${base}${path}`, public: true })),
    { label: 'vendor site /', url: `http://riverside.petcare.localhost:${app.port}/`, public: true },
    { label: '/app/my-appointments', url: `${base}/app/my-appointments`, cookie: ownerCookie, public: false },
    { label: '/app/appointments', url: `${base}/app/appointments`, cookie: vendorCookie, public: false },
  ];
}

/**
 * One Lighthouse run of a page. A run whose trace failed (NO_NAVSTART and the like, seen now and then on a
 * busy machine) scores 0 without saying anything about the page, so it is run again, up to twice.
 */
async function audit(port: number, page: AuditPage) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(page.url, {
      port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], formFactor: 'mobile',
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    if (!lhr.runtimeError || attempt === 3) return lhr;
  }
}

/**
 * The audit measures what ships: a production build of the browser assets, made afresh. (The assets the
 * tests build, under NODE_ENV=test, carry React's development bundle, twice the size of the production one.)
 */
async function buildProductionAssets(): Promise<void> {
  console.log('Building production client assets with Vite...');
  const { build } = await import('vite');
  await build({
    root: ROOT_DIR, configFile: path.join(ROOT_DIR, 'vite.config.ts'), logLevel: 'warn', mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
}

async function main(): Promise<void> {
  await buildProductionAssets();
  const app = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'audit-session-secret-0123456789', LOG_LEVEL: 'silent' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const misses: string[] = [];
  try {
    const pages = (await auditPages(app)).filter((p) => !only || only.includes(p.label));
    console.log(`${'page (mobile)'.padEnd(24)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    for (const page of pages) {
      const lhr = await audit(chrome.port, page);
      if (lhr.runtimeError) console.log(`    error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      console.log(`${page.label.padEnd(24)}${CATEGORIES.map((c) => String(score(c)).padStart(16)).join('')}`);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      console.log(`    FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${lhr.audits['cumulative-layout-shift']?.displayValue}, server ${ms('server-response-time')} ms`);
      for (const c of CATEGORIES) {
        const target = c === 'seo' ? (page.public ? 100 : 0) : 95;
        if (score(c) < target) misses.push(`${page.label} ${c} ${score(c)} < ${target}`);
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
            console.log(`    ${c}: ${audit.id} (${audit.score}) ${audit.title}`);
            for (const item of (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items?.slice(0, 3) ?? []) {
              console.log(`      ${JSON.stringify(item).slice(0, 300)}`);
            }
          }
        }
      }
    }
    console.log(misses.length ? `Below target:\n  ${misses.join('\n  ')}` : 'Every page meets its targets.');
  } finally {
    chrome.kill();
    await app.close();
    await dropAllTestDatabases();
  }
  if (misses.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
