import type { IntlShape } from 'react-intl';
import { FULFILMENT_MESSAGES, type OrderClockView } from '../../../contracts/order-words.ts';
import { PEER_CONSULT_MESSAGES, PEER_CONSULT_PRICE, type PeerConsultListItem } from '../../../contracts/peer-consult-words.ts';
import { CHARGED_CENTS } from '../../../contracts/products.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { sayKnown, sayOrderText } from './order-texts.ts';

/** Each English line of the server about an order or a consult, to the id that says it (`clinicOrder.text.`, `p2p.text.`). */
const TEXT_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  ...Object.entries(PEER_CONSULT_MESSAGES).map(([key, text]) => [text, `p2p.text.${key}`] as [string, MessageId]),
  ...Object.entries(FULFILMENT_MESSAGES).map(([key, text]) => [text, `clinicOrder.text.${key}`] as [string, MessageId]),
  [ORDER_FAILED, 'p2p.text.failed'] as [string, MessageId],
].filter(([, id]) => !id.endsWith('.notFound')));

/**
 * A line the server wrote in English on a clinic's order or consult page (a move done or refused, a field's
 * message) in the page's language; a line it does not know shows as written.
 */
export function sayClinicText(intl: IntlShape, text: string): string {
  const id = TEXT_IDS.get(text);
  return id && Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : sayOrderText(intl, text);
}

/** Every field message of a refused move in the page's language. */
export function sayClinicFields(intl: IntlShape, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, sayClinicText(intl, text)]));
}

/** An order's clock in the page's language ('due in 31 h'), from its state and hours (the queue's words). */
export function sayClock(intl: IntlShape, clock: OrderClockView | null): OrderClockView | null {
  if (!clock) return null;
  const text = clock.paused ? intl.formatMessage({ id: 'queue.clock.paused' })
    : clock.overdue ? (clock.hours < 1 ? intl.formatMessage({ id: 'queue.clock.overdueNow' }) : intl.formatMessage({ id: 'queue.clock.overdue' }, { hours: clock.hours }))
      : intl.formatMessage({ id: 'queue.clock.due' }, { hours: clock.hours });
  return { ...clock, text };
}

/** An order's (or a consult's) status by its code, the server's label when the catalogue does not know it. */
export const sayStatus = (intl: IntlShape, status: string, label: string) => sayKnown(intl, `orders.status.${status}`, label);

/** The consult's price as its English pages have always written it, by `Intl` in another language. */
export const consultPrice = (intl: IntlShape): string => (intl.locale.startsWith('en')
  ? PEER_CONSULT_PRICE : formatDollars(intl.locale, CHARGED_CENTS.PEER_TO_PEER_CONSULT / 100));

/** A consult's expected time in the page's language ('Expected by 10 Mar 2026, 14:00', 'Waiting for your answer'). */
export function sayExpected(intl: IntlShape, c: PeerConsultListItem): string | null {
  if (!c.expectedWhen) return c.expected;
  return c.expectedWhen.waiting ? intl.formatMessage({ id: 'p2p.waiting' }) : intl.formatMessage({ id: 'p2p.expectedBy' }, { time: c.expectedWhen.at ?? '' });
}
