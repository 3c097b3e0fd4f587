import { RECORDS_LINK_DAYS, RECORDS_REMINDER_DAYS } from '../../../contracts/records-requests.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the daily pass does with a line still waiting for its clinic. */
export type SweepDecision = { kind: 'none' } | { kind: 'remind'; reminder: number } | { kind: 'expire' };

/**
 * The records link's clock, pure: `sentAt` is when the clinic was first mailed, `remindersSent` how many
 * reminders it already had, `now` the job's clock. From `RECORDS_LINK_DAYS` (30) days on the line expires;
 * before that, once `RECORDS_REMINDER_DAYS[n]` (3, then 7) days have passed and fewer than n+1 reminders went
 * out, reminder n+1 is due (a pass that missed day 3 and runs on day 8 sends one reminder, then the second on
 * its next pass). Boundaries are included: exactly 3 days after is a reminder, exactly 30 days is expiry.
 */
export function sweepDecision(input: { sentAt: Date; remindersSent: number; now: Date }): SweepDecision {
  const age = input.now.getTime() - input.sentAt.getTime();
  if (age >= RECORDS_LINK_DAYS * DAY_MS) return { kind: 'expire' };
  const due = RECORDS_REMINDER_DAYS.filter((days) => age >= days * DAY_MS).length;
  return due > input.remindersSent ? { kind: 'remind', reminder: input.remindersSent + 1 } : { kind: 'none' };
}
