/**
 * `npm run audit:lighthouse`: starts the app (production build, its own
 * database) on an ephemeral port and runs Lighthouse with the system Chromium
 * on /, /faqs/ and /vet-appointments/, printing the four category scores.
 * Targets: performance 95+, accessibility 95+, best practices 95+, SEO 100.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureClientBuild } from '../server/render/assets.ts';
import { startTestApp } from '../test/setup/app.ts';
import { dropAllTestDatabases } from '../test/setup/db.ts';

const PATHS = ['/', '/faqs/', '/vet-appointments/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

async function main(): Promise<void> {
  await ensureClientBuild((m) => console.log(m));
  const app = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'audit-session-secret-0123456789', LOG_LEVEL: 'silent' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    console.log(`${'page'.padEnd(22)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    for (const path of PATHS) {
      // localhost rather than 127.0.0.1: the main site's host, and a secure context for best-practice checks.
      const url = `http://localhost:${app.port}${path}`;
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const scores = CATEGORIES.map((c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)).padStart(16));
      console.log(`${path.padEnd(22)}${scores.join('')}`);
      for (const c of CATEGORIES) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) console.log(`    ${c}: ${audit.id} (${audit.score}) ${audit.title}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await app.close();
    await dropAllTestDatabases();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
