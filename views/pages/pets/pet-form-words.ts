import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, INTL_LOCALE } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { errorsEn } from '../../../contracts/messages/en-errors.ts';
import { petsProfileEn } from '../../../contracts/messages/en-pets-profile.ts';
import type { PetFormWordId, PetFormWords } from '../../../client/islands/pets/pets-words.ts';

const FORM_IDS = Object.keys(petsProfileEn).filter((id) => id.startsWith('petForm.') && !id.startsWith('petForm.text.')) as PetFormWordId[];
const TEXT_IDS = [...Object.keys(errorsEn), ...Object.keys(petsProfileEn).filter((id) => id.startsWith('petForm.text.'))] as MessageId[];

/** The pet form's words in the page's language (react-intl's, on the server), for My Pets and the order form. */
export function petFormWords(intl: IntlShape): PetFormWords {
  const say = (id: MessageId) => String(intl.messages[id] ?? en[id]);
  const english = intl.locale === INTL_LOCALE[DEFAULT_LOCALE];
  return {
    intl: intl.locale,
    words: Object.fromEntries(FORM_IDS.map((id) => [id, say(id)])) as Record<PetFormWordId, string>,
    texts: english ? {} : Object.fromEntries(TEXT_IDS.map((id) => [en[id], say(id)])),
  };
}
