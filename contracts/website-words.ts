/**
 * A clinic's branded website: its Website and Domains settings tabs, shared by the islands (which check
 * before sending: invalid input sends nothing) and the server (which checks again and decides).
 */

/** How long a sub-domain a clinic renamed away from still leads to it, and is kept from other clinics. */
export const RELEASED_SUB_DOMAIN_DAYS = 90;

export const WEBSITE_MESSAGES = {
  updated: 'Updated successfully!',
  domainTaken: 'The domain is already taken!',
  brandRequired: 'Brand name is required',
  subDomainRequired: 'Dedicated Subdomain is required',
  subDomainTooShort: 'Dedicated Subdomain must be at least 4 characters',
  subDomainTooLong: 'Dedicated Subdomain must be at most 63 characters',
  subDomainCharacters: 'Use lowercase letters, digits and hyphens, with no hyphen at the start or end',
  subDomainReserved: 'This name is reserved; please choose another',
  customDomainInvalid: 'Please enter a domain such as yourclinic.com',
  customDomainOurs: 'Use the Dedicated Subdomain for an address under our own domain',
  noCustomDomain: 'Add a domain first.',
  notVerifiedYet: 'We could not find the TXT record yet. DNS changes can take up to an hour to show; try again later.',
  verified: 'Your domain is verified and now shows your site.',
  noWebsite: 'Save your website first: its name is needed before it can have an address.',
  htmlTooLong: 'This section is too long',
} as const;

/** Names a clinic cannot take as its sub-domain: ours, or ones people would take for ours. */
export const RESERVED_SUB_DOMAINS: ReadonlySet<string> = new Set([
  'www', 'app', 'api', 'admin', 'mail', 'static', 'assets', 'cdn', 'smtp', 'imap', 'pop', 'ftp', 'ns1', 'ns2', 'dns',
  'help', 'support', 'status', 'docs', 'blog', 'news', 'login', 'signup', 'account', 'accounts', 'vendor', 'vendors',
  'checkout', 'billing', 'payment', 'payments', 'secure', 'graphql', 'files', 'uploads', 'media', 'staging', 'test',
  'demo', 'dev', 'root', 'system', 'petcare', 'webmail', 'email', 'auth', 'oauth', 'sso',
]);

/** The DNS name that proves a custom domain is the clinic's: a TXT record here holding the site's token. */
export function verificationRecordName(domain: string): string {
  return `_petcare.${domain}`;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A sub-domain as typed -> as stored: trimmed and lowercased. */
export function normalizeSubDomain(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The message for a sub-domain that cannot be used, or null. */
export function subDomainProblem(value: string): string | null {
  if (!value) return WEBSITE_MESSAGES.subDomainRequired;
  if (value.length < 4) return WEBSITE_MESSAGES.subDomainTooShort;
  if (value.length > 63) return WEBSITE_MESSAGES.subDomainTooLong;
  if (!LABEL.test(value)) return WEBSITE_MESSAGES.subDomainCharacters;
  if (RESERVED_SUB_DOMAINS.has(value)) return WEBSITE_MESSAGES.subDomainReserved;
  return null;
}

/**
 * A custom domain as typed -> as stored: trimmed, lowercased, with the scheme, a leading `www.`, any
 * path, port or trailing dot taken off (the form says to leave out https and www; people paste URLs).
 */
export function normalizeCustomDomain(raw: string): string {
  let value = raw.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.replace(/[/?#].*$/, '').replace(/:\d+$/, '').replace(/\.$/, '');
  return value.startsWith('www.') ? value.slice(4) : value;
}

/** The message for a custom domain that cannot be used (given the main domain), or null. Empty means none. */
export function customDomainProblem(value: string, mainDomain: string): string | null {
  if (!value) return null;
  const labels = value.split('.');
  const tld = labels.at(-1) ?? '';
  if (value.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) {
    return WEBSITE_MESSAGES.customDomainInvalid;
  }
  const main = mainDomain.toLowerCase();
  if (value === main || value.endsWith(`.${main}`)) return WEBSITE_MESSAGES.customDomainOurs;
  return null;
}

/** What the Domains tab sends. */
export interface DomainsInput {
  subDomain: string;
  customDomain: string;
}

/** Every problem of the Domains form at once, by field, after normalising; empty when it can be sent. */
export function domainsProblems(input: DomainsInput, mainDomain: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const sub = subDomainProblem(normalizeSubDomain(input.subDomain));
  if (sub) problems.subDomain = sub;
  const custom = customDomainProblem(normalizeCustomDomain(input.customDomain), mainDomain);
  if (custom) problems.customDomain = custom;
  return problems;
}

/** The longest header or body section a site keeps, in characters of HTML. */
export const SECTION_MAX = 50_000;


/** A custom domain's state: none set, waiting for its TXT record, or verified (and served). */
export type CustomDomainStatus = 'none' | 'pending' | 'verified';

/** The clinic's website as its settings tabs show it. */
export interface WebsiteSettingsView {
  exists: boolean;
  name: string;
  logo: string | null;
  headerSection: string;
  bodySection: string;
  subDomain: string | null;
  customDomain: string | null;
  customDomainStatus: CustomDomainStatus;
  /** The TXT record to create while the custom domain is pending. */
  verification: { name: string; value: string } | null;
  /** https://<sub>.<main domain>, when a sub-domain is set. */
  siteUrl: string | null;
}
