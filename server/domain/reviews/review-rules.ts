import { REVIEW_WINDOW_DAYS } from '../../../contracts/reviews.ts';
import type { AppointmentState } from '../../../contracts/appointments.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Why an appointment can or cannot be reviewed now: pure (the clock is `now`). */
export type Reviewability = { ok: true; until: Date } | { ok: false; why: 'notReviewable' | 'windowClosed' };

/**
 * An appointment may be reviewed once it took place (its state is complete: it ended, or the practice marked it
 * Completed, and it was not canceled, rescheduled or a no-show) and until REVIEW_WINDOW_DAYS after its end.
 */
export function reviewability(a: { state: AppointmentState; slot: string; durationMinutes: number }, now: Date): Reviewability {
  if (a.state !== 'complete') return { ok: false, why: 'notReviewable' };
  const end = Date.parse(a.slot) + a.durationMinutes * 60_000;
  // A practice may mark a visit Completed before its booked end; the window still runs from the booked end.
  const until = new Date(end + REVIEW_WINDOW_DAYS * DAY_MS);
  return now.getTime() < until.getTime() ? { ok: true, until } : { ok: false, why: 'windowClosed' };
}

/** The reviewer as the public sees them: "Olive O.", or "A pet owner" with no name. */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  if (!first) return 'A pet owner';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** A listing's published rating from its ratings' count and sum: the average to one decimal, none without reviews. */
export function averageOf(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
