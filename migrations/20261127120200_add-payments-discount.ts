import type { Knex } from 'knex';

/**
 * What a payment was priced at, and who bore its promo discount, so a clinic's report can show list price, discount
 * and funder instead of a lower revenue with no word why. `list_price_cents`: the price before any promo or waiver
 * (null on rows that never recorded it); `discount_cents`: the promo's part of it; `discount_funded_by`: the plan's
 * funder at the time of the payment ('marketplace' or 'clinic'), null when there was no discount.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.integer('list_price_cents').nullable();
    t.integer('discount_cents').notNullable().defaultTo(0);
    t.text('discount_funded_by').nullable();
    t.check('discount_cents >= 0', [], 'payments_discount_non_negative');
    t.check(`discount_funded_by is null or discount_funded_by in ('marketplace', 'clinic')`, [], 'payments_discount_funded_by_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropChecks(['payments_discount_non_negative', 'payments_discount_funded_by_valid']);
    t.dropColumn('discount_funded_by');
    t.dropColumn('discount_cents');
    t.dropColumn('list_price_cents');
  });
}
