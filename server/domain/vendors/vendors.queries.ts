import type { Conn } from '../../db/knex.ts';

export interface VendorRow {
  id: number;
  name: string;
  type: number;
  categories: number[];
  details: Record<string, unknown>;
  created_at: Date;
  /** When the clinic's sign-up address was verified; null until then (no site published, no bookings). */
  email_verified_at: Date | null;
}

export function vendorsByIds(db: Conn, ids: readonly number[]): Promise<VendorRow[]> {
  return db('vendors').select('id', 'name', 'type', 'categories', 'details', 'created_at', 'email_verified_at').whereIn('id', ids as number[]);
}

/** Whether the clinic's sign-up address is verified (it may publish its site and take bookings). */
export async function clinicVerified(db: Conn, vendorId: number): Promise<boolean> {
  const row = await db('vendors').select('email_verified_at').where({ id: vendorId }).first();
  return !!row?.email_verified_at;
}

/** Marks the clinic's sign-up address verified (once: a later link changes nothing). */
export async function markClinicVerified(db: Conn, vendorId: number, at: Date): Promise<void> {
  await db('vendors').where({ id: vendorId }).whereNull('email_verified_at').update({ email_verified_at: at, updated_at: at });
}

export async function insertVendor(db: Conn, vendor: { name: string; type: number; details: Record<string, unknown> }): Promise<number> {
  const [row] = await db('vendors').insert({ ...vendor, details: JSON.stringify(vendor.details) }).returning('id');
  return Number(row.id);
}

/** The hours before a slot a vendor's appointment reminders go out (vendors.reminder_hours). */
export async function reminderHoursOfVendor(db: Conn, vendorId: number): Promise<number[]> {
  const row = await db('vendors').select('reminder_hours').where({ id: vendorId }).first();
  return (row?.reminder_hours ?? []).map(Number);
}

export async function setReminderHours(db: Conn, vendorId: number, hours: readonly number[]): Promise<void> {
  await db('vendors').where({ id: vendorId })
    .update({ reminder_hours: db.raw('?::integer[]', [`{${hours.map((h) => Math.trunc(h)).join(',')}}`]), updated_at: db.fn.now() });
}

/** Whether the clinic texts its owners when a message waits unread in a thread (vendors.thread_notice_sms). */
export async function threadNoticeSmsOf(db: Conn, vendorId: number): Promise<boolean> {
  const row = await db('vendors').select('thread_notice_sms').where({ id: vendorId }).first();
  return Boolean(row?.thread_notice_sms);
}

export async function setThreadNoticeSms(db: Conn, vendorId: number, on: boolean): Promise<void> {
  await db('vendors').where({ id: vendorId }).update({ thread_notice_sms: on, updated_at: db.fn.now() });
}

/** The zone most of a vendor's listings keep (the clinic's zone for its reports), or null without listings. */
export async function mainZoneOfVendor(db: Conn, vendorId: number): Promise<string | null> {
  const row = await db('vendor_listings').select('timezone').where({ vendor_id: vendorId })
    .groupBy('timezone').orderByRaw('count(*) desc, timezone').first();
  return row?.timezone ?? null;
}
