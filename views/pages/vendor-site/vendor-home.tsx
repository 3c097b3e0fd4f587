import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import BookingWidget, { type BookingWidgetListing } from '../../../client/islands/booking-widget.tsx';

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
 * A vendor's website: its own header section, the booking widget, then its
 * body section. If the vendor's HTML has no <h1>, a visually hidden one names
 * the practice so the page still has exactly one top-level heading.
 */
export function VendorHomePage({ site, listings }: { site: VendorHomeSite; listings: BookingWidgetListing[] }) {
  const vendorHasH1 = hasH1(site.headerSection) || hasH1(site.bodySection);
  return (
    <MainLayout>
      {!vendorHasH1 && <h1 className="visually-hidden">{site.name}</h1>}
      {site.headerSection && (
        <section className="vendor-header" dangerouslySetInnerHTML={{ __html: site.headerSection }} />
      )}
      <div className="container vendor-booking">
        <Island name="booking-widget" component={BookingWidget} props={{ vendorName: site.name, listings }} />
      </div>
      {site.bodySection && <section className="vendor-body" dangerouslySetInnerHTML={{ __html: site.bodySection }} />}
    </MainLayout>
  );
}
