import type { Adapters } from './adapters/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import { publicListingsForVendor, type PublicListing } from './domain/listings/public-listings.ts';
import { latestMessages, type OutboxRow } from './domain/outbox/outbox.queries.ts';
import { SiteResolver } from './domain/websites/site-service.ts';
import { listingService, type ListingService } from './domain/listings/listing-service.ts';
import { vendorServices, type VendorService, type VetListQuery } from './domain/listings/vet-list.ts';
import { availabilityService, type AvailabilityService } from './domain/availability/availability-service.ts';
import { AccountService } from './domain/accounts/account-service.ts';
import { createInquiryService, type InquiryService } from './domain/inquiries/inquiry-service.ts';
import { bookingService, type BookingService } from './domain/bookings/booking-service.ts';

/**
 * The domain services, built once per process and shared by routes and
 * resolvers, so neither edge touches the database directly. Each later area
 * adds its service here.
 */
export interface Services {
  sites: SiteResolver;
  listings: { publicForVendor(vendorId: number): Promise<PublicListing[]> };
  /** The vendor's listing editor and My Listings (authorization inside). */
  listingAdmin: ListingService;
  /** Slot lookups and schedule-mode overrides, all through the one availability engine. */
  availability: AvailabilityService;
  /** The public vet list (the spec's vendor services). */
  vetList: { vendorServices(query: VetListQuery, now: Date): Promise<VendorService[]> };
  outbox: { latest(limit?: number): Promise<OutboxRow[]> };
  health: { databaseReachable(): Promise<boolean> };
  accounts: AccountService;
  /** Shelter partnership enquiries and newsletter sign-ups (the public site's forms). */
  inquiries: InquiryService;
  /** Appointments with their payment: hold, charge, confirm or release. */
  bookings: BookingService;
}

export function createServices(db: Db, config: Config, _adapters: Adapters): Services {
  return {
    sites: new SiteResolver(db, config.mainDomain),
    listings: { publicForVendor: (vendorId) => publicListingsForVendor(db, vendorId) },
    listingAdmin: listingService(db),
    availability: availabilityService(db),
    vetList: { vendorServices: (query, now) => vendorServices(db, query, now) },
    outbox: { latest: (limit) => latestMessages(db, limit) },
    accounts: new AccountService(db, _adapters, { secret: config.sessionSecret, publicUrl: config.publicUrl }),
    inquiries: createInquiryService(db, _adapters.mail, config.mail.operatorEmail),
    bookings: bookingService(db, { gateway: _adapters.payments, mail: _adapters.mail, video: _adapters.video, publicUrl: config.publicUrl }),
    health: {
      async databaseReachable() {
        try {
          await db.raw('select 1');
          return true;
        } catch {
          return false;
        }
      },
    },
  };
}
