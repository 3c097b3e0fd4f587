import { Illustration } from '../../components/illustrations/scenes.tsx';
import { CLINIC_CLOSURE } from '../../../contracts/data-exports.ts';

/**
 * Shown when the Host matches neither the main site nor any vendor site. No
 * main-site header or footer: we do not know whose site the visitor expected.
 */
export function SiteNotFoundPage() {
  return (
    <main id="main" className="site-not-found">
      <Illustration name="site-not-found" width={320} className="error-illustration" />
      <h1>Site not found</h1>
      <p>There is no clinic website at this address; please check the link, or ask the practice for its current web address.</p>
    </main>
  );
}

/** A closed clinic's site: its name and a neutral notice, nothing of what it offered. */
export function ClinicClosedPage({ name }: { name: string }) {
  return (
    <main id="main" className="site-not-found" data-testid="clinic-closed">
      <h1>{name}</h1>
      <p>{CLINIC_CLOSURE.siteNotice}</p>
      <p>Pet owners with appointments here have been emailed; their records stay on their own accounts.</p>
    </main>
  );
}
