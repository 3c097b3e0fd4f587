import type { Knex } from 'knex';

/**
 * The activity log also records what happened to a clinic's money and schedule without one of its logins
 * acting: an owner's booking, cancel or reschedule (the actor is the customer, by the name the clinic knows)
 * and a gateway's or a sweep's refund ("System"). `actor_kind` says which (existing rows were all the
 * clinic's own logins); `summary` is the entry in words a clinic reads, written when the event is recorded
 * (times in the listing's zone as they stood then), null on older rows, which read from their details alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_audit_events', (t) => {
    t.text('actor_kind').notNullable().defaultTo('clinic');
    t.text('summary').nullable();
  });
  await knex.raw(`alter table vendor_audit_events add constraint vendor_audit_events_actor_kind_check
    check (actor_kind in ('clinic', 'customer', 'system'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_audit_events', (t) => {
    t.dropChecks(['vendor_audit_events_actor_kind_check']);
    t.dropColumn('summary');
    t.dropColumn('actor_kind');
  });
}
