import { useIntl } from 'react-intl';
import { ACCOUNT_DELETION, ERASURE_DAYS, PROFILE_MESSAGES } from '../../../contracts/profile.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { CALENDAR_FEED_MESSAGES } from '../../../contracts/calendar-feed.ts';
import { SESSION_ENDED } from '../../../contracts/session.ts';
import { SOMETHING_WRONG } from '../../../contracts/errors.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** Each English message of contracts/ and the server My Profile shows, to its id (and the id's values). */
const TEXTS = new Map<string, [MessageId, Record<string, number>?]>([
  [PROFILE_MESSAGES.saved, ['profile.edit.text.saved']],
  [PROFILE_MESSAGES.tokenRevoked, ['profile.edit.text.tokenRevoked']],
  [PROFILE_MESSAGES.tokenNotFound, ['profile.edit.text.tokenNotFound']],
  [PROFILE_MESSAGES.firstNameRequired, ['profile.edit.text.firstNameRequired']],
  [PROFILE_MESSAGES.lastNameRequired, ['profile.edit.text.lastNameRequired']],
  [PROFILE_MESSAGES.lettersOnly, ['profile.edit.text.lettersOnly']],
  [PROFILE_MESSAGES.avatarFailed, ['profile.edit.text.avatarFailed']],
  [MESSAGES.passwordReset, ['accountMsg.passwordReset']],
  [MESSAGES.confirmMismatch, ['profile.edit.text.confirmMismatch']],
  [MESSAGES.currentPasswordWrong, ['profile.edit.text.currentPasswordWrong']],
  [MESSAGES.currentPasswordRequired, ['profile.edit.text.currentPasswordRequired']],
  [MESSAGES.samePassword, ['profile.edit.text.samePassword']],
  [MESSAGES.passwordRequired, ['errors.passwordRequired']],
  [MESSAGES.passwordTooShort, ['errors.passwordTooShort']],
  [MESSAGES.passwordTooLong, ['errors.passwordTooLong']],
  [MESSAGES.somethingWrong, ['errors.somethingWrongAccount']],
  [SOMETHING_WRONG, ['errors.somethingWrong']],
  [SESSION_ENDED, ['errors.sessionEnded']],
  [CALENDAR_FEED_MESSAGES.created, ['profile.edit.text.calendarCreated']],
  [CALENDAR_FEED_MESSAGES.regenerated, ['profile.edit.text.calendarRegenerated']],
  [CALENDAR_FEED_MESSAGES.revoked, ['profile.edit.text.calendarRevoked']],
  [CALENDAR_FEED_MESSAGES.none, ['profile.edit.text.calendarNone']],
  [ACCOUNT_DELETION.passwordRequired, ['profile.edit.text.deletePasswordRequired']],
  [ACCOUNT_DELETION.wrongPassword, ['profile.edit.text.deleteWrongPassword']],
  [ACCOUNT_DELETION.ownersOnly, ['profile.edit.text.deleteOwnersOnly']],
  [ACCOUNT_DELETION.deleted, ['profile.edit.text.deleted', { days: ERASURE_DAYS }]],
]);

/** A name's length limit (contracts/limit-words.ts `tooLongMessage`), its numbers carried over as written. */
const NAME_TOO_LONG = /^(First|Last) name can be at most ([\d,]+) characters \(it has ([\d,]+)\)\.$/;

/**
 * My Profile's words in the page's language (ids `profile.edit.`): `t(id, values)`, and `say(text)` for a message
 * contracts/ or the server wrote in English: said through its id when it is one of those above, else as written.
 */
export function useProfileWords() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const say = (text: string): string => {
    const known = TEXTS.get(text);
    if (known) return t(known[0], known[1]);
    const long = NAME_TOO_LONG.exec(text);
    if (long) return t(long[1] === 'First' ? 'profile.edit.text.firstNameTooLong' : 'profile.edit.text.lastNameTooLong', { max: long[2], length: long[3] });
    return text;
  };
  const sayFields = (fields: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, say(v)]));
  return { t, say, sayFields, intl };
}

export type ProfileWords = ReturnType<typeof useProfileWords>;
