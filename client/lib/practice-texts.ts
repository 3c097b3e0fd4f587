import { practiceTextsEn } from '../../contracts/messages/en-practice.ts';
import { sayText } from '../../contracts/messages/fill.ts';
import type { MessageId } from '../../contracts/messages/en.ts';

/** What the map needs of an intl object (a sayer): react-intl's in an island, `@formatjs/intl`'s on the server. */
interface Sayer {
  locale: string;
  messages: Readonly<Record<string, unknown>>;
  formatMessage(descriptor: { id: MessageId }, values: Record<string, string>): string;
}

const maps = new WeakMap<Sayer, Record<string, string>>();

/**
 * The practice pages' text map in the page's language: each English sentence of contracts/ and the server those
 * pages show (en-practice.ts `practiceTextsEn`, ids under `prefix`) to its words, `{name}` parts left for `sayText`.
 * Empty in English, so English shows exactly what came.
 */
function textsOf(intl: Sayer): Record<string, string> {
  let texts = maps.get(intl);
  if (!texts) {
    texts = {};
    if (!intl.locale.startsWith('en')) {
      for (const [id, english] of Object.entries(practiceTextsEn)) {
        if (!Object.hasOwn(intl.messages, id)) continue;
        const parts = Object.fromEntries([...english.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], `{${m[1]}}`]));
        texts[english] = intl.formatMessage({ id: id as MessageId }, parts);
      }
    }
    maps.set(intl, texts);
  }
  return texts;
}

/** A sentence of contracts/ or the server in the page's language when the page knows it, else as it came. */
export function sayPractice(intl: Sayer, text: string): string {
  return sayText(text, textsOf(intl));
}

/** Every message of a field map in the page's language. */
export function sayPracticeFields(intl: Sayer, fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, sayPractice(intl, text)]));
}
