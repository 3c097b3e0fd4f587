import type { Adapters } from './adapters/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import { publicListingsForVendor, type PublicListing } from './domain/listings/public-listings.ts';
import { latestMessages, type OutboxRow } from './domain/outbox/outbox.queries.ts';
import { SiteResolver } from './domain/websites/site-service.ts';
import { AccountService } from './domain/accounts/account-service.ts';
import { createInquiryService, type InquiryService } from './domain/inquiries/inquiry-service.ts';

/**
 * The domain services, built once per process and shared by routes and
 * resolvers, so neither edge touches the database directly. Each later area
 * adds its service here.
 */
export interface Services {
  sites: SiteResolver;
  listings: { publicForVendor(vendorId: number): Promise<PublicListing[]> };
  outbox: { latest(limit?: number): Promise<OutboxRow[]> };
  health: { databaseReachable(): Promise<boolean> };
  accounts: AccountService;
  /** Shelter partnership enquiries and newsletter sign-ups (the public site's forms). */
  inquiries: InquiryService;
}

export function createServices(db: Db, config: Config, _adapters: Adapters): Services {
  return {
    sites: new SiteResolver(db, config.mainDomain),
    listings: { publicForVendor: (vendorId) => publicListingsForVendor(db, vendorId) },
    outbox: { latest: (limit) => latestMessages(db, limit) },
    accounts: new AccountService(db, _adapters, { secret: config.sessionSecret, publicUrl: config.publicUrl }),
    inquiries: createInquiryService(db, _adapters.mail, config.mail.operatorEmail),
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
