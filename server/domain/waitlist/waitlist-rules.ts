import { WAITLIST_HOLD_MINUTES } from '../../../contracts/waitlist.ts';
import { WEEKDAYS, type Weekday } from '../../../contracts/listings.ts';
import { wallTime, weekdayIndex } from '../../../contracts/zoned-time.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';

const MINUTE = 60_000;

/** An entry of a listing's line as the matching reads it. */
export interface LineEntry {
  id: number;
  userId: number;
  type: ConsultationType;
  /** Days of the week that suit, in the listing's zone; none means any day. */
  days: readonly Weekday[];
  /** Wall-clock windows 'HH:mm' [from, to) in the listing's zone that a start must fall in; none means any time. */
  windows: ReadonlyArray<{ from: string; to: string }>;
  /**
   * "Any time earlier than my booking": only starts before this instant (epoch ms) fit. Null: no such limit;
   * an entry whose booking is no longer upcoming is left out of the line by the caller.
   */
  beforeSlot: number | null;
}

/**
 * Whether a start (epoch ms) suits an entry: its weekday in `timezone` is one of the entry's days, its local time
 * falls in one of its windows (from inclusive, to exclusive), and it is before the entry's booking when it names one.
 */
export function fitsEntry(entry: Pick<LineEntry, 'days' | 'windows' | 'beforeSlot'>, at: number, timezone: string): boolean {
  if (entry.beforeSlot !== null && at >= entry.beforeSlot) return false;
  const local = wallTime(at, timezone);
  const day = WEEKDAYS[(weekdayIndex(local.date) + 6) % 7];
  if (entry.days.length > 0 && !entry.days.includes(day)) return false;
  if (entry.windows.length === 0) return true;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}`;
  return entry.windows.some((w) => clock >= w.from && clock < w.to);
}

/** When a hold placed at `now` runs out. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + WAITLIST_HOLD_MINUTES * MINUTE);
}

export interface MatchInput {
  /** The line, first come first: entries still waiting (not left, not booked). */
  line: readonly LineEntry[];
  /** Free starts per consultation type (epoch ms): what the engine offers with every open hold counted as taken. */
  free: Partial<Record<ConsultationType, readonly number[]>>;
  /** Each type's length in minutes (a hold keeps [start, start + duration)). */
  durations: Partial<Record<ConsultationType, number>>;
  /** `${entryId}:${epochMs}` of every start an entry was offered before (declined or run out: never again). */
  offered: ReadonlySet<string>;
  /** Entries holding a time now (one open offer per entry). */
  holding: ReadonlySet<number>;
  timezone: string;
}

/**
 * Who is offered what, first in line first: each entry in line order that holds nothing gets the earliest free start
 * of its type that fits it and was never offered to it, unless that time overlaps one given to an earlier entry in
 * this round (a listing's times are shared by its types). Pure: the caller reads the line and the engine's starts.
 */
export function pickOffers(input: MatchInput): Array<{ entryId: number; userId: number; type: ConsultationType; at: number; duration: number }> {
  const taken: Array<{ start: number; end: number }> = [];
  const overlaps = (start: number, end: number) => taken.some((t) => start < t.end && t.start < end);
  const out: Array<{ entryId: number; userId: number; type: ConsultationType; at: number; duration: number }> = [];
  for (const entry of input.line) {
    if (input.holding.has(entry.id)) continue;
    const duration = input.durations[entry.type] ?? 0;
    if (!(duration > 0)) continue;
    const at = (input.free[entry.type] ?? []).find((t) => !input.offered.has(`${entry.id}:${t}`)
      && !overlaps(t, t + duration * MINUTE) && fitsEntry(entry, t, input.timezone));
    if (at === undefined) continue;
    taken.push({ start: at, end: at + duration * MINUTE });
    out.push({ entryId: entry.id, userId: entry.userId, type: entry.type, at, duration });
  }
  return out;
}
