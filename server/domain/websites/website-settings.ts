import { randomBytes } from 'node:crypto';
import {
  domainsProblems, normalizeCustomDomain, normalizeSubDomain, RELEASED_SUB_DOMAIN_DAYS, verificationRecordName, WEBSITE_MESSAGES, websiteInputSchema,
  type DomainsInput, type WebsiteSettingsView,
} from '../../../contracts/websites.ts';
import type { DnsAdapter } from '../../adapters/dns.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import { VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import { clinicVerified } from '../vendors/index.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { requireRootAdmin, type Viewer } from '../accounts/viewer.ts';
import type { FileService } from '../files/file-service.ts';
import { sanitizeTenantHtml } from './sanitize.ts';
import { recordAudit } from '../audit/audit-log.ts';
import {
  forgetReleasedSubDomain, insertWebsite, lockSubDomainNames, markCustomDomainVerified, releasedSubDomain, releaseSubDomain,
  updateWebsite, websiteOfVendor, type WebsiteSettingsRow,
} from './websites.queries.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface WebsiteSettingsDeps {
  files: FileService;
  dns: DnsAdapter;
  /** Drops cached host lookups, so an address change shows on the next request. */
  invalidateSites(): void;
  mainDomain: string;
  publicUrl: string;
  /** Outside production only: a saved custom domain is verified at once. */
  autoVerify: boolean;
}

/** The value the TXT record must hold: the site's own token, which says nothing of the clinic. */
function verificationValue(token: string): string {
  return `petcare-site-verification=${token}`;
}


/**
 * A clinic's Website and Domains settings, for its root admin only (the viewer's own vendor; no other can
 * be named). The website record is created by the first save of the Website tab. Custom domains are
 * pending until a DNS TXT record proves the clinic controls them, and only verified ones are served.
 */
