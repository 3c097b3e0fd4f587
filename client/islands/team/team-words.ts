import { useIntl } from 'react-intl';
import { TEAM_FIELD_MESSAGES, TEAM_MESSAGES } from '../../../contracts/team-words.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

const SENTENCES: Record<string, string> = { ...TEAM_MESSAGES, ...TEAM_FIELD_MESSAGES };
/** Each English sentence of the server and the form's rules, to its key (`settings.team.text.<key>`). */
const KEY_OF = new Map(Object.entries(SENTENCES).map(([key, text]) => [text, key]));
const SAVED_AND_INVITED = `${TEAM_MESSAGES.saved}. ${TEAM_MESSAGES.invited}`;

/**
 * The Team tab's words in the page's language (ids `settings.team.`): `t(id)`, and `say(text)` for a sentence the
 * server or the form's rules wrote in English (contracts/team-words.ts): said through its id when it is one of
 * them, else shown as written.
 */
export function useTeamWords() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const one = (text: string) => {
    const key = KEY_OF.get(text);
    return key ? t(`settings.team.text.${key}` as MessageId) : text;
  };
  const say = (text: string) => (text === SAVED_AND_INVITED
    ? `${one(TEAM_MESSAGES.saved)}. ${one(TEAM_MESSAGES.invited)}` : one(text));
  return { t, say, intl };
}
