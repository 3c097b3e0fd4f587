import type { OrderClockView } from '../../../contracts/order-words.ts';

/** No clock (no words of any language). */
const NONE = '—';

/** The SLA clock of an order: 'due in 31 h', overdue in red, paused while the owner is asked. */
export function OrderClock({ clock }: { clock: OrderClockView | null }) {
  if (!clock) return <span className="order-clock">{NONE}</span>;
  return <span className={`order-clock${clock.overdue ? ' order-clock-overdue' : ''}${clock.paused ? ' order-clock-paused' : ''}`} data-testid="order-clock">{clock.text}</span>;
}
