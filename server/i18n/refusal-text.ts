import { DEFAULT_LOCALE, type Locale } from '../../contracts/locale.ts';
import { en, type MessageId } from '../../contracts/messages/en.ts';
import { translate } from './server-intl.ts';
import { templatePattern } from '../../contracts/messages/fill.ts';

/*
 * A refusal's words in the asker's language. The API's messages stay the spec's English (`msg`, `status`,
 * `error.message`, `fields`, GraphQL's `message`): islands compare some to English constants. Beside them the
 * answer carries the same words in the request's language (`text`, `fieldTexts`; GraphQL's `extensions.text`,
 * `extensions.fieldTexts`), found here from the English: the merged catalogue is read backwards (English -> id),
 * so a message already in a page's catalogue is said with the same words, and contracts/messages/en-refusals.ts
 * holds the rest. A message with parts that vary is a template (`{name}` parts), matched as `sayText` does.
 */

interface Template { pattern: RegExp; names: string[]; id: MessageId }

const PART = /\{(\w+)\}/g;
/** ICU beyond plain `{name}` parts (plurals, selects, tags, quoting): such entries are said by id only. */
const RICH = /\{\s*\w+\s*,|<\w|'[{}<]/;
/**
 * A template of another page's catalogue is matched only when its fixed words say enough (a dozen letters):
 * "{label}:" or "{first} and {second}" would match any sentence. The refusals' and errors' own templates always are.
 */
const FIXED_LETTERS = 12;

let exact: Map<string, MessageId> | null = null;
let templates: Template[] = [];

/** The refusals' own ids first, then the error ids, then every other: the first id holding an English text wins. */
function rank(id: string): number {
  return id.startsWith('refusals.') ? 0 : id.startsWith('errors.') ? 1 : 2;
}

function build(): Map<string, MessageId> {
  const found = new Map<string, MessageId>();
  const ids = (Object.keys(en) as MessageId[]).sort((a, b) => rank(a) - rank(b));
  templates = [];
  for (const id of ids) {
    const text = en[id];
    if (RICH.test(text)) continue;
    if (!text.includes('{')) {
      if (!found.has(text)) found.set(text, id);
      continue;
    }
    if (rank(id) === 2 && text.replace(PART, '').replace(/[^\p{L}]/gu, '').length < FIXED_LETTERS) continue;
    templates.push({ ...templatePattern(text), id });
  }
  return found;
}

/** The catalogue id and values of an English refusal, or null when the catalogue holds no such words. */
export function refusalId(english: string): { id: MessageId; values: Record<string, string | number> } | null {
  exact ??= build();
  const id = exact.get(english);
  if (id) return { id, values: {} };
  for (const t of templates) {
    const match = t.pattern.exec(english);
    if (match) {
      // A number stays a number, so a plural of the other language can choose its form.
      return { id: t.id, values: Object.fromEntries(t.names.map((name, i) => [name, /^\d+$/.test(match[i + 1]) ? Number(match[i + 1]) : match[i + 1]])) };
    }
  }
  return null;
}

/** An English refusal in `locale`; the English itself when the catalogue holds no such words. */
export function refusalText(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const found = refusalId(english);
  return found ? translate(locale, found.id, found.values) : english;
}

/**
 * What a refusal's answer adds for a request not in English: its words and its fields' words in that language
 * (`text`, `fieldTexts`). Nothing in English, where the spec's fields already say it.
 */
export function refusalTexts(locale: Locale, message: string, fields?: Readonly<Record<string, string>>): { text?: string; fieldTexts?: Record<string, string> } {
  if (locale === DEFAULT_LOCALE) return {};
  return {
    text: refusalText(locale, message),
    ...(fields ? { fieldTexts: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, refusalText(locale, String(text))])) } : {}),
  };
}
