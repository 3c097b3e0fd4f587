import type { WebsiteSettingsView } from '../../../contracts/website-words.ts';

/** The settings as the GraphQL answer spells them (optional fields arrive as null or absent). */
export function websiteView(w: {
  exists: boolean; name: string; logo?: string | null; headerSection: string; bodySection: string; subDomain?: string | null;
  customDomain?: string | null; customDomainStatus: string; verification?: { name: string; value: string } | null; siteUrl?: string | null;
}): WebsiteSettingsView {
  return {
    exists: w.exists, name: w.name, logo: w.logo ?? null, headerSection: w.headerSection, bodySection: w.bodySection,
    subDomain: w.subDomain ?? null, customDomain: w.customDomain ?? null,
    customDomainStatus: w.customDomainStatus as WebsiteSettingsView['customDomainStatus'], verification: w.verification ?? null, siteUrl: w.siteUrl ?? null,
  };
}
