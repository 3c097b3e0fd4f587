import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { en, type Catalogue, type MessageId } from '../../contracts/messages/en.ts';
import { es } from '../../contracts/messages/es.ts';
import { ISLAND_MESSAGE_PREFIXES } from '../../contracts/messages/islands.ts';
import type { Locale } from '../../contracts/locale.ts';

/** Every language's catalogue: the server holds them all; a browser gets only its page's islands' part of one. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, es };

/** The messages, already parsed, that a browser's islands receive (no ICU parser ships to the browser). */
export type CompiledMessages = Record<string, ReturnType<ReturnType<IntlShape['formatters']['getMessageFormat']>['getAst']>>;

/** FormatJS's own parser (the one its runtime reads the trees of), reached through its message format cache. */
const parser = createIntl({ locale: 'en-US' }, createIntlCache()).formatters;

const compiled = new Map<string, CompiledMessages>();

/**
 * The parsed messages of the islands named, in one language: the ids under each island's prefixes
 * (contracts/messages/islands.ts), parsed once per language and set of islands. Empty when no island reads any.
 */
export function islandMessages(locale: Locale, islands: Iterable<string>): CompiledMessages {
  const prefixes = [...new Set([...islands].flatMap((name) => ISLAND_MESSAGE_PREFIXES[name] ?? []))].sort();
  const key = `${locale}|${prefixes.join(',')}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = {};
    const catalogue = CATALOGUES[locale];
    for (const id of Object.keys(catalogue) as MessageId[]) {
      if (prefixes.some((p) => id.startsWith(p))) messages[id] = parser.getMessageFormat(catalogue[id], 'en-US').getAst();
    }
    compiled.set(key, messages);
  }
  return messages;
}
