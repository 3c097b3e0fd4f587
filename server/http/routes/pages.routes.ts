import { Router } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { renderPage } from '../../render/render-page.ts';
import { translate } from '../../i18n/server-intl.ts';
import { HomePage } from '../../../views/pages/home/home-page.tsx';
import { VendorHomePage } from '../../../views/pages/vendor-site/vendor-home.tsx';
import { organizationJsonLd } from '../../../views/pages/marketing/content/structured-data.ts';
import type { PageContextValue } from '../../../views/page-context.tsx';

/** `/`: the marketplace home on the main site, the vendor's branded home on a vendor site. */
export function pagesRoutes(services: Services): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const site = req.site;
    if (site.kind === 'main') {
      await renderPage(req, res, createElement(HomePage), {
        title: translate(req.locale, 'home.title'),
        description: translate(req.locale, 'home.description'),
        jsonLd: [organizationJsonLd((res.locals.pageContext as PageContextValue).publicUrl)],
      });
      return;
    }
    const [listings, reviews, standing] = await Promise.all([
      services.listings.publicForVendor(site.vendorId), services.reviews.forSite(site.vendorId), services.listings.standingOf(site.vendorId),
    ]);
    await renderPage(req, res, createElement(VendorHomePage, {
      site: { name: site.name, logo: site.logo, headerSection: site.headerSection, bodySection: site.bodySection },
      listings, reviews: { ...reviews, zone: 'UTC' },
      // A suspended clinic's site shows a neutral notice only; one waiting for approval shows its pages, without booking.
      closed: standing === 'suspended' ? 'suspended' : standing === 'unapproved' ? 'bookings' : null,
    }), {
      title: site.name,
      description: `Book an appointment with ${site.name} online.`,
    });
  });

  return router;
}
