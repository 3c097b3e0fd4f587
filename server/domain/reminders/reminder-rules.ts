/**
 * When reminders are due (pure: the clock is an argument).
 *
 * Appointment reminders go out `hours` before the slot (a clinic's choice, 24 and 1 by default). The
 * reminder for H hours is due from slot - H until the next smaller reminder falls due (or the slot), so
 * a worker that was down sends the latest reminder that still makes sense, never a stale one. A
 * reminder whose time had already passed when the booking was made is skipped: the confirmation
 * email told the owner just then (a booking made 3 hours ahead gets the 1-hour reminder only).
 *
 * Vaccine and medication reminders go out once per record and due date, in the 7 days before it
 * (the owner's local date), so one missed run still sends it a day later.
 */

const HOUR_MS = 3_600_000;

/** Reminder hours as a clinic may set them: whole hours from 1 to 168 (a week), largest first, no repeats. */
export function normalizeReminderHours(hours: readonly unknown[]): number[] {
  const valid = hours.map(Number).filter((h) => Number.isInteger(h) && h >= 1 && h <= 168);
  return [...new Set(valid)].sort((a, b) => b - a);
}

/** The reminder (hours before the slot) due for a booking at `now`, or null. */
export function dueAppointmentReminder(input: { slot: Date; createdAt: Date; hours: readonly number[]; now: Date }): number | null {
  const slot = input.slot.getTime();
  const now = input.now.getTime();
  if (now >= slot) return null;
  const hours = normalizeReminderHours(input.hours);
  for (let i = 0; i < hours.length; i += 1) {
    const dueAt = slot - hours[i] * HOUR_MS;
    const until = i + 1 < hours.length ? slot - hours[i + 1] * HOUR_MS : slot;
    if (now >= dueAt && now < until) return dueAt >= input.createdAt.getTime() ? hours[i] : null;
  }
  return null;
}

/** The occasion key of an appointment reminder ('24h'), unique per booking and channel in reminder_sends. */
export const appointmentOccasion = (hours: number) => `${hours}h`;

/** Days before a next-due date that its reminder goes out. */
export const HEALTH_REMINDER_DAYS = 7;

/** True when a next-due date (YYYY-MM-DD) is within the reminder's 7 days of the owner's local date (YYYY-MM-DD). */
export function healthReminderDue(nextDueDate: string, localToday: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(nextDueDate) || !/^\d{4}-\d{2}-\d{2}$/.test(localToday)) return false;
  const due = Date.parse(`${nextDueDate}T00:00:00Z`);
  const today = Date.parse(`${localToday}T00:00:00Z`);
  if (!Number.isFinite(due) || !Number.isFinite(today)) return false;
  const days = Math.round((due - today) / (24 * HOUR_MS));
  return days >= 0 && days <= HEALTH_REMINDER_DAYS;
}
