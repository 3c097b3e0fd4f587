import type { Db } from '../../db/knex.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { reminderHoursSchema, type ReminderSettingsView } from '../../../contracts/reminders.ts';
import { requireRootAdmin, type Viewer } from '../accounts/viewer.ts';
import { normalizeReminderHours } from './reminder-rules.ts';
import { reminderHoursOfVendor, setReminderHours, setThreadNoticeSms, threadNoticeSmsOf } from '../vendors/index.ts';

/** A clinic's reminder times (Settings, Reminders): its root admin reads and sets them; every login of it is reminded by them. */
export function clinicReminders(db: Db) {
  return {
    async get(viewer: Viewer | null): Promise<ReminderSettingsView> {
      const vendor = requireRootAdmin(viewer);
      const [first = null, second = null] = normalizeReminderHours(await reminderHoursOfVendor(db, vendor.vendorId));
      return { first, second, messageSms: await threadNoticeSmsOf(db, vendor.vendorId) };
    },

    async save(viewer: Viewer | null, raw: unknown): Promise<ReminderSettingsView> {
      const vendor = requireRootAdmin(viewer);
      const input = parseInput(reminderHoursSchema, raw);
      const hours = normalizeReminderHours([input.first, input.second].filter((h) => h !== null));
      await setReminderHours(db, vendor.vendorId, hours);
      await setThreadNoticeSms(db, vendor.vendorId, input.messageSms);
      return { first: hours[0] ?? null, second: hours[1] ?? null, messageSms: input.messageSms };
    },
  };
}

export type ClinicReminders = ReturnType<typeof clinicReminders>;
