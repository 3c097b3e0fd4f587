import type { Page } from 'puppeteer-core';

/** The widths every page must fit: small, common and large phones, and a desktop. */
export const WIDTHS = [320, 375, 414, 1280] as const;

/** What a page's layout does wrong at the current viewport, as readable lines (empty when it fits). */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > vw) problems.push(`the page is ${scrollWidth}px wide`);
    /*
     * An element whose box passes the right edge is a fault unless a scrolling or clipping container that itself
     * fits holds it (a slot strip, a table in its scroll box). The root and body never count as that container:
     * hiding the overflow there would only hide the fault.
     */
    const past = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 0.5 || r.width === 0 || r.height === 0) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Only an ancestor on the containing-block chain clips: an absolutely positioned box escapes every
      // static ancestor's overflow, and a fixed one escapes them all.
      let held = false;
      let mode = getComputedStyle(el).position;
      for (let a = el.parentElement; a && a !== document.body && mode !== 'fixed'; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (mode === 'absolute' && style.position === 'static') continue;
        if (style.overflowX !== 'visible') {
          held = a.getBoundingClientRect().right <= vw + 0.5;
          break;
        }
        mode = style.position;
      }
      if (held) continue;
      past.add(el);
      // Only the outermost element of a run that passes the edge: its children add nothing.
      if (el.parentElement && past.has(el.parentElement)) continue;
      // (No named helper functions in here: tsx's name-keeping wrapper does not exist in the page.)
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      problems.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls} reaches ${Math.round(r.right)}px`);
    }
    return problems.slice(0, 8);
  });
}

/** Resolves after the browser has laid out and painted twice (a viewport change has taken effect). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The URLs a page has asked for and not yet received, kept from now on (for a readable timeout). */
export function trackRequests(page: Page): Map<unknown, string> {
  const pending = new Map<unknown, string>();
  page.on('request', (r) => pending.set(r, r.url()));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return pending;
}

/**
 * Resolves once no request but the favicon's has been pending for `idleMs`. (Chromium's favicon fetches,
 * /favicon.ico or the linked icon, may never report their end to the test, so puppeteer's own network-idle
 * wait can hang on them.)
 */
async function quiet(pending: Map<unknown, string>, idleMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    const busy = [...pending.values()].some((url) => !/\/favicon\.(ico|svg)$/.test(url));
    if (busy) idleSince = Date.now();
    else if (Date.now() - idleSince >= idleMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the network was still busy after ${timeoutMs} ms`);
}

/** Waits until every island on the page has hydrated and its first calls are answered. */
export async function pageReady(page: Page, pending: Map<unknown, string>): Promise<void> {
  try {
    await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated="true"])').length === 0, { timeout: 10_000 });
    await quiet(pending, 150, 10_000);
  } catch (err) {
    const islands = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].map((el) => `${el.dataset.island}:${el.dataset.hydrated}`));
    throw new Error(`${(err as Error).message}; islands ${islands.join(' ') || 'none'}; waiting for ${[...pending.values()].join(' ') || 'nothing'}`, { cause: err });
  }
}
