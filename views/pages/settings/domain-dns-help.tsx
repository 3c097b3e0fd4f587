import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';

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
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const apex = domain ? domain.replace(/^www\./, '') : 'yourclinic.com';
  const rows: Array<{ type: string; name: string; value: string; note: string }> = [
    { type: 'CNAME', name: `www.${apex}`, value: targets.cnameHost, note: say('settings.dns.note.subdomain') },
    targets.apexAddress
      ? { type: 'A', name: `${apex} (@)`, value: targets.apexAddress, note: say('settings.dns.note.apexA') }
      : { type: say('settings.dns.aliasOrAname'), name: `${apex} (@)`, value: targets.cnameHost, note: say('settings.dns.note.apexAlias') },
  ];
  if (targets.apexAddress) {
    rows.push({ type: say('settings.dns.aliasOrAname'), name: `${apex} (@)`, value: targets.cnameHost, note: say('settings.dns.note.insteadOfA') });
  }
  return (
    <section className="domain-dns-help" aria-labelledby="domain-dns-title" data-testid="domain-dns-help">
      <h3 id="domain-dns-title"><FormattedMessage id="settings.dns.title" /></h3>
      <p><FormattedMessage id="settings.dns.lead" /></p>
      <div className="table-cards" role="region" aria-label={say('settings.dns.tableLabel')}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{say('settings.dns.type')}</th><th scope="col">{say('settings.dns.name')}</th>
              <th scope="col">{say('settings.dns.pointsTo')}</th><th scope="col">{say('settings.dns.when')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.type}-${r.value}`} data-record={r.type}>
                <th scope="row">{r.type}</th>
                <td data-label={say('settings.dns.name')}><code>{r.name}</code></td>
                <td data-label={say('settings.dns.pointsTo')}><code>{r.value}</code></td>
                <td data-label={say('settings.dns.when')}>{r.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field-hint"><FormattedMessage id="settings.dns.delay" /></p>
    </section>
  );
}
