import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../contracts/locale.ts';
import type { MessageId } from '../../contracts/messages/en.ts';
import { CATALOGUES } from './catalogues.ts';
import { keepMessageFormats } from './message-formats.ts';

/**
 * FormatJS on the server, for what is written outside a page (emails, SMS, PDFs): one `IntlShape` per language,
 * made once (its formatters are memoized inside). A message to a person goes out in their stored language
 * (`users.locale`, `vendor_logins.locale`), never the sender's.
 */
const cache = createIntlCache();
const shapes = new Map<Locale, IntlShape<string>>();

export function intlFor(locale: Locale | null | undefined): IntlShape<string> {
  const chosen = locale ?? DEFAULT_LOCALE;
  let intl = shapes.get(chosen);
  if (!intl) {
    intl = keepMessageFormats(createIntl({ locale: INTL_LOCALE[chosen], defaultLocale: INTL_LOCALE[DEFAULT_LOCALE], messages: CATALOGUES[chosen] }, cache));
    shapes.set(chosen, intl);
  }
  return intl;
}

/** One message of a language's catalogue, its arguments filled in. */
export function translate(locale: Locale | null | undefined, id: MessageId, values?: Record<string, string | number>): string {
  return intlFor(locale).formatMessage({ id }, values);
}
