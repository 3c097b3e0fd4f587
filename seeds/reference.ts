import type { Conn } from '../server/db/knex.ts';
import { searchChanged } from '../server/db/cache-versions.ts';
import { PAYMENT_TYPES, PRODUCT_TYPES } from '../contracts/products.ts';
import { PET_TYPES, SERVICE_CATEGORIES, SPECIALIZATIONS } from '../contracts/reference.ts';

/**
 * Fills the reference tables from server/domain/reference/reference-data.ts. Safe in production and
 * idempotent: rows are upserted by code, so renaming a label in the constants updates the table.
 * Codes removed from the constants are left in place because rows elsewhere may still use them.
 */
export async function seedReference(db: Conn): Promise<void> {
  await db.transaction(async (tx) => {
    await tx('pet_types').insert(PET_TYPES.map(({ code, name }) => ({ code, name }))).onConflict('code').merge();
    await tx('specializations')
      .insert(SPECIALIZATIONS.map(({ code, name }) => ({ code, name })))
      .onConflict('code')
      .merge();
    // A renamed specialization renames the listings' search documents (a trigger): searches kept by a running web
    // process are computed afresh.
    await searchChanged(tx);
    await tx('service_categories')
      .insert(SERVICE_CATEGORIES.map(({ code, name }) => ({ code, name })))
      .onConflict('code')
      .merge();
    await tx('product_types')
      .insert(PRODUCT_TYPES.map(({ code, name, label }) => ({ code, name, label })))
      .onConflict('code')
      .merge();
    await tx('payment_types')
      .insert(PAYMENT_TYPES.map(({ code, name }) => ({ code, name })))
      .onConflict('code')
      .merge();
  });
}
