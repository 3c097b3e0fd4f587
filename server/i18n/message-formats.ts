import type { IntlShape } from '@formatjs/intl';

type MessageFormatGetter = IntlShape<unknown>['formatters']['getMessageFormat'];
type Format = ReturnType<MessageFormatGetter>;
type Shape = Pick<IntlShape<unknown>, 'formats' | 'defaultFormats'> & { formatters: { getMessageFormat: MessageFormatGetter } };

/**
 * Keeps each message's compiled format by the message itself. FormatJS memoizes them too, but under a key it makes
 * by JSON-serialising the call's arguments (the message, locale, formats and options) on every `formatMessage`:
 * about 5% of a page's server CPU, a page saying a hundred messages. A shape made once per language for the
 * process's life (render-page.ts, server-intl.ts) formats the same catalogue's messages with the same locale and
 * formats every time, so a compiled format depends only on the message text, the locale, which of the shape's two
 * formats objects it is given (its own, or its default locale's for a default message) and the call's `ignoreTag`:
 * those are the key here. A call with anything else (other formats, other options, a message that is not a string)
 * goes to FormatJS's own memo as before.
 */
export function keepMessageFormats<T extends Shape>(intl: T): T {
  const formatJs = intl.formatters.getMessageFormat;
  const kept = new Map<string, Format>();
  intl.formatters.getMessageFormat = ((message, locales, formats, options) => {
    const { formatters: _formatters, ignoreTag, ...other } = (options ?? {}) as { formatters?: unknown; ignoreTag?: boolean };
    const which = formats === intl.formats ? 'own' : formats === intl.defaultFormats ? 'default' : null;
    if (typeof message !== 'string' || typeof locales !== 'string' || !which || Object.keys(other).length) {
      return formatJs(message, locales, formats, options);
    }
    const key = `${which}\u0000${locales}\u0000${ignoreTag ? 1 : 0}\u0000${message}`;
    let format = kept.get(key);
    if (!format) kept.set(key, (format = formatJs(message, locales, formats, options)));
    return format;
  }) as MessageFormatGetter;
  return intl;
}
