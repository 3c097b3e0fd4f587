import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { TEST_PASSWORD } from '../factories/index.ts';

/**
 * Chromium's headless shell first (Debian's chromium-headless-shell): the same Blink, V8 and network stack without
 * the browser's UI layer, so a page costs about half the CPU of the full browser in headless mode. The full browser
 * is the fallback.
 */
const CANDIDATES = [
  process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome',
];

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
    // The shell is headless by build and takes the plain flag; the full browser runs its new headless mode.
    headless: path.basename(executablePath).includes('headless-shell') ? 'shell' : true,
    userDataDir,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
    ],
  });
}

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../test-artifacts');

/**
 * A browser suite's fixtures: registers the hooks that launch Chromium (or skip)
 * and start the app, and closes both after the suite. Read `t` and `browser`
 * inside the tests, once the hooks have run.
 */
export function browserSuite(env: Record<string, string> = {}): { t: TestApp; browser: Browser } {
  const suite = {} as { t: TestApp; browser: Browser };
  before(async function () {
    const browser = await launchBrowser(this);
    if (!browser) return;
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    suite.browser = browser;
    suite.t = await startTestApp(env);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.t?.close();
  });
  return suite;
}

/** Logs an owner in through the login page's form and follows its redirect to `path`. */
export async function logInThroughForm(page: Page, baseUrl: string, email: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}/login/?redirectUrl=${encodeURIComponent(path)}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
  await page.type('#account-email', email);
  await page.type('#account-password', TEST_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
}

/** Sets a date or month input the way React notices (typing into them depends on the browser's locale). */
export async function setInputValue(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(selector, (el, v) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Clicks the first element matching `selector` whose text contains `text`, waiting for it to appear. */
export async function clickText(page: Page, selector: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (sel, txt) => [...document.querySelectorAll(sel)].find((el) => el.textContent?.includes(txt)) ?? null, {}, selector, text,
  );
  await (handle as ElementHandle<Element>).click();
}

/** Types a card into the payment step, replacing what the fields held (expiry January 2030 unless given). */
export async function fillCard(page: Page, number: string, expiry = '2030-01'): Promise<void> {
  for (const selector of ['#card-name', '#card-cardNumber', '#card-ccv']) {
    await page.$eval(selector, (el) => { (el as HTMLInputElement).select(); });
    await page.keyboard.press('Backspace');
  }
  await page.type('#card-name', 'Olive Owner');
  await page.type('#card-cardNumber', number);
  await setInputValue(page, '#card-expDt', expiry);
  await page.type('#card-ccv', '123');
}

/**
 * What the page's Content Security Policy refuses from now on, in any of its frames, read from the
 * `securitypolicyviolation` event (fired even for what a page's script catches, such as a library's
 * probe; Chromium's own "Refused to ..." lines do not always reach puppeteer, but are kept when they do).
 * Register before the page loads.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP refused ${e.violatedDirective} (${e.blockedURI || 'inline'})`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /^(Refused to|CSP refused)/.test(msg.text())) refused.push(msg.text());
  });
  return refused;
}

/** A PNG of `width` x `height` filled with `color`, drawn by the page's canvas and written to `file`. */
export async function writePng(page: Page, file: string, width: number, height: number, color: string): Promise<void> {
  const dataUrl = await page.evaluate((w, h, c) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, w, h);
    return canvas.toDataURL('image/png');
  }, width, height, color);
  fs.writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
}

/** A page in a browser context of its own, signed in as a clinic login through the login call. */
export async function vendorPageFor(browser: Browser, baseUrl: string, email: string, password = TEST_PASSWORD): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
  const status = await page.evaluate(async (e, p) => (await fetch('/api/account/login', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e, password: p, role: 'vendor' }),
  })).status, email, password);
  if (status !== 200) throw new Error(`${email} could not sign in (${status})`);
  return page;
}
