import type { Page } from 'puppeteer-core';

/** The widths every page must fit: small, common and large phones, and a desktop. */
export const WIDTHS = [320, 375, 414, 1280] as const;

/**
 * What a page's layout does wrong at the current viewport, as readable lines (empty when it fits). Disclosures
 * (`<details>`) are opened for the check and closed again, so a table behind "Table view" is measured too.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The visible width: the window less its vertical scrollbar (innerWidth counts the scrollbar's gutter).
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    const opened = [...document.querySelectorAll('details:not([open])')] as HTMLDetailsElement[];
    for (const d of opened) d.open = true;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > vw) problems.push(`the page is ${scrollWidth}px wide`);
    // Faults name their element at the end (no named helper functions in here: tsx's name-keeping wrapper does
    // not exist in the page, so the naming is an inline callback).
    const found: Array<{ el: Element; box?: Element; text: string }> = [];
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
      found.push({ el, text: `reaches ${Math.round(r.right)}px` });
    }
    /*
     * An action (link, button, field) must be in view without scrolling sideways: one that a scroll box or a
     * clipping box hides past its edge is missed on a phone (My Pets' Update and Delete once sat past a table's
     * edge). A strip made to be swiped (a scroller with scroll-snap on x, such as the vet list's day chips, whose
     * edge fades say there is more) is the one exception.
     */
    const actions = document.body.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])');
    for (const el of actions) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let mode = getComputedStyle(el).position;
      for (let a = el.parentElement; a && a !== document.body && mode !== 'fixed'; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (mode === 'absolute' && style.position === 'static') continue;
        if (style.overflowX !== 'visible') {
          if (/\b(x|both|inline)\b/.test(style.scrollSnapType)) break;
          const box = a.getBoundingClientRect();
          const edge = Math.min(box.left + a.clientLeft + a.clientWidth, vw);
          if (r.right > edge + 1 || r.left < box.left - 1) {
            found.push({ el, box: a, text: `is hidden past the edge of its scroll box (${Math.round(r.right)}px, the box shows to ${Math.round(edge)}px)` });
          }
          break;
        }
        mode = style.position;
      }
    }
    for (const { el, box, text } of found) {
      const [name, boxName] = [el, box].map((e) => {
        if (!e) return '';
        const cls = typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
        const label = e === el ? (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30) : '';
        return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls}${label ? ` "${label}"` : ''}`;
      });
      problems.push(`${name} ${text}${boxName ? ` ${boxName}` : ''}`);
    }
    for (const d of opened) d.open = false;
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
