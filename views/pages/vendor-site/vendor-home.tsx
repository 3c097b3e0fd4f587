import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import BookingWizard, { type WizardListing } from '../../../client/islands/booking-wizard.tsx';
import { wizardViewer } from '../bookings/wizard-viewer.ts';
import { bookingWords } from '../bookings/booking-words.ts';
import { fill } from '../../../contracts/messages/fill.ts';
import type { ListingRating, ReviewView } from '../../../contracts/reviews.ts';
import { ReviewItem, Stars } from '../appointments/review-section.tsx';

export interface VendorHomeSite {
  name: string;
  logo: string | null;
  /** Vendor-authored HTML, sanitized on the server before it reaches this view. */
  headerSection: string;
  /** Vendor-authored HTML, sanitized on the server before it reaches this view. */
  bodySection: string;
}

const SPACE = ' ';
const SEPARATOR = ' · ';

/** The clinic's rating in the page's language: "4.5 out of 5 (12 reviews)" in English, as the vet list says it. */
function ratingText(intl: IntlShape, r: ListingRating): string {
  if (!r.count || r.average === null) return intl.formatMessage({ id: 'vetList.noReviews' });
  const average = intl.formatNumber(r.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return intl.formatMessage({ id: 'vetList.rating' }, { average, count: r.count });
}

function hasH1(html: string): boolean {
  return /<h1[\s>]/i.test(html);
}

/**
 * A vendor's website: its own header section, the booking wizard, then its
 * body section. If the vendor's HTML has no <h1>, a visually hidden one names
 * the practice so the page still has exactly one top-level heading.
 */
export function VendorHomePage({ site, listings, reviews, closed = null }: {
  site: VendorHomeSite; listings: WizardListing[];
  /** The clinic's published rating and latest reviews (verified: each from an appointment that took place). */
  reviews?: { rating: ListingRating; reviews: ReviewView[]; zone: string } | null;
  /**
   * The marketplace closed the clinic's online booking: `suspended` shows a neutral notice in place of the whole
   * site; `bookings` (waiting for approval) shows the site with the notice in place of the booking wizard.
   */
  closed?: 'suspended' | 'bookings' | null;
}) {
  const vendorHasH1 = hasH1(site.headerSection) || hasH1(site.bodySection);
  const { viewer, features, paypalClientId, locale } = usePageContext();
  const words = bookingWords(locale);
  const intl = useIntl();
  if (closed === 'suspended') {
    return (
      <MainLayout>
        <div className="container vendor-booking">
          <h1>{site.name}</h1>
          <p className="alert alert-info" role="status" data-testid="site-closed"><FormattedMessage id="pub.text.siteSuspended" /></p>
        </div>
      </MainLayout>
    );
  }
  return (
    <MainLayout>
      {!vendorHasH1 && <h1 className="visually-hidden">{site.name}</h1>}
      {site.headerSection && (
        <section className="vendor-header" dangerouslySetInnerHTML={{ __html: site.headerSection }} />
      )}
      <div className="container vendor-booking">
        {closed === 'bookings'
          ? <p className="alert alert-info" role="status" data-testid="bookings-closed"><FormattedMessage id="errors.bookingsClosed" /></p>
          : <Island name="booking-wizard" component={BookingWizard} props={{
            heading: fill(words.words['booking.heading.vendorSite'], { name: site.name }), listings, fixedType: null, viewer: wizardViewer(viewer),
            pets: features.pets, paypalClientId, words,
          }} />}
        {closed !== 'bookings' && listings.length > 0 && (
          <p className="booking-hint vendor-waitlist" data-testid="vendor-waitlist">
            <FormattedMessage id="pub.vendor.waitlistHint" />{SPACE}
            {listings.map((l, i) => (
              <span key={l.id}>{i > 0 && SEPARATOR}<a href={`/app/waitlist/join?listingId=${l.id}`}>{listings.length > 1
                ? intl.formatMessage({ id: 'pub.vendor.joinWaitlistOf' }, { listing: l.title })
                : intl.formatMessage({ id: 'pub.vendor.joinWaitlist' })}</a></span>
            ))}
          </p>
        )}
      </div>
      {reviews && reviews.rating.count > 0 && (
        <section className="container vendor-reviews" aria-labelledby="vendor-reviews-title" data-testid="vendor-reviews">
          <h2 id="vendor-reviews-title"><FormattedMessage id="pub.vendor.reviews" /></h2>
          <p data-testid="vendor-rating">
            {reviews.rating.average !== null && <Stars rating={reviews.rating.average} />} {ratingText(intl, reviews.rating)}
            <span className="field-hint">{SPACE}<FormattedMessage id="pub.vendor.reviewsNote" /></span>
          </p>
          {reviews.reviews.map((r) => <ReviewItem key={r.id} review={r} zone={reviews.zone} practiceName={site.name} />)}
        </section>
      )}
      {site.bodySection && <section className="vendor-body" dangerouslySetInnerHTML={{ __html: site.bodySection }} />}
    </MainLayout>
  );
}
