import type { Conn } from '../../server/db/knex.ts';
import { createUser } from './index.ts';

/** A shelter partner: an owner account with its shelters row (as the operator's approval makes them). */
export async function createShelter(db: Conn, attrs: { name?: string; email?: string } = {}): Promise<{ id: number; userId: number; email: string; name: string }> {
  const user = await createUser(db, { email: attrs.email, first_name: 'Sam' });
  const name = attrs.name ?? 'Second Chance Shelter';
  const [row] = await db('shelters').insert({ user_id: user.id, name, approved_at: new Date() }).returning('id');
  return { id: Number(row.id), userId: user.id, email: user.email, name };
}
