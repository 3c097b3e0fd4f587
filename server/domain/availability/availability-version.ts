import type { Db } from '../../db/knex.ts';
import { DbVersion } from '../../db/db-version.ts';

/**
 * What can be booked: bookings (their time, length, listing and status), schedule overrides and listings, whose
 * changes move the `availability_version` sequence (migration 20261126120000). The vet list's cards and a day's
 * slots are kept under it for seconds (services.ts). Specializations and vendors are watched here too (the sequence
 * moves anyway): renaming a specialization rewrites the search documents of the listings naming it (a trigger),
 * and removing a vendor removes its listings (a cascade), which a write made here must show at once.
 */
export function availabilityVersion(db: Db): DbVersion {
  return new DbVersion(db, {
    sequence: 'availability_version', tables: ['bookings', 'availability_overrides', 'vendor_listings', 'specializations', 'vendors'],
  });
}
