/** What a clinic's own domain points at, from the configuration (`config.domainTargets`). */
export interface DnsTargets {
  cnameHost: string;
  apexAddress: string | null;
}

/**
 * The Domains tab's help beside the TXT proof: the records that send a clinic's own domain to its site. A
 * `www` (or any other) sub-domain is a CNAME to our host; the bare domain (the apex) cannot hold a CNAME, so it
 * is an A record to our address, or an ALIAS/ANAME to our host where the DNS provider offers one. Server-rendered
 * (it needs no script); on phones each record is a card (`.table-cards`) so long values wrap in view.
 */
export function DomainDnsHelp({ targets, domain }: { targets: DnsTargets; domain: string | null }) {
  const apex = domain ? domain.replace(/^www\./, '') : 'yourclinic.com';
  const rows: Array<{ type: string; name: string; value: string; note: string }> = [
    { type: 'CNAME', name: `www.${apex}`, value: targets.cnameHost, note: 'For www or any other sub-domain you use (shop, vets...).' },
    targets.apexAddress
      ? { type: 'A', name: `${apex} (@)`, value: targets.apexAddress, note: 'For the bare domain, without www.' }
      : { type: 'ALIAS or ANAME', name: `${apex} (@)`, value: targets.cnameHost, note: 'For the bare domain, where your DNS provider offers it; otherwise use www.' },
  ];
  if (targets.apexAddress) {
    rows.push({ type: 'ALIAS or ANAME', name: `${apex} (@)`, value: targets.cnameHost, note: 'Instead of the A record, where your DNS provider offers it.' });
  }
  return (
    <section className="domain-dns-help" aria-labelledby="domain-dns-title" data-testid="domain-dns-help">
      <h3 id="domain-dns-title">Point your domain at your site</h3>
      <p>At your domain's DNS provider, add the record for each address people will type. The TXT record (shown once you save
        your domain) proves the domain is yours; these records make it show your site.</p>
      <div className="table-cards" role="region" aria-label="DNS records for your domain">
        <table className="table">
          <thead><tr><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Points to</th><th scope="col">When</th></tr></thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.type}-${r.value}`} data-record={r.type}>
                <th scope="row">{r.type}</th>
                <td data-label="Name"><code>{r.name}</code></td>
                <td data-label="Points to"><code>{r.value}</code></td>
                <td data-label="When">{r.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field-hint">Changes at a DNS provider can take up to a day to reach everyone.</p>
    </section>
  );
}
