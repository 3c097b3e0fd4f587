import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { bookingEn, type BookingId } from '../../../contracts/messages/en-booking.ts';
import { DESK_WORD_IDS, type DeskWordId } from '../../../contracts/messages/en-records-desk.ts';
import { errorsEn } from '../../../contracts/messages/en-errors.ts';
import { accountFormEn } from '../../../contracts/messages/en-account-form.ts';
import type { AccountFormWords } from '../accounts/account-words.ts';
import { dashShellEn, type DashShellId } from '../../../contracts/messages/en-dashboard-shell.ts';
import type { ShellTexts } from '../../components/shell-words.ts';

/**
 * What the booking wizard and the checkout say, in the page's language, as one plain prop: the islands carry no
 * catalogue and no message runtime (their budgets are those of a visitor before sign-in), the page gives them this.
 */
export interface BookingWords {
  /** The page's language, and the tag `Intl` writes its dates, times and dollars with (contracts/locale.ts). */
  locale: Locale;
  intl: string;
  /** The islands' own words (contracts/messages/en-booking.ts; the desk's client language, en-records-desk.ts), plain text or `{name}` templates. */
  words: Readonly<Record<BookingId | DeskWordId, string>>;
  /** The account form's words, for the form inside them. */
  account: AccountFormWords;
  /** The account menu's words, for the header the form draws after a sign-in (client/lib/signed-in-header.tsx). */
  shell: ShellTexts;
  /**
   * English -> this language for the messages of contracts/ and the server they show (en-errors.ts, and the
   * contract sentences `booking.text.*`): empty in English, where every message is said as it came.
   */
  texts: Readonly<Record<string, string>>;
}

const CATALOGUES = { en, es } as const;
const TEXT_IDS = [
  ...Object.keys(errorsEn),
  ...Object.keys(bookingEn).filter((id) => id.startsWith('booking.text.')),
  'booking.desk.text.language',
] as MessageId[];

const made = new Map<Locale, BookingWords>();

/** The booking path's words in a language, made once per language. */
export function bookingWords(locale: Locale): BookingWords {
  let words = made.get(locale);
  if (!words) {
    const catalogue = CATALOGUES[locale];
    const pick = <Id extends MessageId>(ids: readonly Id[]) => Object.fromEntries(ids.map((id) => [id, catalogue[id]])) as Record<Id, string>;
    words = {
      locale,
      intl: INTL_LOCALE[locale],
      words: pick([...Object.keys(bookingEn) as BookingId[], ...DESK_WORD_IDS]),
      account: pick(Object.keys(accountFormEn) as Array<keyof typeof accountFormEn>),
      shell: pick(Object.keys(dashShellEn) as DashShellId[]),
      texts: locale === DEFAULT_LOCALE ? {} : Object.fromEntries(TEXT_IDS.map((id) => [en[id], catalogue[id]])),
    };
    made.set(locale, words);
  }
  return words;
}
