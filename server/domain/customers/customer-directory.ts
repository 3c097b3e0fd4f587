import {
  CUSTOMER_NOT_FOUND, customerQuerySchema, type CustomerPage, type CustomerProfile, type CustomerQuery,
} from '../../../contracts/customers.ts';
import type { Conn } from '../../db/knex.ts';
import { NotFoundError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { requireRootAdmin, type Viewer } from '../accounts/viewer.ts';
import { APPOINTMENT_STATUSES } from '../../../contracts/appointments.ts';
import { customerCount, customerOfVendor, customerPage } from './customers.queries.ts';
import { clinicCustomer } from './desk-customers.ts';

/**
 * The clinic's customers (the spec's Users page): for its root admin, only the owners in its own
 * vendor_customers (a booking with it, or a desk registration), never another clinic's or the
 * marketplace's other owners. A customer outside that reads as not found. Each shows the contact the clinic
 * may see (desk-customers.ts) and whether they share their pets and records with it.
 */
export function customerDirectory(db: Conn) {
  async function profileOf(vendorId: number, userId: number): Promise<CustomerProfile> {
    const [found, relation] = await Promise.all([clinicCustomer(db, vendorId, userId), customerOfVendor(db, vendorId, userId)]);
    if (!found || !relation) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    return {
      id: Number(found.user.id), firstName: found.contact.firstName, lastName: found.contact.lastName, email: found.user.email,
      phone: found.contact.phone ?? null, since: relation.since ? new Date(relation.since).toISOString() : null, access: found.relation.access,
    };
  }

  return {
    /** One page of customers with the total that matches the filters. */
    async list(viewer: Viewer | null, raw: CustomerQuery): Promise<CustomerPage> {
      const vendor = requireRootAdmin(viewer);
      const q = parseInput(customerQuerySchema, raw ?? {});
      const [rows, total] = await Promise.all([
        customerPage(db, vendor.vendorId, q, APPOINTMENT_STATUSES),
        customerCount(db, vendor.vendorId, q),
      ]);
      return {
        total,
        rows: rows.map((r) => ({
          id: Number(r.id), firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone ?? null,
          since: r.since ? new Date(r.since).toISOString() : null, appointments: Number(r.appointments),
          pets: r.pets === null ? null : Number(r.pets), access: r.access,
        })),
      };
    },

    /** One customer's profile, for the clinic's root admin only. */
    async profile(viewer: Viewer | null, userId: number): Promise<CustomerProfile> {
      return profileOf(requireRootAdmin(viewer).vendorId, userId);
    },
  };
}

export type CustomerDirectory = ReturnType<typeof customerDirectory>;
