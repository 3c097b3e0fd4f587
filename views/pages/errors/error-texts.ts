import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { publicEn } from '../../../contracts/messages/en-public.ts';
import { bookingWords } from '../bookings/booking-words.ts';

const CATALOGUES = { en, es } as const;
const TEXT_IDS = Object.keys(publicEn).filter((id) => id.startsWith('pub.text.')) as MessageId[];
const made = new Map<Locale, Readonly<Record<string, string>>>();

/**
 * English -> the page's language for the messages an error page shows (the error's own message, English as the
 * server wrote it): the booking path's and the account form's (en-errors.ts: the rate limit's too) and the error
 * handler's own (`pub.text.*`). Empty in English; said through `sayText` (contracts/messages/fill.ts).
 */
export function errorTexts(locale: Locale): Readonly<Record<string, string>> {
  let texts = made.get(locale);
  if (!texts) {
    texts = locale === DEFAULT_LOCALE ? {} : {
      ...bookingWords(locale).texts,
      ...Object.fromEntries(TEXT_IDS.map((id) => [en[id], CATALOGUES[locale][id]])),
    };
    made.set(locale, texts);
  }
  return texts;
}
