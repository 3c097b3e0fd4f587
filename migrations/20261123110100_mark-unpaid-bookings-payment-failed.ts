import type { Knex } from 'knex';

/**
 * Bookings released because their payment failed were stored as 3 canceled and so showed up as
 * canceled appointments. A canceled appointment always had a captured (or later refunded)
 * payment, so a canceled booking whose payment failed is one that never became an appointment:
 * it becomes 4 payment failed.
 *
 * Bookings still waiting on a pending payment are left at 0: a process running the previous code
 * may be charging them right now and would confirm them by leaving them at 0. The start-up
 * reconcile fails those whose payment stays pending, with status 4.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update bookings b set status = 4
      from payments p
     where p.id = b.payment_id and b.status = 3 and p.status = 'failed'`);
}

/** Back to the statuses the previous schema allows: failed as canceled, awaiting payment as in progress. */
export async function down(knex: Knex): Promise<void> {
  await knex('bookings').where({ status: 4 }).update({ status: 3 });
  await knex('bookings').where({ status: 5 }).update({ status: 0 });
}
