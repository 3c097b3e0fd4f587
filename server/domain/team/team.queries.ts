import type { Conn } from '../../db/knex.ts';
import type { VendorLoginRow } from '../accounts/index.ts';

/** A login as the Team tab reads it: no password or picture. */
export type TeamRow = Pick<VendorLoginRow, 'id' | 'vendor_id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'subrole'>;

const COLUMNS = ['id', 'vendor_id', 'first_name', 'last_name', 'email', 'phone', 'subrole'];

/** A vendor's logins, newest first (the spec's order). */
export function teamOfVendor(db: Conn, vendorId: number): Promise<TeamRow[]> {
  return db('vendor_logins').select(COLUMNS).where({ vendor_id: vendorId }).orderBy('id', 'desc');
}

export function teamMember(db: Conn, vendorId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<TeamRow | undefined> {
  const q = db('vendor_logins').select(COLUMNS).where({ vendor_id: vendorId, id }).first();
  return options.forUpdate ? q.forUpdate() : q;
}

export async function updateTeamMember(db: Conn, vendorId: number, id: number, write: Partial<Pick<TeamRow, 'first_name' | 'last_name' | 'email' | 'phone'>> & {
  password_hash?: string; password_changed_at?: Date;
}): Promise<void> {
  await db('vendor_logins').where({ vendor_id: vendorId, id }).update({ ...write, updated_at: db.fn.now() });
}

/**
 * Takes a login out of every listing of its vendor that names it as a manager, and hands the listings it
 * owns to `newOwner`: a deleted member leaves no dangling ids behind.
 */
export async function releaseListingsOf(db: Conn, vendorId: number, loginId: number, newOwner: number): Promise<void> {
  await db('vendor_listings').where({ vendor_id: vendorId }).whereRaw('managers @> ?::jsonb', [JSON.stringify([loginId])])
    .update({
      managers: db.raw(`coalesce((select jsonb_agg(m) from jsonb_array_elements(managers) m where m <> to_jsonb(?::bigint)), '[]'::jsonb)`, [loginId]),
      updated_at: db.fn.now(),
    });
  await db('vendor_listings').where({ vendor_id: vendorId, vendor_login_id: loginId }).update({ vendor_login_id: newOwner, updated_at: db.fn.now() });
}

export async function deleteTeamMember(db: Conn, vendorId: number, id: number): Promise<number> {
  return db('vendor_logins').where({ vendor_id: vendorId, id }).del();
}
