import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { publicEn } from '../../../contracts/messages/en-public.ts';
import type { ShelterFormWordId, ShelterFormWords } from '../../../client/islands/shelter-form-words.ts';

const CATALOGUES = { en, es } as const;
const IDS = Object.keys(publicEn).filter((id) => id.startsWith('shelterForm.'));
const WORD_IDS = IDS.filter((id) => !id.startsWith('shelterForm.text.')) as ShelterFormWordId[];
const TEXT_IDS = [
  ...IDS.filter((id) => id.startsWith('shelterForm.text.')),
  'errors.somethingWrongAccount', 'errors.rateLimitedMinute', 'errors.rateLimited',
] as MessageId[];

const made = new Map<Locale, ShelterFormWords>();

/** The shelter form's words in a language, made once per language. */
export function shelterFormWords(locale: Locale): ShelterFormWords {
  let words = made.get(locale);
  if (!words) {
    const catalogue = CATALOGUES[locale];
    words = {
      intl: INTL_LOCALE[locale],
      words: Object.fromEntries(WORD_IDS.map((id) => [id, catalogue[id]])) as Record<ShelterFormWordId, string>,
      texts: locale === DEFAULT_LOCALE ? {} : Object.fromEntries(TEXT_IDS.map((id) => [en[id], catalogue[id]])),
    };
    made.set(locale, words);
  }
  return words;
}
