import type { Conn } from '../../db/knex.ts';
import { LISTING_STATUS } from '../../../contracts/listings.ts';

/** Marks the clinic closed; false when it already was. */
export async function markClinicClosed(db: Conn, vendorId: number, now: Date): Promise<boolean> {
  return (await db('vendors').where({ id: vendorId }).whereNull('closed_at').update({ closed_at: now, updated_at: now })) === 1;
}

/** Ends every session of the clinic's logins (the sign-out moment) and answers their ids. */
export async function signOutLoginsOf(db: Conn, vendorId: number, now: Date): Promise<number[]> {
  const rows = await db('vendor_logins').where({ vendor_id: vendorId }).update({ signed_out_at: now, updated_at: now }).returning('id');
  return rows.map((r: { id: string | number }) => Number(r.id));
}

/** Archives the clinic's live and waiting listings (off the vet list and the site, their appointments kept); answers their ids. */
export async function archiveListingsOf(db: Conn, vendorId: number): Promise<number[]> {
  const rows = await db('vendor_listings').where({ vendor_id: vendorId })
    .whereIn('status', [LISTING_STATUS.live, LISTING_STATUS.awaitingApproval]).update({ status: LISTING_STATUS.archived }).returning('id');
  return rows.map((r: { id: string | number }) => Number(r.id));
}

/** Clinics closed before `cutoff` whose data is not erased yet, oldest first. */
export async function clinicsDueForErasure(db: Conn, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db('vendors').select('id').whereNotNull('closed_at').whereNull('erased_at').where('closed_at', '<', cutoff)
    .orderBy('closed_at').limit(limit);
  return rows.map((r) => Number(r.id));
}

const CLOSED = 'Closed clinic';

/**
 * Erases a closed clinic's personal data: its logins' names, contacts and pictures, the files they uploaded (keys
 * answered, removed from storage after commit), the site's content and own domain, the listings' names, addresses
 * and profiles, its customer links and the activity log's names and addresses. Bookings, payments and refunds keep
 * their amounts and dates; the owners' records and the messages they were sent stay with the owners.
 */
export async function eraseClinic(db: Conn, vendorId: number, now: Date): Promise<string[]> {
  const logins = db('vendor_logins').select('id').where({ vendor_id: vendorId });
  const files = await db('files').where({ owner_type: 'vendor_login' }).whereIn('owner_id', logins).delete().returning('key');
  await db('vendor_logins').where({ vendor_id: vendorId }).update({
    first_name: 'Closed', last_name: 'clinic', email: db.raw(`'closed-' || id || '@erased.invalid'`), phone: null, pic: null,
    password_hash: '!', updated_at: now,
  });
  await db('vendors').where({ id: vendorId }).update({ name: CLOSED, details: {}, erased_at: now, updated_at: now });
  await db('websites').where({ vendor_id: vendorId }).update({ name: CLOSED, logo: null, header_section: null, body_section: null, custom_domain: null, updated_at: now });
  await db('vendor_listings').where({ vendor_id: vendorId }).update({
    title: CLOSED, line1: CLOSED, line2: null, address: null, avatar: null, profile: {}, managers: JSON.stringify([]),
  });
  await db('vendor_customers').where({ vendor_id: vendorId }).delete();
  await db('vendor_audit_events').where({ vendor_id: vendorId }).update({ actor_name: CLOSED, actor_email: '', address: null });
  return files.map((r: { key: string }) => r.key);
}
