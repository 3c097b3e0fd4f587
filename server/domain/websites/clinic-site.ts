import type { Conn } from '../../db/knex.ts';
import { siteBaseUrl } from '../consultations/consultation-link.ts';
import { vendorsByIds } from '../vendors/vendors.queries.ts';
import { findByVendorIds } from './websites.queries.ts';

/** How a clinic introduces itself in mail: its site's brand name (else the clinic's), and where its site answers. */
export interface ClinicSite {
  name: string;
  /** The clinic's own site (sub-domain or custom domain), else the main site. */
  siteUrl: string;
}

const CLINIC_FALLBACK = 'Your clinic';

/** The name a clinic goes by with its customers: its site's brand name, else the clinic's own. */
export async function clinicName(db: Conn, vendorId: number): Promise<string> {
  const [[website], [vendor]] = await Promise.all([findByVendorIds(db, [vendorId]), vendorsByIds(db, [vendorId])]);
  return website?.name || vendor?.name || CLINIC_FALLBACK;
}

/** The clinic's name and site for messages sent on its behalf. */
export async function clinicSite(db: Conn, vendorId: number, urls: { publicUrl: string; mainDomain: string }): Promise<ClinicSite> {
  const [[website], [vendor]] = await Promise.all([findByVendorIds(db, [vendorId]), vendorsByIds(db, [vendorId])]);
  return {
    name: website?.name || vendor?.name || CLINIC_FALLBACK,
    siteUrl: siteBaseUrl(urls.publicUrl, urls.mainDomain, website && { subDomain: website.sub_domain, customDomain: website.custom_domain }),
  };
}
