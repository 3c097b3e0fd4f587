import type { ShelterFormWords } from '../../../../client/islands/shelter-form.tsx';
import { LIMITS } from '../../../../contracts/inquiry-words.ts';
import type { MarketingId } from '../../../../contracts/messages/en-marketing.ts';
import { scoped, type Say } from './say.ts';

/** The ids of the form's check messages (contracts/inquiries.ts): `{max}` parts are templates of the text map. */
export const SHELTER_ERROR_IDS = [
  'name', 'company', 'email', 'emailValid', 'number', 'nameLong', 'companyLong', 'emailLong', 'numberLong', 'commentsLong', 'correct', 'failed',
] as const;

/**
 * The shelter-form island's words in the language of `say` (ids `mkt.shelterForm.`); `{name}` parts are left for
 * the island's `fill`. `english` says the same ids in English, for the text map from the messages of the form's
 * checks (English, from contracts/inquiries.ts and the server) to the page's language: empty in English.
 */
export function shelterFormWords(say: Say, english: Say): ShelterFormWords {
  const t = scoped(say, 'mkt.shelterForm');
  const error = (s: Say, id: (typeof SHELTER_ERROR_IDS)[number]) => s(`mkt.shelterForm.error.${id}` as MarketingId, { max: '{max}' });
  return {
    intl: say.locale,
    labels: { name: t('name'), company: t('company'), email: t('email'), number: t('number'), comments: t('comments') },
    hint: t('hint', { max: LIMITS.comments }),
    send: t('send'),
    pleaseWait: t('pleaseWait'),
    correctOne: t('correctOne'),
    correctMany: t('correctMany', { count: '{count}' }),
    failed: t('error.failed'),
    count: t('count', { length: '{length}', max: '{max}' }),
    countOver: t('countOver', { length: '{length}', max: '{max}', over: '{over}' }),
    success: t('success'),
    texts: say.locale === english.locale ? {} : Object.fromEntries(SHELTER_ERROR_IDS.map((id) => [error(english, id), error(say, id)])),
  };
}
