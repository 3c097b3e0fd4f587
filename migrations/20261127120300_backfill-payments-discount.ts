import type { Knex } from 'knex';

/**
 * Payments taken before the previous migration kept their list price in `details.listPriceCents`. Their promo
 * discount is that price less the amount charged (a vendor's waiver is not a promo, so waived payments keep none),
 * and every plan then was a platform promo, so Petcare funded it: the clinics' reports now show those payments at
 * their list price with the discount on Petcare, as the marketplace's promos are from now on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update payments
       set list_price_cents = (details->>'listPriceCents')::int
     where list_price_cents is null and details->>'listPriceCents' ~ '^[0-9]+$'`);
  await knex.raw(`
    update payments
       set discount_cents = list_price_cents - amount_cents, discount_funded_by = 'marketplace'
     where plan_id is not null and list_price_cents > amount_cents and coalesce(details->>'waived', 'false') <> 'true'`);
}

/** Nothing to undo: the previous migration's down drops the columns. */
export async function down(): Promise<void> {}
