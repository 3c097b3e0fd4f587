import type { Knex } from 'knex';

/**
 * btree_gist lets one GiST index mix plain equality (a listing id) with range overlap (a booking's
 * time span). The bookings exclusion constraint that forbids double booking needs it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists btree_gist');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop extension if exists btree_gist');
}
