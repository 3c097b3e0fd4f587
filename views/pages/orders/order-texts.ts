import type { IntlShape } from 'react-intl';
import { ORDER_CANCEL_MESSAGES, ORDER_REFUND_DAYS } from '../../../contracts/refund-policy.ts';
import { FULFILMENT_MESSAGES, ORDER_EVENT_TEXTS } from '../../../contracts/order-words.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { templatePattern } from '../../../contracts/messages/fill.ts';

/**
 * The English lines the server gives My Orders (a cancel done or refused, an answer sent or refused), each with the
 * id that says it in the page's language; a line not listed shows as the server wrote it.
 */
const ORDER_TEXT_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [ORDER_CANCEL_MESSAGES.canceled, 'orders.text.canceled'],
  [ORDER_CANCEL_MESSAGES.notPaid, 'orders.text.notPaid'],
  [ORDER_CANCEL_MESSAGES.alreadyCanceled, 'orders.text.alreadyCanceled'],
  [ORDER_CANCEL_MESSAGES.expired, 'orders.text.expired'],
  [ORDER_CANCEL_MESSAGES.used, 'orders.text.used'],
  [ORDER_CANCEL_MESSAGES.question, 'orders.text.question'],
  [FULFILMENT_MESSAGES.answered, 'orders.text.answered'],
  [FULFILMENT_MESSAGES.answerRequired, 'orders.text.answerRequired'],
  [FULFILMENT_MESSAGES.wrongStatus, 'orders.text.wrongStatus'],
]);

/** A server line about an order in the page's language (`{days}` is the policy's window). */
export function sayOrderText(intl: IntlShape, text: string): string {
  const id = ORDER_TEXT_IDS.get(text);
  return id ? intl.formatMessage({ id }, { days: ORDER_REFUND_DAYS }) : text;
}

/** A catalogue id's words when the catalogue has it, else `fallback` (a status or product it does not know). */
export function sayKnown(intl: IntlShape, id: string, fallback: string): string {
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id: id as MessageId }) : fallback;
}

/** Dollars as the order pages have always written them in English ('$95.00'), by `Intl` in another language. */
export function orderMoney(intl: IntlShape, cents: number): string {
  if (intl.locale.startsWith('en')) return `$${(cents / 100).toFixed(2)}`;
  return formatDollars(intl.locale, cents / 100);
}

/** Each stored timeline line's template (ORDER_EVENT_TEXTS) as a pattern, its parts' names and the id that says it. */
const EVENT_PATTERNS = Object.entries(ORDER_EVENT_TEXTS).map(([key, english]) => ({
  ...templatePattern(english, '(.+)'), id: `orderEvent.${key}` as MessageId,
}));

/**
 * A line the server stored on an order's timeline in English ('Assigned to Dr. Vega', 'Canceled by the owner before
 * review: $95.00 refunded in full.') in the page's language, matched against the templates it was written from
 * (its name carried over, its amount written as the language writes dollars); English, and a line no template
 * matches (a vet's question, an owner's answer), as stored.
 */
export function sayEventText(intl: IntlShape, text: string): string {
  if (intl.locale.startsWith('en')) return text;
  for (const { pattern, names, id } of EVENT_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    const cents = /^\$(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/.exec(values.amount ?? '');
    if (cents) values.amount = orderMoney(intl, Number(cents[1].replace(/,/g, '')) * 100 + Number(cents[2]));
    return intl.formatMessage({ id }, values);
  }
  return text;
}
