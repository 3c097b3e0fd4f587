import { HANDOFF_PATH } from '../../../contracts/session.ts';
import { safeRedirect } from '../../../contracts/account-rules.ts';
import type { Db } from '../../db/knex.ts';
import { originOn, siteHost } from '../../tenancy/host.ts';
import { websiteOfVendor } from '../websites/index.ts';
import { vendorLoginsByIds } from './accounts.queries.ts';
import { insertHandoff, useHandoff } from './sign-in-handoffs.queries.ts';
import { hashToken, newToken, readToken } from './token.ts';
import type { Viewer, VendorViewer } from './viewer.ts';

/** How long a one-time sign-in code works: the redirect that carries it follows at once. */
const HANDOFF_TTL_MS = 2 * 60 * 1000;

/**
 * True when the viewer is a login of another clinic than the vendor site the request is for (null: the main
 * site). A clinic login is signed in on its own clinic's site and on the main site only: anywhere else it
 * would see its own clinic's data under another clinic's brand. Owners belong on every site.
 */
export function onForeignSite(viewer: Viewer | null | undefined, siteVendorId: number | null): viewer is VendorViewer {
  return viewer?.kind === 'vendor' && siteVendorId !== null && viewer.vendorId !== siteVendorId;
}

/**
 * Where a clinic's logins belong (their clinic's site, else the main site), and the one-time sign-in that
 * carries one there from another clinic's site.
 */
export function clinicHomes(db: Db, deps: { mainDomain: string }) {
  return {
    /** A clinic's site address now (verified custom domains only), or null when it has none. */
    async siteHostOf(vendorId: number): Promise<string | null> {
      const site = await websiteOfVendor(db, vendorId);
      const custom = site?.custom_domain && site.custom_domain_verified_at ? site.custom_domain : null;
      return siteHost(deps.mainDomain, site && { subDomain: site.sub_domain, customDomain: custom });
    },

    /** The host a clinic's logins belong on: its site's address now, else the main domain. */
    async homeHost(vendorId: number): Promise<string> {
      return (await this.siteHostOf(vendorId)) ?? deps.mainDomain;
    },

    /**
     * A URL on the login's own site (with the protocol and port of `like`, the request's origin) that signs
     * it in there once, within two minutes, then opens `redirectUrl`.
     */
    async handoffUrl(viewer: VendorViewer, like: string, redirectUrl: string, now = new Date()): Promise<string> {
      const code = newToken(viewer);
      await insertHandoff(db, viewer.kind, viewer.id, { code_hash: hashToken(code), expires_at: new Date(now.getTime() + HANDOFF_TTL_MS) });
      const query = new URLSearchParams({ code, redirectUrl: safeRedirect(redirectUrl) });
      return `${originOn(await this.homeHost(viewer.vendorId), like)}${HANDOFF_PATH}?${query}`;
    },

    /**
     * Uses a one-time sign-in code on the site it arrived at: the clinic login it names, or null for a code
     * that is malformed, used, expired, or presented on a site the login does not belong on (left unused).
     */
    async redeem(code: string, siteVendorId: number | null, now = new Date()): Promise<{ kind: 'vendor'; id: number } | null> {
      const claim = readToken(code);
      if (!claim || claim.kind !== 'vendor') return null;
      const [login] = await vendorLoginsByIds(db, [claim.id]);
      if (!login || (siteVendorId !== null && Number(login.vendor_id) !== siteVendorId)) return null;
      return (await useHandoff(db, 'vendor', claim.id, claim.hash, now)) ? { kind: 'vendor', id: claim.id } : null;
    },
  };
}

export type ClinicHomes = ReturnType<typeof clinicHomes>;
