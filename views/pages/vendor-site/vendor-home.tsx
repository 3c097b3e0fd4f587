import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import BookingWizard, { type WizardListing } from '../../../client/islands/booking-wizard.tsx';
import { wizardViewer } from '../bookings/wizard-viewer.ts';

export interface VendorHomeSite {
  name: string;
  logo: string | null;
  /** Vendor-authored HTML, sanitized on the server before it reaches this view. */
  headerSection: string;
  /** Vendor-authored HTML, sanitized on the server before it reaches this view. */
  bodySection: string;
}

function hasH1(html: string): boolean {
  return /<h1[\s>]/i.test(html);
}

/**
 * A vendor's website: its own header section, the booking wizard, then its
 * body section. If the vendor's HTML has no <h1>, a visually hidden one names
 * the practice so the page still has exactly one top-level heading.
 */
export function VendorHomePage({ site, listings }: { site: VendorHomeSite; listings: WizardListing[] }) {
  const vendorHasH1 = hasH1(site.headerSection) || hasH1(site.bodySection);
  const { viewer, features, paypalClientId } = usePageContext();
  return (
    <MainLayout>
      {!vendorHasH1 && <h1 className="visually-hidden">{site.name}</h1>}
      {site.headerSection && (
        <section className="vendor-header" dangerouslySetInnerHTML={{ __html: site.headerSection }} />
      )}
      <div className="container vendor-booking">
        <Island name="booking-wizard" component={BookingWizard} props={{
          heading: `Book an appointment with ${site.name}`, listings, fixedType: null, viewer: wizardViewer(viewer),
          pets: features.pets, paypalClientId,
        }} />
      </div>
      {site.bodySection && <section className="vendor-body" dangerouslySetInnerHTML={{ __html: site.bodySection }} />}
    </MainLayout>
  );
}
