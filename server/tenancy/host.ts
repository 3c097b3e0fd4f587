/**
 * Pure host classification (ARCHITECTURE.md section 6). The caller then looks the
 * website up by sub-domain or custom domain.
 */
export type HostKind =
  | { kind: 'main' }
  | { kind: 'subdomain'; label: string }
  | { kind: 'custom'; domain: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Lowercases, drops the port and a trailing dot. */
export function normalizeHost(rawHost: string | undefined): string {
  if (!rawHost) return '';
  let host = rawHost.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d+$/, '');
  }
  return host.replace(/\.$/, '');
}

/**
 * Main domain, `www.` of it, localhost and 127.0.0.1 are the main site. A host of
 * exactly one label under the main domain, longer than 3 characters, is a
 * sub-domain lookup (`happy.petcare.localhost`: 3 labels, first longer than 3).
 * Everything else is a custom-domain lookup, so a short label such as
 * `api.<main>` never reaches a vendor and resolves to 'Site not found'.
 */
export function classifyHost(rawHost: string | undefined, mainDomain: string): HostKind {
  const host = normalizeHost(rawHost);
  const main = mainDomain.toLowerCase();
  if (!host || LOOPBACK.has(host) || host === main || host === `www.${main}`) return { kind: 'main' };
  const suffix = `.${main}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (!label.includes('.') && label.length > 3) return { kind: 'subdomain', label };
  }
  return { kind: 'custom', domain: host };
}

/** The bare custom domain to look up: `www.happypaws.test` finds a site saved as `happypaws.test`. */
export function customDomainCandidates(domain: string): string[] {
  return domain.startsWith('www.') ? [domain, domain.slice(4)] : [domain, `www.${domain}`];
}

/** Where a clinic's site can be reached: its sub-domain label and its custom domain (only a verified one is served). */
export interface SiteAddress {
  subDomain: string | null;
  customDomain: string | null;
}

/**
 * The host a clinic's site answers on now, or null when it has none (it is then reached on the main site).
 * The sub-domain comes first: the main domain's wildcard record serves it, so it works even while a custom
 * domain's DNS is still being set up. Either is used only if `classifyHost` would resolve it back to a vendor
 * site ("abc" is too short a label; a custom domain under the main domain is never one).
 *
 *   siteHost('petcare.example', { subDomain: 'happy', customDomain: 'happypaws.test' }) === 'happy.petcare.example'
 *   siteHost('petcare.example', { subDomain: 'abc', customDomain: 'happypaws.test' })   === 'happypaws.test'
 *   siteHost('petcare.example', { subDomain: null, customDomain: null })                === null
 */
export function siteHost(mainDomain: string, site: SiteAddress | null | undefined): string | null {
  const candidates: Array<[string, HostKind['kind']]> = [];
  if (site?.subDomain) candidates.push([`${site.subDomain}.${mainDomain}`, 'subdomain']);
  if (site?.customDomain) candidates.push([site.customDomain, 'custom']);
  return candidates.find(([host, kind]) => classifyHost(host, mainDomain).kind === kind)?.[0] ?? null;
}

/**
 * An origin for `host` with the protocol and port of `like` (an origin or URL): https in production, the dev
 * or test port locally, where `*.localhost` is loopback.
 *
 *   originOn('happy.petcare.localhost', 'http://localhost:3000') === 'http://happy.petcare.localhost:3000'
 */
export function originOn(host: string, like: string): string {
  const base = new URL(like);
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;
}

/** The main site's path that always leads to a clinic's site as it is now (see `clinicLink`). */
export const CLINIC_LINK_PATH = '/clinic/:vendorId{/*rest}';

/**
 * A link for emails to a page of a clinic's site that survives the clinic renaming its sub-domain or changing
 * its domain: it names the main site and the clinic, and the main site sends it on to the clinic's address of
 * the day it is opened (the main site itself when the clinic has no site).
 *
 *   clinicLink('https://petcare.example/', 12, '/appointments?z=12U9.sig') === 'https://petcare.example/clinic/12/appointments?z=12U9.sig'
 */
export function clinicLink(publicUrl: string, vendorId: number, path = '/'): string {
  return `${publicUrl.replace(/\/$/, '')}/clinic/${vendorId}${path.startsWith('/') ? path : `/${path}`}`;
}
