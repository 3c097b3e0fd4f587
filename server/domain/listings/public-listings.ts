import type { Conn } from '../../db/knex.ts';
import { listingsForVendor, type ConsultationType } from './listings.queries.ts';

export interface PublicListing {
  id: number;
  title: string;
  line1: string;
  address: string | null;
  consultations: Array<{ type: ConsultationType; duration: number; price: number }>;
}

/** What a visitor of a vendor's site may see of its listings: enabled consultations only. */
export async function publicListingsForVendor(db: Conn, vendorId: number): Promise<PublicListing[]> {
  const rows = await listingsForVendor(db, vendorId, null, 50, 0);
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    line1: row.line1,
    address: row.address,
    consultations: (row.consultations ?? [])
      .filter((c) => c.enabled)
      .map((c) => ({ type: c.type, duration: Number(c.duration), price: Number(c.price) })),
  }));
}
