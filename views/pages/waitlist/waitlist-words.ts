import { useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { WEEKDAYS, type Weekday } from '../../../contracts/listings.ts';
import { WAITLIST_MESSAGES } from '../../../contracts/waitlist.ts';

/** The server's waitlist messages the pages say in their language, by their English (others show as they come). */
const MESSAGE_IDS = new Map<string, MessageId>(
  (Object.keys(WAITLIST_MESSAGES) as Array<keyof typeof WAITLIST_MESSAGES>).map((k) => [WAITLIST_MESSAGES[k], `waitlist.msg.${k}`]),
);

/** The waitlist pages' words that depend on data: a server message, the days and hours an entry suits. */
export function useWaitlistWords() {
  const intl = useIntl();
  const day = (d: Weekday) => intl.formatMessage({ id: `waitlist.day.${d}` });
  return {
    message: (text: string) => {
      const id = MESSAGE_IDS.get(text);
      return id ? intl.formatMessage({ id }) : text;
    },
    day,
    /** 'Mon, Wed, Fri · 10:00-12:00' or 'Any day · Any time' (contracts/waitlist.ts's daysText and windowsText). */
    suits: (days: readonly Weekday[], windows: ReadonlyArray<{ from: string; to: string }>) => {
      const d = days.length === 0 || days.length === WEEKDAYS.length
        ? intl.formatMessage({ id: 'waitlist.anyDay' }) : WEEKDAYS.filter((x) => days.includes(x)).map(day).join(', ');
      const w = windows.length === 0 ? intl.formatMessage({ id: 'waitlist.anyTime' }) : windows.map((x) => `${x.from}-${x.to}`).join(', ');
      return `${d} · ${w}`;
    },
  };
}
