import type { Conn } from '../../db/knex.ts';

export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  pic: string | null;
  role: 'user';
  password_hash: string;
  password_changed_at: Date | null;
}

export interface VendorLoginRow {
  id: number;
  vendor_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  pic: string | null;
  subrole: 'root_admin' | 'user';
  password_hash: string;
  password_changed_at: Date | null;
}

const USER_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone', 'pic', 'role', 'password_hash', 'password_changed_at'];
const LOGIN_COLUMNS = [
  'id', 'vendor_id', 'first_name', 'last_name', 'email', 'phone', 'pic', 'subrole', 'password_hash', 'password_changed_at',
];

export function usersByIds(db: Conn, ids: readonly number[]): Promise<UserRow[]> {
  return db('users').select(USER_COLUMNS).whereIn('id', ids as number[]);
}

export function userByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  return db('users').select(USER_COLUMNS).where({ email: email.trim().toLowerCase() }).first();
}

export function vendorLoginsByIds(db: Conn, ids: readonly number[]): Promise<VendorLoginRow[]> {
  return db('vendor_logins').select(LOGIN_COLUMNS).whereIn('id', ids as number[]);
}

export function vendorLoginByEmail(db: Conn, email: string): Promise<VendorLoginRow | undefined> {
  return db('vendor_logins').select(LOGIN_COLUMNS).where({ email: email.trim().toLowerCase() }).first();
}
