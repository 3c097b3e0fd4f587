import { FormattedMessage } from 'react-intl';
import { Illustration } from '../../components/illustrations/scenes.tsx';

/**
 * Shown when the Host matches neither the main site nor any vendor site. No
 * main-site header or footer: we do not know whose site the visitor expected.
 */
export function SiteNotFoundPage() {
  return (
    <main id="main" className="site-not-found">
      <Illustration name="site-not-found" width={320} className="error-illustration" />
      <h1><FormattedMessage id="pub.siteNotFound.heading" /></h1>
      <p><FormattedMessage id="pub.siteNotFound.text" /></p>
    </main>
  );
}

/**
 * A closed clinic's site: its name and a neutral notice, nothing of what it offered. The notice is the contract's
 * sentence (CLINIC_CLOSURE.siteNotice, which the API answers in English) in the page's language.
 */
export function ClinicClosedPage({ name }: { name: string }) {
  return (
    <main id="main" className="site-not-found" data-testid="clinic-closed">
      <h1>{name}</h1>
      <p><FormattedMessage id="pub.text.clinicClosed" /></p>
      <p><FormattedMessage id="pub.clinicClosed.owners" /></p>
    </main>
  );
}
