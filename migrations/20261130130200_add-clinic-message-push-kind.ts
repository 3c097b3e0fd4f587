import type { Knex } from 'knex';

/**
 * Clinic logins are pushed new messages from pet owners as well as new bookings (issue 29). A clinic login has no
 * choice of kinds (turning notifications on takes every clinic kind), so those who turned them on get the new one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update push_preferences set kinds = array_append(kinds, 'ownerMessage'), updated_at = now()
    where account_type = 'vendor_login' and 'booking' = any(kinds) and not ('ownerMessage' = any(kinds))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`update push_preferences set kinds = array_remove(kinds, 'ownerMessage') where account_type = 'vendor_login'`);
}
