import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fill, fillParts, sayFields, sayText } from '../../../contracts/messages/fill.ts';
import { dateTimeFormat, formatDollars } from '../../../contracts/intl-format.ts';
import type { BookingId as BookingOwnId } from '../../../contracts/messages/en-booking.ts';
import type { DeskWordId } from '../../../contracts/messages/en-records-desk.ts';
import type { BookingWords } from '../../../views/pages/bookings/booking-words.ts';
import { counterWith } from '../../lib/counter-words.ts';

export type { BookingWords };
/** An id of the booking path's words: its own, and the desk's client language. */
type BookingId = BookingOwnId | DeskWordId;

/**
 * The booking wizard's and the checkout's words, given by the page (`words` prop, views/pages/bookings/booking-words.ts)
 * and read by every step through this context, the steps in chunks of their own included.
 */
export const BookingWordsContext = createContext<BookingWords | null>(null);

/** Says the booking path's words in the page's language. */
export interface Say {
  /** One of the islands' own words, its `{name}` parts filled in. */
  (id: BookingId, values?: Record<string, string | number>): string;
  /** The same with elements in its parts (a link, a strong). */
  parts: (id: BookingId, values: Record<string, ReactNode>) => ReactNode[];
  /** A message of contracts/ or the server (an error, a check's message) in the page's language. */
  text: (english: string) => string;
  /** A field map's messages in the page's language. */
  fields: (fields: Record<string, string>) => Record<string, string>;
  /** A text's length against its limit, for a bounded text area's counter. */
  count: (length: number, max: number) => string;
  /** Dollars as the language writes them. */
  price: (amount: number) => string;
  /** A slot's day and time in a zone, and its time alone. */
  slot: (iso: string, timeZone: string) => string;
  time: (iso: string, timeZone: string) => string;
  words: BookingWords | null;
}

/** Without words from the page (a step rendered on its own) the ids are said as they are. */
export function makeSay(given: BookingWords | null): Say {
  const locale = given?.intl ?? 'en-US';
  const texts = given?.texts ?? {};
  const say = ((id: BookingId, values?: Record<string, string | number>) => fill(given?.words[id] ?? id, values)) as Say;
  say.parts = (id, values) => fillParts<ReactNode>(given?.words[id] ?? id, values);
  say.text = (english) => sayText(english, texts);
  say.fields = (fields) => sayFields(fields, texts);
  say.count = counterWith(locale, (over, values) => say(over ? 'booking.info.countOver' : 'booking.info.count', { ...values }));
  say.price = (amount) => formatDollars(locale, Number(amount));
  say.slot = (iso, timeZone) => dateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso));
  say.time = (iso, timeZone) => dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  say.words = given;
  return say;
}

export function useSay(): Say {
  const words = useContext(BookingWordsContext);
  return useMemo(() => makeSay(words), [words]);
}
