import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';

export interface VendorRow {
  id: number;
  name: string;
  type: number;
  categories: number[];
  details: Record<string, unknown>;
  created_at: Date;
  /** When the clinic's sign-up address was verified; null until then (no site published, no bookings). */
  email_verified_at: Date | null;
  /** When an operator approved the clinic (or its sign-up, with no approval required); null while it waits. */
  approved_at: Date | null;
  /** Set while an operator suspends the clinic. */
  suspended_at: Date | null;
}

export function vendorsByIds(db: Conn, ids: readonly number[]): Promise<VendorRow[]> {
  return db('vendors').select('id', 'name', 'type', 'categories', 'details', 'created_at', 'email_verified_at', 'approved_at', 'suspended_at').whereIn('id', ids as number[]);
}

/** Whether the clinic's sign-up address is verified (it may publish its site and take bookings). */
export async function clinicVerified(db: Conn, vendorId: number): Promise<boolean> {
  const row = await db('vendors').select('email_verified_at').where({ id: vendorId }).first();
  return !!row?.email_verified_at;
}

/** True when the clinic has closed (its site shows the closed notice; nobody books there). */
export async function clinicClosed(db: Conn, vendorId: number): Promise<boolean> {
  const row = await db('vendors').select('closed_at').where({ id: vendorId }).first();
  return !!row?.closed_at;
}

/** Marks the clinic's sign-up address verified (once: a later link changes nothing). */
export async function markClinicVerified(db: Conn, vendorId: number, at: Date): Promise<void> {
  await db('vendors').where({ id: vendorId }).whereNull('email_verified_at').update({ email_verified_at: at, updated_at: at });
}

/**
 * Creates a clinic at registration: approved at once unless the marketplace requires approval of new clinics
 * (`marketplace_settings.clinic_approval_required`), in which case it waits for an operator.
 */
export async function insertVendor(db: Conn, vendor: { name: string; type: number; details: Record<string, unknown> }): Promise<number> {
  const waits = await clinicApprovalRequired(db);
  const [row] = await db('vendors').insert({
    ...vendor, details: JSON.stringify(vendor.details), ...(waits ? { approved_at: null } : {}),
  }).returning('id');
  return Number(row.id);
}

/** Whether a new clinic waits for an operator's approval before it is listed and takes bookings. */
export async function clinicApprovalRequired(db: Conn): Promise<boolean> {
  const row = await db('marketplace_settings').select('clinic_approval_required').where({ id: 1 }).first();
  return Boolean(row?.clinic_approval_required);
}

/** Sets the marketplace's approval setting (the one settings row). */
export async function setClinicApprovalRequired(db: Conn, required: boolean): Promise<void> {
  await db('marketplace_settings').insert({ id: 1, clinic_approval_required: required, updated_at: db.fn.now() })
    .onConflict('id').merge(['clinic_approval_required', 'updated_at']);
}

/**
 * Whether a clinic takes bookings and is listed, and if not why: its sign-up address is not verified, an operator
 * has not approved it yet, an operator suspended it, or it closed. Unknown clinics read as 'unverified'.
 */
export type ClinicStanding = 'open' | 'unverified' | 'unapproved' | 'suspended' | 'closed';

export async function clinicStanding(db: Conn, vendorId: number): Promise<ClinicStanding> {
  const row = await prepared(db('vendors').select('email_verified_at', 'approved_at', 'suspended_at', 'closed_at').where({ id: vendorId }).first());
  if (row?.closed_at) return 'closed';
  if (!row?.email_verified_at) return 'unverified';
  if (row.suspended_at) return 'suspended';
  if (!row.approved_at) return 'unapproved';
  return 'open';
}

/** The clinics the public may find and book: verified, approved, not suspended and not closed (a subquery for a where-in). */
export function listedVendorIds(db: Conn) {
  return db('vendors').select('id').whereNotNull('email_verified_at').whereNotNull('approved_at').whereNull('suspended_at').whereNull('closed_at');
}

/** An operator approves a clinic (once: a second approval changes nothing); true when this call approved it. */
export async function markClinicApproved(db: Conn, vendorId: number, at: Date): Promise<boolean> {
  const n = await db('vendors').where({ id: vendorId }).whereNull('approved_at').update({ approved_at: at, updated_at: at });
  return Number(n) > 0;
}

/** An operator suspends a clinic, or lifts its suspension (`at` null); true when its standing changed. */
export async function setClinicSuspended(db: Conn, vendorId: number, at: Date | null): Promise<boolean> {
  const q = db('vendors').where({ id: vendorId });
  if (at) q.whereNull('suspended_at');
  else q.whereNotNull('suspended_at');
  const n = await q.update({ suspended_at: at, updated_at: db.fn.now() });
  return Number(n) > 0;
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