export function websiteSettings(db: Db, deps: WebsiteSettingsDeps) {
  function view(row: WebsiteSettingsRow | undefined): WebsiteSettingsView {
    const base = new URL(deps.publicUrl);
    const status = !row?.custom_domain ? 'none' : row.custom_domain_verified_at ? 'verified' : 'pending';
    return {
      exists: !!row,
      name: row?.name ?? '',
      logo: row?.logo ?? null,
      headerSection: sanitizeTenantHtml(row?.header_section ?? ''),
      bodySection: sanitizeTenantHtml(row?.body_section ?? ''),
      subDomain: row?.sub_domain ?? null,
      customDomain: row?.custom_domain ?? null,
      customDomainStatus: status,
      verification: status === 'pending' && row?.custom_domain_token
        ? { name: verificationRecordName(row.custom_domain!), value: verificationValue(row.custom_domain_token) } : null,
      siteUrl: row?.sub_domain ? `${base.protocol}//${row.sub_domain}.${deps.mainDomain}${base.port ? `:${base.port}` : ''}` : null,
    };
  }

  /** A duplicate host (another clinic's sub-domain or verified domain) is the spec's message, at the field it came from. */
  function taken(err: unknown, field: 'subDomain' | 'customDomain'): never {
    if (sqlState(err) === SQLSTATE.uniqueViolation) {
      const constraint = String((err as { constraint?: string }).constraint ?? '');
      const at = constraint.includes('sub_domain') ? 'subDomain' : constraint.includes('custom_domain') ? 'customDomain' : field;
      throw new ConflictError(WEBSITE_MESSAGES.domainTaken, { fields: { [at]: WEBSITE_MESSAGES.domainTaken }, cause: err });
    }
    throw err;
  }

  /** Giving the site an address publishes it: only once the clinic's sign-up address is verified. */
  async function requirePublishable(vendorId: number): Promise<void> {
    if (!(await clinicVerified(db, vendorId))) throw new ForbiddenError(VERIFY_MESSAGES.publishBlocked);
  }

  return {
    async get(viewer: Viewer | null): Promise<WebsiteSettingsView> {
      const vendor = requireRootAdmin(viewer);
      return view(await websiteOfVendor(db, vendor.vendorId));
    },

    /** The Website tab: brand name, logo and the two sections (sanitized here, and again on render). */
    async saveSite(viewer: Viewer | null, raw: unknown): Promise<WebsiteSettingsView> {
      const vendor = requireRootAdmin(viewer);
      const input = parseInput(websiteInputSchema, raw ?? {});
      const logoFile = input.logoFileId ? (await deps.files.confirmUploads(vendor, [input.logoFileId], 'brand_logo', 'logoFileId'))[0] : null;
      const logo = logoFile ? await deps.files.readUrl({ ...logoFile, access: 'public' }) : input.logoFileId === null ? null : undefined;
      const write = {
        name: input.name,
        header_section: sanitizeTenantHtml(input.headerSection),
        body_section: sanitizeTenantHtml(input.bodySection),
        ...(logo === undefined ? {} : { logo }),
      };
      const row = await inTransaction(db, async (tx) => {
        if (logoFile) await deps.files.recordUploads(tx, [logoFile]);
        const existing = await websiteOfVendor(tx, vendor.vendorId, { forUpdate: true });
        if (existing) await updateWebsite(tx, vendor.vendorId, write);
        else await insertWebsite(tx, vendor.vendorId, write);
        await recordAudit(tx, vendor, 'website.updated', {
          'brand name': input.name, ...(existing ? {} : { created: true }), ...(logo === undefined ? {} : { logo: logo ? 'new logo' : 'removed' }),
        });
        return websiteOfVendor(tx, vendor.vendorId);
      });
      deps.invalidateSites();
      return view(row);
    },

    /** The Domains tab: the dedicated sub-domain and the clinic's own domain (pending until verified). */
    async saveDomains(viewer: Viewer | null, input: DomainsInput, now: Date): Promise<WebsiteSettingsView> {
      const vendor = requireRootAdmin(viewer);
      const problems = domainsProblems({ subDomain: String(input?.subDomain ?? ''), customDomain: String(input?.customDomain ?? '') }, deps.mainDomain);
      if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], { fields: problems });
      const subDomain = normalizeSubDomain(String(input.subDomain));
      const customDomain = normalizeCustomDomain(String(input.customDomain ?? '')) || null;
      await requirePublishable(vendor.vendorId);
      const row = await inTransaction(db, async (tx) => {
        const existing = await websiteOfVendor(tx, vendor.vendorId, { forUpdate: true });
        if (!existing) throw new ValidationError(WEBSITE_MESSAGES.noWebsite, { fields: { subDomain: WEBSITE_MESSAGES.noWebsite } });
        const renamed = subDomain !== existing.sub_domain;
        if (renamed) {
          await lockSubDomainNames(tx, [subDomain, ...(existing.sub_domain ? [existing.sub_domain] : [])]);
          // A name another clinic gave up in the last 90 days still leads to that clinic: not to be taken.
          const held = await releasedSubDomain(tx, subDomain, new Date(now.getTime() - RELEASED_SUB_DOMAIN_DAYS * DAY_MS));
          if (held && held.vendor_id !== vendor.vendorId) {
            throw new ConflictError(WEBSITE_MESSAGES.domainTaken, { fields: { subDomain: WEBSITE_MESSAGES.domainTaken } });
          }
          await forgetReleasedSubDomain(tx, subDomain); // this clinic's own again, or a hold that is over
        }
        const changed = customDomain !== existing.custom_domain;
        const domainWrite = !changed ? {} : customDomain === null
          ? { custom_domain: null, custom_domain_token: null, custom_domain_verified_at: null }
          : { custom_domain: customDomain, custom_domain_token: randomBytes(16).toString('hex'), custom_domain_verified_at: deps.autoVerify ? now : null };
        try {
          await updateWebsite(tx, vendor.vendorId, { sub_domain: subDomain, ...domainWrite });
        } catch (err) {
          taken(err, 'subDomain');
        }
        // The old name keeps leading here for 90 days (site-resolver.ts), and no one else may take it meanwhile.
        if (renamed && existing.sub_domain) await releaseSubDomain(tx, existing.sub_domain, vendor.vendorId, now);
        if (renamed || changed) {
          await recordAudit(tx, vendor, 'domains.updated', {
            'sub-domain': subDomain, 'previous sub-domain': existing.sub_domain, 'custom domain': customDomain, 'previous custom domain': existing.custom_domain,
          });
        }
        return websiteOfVendor(tx, vendor.vendorId);
      });
      deps.invalidateSites();
      return view(row);
    },

    /**
     * Looks for the TXT record of a pending custom domain and, when it holds the site's token, marks the
     * domain verified (served from the next request). Another clinic that verified it first keeps it.
     */
    async verifyCustomDomain(viewer: Viewer | null, now: Date): Promise<{ settings: WebsiteSettingsView; verified: boolean; message: string }> {
      const vendor = requireRootAdmin(viewer);
      await requirePublishable(vendor.vendorId);
      const current = await websiteOfVendor(db, vendor.vendorId);
      if (!current?.custom_domain || !current.custom_domain_token) {
        throw new ValidationError(WEBSITE_MESSAGES.noCustomDomain, { fields: { customDomain: WEBSITE_MESSAGES.noCustomDomain } });
      }
      if (current.custom_domain_verified_at) return { settings: view(current), verified: true, message: WEBSITE_MESSAGES.verified };
      const records = await deps.dns.txt(verificationRecordName(current.custom_domain));
      if (!records.includes(verificationValue(current.custom_domain_token))) {
        return { settings: view(current), verified: false, message: WEBSITE_MESSAGES.notVerifiedYet };
      }
      const row = await inTransaction(db, async (tx) => {
        try {
          // Only the claim that was checked: a domain changed meanwhile is not verified by the old record.
          await markCustomDomainVerified(tx, vendor.vendorId, { domain: current.custom_domain!, token: current.custom_domain_token! }, now);
        } catch (err) {
          taken(err, 'customDomain');
        }
        await recordAudit(tx, vendor, 'domains.verified', { 'custom domain': current.custom_domain });
        return websiteOfVendor(tx, vendor.vendorId);
      });
      deps.invalidateSites();
      const verified = !!row?.custom_domain_verified_at;
      return { settings: view(row), verified, message: verified ? WEBSITE_MESSAGES.verified : WEBSITE_MESSAGES.notVerifiedYet };
    },
  };
}

export type WebsiteSettings = ReturnType<typeof websiteSettings>;
