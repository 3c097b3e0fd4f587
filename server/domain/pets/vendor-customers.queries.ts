import type { Conn } from '../../db/knex.ts';
import { APPOINTMENT_STATUSES } from '../../../contracts/appointments.ts';

/**
 * Which of `userIds` are customers of a vendor: owners with an appointment at the
 * vendor (any of its statuses, canceled included; a booking whose payment never
 * succeeded is not one), or owners the vendor registered at the desk
 * (users.source medium 'vendor' naming the vendor, see bookings/customer-lookup.ts).
 */
export async function customerIdsOfVendor(db: Conn, vendorId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows: Array<{ id: number }> = await db('users')
    .select('users.id')
    .whereIn('users.id', userIds as number[])
    .andWhere((q) => {
      q.whereExists(db('bookings').select(db.raw('1')).where('bookings.vendor_id', vendorId).whereRaw('bookings.user_id = users.id')
        .whereIn('bookings.status', APPOINTMENT_STATUSES))
        // source.vendor_id is stored as a JSON number; ->> reads it as text.
        .orWhere((registered) => {
          registered.whereRaw("users.source->>'medium' = 'vendor'").whereRaw("users.source->>'vendor_id' = ?", [String(vendorId)]);
        });
    });
  return rows.map((r) => Number(r.id));
}

/**
 * True when the owner is the vendor's customer, read from vendor_customers (kept by triggers on bookings and
 * desk registrations, see the customers area): one primary-key lookup, for rules asked on every record read.
 */
export async function isCustomerOfVendor(db: Conn, vendorId: number, userId: number): Promise<boolean> {
  const row = await db('vendor_customers').select('user_id').where({ vendor_id: vendorId, user_id: userId }).first();
  return row !== undefined;
}
