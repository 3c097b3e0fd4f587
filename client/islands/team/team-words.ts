import { useIntl } from 'react-intl';
import { TEAM_FIELD_MESSAGES, TEAM_MESSAGES } from '../../../contracts/team-words.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

const SENTENCES: Record<string, string> = { ...TEAM_MESSAGES, ...TEAM_FIELD_MESSAGES };
/** Each English sentence of the server and the form's rules, to its key (`settings.team.text.<key>`). */
const KEY_OF = new Map(Object.entries(SENTENCES).map(([key, text]) => [text, key]));
const SAVED_AND_INVITED = `${TEAM_MESSAGES.saved}. ${TEAM_MESSAGES.invited}`;
/**
 * The form's checks with no words of their own in team-words.ts, as contracts/person-fields.ts and zod-words.ts
 * (contracts/limit-words.ts) write them, to their ids (contracts/messages/en-leftovers.ts), their numbers carried over
 * as written: a name or a password too long, a value of the wrong kind.
 */
const GENERIC: ReadonlyArray<[RegExp, (m: RegExpExecArray) => [MessageId, Record<string, string>?]]> = [
  [/^(First|Last) name can be at most ([\d,]+) characters \(it has ([\d,]+)\)\.$/, (m) => [
    m[1] === 'First' ? 'settings.team.text.firstNameTooLong' : 'settings.team.text.lastNameTooLong', { max: m[2], length: m[3] }]],
  [/^Please keep this to ([\d,]+) characters or fewer \(it has ([\d,]+)\)\.$/, (m) => ['settings.team.text.tooLong', { max: m[1], length: m[2] }]],
  [/^This field is required\.$/, () => ['settings.team.text.required']],
  [/^Please enter text\.$/, () => ['settings.team.text.notText']],
  [/^This value is not valid\.$/, () => ['settings.team.text.notValid']],
];

/**
 * The Team tab's words in the page's language (ids `settings.team.`): `t(id)`, and `say(text)` for a sentence the
 * server or the form's rules wrote in English (contracts/team-words.ts, and the generic checks above): said through
 * its id when it is one of them, else shown as written.
 */
export function useTeamWords() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const one = (text: string) => {
    const key = KEY_OF.get(text);
    if (key) return t(`settings.team.text.${key}` as MessageId);
    for (const [pattern, said] of GENERIC) {
      const match = pattern.exec(text);
      if (match) return t(...said(match));
    }
    return text;
  };
  const say = (text: string) => (text === SAVED_AND_INVITED
    ? `${one(TEAM_MESSAGES.saved)}. ${one(TEAM_MESSAGES.invited)}` : one(text));
  return { t, say, intl };
}
