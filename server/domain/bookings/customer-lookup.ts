import type { Conn } from '../../db/knex.ts';
import { NotFoundError } from '../../errors.ts';
import { userByEmail } from '../accounts/accounts.queries.ts';
import { requireVendor, type Viewer } from '../accounts/viewer.ts';

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
