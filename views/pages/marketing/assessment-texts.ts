import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { publicEn } from '../../../contracts/messages/en-public.ts';

const CATALOGUES = { en, es } as const;
/** The services the questionnaire may suggest, named as the catalogue of services names them. */
const SUGGESTED = ['talk-to-a-vet', 'second-medical-opinion', 'vet-appointments', 'e-consultation'] as const;
const IDS = [
  ...Object.keys(publicEn).filter((id) => id.startsWith('assessment.')),
  ...SUGGESTED.map((slug) => `service.${slug}.name`),
  'errors.zipcode',
] as MessageId[];

const made = new Map<Locale, Readonly<Record<string, string>>>();

/**
 * The health assessment's words for a page in `locale`, as one prop of its island: English (the questionnaire's,
 * views/pages/marketing/content/assessment.ts, and the zip code's check) -> that language, `{name}` templates
 * included. Empty in English, where each is said as written.
 */
export function assessmentTexts(locale: Locale): Readonly<Record<string, string>> {
  let texts = made.get(locale);
  if (!texts) {
    texts = locale === DEFAULT_LOCALE ? {} : Object.fromEntries(IDS.map((id) => [en[id], CATALOGUES[locale][id]]));
    made.set(locale, texts);
  }
  return texts;
}
