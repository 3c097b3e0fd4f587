import bcrypt from 'bcryptjs';
import type { Conn } from '../../db/knex.ts';
import { UnauthenticatedError } from '../../errors.ts';
import {
  usersByIds, userByEmail, vendorLoginsByIds, vendorLoginByEmail, type UserRow, type VendorLoginRow,
} from './accounts.queries.ts';
import type { Viewer } from './viewer.ts';

export const BCRYPT_COST = 10;
export const LOGIN_FAILED = 'Invalid email or password.';

/** Compared against when the email is unknown, so both failures cost one bcrypt comparison. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export type AccountRole = 'user' | 'vendor';

/** What a session stores to find its person again. */
export interface SessionAccount {
  kind: AccountRole;
  id: number;
  /** When the person signed in (ms); a later password change ends the session. */
  at: number;
}

export function userViewer(row: UserRow): Viewer {
  return {
    kind: 'user', id: Number(row.id), email: row.email, role: 'user',
    firstName: row.first_name, lastName: row.last_name, pic: row.pic,
  };
}

export function vendorViewer(row: VendorLoginRow): Viewer {
  return {
    kind: 'vendor', id: Number(row.id), vendorId: Number(row.vendor_id), subrole: row.subrole, email: row.email,
    role: 'vendor', firstName: row.first_name, lastName: row.last_name, pic: row.pic,
  };
}

/**
 * Checks an email and password for one role. Owners' credentials never open a
 * vendor session and the reverse: each role reads only its own table.
 */
export async function authenticate(db: Conn, role: AccountRole, email: string, password: string): Promise<Viewer> {
  const row = role === 'vendor' ? await vendorLoginByEmail(db, email) : await userByEmail(db, email);
  const ok = await bcrypt.compare(password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !ok) throw new UnauthenticatedError(LOGIN_FAILED);
  return role === 'vendor' ? vendorViewer(row as VendorLoginRow) : userViewer(row as UserRow);
}

/**
 * Loads the viewer a session or token names; null when the account is gone or
 * its password changed after `signedInAt` (that ends every older session).
 */
export async function loadViewer(db: Conn, account: SessionAccount): Promise<Viewer | null> {
  const [row] = account.kind === 'vendor'
    ? await vendorLoginsByIds(db, [account.id])
    : await usersByIds(db, [account.id]);
  if (!row) return null;
  if (row.password_changed_at && row.password_changed_at.getTime() > account.at) return null;
  return account.kind === 'vendor' ? vendorViewer(row as VendorLoginRow) : userViewer(row as UserRow);
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}
