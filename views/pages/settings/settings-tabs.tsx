import { Island } from '../../island.tsx';
import WebsiteSettings, { type WebsiteSettingsProps } from '../../../client/islands/website-settings.tsx';
import DomainSettings, { type DomainSettingsProps } from '../../../client/islands/domain-settings.tsx';
import TeamSettings, { type TeamSettingsProps } from '../../../client/islands/team-settings.tsx';

/** The Website tab: the editor island (TipTap loads with this island only). */
export function WebsiteTab(props: WebsiteSettingsProps) {
  return <Island name="website-settings" component={WebsiteSettings} props={props} />;
}

/** The Domains tab. */
export function DomainsTab(props: DomainSettingsProps) {
  return <Island name="domain-settings" component={DomainSettings} props={props} />;
}

/** The Team tab. */
export function TeamTab(props: TeamSettingsProps) {
  return <Island name="team-settings" component={TeamSettings} props={props} />;
}
