import { createElement, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IntlConfig } from 'react-intl';
import { FormTokenContext } from '../views/form-token.tsx';

// zod (in the islands' lazy chunks) probes `new Function` to decide whether to compile its parsers; under our
// CSP (no 'unsafe-eval') the probe fails anyway and the browser reports a violation on every form page. Its
// global config is read from this slot when zod loads, so jitless is set before any island is fetched.
// (The same object zod and contracts/zod-words.ts use: set on it, never replaced.)
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;

/**
 * The page's language and its islands' messages, already parsed (server/render/render-page.ts): only this
 * language's, only for the islands on the page. FormatJS (react-intl) is fetched only when a page has them.
 */
const intlBlock = document.getElementById('intl-messages');
const intlData = intlBlock
  ? JSON.parse(intlBlock.textContent || '{}') as { locale: string; islands: string[]; messages: Record<string, unknown> }
  : null;
const asIs = (element: ReactElement) => element;
const withIntl: Promise<(element: ReactElement) => ReactElement> = intlData
  ? import('react-intl').then(({ IntlProvider }) => (element: ReactElement) => createElement(IntlProvider, {
    locale: intlData.locale, defaultLocale: 'en-US', messages: intlData.messages as unknown as IntlConfig['messages'],
  }, element))
  : Promise.resolve(asIs);

/** Each island is its own lazy chunk; only the islands present on the page are fetched. */
const islands = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('./islands/*.tsx');

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island;
  const load = islands[`./islands/${name}.tsx`];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  // Only the islands that read messages get react-intl's provider (views/island.tsx renders them the same way).
  const [{ default: Component }, wrap] = await Promise.all([load(), intlData?.islands.includes(name!) ? withIntl : asIs]);
  // The island's props are the data block just before it (views/island.tsx).
  const block = el.previousElementSibling;
  const json = block instanceof HTMLScriptElement && block.dataset.islandProps === name ? block.textContent : null;
  const props = JSON.parse(json || '{}') as Record<string, unknown>;
  const formToken = el.dataset.formToken ?? null;
  hydrateRoot(el, wrap(createElement(FormTokenContext.Provider, { value: formToken }, createElement(Component, props))));
  el.dataset.hydrated = 'true';
}

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  void hydrate(el);
}

// The installable app's service worker (client/sw.ts): the shell's bundles, and an owner's saved copies for offline.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
