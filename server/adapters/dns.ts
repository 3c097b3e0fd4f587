import { Resolver } from 'node:dns/promises';

/** Reads DNS TXT records: custom domain verification asks whether `_petcare.<domain>` holds the site's token. */
export interface DnsAdapter {
  /** The TXT strings at a name (each record's chunks joined); none when the name or record does not exist. */
  txt(name: string): Promise<string[]>;
}

const NOT_THERE = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ENONAME', 'NXDOMAIN', 'ETIMEOUT', 'ECONNREFUSED']);

/**
 * Node's own resolver: the system's DNS servers, or those of DNS_SERVERS (`host:port`, comma-separated),
 * which also lets tests answer from a local stand-in speaking the DNS protocol.
 */
export class SystemDns implements DnsAdapter {
  private readonly resolver: Resolver;

  constructor(servers: string[] = []) {
    this.resolver = new Resolver({ timeout: 3000, tries: 2 });
    if (servers.length) this.resolver.setServers(servers);
  }

  async txt(name: string): Promise<string[]> {
    try {
      return (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (err) {
      if (NOT_THERE.has((err as NodeJS.ErrnoException).code ?? '')) return [];
      throw err;
    }
  }
}
