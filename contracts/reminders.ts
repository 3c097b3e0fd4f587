import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';

/**
 * A clinic's appointment reminders: when, in hours before the slot, the owner is reminded by email
 * and SMS. Two reminders (24 and 1 hour by default); a blank field turns that reminder off.
 */
export const REMINDER_HOURS_MAX = 168;
export const DEFAULT_REMINDER_HOURS = [24, 1] as const;
export const REMINDERS_SAVED = 'Saved Successfully';
const HOURS_MESSAGE = `Whole hours from 1 to ${REMINDER_HOURS_MAX}`;

const hours = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : v),
  z.coerce.number().int(HOURS_MESSAGE).min(1, HOURS_MESSAGE).max(REMINDER_HOURS_MAX, HOURS_MESSAGE).nullable(),
);

/** A form's checkbox: sent ('on', 'true', true) or absent. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

export const reminderHoursSchema = z.object({ first: hours, second: hours, messageSms: checkbox }).superRefine((v, ctx) => {
  if (v.first !== null && v.second !== null && v.first === v.second) {
    ctx.addIssue({ code: 'custom', path: ['second'], message: 'The two reminders need different times' });
  }
});
export type ReminderHoursInput = z.infer<typeof reminderHoursSchema>;

export interface ReminderSettingsView {
  /** Largest first: the first reminder, then the second (null when off). */
  first: number | null;
  second: number | null;
  /** Owners are texted when a message from the clinic waits unread in an appointment's conversation. */
  messageSms: boolean;
}
