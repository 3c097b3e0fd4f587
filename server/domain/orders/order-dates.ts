import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';

/**
 * How the order pages (My Orders, the clinic's queue and order, its Peer-to-Peer Consults) write a day and a moment
 * in a zone, in the viewer's language: English as they always read ('10 Mar 2026', '10 Mar 2026, 14:00', British
 * order and a 24-hour clock), another language by `Intl` for it.
 */
const tag = (locale: Locale) => (locale === DEFAULT_LOCALE ? 'en-GB' : INTL_LOCALE[locale]);

/** A day: '10 Mar 2026'. */
export function orderDayFormat(zone: string, locale: Locale = DEFAULT_LOCALE): Intl.DateTimeFormat {
  return dateTimeFormat(tag(locale), { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric' });
}

/** A moment: '10 Mar 2026, 14:00'. */
export function orderStampFormat(zone: string, locale: Locale = DEFAULT_LOCALE): Intl.DateTimeFormat {
  return dateTimeFormat(tag(locale), { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
