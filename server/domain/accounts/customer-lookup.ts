import { randomBytes } from 'node:crypto';
import type { Conn } from '../../db/knex.ts';
import { ConflictError, NotFoundError, SQLSTATE, sqlState } from '../../errors.ts';
import { insertUser, setUserTimeZone, userByEmail, usersByIds, type UserRow } from './accounts.queries.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { hashPassword } from './authentication.ts';
import { requireVendor, type Viewer } from './viewer.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

export interface CustomerDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A vendor booking on an owner's behalf finds the owner by exact email; nothing else is exposed. */
export async function findCustomerByEmail(db: Conn, viewer: Viewer | null, email: string): Promise<CustomerDto> {
  requireVendor(viewer);
  const user = email.trim() ? await userByEmail(db, email) : undefined;
  if (!user) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return { id: Number(user.id), firstName: user.first_name, lastName: user.last_name, email: user.email };
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * A vendor registers an owner at the desk: the account gets a random, unusable
 * password and the owner sets their own through the reset email the caller sends
 * afterwards. A taken email is a CONFLICT with the spec's words.
 */
export async function registerCustomer(db: Conn, viewer: Viewer | null, input: NewCustomer): Promise<CustomerDto> {
  const vendor = requireVendor(viewer);
  const email = input.email.trim().toLowerCase();
  if (await userByEmail(db, email)) throw new ConflictError(MESSAGES.duplicateEmail, { fields: { email: MESSAGES.duplicateEmail } });
  const id = await insertUser(db, {
    first_name: input.firstName.trim(), last_name: input.lastName.trim(), email, phone: input.phone,
    phone_verified_at: null, password_hash: await hashPassword(randomBytes(24).toString('base64url')),
    signup_plan: null, promocode: null, source: { medium: 'vendor', vendor_id: vendor.vendorId, by: vendor.id },
  }).catch((err) => {
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ConflictError(MESSAGES.duplicateEmail, { fields: { email: MESSAGES.duplicateEmail } });
    throw err;
  });
  return { id, firstName: input.firstName.trim(), lastName: input.lastName.trim(), email };
}

/** An owner by id, for another area that books or bills them (undefined when there is none). */
export async function customerById(db: Conn, id: number): Promise<UserRow | undefined> {
  if (!Number.isInteger(id)) return undefined;
  const [customer] = await usersByIds(db, [id]);
  return customer;
}

/** Remembers the zone an owner's own browser reported, for their later emails. */
export function rememberOwnerZone(db: Conn, id: number, zone: string): Promise<void> {
  return setUserTimeZone(db, id, zone);
}
