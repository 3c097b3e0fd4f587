import path from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { ARTIFACTS_DIR, logInThroughForm } from './browser.ts';
import { layoutProblems, settle } from './layout-checks.ts';

/**
 * The errors a page reports from now on, a hydration mismatch included (React reports it on the console); `ignore`:
 * console errors expected (a page answered 404 on purpose).
 */
export function watchErrors(page: Page, ignore?: RegExp): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => { errors.push(String(err)); });
  page.on('console', (m) => { if (m.type() === 'error' && !ignore?.test(m.text())) errors.push(m.text()); });
  return errors;
}

/** The trimmed text of the first element `selector` finds. */
export const trimmedText = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');

/** The page at `width` px: nothing overflows or is cut (layoutProblems), and a screenshot `<shot>-<width>.png` for people to read. */
export async function fitsAt(page: Page, shot: string, width: number): Promise<void> {
  await page.setViewport({ width, height: 900 });
  await settle(page);
  expect(await layoutProblems(page), `${shot} at ${width}px`).to.deep.equal([]);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${shot}-${width}.png`), fullPage: true });
}

/** A fresh browser context signed in through the form as `email`, on `at` at 375 px, its page's errors watched. */
export async function signedInAt(
  browser: Browser, baseUrl: string, email: string, at: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.setViewport({ width: 375, height: 900 });
  await logInThroughForm(page, baseUrl, email, at);
  return { context, page, errors };
}
