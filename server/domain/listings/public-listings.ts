import { isSoldType } from '../../../contracts/consultations.ts';
import type { Conn } from '../../db/knex.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { canManageListing, managerScope } from './listing-policy.ts';
import { listingsForVendor, type ConsultationType, type ListingRow } from './listings.queries.ts';
import { clinicStanding } from '../vendors/index.ts';

export interface PublicListing {
  id: number;
  title: string;
  line1: string;
  address: string | null;
  consultations: Array<{ type: ConsultationType; duration: number; price: number }>;
  /** The cancellation window in hours: the wizard states the policy before payment. */
  cancellationHours: number;
}

/** The most listings the booking wizard offers at once. */
const WIZARD_LISTINGS = 50;

/** A listing as a visitor or the booking wizard sees it: enabled consultations only, and only those sold per visit (a house visit is booked with its package). */
function toPublicListing(row: ListingRow): PublicListing {
  return {
    id: Number(row.id),
    title: row.title,
    line1: row.line1,
    address: row.address,
    consultations: (row.consultations ?? [])
      .filter((c) => c.enabled && isSoldType(c.type))
      .map((c) => ({ type: c.type, duration: Number(c.duration), price: Number(c.price) })),
    cancellationHours: Number(row.cancellation_hours ?? 24),
  };
}

/**
 * What a visitor of a vendor's site may book of its listings: none while the marketplace has not approved the
 * clinic or has suspended it (its site says so instead).
 */
export async function publicListingsForVendor(db: Conn, vendorId: number): Promise<PublicListing[]> {
  const standing = await clinicStanding(db, vendorId);
  if (standing === 'unapproved' || standing === 'suspended' || standing === 'closed') return [];
  return (await listingsForVendor(db, vendorId, null, WIZARD_LISTINGS, 0)).map(toPublicListing);
}

/**
 * The listings New Appointment offers a viewer: a vendor login books only where the payment
 * call lets it, the listing policy (a root admin on all of its vendor's, a sub-user on those
 * naming them); an owner on a vendor site books on that site's listings. Null when the viewer
 * has nowhere to book here (an owner on the main site).
 */
export async function bookableListings(db: Conn, viewer: Viewer, siteVendorId: number | null): Promise<PublicListing[] | null> {
  if (viewer.kind === 'vendor') {
    const rows = await listingsForVendor(db, viewer.vendorId, managerScope(viewer), WIZARD_LISTINGS, 0);
    // The query narrows by the policy's own rule; the policy itself has the last word, as at payment.
    return rows.filter((row) => canManageListing(viewer, row)).map(toPublicListing);
  }
  return siteVendorId === null ? null : publicListingsForVendor(db, siteVendorId);
}
