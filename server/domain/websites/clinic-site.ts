import type { Conn } from '../../db/knex.ts';
import { clinicLink } from '../../tenancy/host.ts';
import { vendorsByIds } from '../vendors/index.ts';
import { findByVendorIds } from './websites.queries.ts';

/** How a clinic introduces itself in mail: its site's brand name (else the clinic's), and where its site answers. */
export interface ClinicSite {
  name: string;
  /**
   * Where the clinic's site answers, as a link that survives a rename of its sub-domain or a change of its domain
   * (the main site's `/clinic/<id>`, which goes on to the site as it is then); the main site for a clinic with none.
   */
  siteUrl: string;
}

const CLINIC_FALLBACK = 'Your clinic';

/** The name a clinic goes by with its customers: its site's brand name, else the clinic's own. */
export async function clinicName(db: Conn, vendorId: number): Promise<string> {
  const [[website], [vendor]] = await Promise.all([findByVendorIds(db, [vendorId]), vendorsByIds(db, [vendorId])]);
  return website?.name || vendor?.name || CLINIC_FALLBACK;
}

/** The clinic's name and site for messages sent on its behalf. */
export async function clinicSite(db: Conn, vendorId: number, urls: { publicUrl: string }): Promise<ClinicSite> {
  const [[website], [vendor]] = await Promise.all([findByVendorIds(db, [vendorId]), vendorsByIds(db, [vendorId])]);
  return {
    name: website?.name || vendor?.name || CLINIC_FALLBACK,
    siteUrl: website ? clinicLink(urls.publicUrl, vendorId, '/').replace(/\/$/, '') : urls.publicUrl.replace(/\/$/, ''),
  };
}
