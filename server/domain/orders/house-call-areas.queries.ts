import type { Conn } from '../../db/knex.ts';

export interface HouseCallAreaRow {
  vendor_id: number;
  zipcodes: string[];
  radius_miles: number | null;
  center_zipcode: string | null;
  /** The practice's name (vendors.name), for the order it takes. */
  vendor_name: string;
}

/** A practice's area, or undefined when it has set none. */
export function areaOfVendor(db: Conn, vendorId: number): Promise<HouseCallAreaRow | undefined> {
  return db('house_call_areas as a').join('vendors as v', 'v.id', 'a.vendor_id')
    .select('a.vendor_id', 'a.zipcodes', 'a.radius_miles', 'a.center_zipcode', 'v.name as vendor_name')
    .where('a.vendor_id', vendorId).first();
}

/** The areas that may serve `zipcode`: those listing it, and every area with a radius (its distance decides). */
export function areasThatMayServe(db: Conn, zipcode: string): Promise<HouseCallAreaRow[]> {
  return db('house_call_areas as a').join('vendors as v', 'v.id', 'a.vendor_id')
    .select('a.vendor_id', 'a.zipcodes', 'a.radius_miles', 'a.center_zipcode', 'v.name as vendor_name')
    .where((q) => q.whereRaw('? = any(a.zipcodes)', [zipcode]).orWhereNotNull('a.radius_miles'))
    .orderBy('a.vendor_id');
}

/** Sets a practice's area (one row per practice). Zip codes are digits only, written as an array literal (pg and PGlite alike). */
export async function upsertArea(db: Conn, vendorId: number, area: { zipcodes: string[]; radius_miles: number | null; center_zipcode: string | null }): Promise<void> {
  const zipcodes = db.raw('?::text[]', [`{${area.zipcodes.filter((z) => /^\d{5}$/.test(z)).join(',')}}`]);
  await db('house_call_areas')
    .insert({ vendor_id: vendorId, ...area, zipcodes, updated_at: db.fn.now() })
    .onConflict('vendor_id').merge(['zipcodes', 'radius_miles', 'center_zipcode', 'updated_at']);
}
