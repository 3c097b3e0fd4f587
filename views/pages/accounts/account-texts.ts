import type { IntlShape } from 'react-intl';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { petsProfileEn } from '../../../contracts/messages/en-pets-profile.ts';
import { DEFAULT_LOCALE, INTL_LOCALE } from '../../../contracts/locale.ts';

/** The account form's success messages and its password checks' (the forgot and change-password modes), by id. */
const TEXT_IDS: readonly MessageId[] = [
  ...(Object.keys(petsProfileEn) as MessageId[]).filter((id) => id.startsWith('accountMsg.')),
  'profile.edit.text.confirmMismatch', 'profile.edit.text.samePassword', 'profile.edit.text.currentPasswordWrong',
  'profile.edit.text.currentPasswordRequired',
];

/**
 * English -> the page's language for the account messages beyond the booking path's (en-errors.ts): what the
 * server answers a forgotten or changed password, merged into the account form's `texts` (empty in English).
 */
export function accountTexts(intl: IntlShape): Readonly<Record<string, string>> {
  if (intl.locale === INTL_LOCALE[DEFAULT_LOCALE]) return {};
  return Object.fromEntries(TEXT_IDS.map((id) => [en[id], String(intl.messages[id] ?? en[id])]));
}
