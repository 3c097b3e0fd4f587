import type { MarketingPageContent } from './types.ts';
import { scoped, type Say } from './say.ts';

/*
 * The order routes show what is being bought and ask the visitor to sign in (bookings.routes.ts puts the booking
 * wizard under them). The house-call and second-opinion orders are forms for signed-in owners
 * (server/http/routes/orders.routes.ts), not public pages, so they have none.
 */
export function orderPages(say: Say): MarketingPageContent[] {
  const order = scoped(say, 'mkt.order');
  const products = [
    { slug: 'e-consultation', product: order('econ.product'), price: order('econ.price'), includes: [order('econ.call'), order('econ.report')] },
    { slug: 'talk-to-a-vet', product: order('talk.product'), price: order('talk.price'), includes: [order('talk.call'), order('talk.next')] },
  ];
  return products.map((p) => ({
    path: `/${p.slug}/order`,
    title: order('title', { product: p.product }),
    description: order('description', { product: p.product, price: p.price }),
    hero: { eyebrow: order('hero.eyebrow'), title: p.product, lead: order('hero.lead') },
    sections: [{ kind: 'order', product: p.product, price: p.price, includes: p.includes, landing: `/${p.slug}/` }],
    sitemapPriority: 0.5,
  }));
}
