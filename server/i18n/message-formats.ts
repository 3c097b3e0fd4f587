import type { IntlShape } from '@formatjs/intl';

type MessageFormatGetter = IntlShape<unknown>['formatters']['getMessageFormat'];
type Format = ReturnType<MessageFormatGetter>;
type FormatMessage = (descriptor: { id?: unknown }, values?: never, options?: never) => unknown;
type Shape = Pick<IntlShape<unknown>, 'locale' | 'formats' | 'defaultFormats' | 'messages'> & {
  formatters: { getMessageFormat: MessageFormatGetter };
  formatMessage: FormatMessage;
  $t?: FormatMessage;
};

/** Characters that make a message more than its own text: an argument, a tag, or ICU's quoting. */
const SYNTAX = /[{}<']/;

/**
 * Keeps each message's compiled format by the message itself. FormatJS memoizes them too, but under a key it makes
 * by JSON-serialising the call's arguments (the message, locale, formats and options) on every `formatMessage`:
 * about 5% of a page's server CPU, a page saying a hundred messages. A shape made once per language for the
 * process's life (render-page.ts, server-intl.ts) formats the same catalogue's messages with the same locale and
 * formats every time, so a compiled format depends only on the message text, the locale, which of the shape's two
 * formats objects it is given (its own, or its default locale's for a default message) and the call's `ignoreTag`:
 * those are the key here (the message, a catalogue's own string, keys an inner map without being copied). A call
 * with anything else (other formats, other options, a message that is not a string) goes to FormatJS's own memo as
 * before.
 *
 * A message of the catalogue that is plain text (no argument, tag or quote: most of a page's labels) is its own
 * result whatever the call's values, so it is answered as it is, without FormatJS merging the formats and values
 * and formatting it on every call. One of text and simple arguments only ('Pet: {name}', most of the rest) is said by
 * putting the values' text in its place, as FormatJS would, when every value is a string or a number; any other
 * message, or call, is FormatJS's.
 */
export function keepMessageFormats<T extends { formatters: object; messages: object }>(shape: T): T {
  const intl = shape as unknown as Shape;
  const formatJs = intl.formatters.getMessageFormat;
  // By locale, then by which formats and ignoreTag (own, own ignoring tags, default, default ignoring tags), then by message.
  const kept = new Map<string, Array<Map<string, Format>>>();
  intl.formatters.getMessageFormat = ((message, locales, formats, options) => {
    const which = formats === intl.formats ? 0 : formats === intl.defaultFormats ? 2 : -1;
    if (typeof message !== 'string' || typeof locales !== 'string' || which < 0) return formatJs(message, locales, formats, options);
    let ignoreTag = 0;
    for (const option in options) {
      if (option === 'ignoreTag') ignoreTag = (options as { ignoreTag?: boolean }).ignoreTag ? 1 : 0;
      else if (option !== 'formatters') return formatJs(message, locales, formats, options);
    }
    let byKind = kept.get(locales);
    if (!byKind) kept.set(locales, (byKind = [new Map(), new Map(), new Map(), new Map()]));
    const byMessage = byKind[which + ignoreTag];
    let format = byMessage.get(message);
    if (!format) byMessage.set(message, (format = formatJs(message, locales, formats, options)));
    return format;
  }) as MessageFormatGetter;

  const messages = intl.messages as Record<string, unknown>;
  const plain = new Set(Object.keys(messages).filter((id) => {
    const message = messages[id];
    return typeof message === 'string' && message !== '' && !SYNTAX.test(message);
  }));
  // A message of text and simple arguments only ('Pet: {name}'), by id: its text and argument names in turn, made
  // from FormatJS's own parse on its first use; null for any other message.
  const templates = new Map<string, readonly string[] | null>();
  const templateOf = (id: string): readonly string[] | null => {
    let template = templates.get(id);
    if (template === undefined) {
      const message = messages[id];
      template = typeof message === 'string' && message !== '' ? templateFrom(intl.formatters.getMessageFormat(message, intl.locale, intl.formats, {}).getAst()) : null;
      templates.set(id, template);
    }
    return template;
  };
  const say = intl.formatMessage;
  const sayPlain = ((descriptor, values, options) => {
    const id = descriptor?.id;
    if (typeof id !== 'string' || !Object.hasOwn(messages, id)) return say(descriptor, values, options);
    if (plain.has(id)) return messages[id];
    const template = options === undefined ? templateOf(id) : null;
    const filled = template && fill(template, values as Record<string, unknown> | undefined);
    return typeof filled === 'string' ? filled : say(descriptor, values, options);
  }) as FormatMessage;
  intl.formatMessage = sayPlain;
  if (intl.$t) intl.$t = sayPlain;
  return shape;
}

/** FormatJS's element types (@formatjs/icu-messageformat-parser's TYPE) that a template holds: text, and a simple argument. */
const LITERAL = 0;
const ARGUMENT = 1;

/** The template of a parsed message made only of text and simple arguments (text first, then name, text...), else null. */
function templateFrom(ast: ReadonlyArray<{ type: number; value?: unknown }>): readonly string[] | null {
  const template: string[] = [''];
  for (const element of ast) {
    if (typeof element.value !== 'string') return null;
    if (element.type === LITERAL) template[template.length - 1] += element.value;
    else if (element.type === ARGUMENT) template.push(element.value, '');
    else return null;
  }
  return template;
}

/**
 * A template said with these values, as FormatJS says a simple argument that is a string or a number (its String()),
 * or null when an argument is missing or of any other kind (FormatJS then says it, or reports it, as ever).
 */
function fill(template: readonly string[], values: Record<string, unknown> | undefined): string | null {
  let said = template[0];
  for (let i = 1; i < template.length; i += 2) {
    const value = values?.[template[i]];
    if (typeof value === 'string') said += value;
    else if (typeof value === 'number') said += String(value);
    else return null;
    said += template[i + 1];
  }
  return said;
}
