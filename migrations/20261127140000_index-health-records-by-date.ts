import type { Knex } from 'knex';

/**
 * Health records list by the day they name (details.date, 'YYYY-MM-DD', so text order is calendar order),
 * newest first, then by when they were entered: a reading typed in today for last March sits with March.
 * These indexes answer both lists (by pet, by owner) in that order and replace the ones by creation time,
 * which no query reads any more; each still leads with its foreign key, for the cascades from pets and users.
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `create index health_records_pet_date_index on health_records
    (pet_id, (details->>'date') desc nulls last, created_at desc, id desc)`,
  `create index health_records_user_date_index on health_records
    (user_id, (details->>'date') desc nulls last, created_at desc, id desc)`,
  `drop index health_records_pet_id_created_at_index`,
  `drop index health_records_user_id_created_at_index`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index health_records_pet_id_created_at_index on health_records (pet_id, created_at)');
  await knex.raw('create index health_records_user_id_created_at_index on health_records (user_id, created_at)');
  await knex.raw('drop index health_records_pet_date_index');
  await knex.raw('drop index health_records_user_date_index');
}
