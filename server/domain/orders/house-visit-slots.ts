import { HOUSE_CALL_PACKAGE } from '../../../contracts/house-call-plan.ts';
import { formatZoned } from '../reference/zone-format.ts';

const MINUTE = 60_000;

/** A visit's span with the travel after it, in ms: [start, start + visit + travel). */
function span(startsAt: Date, minutes: number, travel: number): [number, number] {
  return [startsAt.getTime(), startsAt.getTime() + (minutes + travel) * MINUTE];
}

/**
 * The start times a package holder may book, pure. `starts` are the slot engine's bookable starts of the
 * practice's house-visit consultation (its listing's hours, overrides and live bookings, in the listing's zone,
 * epoch ms); of those, the ones no sooner than `leadHours` after `now` and within `offerDays`, inside the package's
 * year [`from`, `until`), and clear of what is `taken` (the listing's bookings and the practice's booked visits)
 * once this visit's own travel time after it is counted (the engine only sees the visit). The database's exclusion
 * constraints hold the same rule under races.
 */
export function houseVisitOffers(input: {
  starts: readonly number[]; now: Date; from: Date; until: Date;
  taken: ReadonlyArray<{ startsAt: Date; minutes: number; travelMinutes: number }>;
}): Date[] {
  const { visitMinutes, travelMinutes, leadHours, offerDays } = HOUSE_CALL_PACKAGE;
  const earliest = input.now.getTime() + leadHours * 60 * MINUTE;
  const latest = input.now.getTime() + (offerDays + 1) * 24 * 60 * MINUTE;
  const busy = input.taken.map((t) => span(t.startsAt, t.minutes, t.travelMinutes));
  return [...new Set(input.starts)].sort((a, b) => a - b)
    .filter((t) => t >= earliest && t < latest && t >= input.from.getTime() && t < input.until.getTime())
    .filter((t) => {
      const [a, b] = span(new Date(t), visitMinutes, travelMinutes);
      return !busy.some(([x, y]) => a < y && x < b);
    })
    .map((t) => new Date(t));
}

/** A start as the pages show it in the practice's zone: "Mon, Dec 7, 10:00 AM". */
export function visitLabel(at: Date, zone: string): string {
  return formatZoned(at, zone, 'EEE, MMM d, h:mm a');
}
