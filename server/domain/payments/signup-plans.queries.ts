import type { Conn } from '../../db/knex.ts';

/** The plan an owner signed up with (users.signup_plan), or null. */
export async function signupPlanIdOfUser(db: Conn, userId: number): Promise<number | null> {
  const row = await db('users').select('signup_plan').where({ id: userId }).first();
  return row?.signup_plan ? Number(row.signup_plan) : null;
}
