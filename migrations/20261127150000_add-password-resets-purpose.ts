import type { Knex } from 'knex';

/**
 * What a set-password link is for: a reset the person asked for, or a clinic's invitation to a new team member.
 * The page the link opens reads it to say "Choose your password" to someone who never had one, and the same
 * answer to both after a submit would be wrong for one of them. Existing links are resets until the next
 * migration tells the invitations apart.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_resets', (t) => {
    t.text('purpose').notNullable().defaultTo('reset');
    t.check(`purpose in ('reset', 'invite')`, [], 'password_resets_purpose_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_resets', (t) => {
    t.dropChecks(['password_resets_purpose_valid']);
    t.dropColumn('purpose');
  });
}
