import moment from 'moment-timezone';
import { HOUSE_CALL_PACKAGE } from '../../../contracts/house-call-plan.ts';

const MINUTE = 60_000;

/** A visit's span with the travel after it, in ms: [start, start + visit + travel). */
function span(startsAt: Date, minutes: number, travel: number): [number, number] {
  return [startsAt.getTime(), startsAt.getTime() + (minutes + travel) * MINUTE];
}

/**
 * The start times a package holder may book, pure: each of the next `offerDays` days in the practice's `zone`
 * at `dayHours`, no sooner than `leadHours` after `now`, inside the package's year [`from`, `until`), and
 * clear of the practice's booked visits once the travel time after each (and after this one) is counted. The
 * database's exclusion constraint holds the same rule under races.
 */
export function houseVisitOffers(input: {
  zone: string; now: Date; from: Date; until: Date; taken: ReadonlyArray<{ startsAt: Date; minutes: number; travelMinutes: number }>;
}): Date[] {
  const { visitMinutes, travelMinutes, leadHours, offerDays, dayHours } = HOUSE_CALL_PACKAGE;
  const earliest = input.now.getTime() + leadHours * 60 * MINUTE;
  const busy = input.taken.map((t) => span(t.startsAt, t.minutes, t.travelMinutes));
  const offers: Date[] = [];
  const day = moment.tz(input.now, input.zone).startOf('day');
  for (let d = 0; d <= offerDays; d++, day.add(1, 'day')) {
    for (const hour of dayHours) {
      const start = day.clone().hour(hour).minute(0).second(0).millisecond(0).toDate();
      if (start.getTime() < earliest || start < input.from || start >= input.until) continue;
      const [a, b] = span(start, visitMinutes, travelMinutes);
      if (busy.some(([x, y]) => a < y && x < b)) continue;
      offers.push(start);
    }
  }
  return offers;
}

/** A start as the pages show it in the practice's zone: "Mon, Dec 7, 10:00 AM". */
export function visitLabel(at: Date, zone: string): string {
  return moment.tz(at, zone).format('ddd, MMM D, h:mm A');
}
