import type { Knex } from 'knex';

/**
 * Who pays for a promo plan's discount, and where it applies. A plan was only a code and an offer, so a platform
 * promo (WELCOME10) cut a clinic's price without the clinic having any say, and nobody could tell who bore it.
 *
 * - `funded_by`: 'marketplace' (Petcare pays the discount: the clinic is paid its list price) or 'clinic' (the
 *   clinic named by `vendor_id` gives it from its own price). Every existing plan is a platform promo.
 * - `vendor_id`: the clinic funding a clinic plan; a clinic plan applies to that clinic's listings only, so no
 *   clinic's price is ever cut by a plan it did not make (the check requires it for 'clinic').
 * - `vendor_ids` / `listing_ids`: the clinics or listings a plan applies to (null: every one), like `product_ids`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (t) => {
    t.text('funded_by').notNullable().defaultTo('marketplace');
    t.bigInteger('vendor_id').nullable().references('id').inTable('vendors').onDelete('RESTRICT');
    t.jsonb('vendor_ids').nullable();
    t.jsonb('listing_ids').nullable();
    t.check(`funded_by in ('marketplace', 'clinic')`, [], 'plans_funded_by_valid');
    t.check(`funded_by = 'marketplace' or vendor_id is not null`, [], 'plans_clinic_plan_names_its_clinic');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (t) => {
    t.dropChecks(['plans_funded_by_valid', 'plans_clinic_plan_names_its_clinic']);
    t.dropColumn('listing_ids');
    t.dropColumn('vendor_ids');
    t.dropColumn('vendor_id');
    t.dropColumn('funded_by');
  });
}
