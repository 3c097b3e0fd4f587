import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((p): p is string => !!p && fs.existsSync(p));
}

/**
 * Launches the system Chromium headless, or skips the suite with a printed reason
 * when there is none. With REQUIRE_BROWSER=1 (CI) a missing browser fails instead.
 */
export async function launchBrowser(ctx: Mocha.Context): Promise<Browser | null> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    const reason = `no Chromium found (set CHROME_PATH or install Debian's chromium)`;
    if (process.env.REQUIRE_BROWSER === '1') throw new Error(`Browser tests must run here: ${reason}`);
    console.log(`      skipped: ${reason}`);
    ctx.skip();
    return null;
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-chrome-'));
  return puppeteer.launch({
    executablePath,
    headless: true,
    userDataDir,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
    ],
  });
}

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../test-artifacts');
