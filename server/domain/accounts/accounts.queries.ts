import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';
import type { Locale } from '../../../contracts/locale.ts';

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
  /** When the owner last logged out everywhere (older sessions end), or null. */
  signed_out_at: Date | null;
  /** The zone the owner last used in their own browser (canonical IANA name), or null. */
  time_zone: string | null;
  /** When the owner deleted their account (nobody signs in as them from then on), or null. */
  deleted_at: Date | null;
  /** The owner's language (their pages once signed in, every message sent to them), or null: not chosen yet. */
  locale: Locale | null;
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
  /** When the login last logged out everywhere (older sessions end), or null. */
  signed_out_at: Date | null;
  /** When its clinic closed (none of its logins signs in from then on), or null. */
  deleted_at: Date | null;
  /** The login's language, or null: not chosen yet. */
  locale: Locale | null;
}

const USER_COLUMNS = [
  'id', 'first_name', 'last_name', 'email', 'phone', 'pic', 'role', 'password_hash', 'password_changed_at', 'signed_out_at', 'time_zone', 'deleted_at', 'locale',
];
const LOGIN_COLUMNS = [
  'id', 'vendor_id', 'first_name', 'last_name', 'email', 'phone', 'pic', 'subrole', 'password_hash', 'password_changed_at', 'signed_out_at', 'locale',
].map((c) => `l.${c}`);

/** A clinic login with its clinic's closure, read as the login's own end (as an owner's deletion is). */
const logins = (db: Conn) => db('vendor_logins as l').join('vendors as c', 'c.id', 'l.vendor_id').select([...LOGIN_COLUMNS, 'c.closed_at as deleted_at']);

export function usersByIds(db: Conn, ids: readonly number[]): Promise<UserRow[]> {
  return prepared(db('users').select(USER_COLUMNS).whereIn('id', ids as number[]));
}

/**
 * True when the owner account is a shelter partner's. The account's kind is the accounts area's to say; the row is
 * written by the shelters area in the same transaction as the account (shelter-approval.ts), so it never changes
 * after the account is created and the accounts cache needs no other version.
 */
export async function isShelterAccount(db: Conn, userId: number): Promise<boolean> {
  return (await db('shelters').select('id').where({ user_id: userId }).first()) !== undefined;
}

export function userByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  return db('users').select(USER_COLUMNS).where({ email: email.trim().toLowerCase() }).first();
}

export function vendorLoginsByIds(db: Conn, ids: readonly number[]): Promise<VendorLoginRow[]> {
  return logins(db).whereIn('l.id', ids as number[]);
}

export function vendorLoginByEmail(db: Conn, email: string): Promise<VendorLoginRow | undefined> {
  return logins(db).where('l.email', email.trim().toLowerCase()).first();
}

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  phone_verified_at: Date | null;
  password_hash: string;
  signup_plan: number | null;
  promocode: string | null;
  source: Record<string, unknown>;
  /** The language their mail is written in (null or absent: not chosen, English). */
  locale?: Locale | null;
}

export async function insertUser(db: Conn, user: NewUser): Promise<number> {
  const [row] = await db('users').insert({ ...user, source: JSON.stringify(user.source) }).returning('id');
  return Number(row.id);
}

export interface NewVendorLogin {
  vendor_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  subrole: 'root_admin' | 'user';
}

export async function insertVendorLogin(db: Conn, login: NewVendorLogin): Promise<number> {
  const [row] = await db('vendor_logins').insert(login).returning('id');
  return Number(row.id);
}

/** Sets a new password hash and the moment it changed (older sessions and tokens end). */
export async function setPassword(
  db: Conn, kind: 'user' | 'vendor', id: number, passwordHash: string, changedAt: Date,
): Promise<void> {
  await db(kind === 'vendor' ? 'vendor_logins' : 'users')
    .where({ id })
    .update({ password_hash: passwordHash, password_changed_at: changedAt, updated_at: changedAt });
}

/** Ends every session of the person that began before `at` (their logout everywhere). */
export async function setSignedOut(db: Conn, kind: 'user' | 'vendor', id: number, at: Date): Promise<void> {
  await db(kind === 'vendor' ? 'vendor_logins' : 'users').where({ id }).update({ signed_out_at: at });
}

/** Records the zone an owner's own browser reported; no write when it is unchanged. */
export async function setUserTimeZone(db: Conn, userId: number, zone: string): Promise<void> {
  await db('users').where({ id: userId }).whereRaw('time_zone is distinct from ?', [zone]).update({ time_zone: zone });
}

/** Stores a person's language (an owner's users row or a login's vendor_logins row); no write when it is unchanged. */
export async function setAccountLocale(db: Conn, kind: 'user' | 'vendor', id: number, locale: Locale): Promise<void> {
  await db(kind === 'vendor' ? 'vendor_logins' : 'users').where({ id }).whereRaw('locale is distinct from ?', [locale]).update({ locale });
}

/** Updates a person's own names and picture (an owner's users row or a login's vendor_logins row). */
export async function updateProfileRow(db: Conn, kind: 'user' | 'vendor', id: number, write: { first_name: string; last_name: string; pic?: string | null }): Promise<void> {
  await db(kind === 'vendor' ? 'vendor_logins' : 'users').where({ id }).update({ ...write, updated_at: db.fn.now() });
}

/** The owner deletes their account: from now on nobody signs in as them and every session of theirs has ended. */
export async function markUserDeleted(db: Conn, id: number, now: Date): Promise<boolean> {
  const updated = await db('users').where({ id }).whereNull('deleted_at').update({ deleted_at: now, signed_out_at: now, updated_at: now });
  return updated > 0;
}

/** Deleted owners whose personal data is due for erasure (deleted before `cutoff`, not yet erased). */
export async function usersDueForErasure(db: Conn, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db('users').select('id').whereNotNull('deleted_at').whereNull('erased_at').where('deleted_at', '<', cutoff)
    .orderBy('deleted_at').limit(limit);
  return rows.map((r) => Number(r.id));
}

/** Owners deleted and waiting for their erasure, oldest first (what an operator sees pending). */
export function pendingErasures(db: Conn): Promise<Array<{ id: number; deleted_at: Date }>> {
  return db('users').select('id', 'deleted_at').whereNotNull('deleted_at').whereNull('erased_at').orderBy('deleted_at');
}

/**
 * The row that stays after an owner's erasure, for the bookings and payments that point at it: "Deleted owner",
 * an address that cannot receive mail, no phone, picture, password or sign-up details.
 */
export async function anonymiseUser(db: Conn, id: number, now: Date): Promise<void> {
  await db('users').where({ id }).update({
    first_name: 'Deleted', last_name: 'owner', email: `deleted-${id}@erased.invalid`, phone: null, phone_verified_at: null,
    pic: null, password_hash: '!', promocode: null, source: JSON.stringify({}), time_zone: null, erased_at: now, updated_at: now,
  });
}
