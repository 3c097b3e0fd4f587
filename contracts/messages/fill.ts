/**
 * The one tiny formatter of the islands that take their words as a prop (the booking wizard and the checkout):
 * no message runtime in a bundle a visitor meets before signing in. Their words are plain text or templates
 * whose `{name}` parts are filled here (no plurals, selects or tags: en-booking.ts holds to that).
 */

const PART = /\{(\w+)\}/g;

/** A template with its `{name}` parts filled in; a part without a value is left as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PART, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * A template split around its `{name}` parts, each part replaced by the value given (text or an element), for a
 * sentence with a link or emphasis inside: `fillParts('{login} or {signup}.', { login: <a/>, signup: <a/> })`.
 */
export function fillParts<T>(template: string, values: Readonly<Record<string, T>>): Array<string | T> {
  return template.split(PART).map((piece, i) => (i % 2 === 1 && Object.hasOwn(values, piece) ? values[piece] : piece)).filter((p) => p !== '');
}

/**
 * A `{name}` template as a pattern matching any text it can say, and its parts' names in order. Each part matches
 * as little as it can (`(.+?)`), or as much (`(.+)`) for a template whose last part holds text that may repeat its
 * fixed words.
 */
export function templatePattern(template: string, part: '(.+?)' | '(.+)' = '(.+?)'): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template.split(PART).map((piece, i) => {
    if (i % 2 === 1) {
      names.push(piece);
      return part;
    }
    return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }).join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

const templates = new WeakMap<object, Array<{ pattern: RegExp; names: string[]; to: string }>>();

/** The map's templates (keys with `{name}` parts) as patterns, made once per map. */
function patternsOf(texts: Readonly<Record<string, string>>) {
  let found = templates.get(texts);
  if (!found) {
    found = Object.keys(texts).filter((from) => from.includes('{')).map((from) => ({ ...templatePattern(from), to: texts[from] }));
    templates.set(texts, found);
  }
  return found;
}

/**
 * An English message of contracts/ or the server (an error, a check's message, a contract's sentence) in the
 * page's language, through the page's text map (English -> that language; empty in English): the exact message
 * first, then the templates, whose `{name}` parts carry the message's own text over. A message the map does not
 * hold is said as it came, in English.
 */
export function sayText(text: string, texts: Readonly<Record<string, string>>): string {
  if (Object.hasOwn(texts, text)) return texts[text];
  for (const { pattern, names, to } of patternsOf(texts)) {
    const match = pattern.exec(text);
    if (match) return fill(to, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return text;
}

/** Every message of a field map (field -> message) in the page's language. */
export function sayFields(fields: Readonly<Record<string, string>>, texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, sayText(text, texts)]));
}
