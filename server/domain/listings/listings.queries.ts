import type { Conn } from '../../db/knex.ts';

export type ConsultationType = 'clinic' | 'video' | 'phone' | 'chat';

export interface ScheduleRow {
  days: string[];
  from: string;
  to: string;
}

export interface Consultation {
  type: ConsultationType;
  enabled: boolean;
  duration: number;
  price: number;
  schedule: ScheduleRow[];
}

export interface ListingRow {
  id: number;
  vendor_id: number;
  vendor_login_id: number | null;
  managers: number[];
  title: string;
  line1: string;
  line2: string | null;
  address: string | null;
  avatar: string | null;
  timezone: string;
  profile: Record<string, unknown>;
  consultations: Consultation[];
}

const COLUMNS = [
  'id', 'vendor_id', 'vendor_login_id', 'managers', 'title', 'line1', 'line2', 'address', 'avatar', 'timezone',
  'profile', 'consultations',
];

/** A vendor's active listings, oldest first. */
export function listingsByVendor(db: Conn, vendorId: number, limit = 50, offset = 0): Promise<ListingRow[]> {
  return db('vendor_listings')
    .select(COLUMNS)
    .where({ vendor_id: vendorId, status: 1 })
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset);
}
