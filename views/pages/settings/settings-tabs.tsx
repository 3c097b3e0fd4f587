import { Island } from '../../island.tsx';
import WebsiteSettings, { type WebsiteSettingsProps } from '../../../client/islands/website-settings.tsx';
import DomainSettings, { type DomainSettingsProps } from '../../../client/islands/domain-settings.tsx';
import TeamSettings, { type TeamSettingsProps } from '../../../client/islands/team-settings.tsx';
import { DomainDnsHelp, type DnsTargets } from './domain-dns-help.tsx';

/** The Website tab: the editor island (TipTap loads with this island only). */
export function WebsiteTab(props: WebsiteSettingsProps) {
  return <Island name="website-settings" component={WebsiteSettings} props={props} />;
}

/** The Domains tab: the address form (an island) and, once the clinic has a website, the DNS records its own domain needs. */
export function DomainsTab({ dnsTargets, ...props }: DomainSettingsProps & { dnsTargets: DnsTargets }) {
  return (
    <>
      <Island name="domain-settings" component={DomainSettings} props={props} />
      {props.settings.exists && <DomainDnsHelp targets={dnsTargets} domain={props.settings.customDomain} />}
    </>
  );
}

/** The Team tab. */
export function TeamTab(props: TeamSettingsProps) {
  return <Island name="team-settings" component={TeamSettings} props={props} />;
}
