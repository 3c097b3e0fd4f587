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
