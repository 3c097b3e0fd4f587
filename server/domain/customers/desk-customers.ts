import { randomBytes } from 'node:crypto';
import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFoundError, SQLSTATE, sqlState } from '../../errors.ts';
import { CUSTOMER_NOT_FOUND, type DeskCustomer } from '../../../contracts/customers.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { normalizeEmail } from '../../../contracts/account-rules.ts';
import { insertUser, userByEmail, usersByIds, type UserRow } from '../accounts/index.ts';
import { hashPassword } from '../accounts/authentication.ts';
import { requireVendor, type Viewer } from '../accounts/viewer.ts';
import { recordDeskRegistration, relationOf, type RelationRow } from './vendor-customers.queries.ts';

/** The contact a clinic sees of a customer: theirs once they share with it, else what its desk typed (when it did). */
export interface ClinicContact {
  firstName: string;
  lastName: string;
  phone: string | null;
}

/**
 * Until an owner shares with a clinic, the clinic sees of them only what it typed itself when it registered them
 * (so registering an email that already has an account shows nothing of that account); without a typed contact
 * (a relation from the owner's own booking) it sees the account's.
 */
export function clinicContact(user: Pick<UserRow, 'first_name' | 'last_name' | 'phone'>, relation: RelationRow): ClinicContact {
  if (relation.access !== 'granted' && relation.desk_first_name !== null) {
    return { firstName: relation.desk_first_name, lastName: relation.desk_last_name ?? '', phone: relation.desk_phone };
  }
  return { firstName: user.first_name, lastName: user.last_name, phone: user.phone };
}

/** A customer and their relation with the clinic, or undefined when the owner is not its customer. */
export async function clinicCustomer(db: Conn, vendorId: number, userId: number): Promise<{ user: UserRow; relation: RelationRow; contact: ClinicContact } | undefined> {
  if (!Number.isSafeInteger(userId) || userId <= 0) return undefined;
  const [relation, [user]] = await Promise.all([relationOf(db, vendorId, userId), usersByIds(db, [userId])]);
  if (!relation || !user) return undefined;
  return { user, relation, contact: clinicContact(user, relation) };
}

const deskCustomer = (user: UserRow, contact: ClinicContact): DeskCustomer => ({
  id: Number(user.id), firstName: contact.firstName, lastName: contact.lastName, email: user.email,
});

export interface NewDeskCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The client's language the desk chose: a new account stores it (an existing one keeps its own). */
  locale?: Locale;
}

/**
 * The clinic's desk: finds its own customers by exact email, and registers owners. Neither says whether an email
 * has an account elsewhere on the marketplace: a lookup finds only the clinic's customers (served or registered),
 * and registering an email that already has an account answers as for a new one, with what the clinic typed.
 */
export function deskCustomers(db: Db) {
  return {
    /** One of the clinic's customers by exact email, as the clinic sees them; anyone else is 'Customer not found'. */
    async byEmail(viewer: Viewer | null, email: string): Promise<DeskCustomer> {
      const vendor = requireVendor(viewer);
      const user = email.trim() ? await userByEmail(db, email) : undefined;
      const found = user && await clinicCustomer(db, vendor.vendorId, Number(user.id));
      if (!found) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      return deskCustomer(found.user, found.contact);
    },

    /** One of the clinic's customers by id (New Appointment for a customer), else 'Customer not found'. */
    async byId(viewer: Viewer | null, userId: number): Promise<DeskCustomer> {
      const vendor = requireVendor(viewer);
      const found = await clinicCustomer(db, vendor.vendorId, userId);
      if (!found) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      return deskCustomer(found.user, found.contact);
    },

    /**
     * Registers an owner at the clinic's desk. A new email gets an account with a random, unusable password (the
     * caller mails the welcome with a link to choose one: `newAccount`); an email that has one already is only
     * linked to the clinic. Either way the owner becomes the clinic's customer, waiting for them to share their
     * pets and records, and the clinic sees the contact it typed. A new account's language is the one the desk chose
     * (its welcome and every later mail are written in it); an existing account keeps its own.
     */
    async register(viewer: Viewer | null, input: NewDeskCustomer, now: Date): Promise<{ customer: DeskCustomer; newAccount: boolean; locale: Locale | null }> {
      const vendor = requireVendor(viewer);
      const email = normalizeEmail(input.email);
      const contact = { firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: input.phone };
      const attempt = () => inTransaction(db, async (tx) => {
        const existing = await userByEmail(tx, email);
        const userId = existing ? Number(existing.id) : await insertUser(tx, {
          first_name: contact.firstName, last_name: contact.lastName, email, phone: contact.phone, phone_verified_at: null,
          password_hash: await hashPassword(randomBytes(24).toString('base64url')), signup_plan: null, promocode: null,
          source: { medium: 'vendor', vendor_id: vendor.vendorId, by: vendor.id }, locale: input.locale ?? null,
        });
        await recordDeskRegistration(tx, vendor.vendorId, userId, contact, now, { newAccount: !existing });
        const found = (await clinicCustomer(tx, vendor.vendorId, userId))!;
        return { customer: deskCustomer(found.user, found.contact), newAccount: !existing, locale: found.user.locale };
      });
      // The same email signing up at this moment: the second attempt finds the account and links it.
      return attempt().catch((err) => {
        if (sqlState(err) === SQLSTATE.uniqueViolation) return attempt();
        throw err;
      });
    },
  };
}

export type DeskCustomers = ReturnType<typeof deskCustomers>;
