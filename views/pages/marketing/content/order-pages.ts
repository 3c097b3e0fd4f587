import type { MarketingPageContent } from './types.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';

interface OrderProduct {
  slug: string;
  product: string;
  price: string;
  includes: string[];
}

/*
 * The order routes show what is being bought and ask the visitor to sign in;
 * the order forms themselves arrive with the booking work.
 */
const ORDER_PRODUCTS: OrderProduct[] = [
  {
    slug: 'e-consultation',
    product: 'e-Consultation',
    price: `${PRICE_COPY.eConsultation} per use`,
    includes: ['A video call with a licensed vet, about 10-15 minutes', 'A written report in your pet\'s record within 5 days'],
  },
  {
    slug: 'vet-house-call',
    product: 'Vet house-call package',
    price: `${PRICE_COPY.houseVisitYear} a year (about ${PRICE_COPY.traditionalHouseVisitsYear} at a traditional vet)`,
    includes: ['A year of vet visits at your home', 'Visit notes saved to your pet\'s record', 'Full refund if you cancel within 30 days, before the first visit'],
  },
  {
    slug: 'talk-to-a-vet',
    product: 'Talk to a vet',
    price: 'Fee shown before you pay',
    includes: ['A telephone consultation with a licensed vet', 'A clear next step: home care, clinic or emergency'],
  },
  {
    slug: 'second-medical-opinion',
    product: 'Second medical opinion',
    price: 'Report in 24~48 hrs',
    includes: [
      'An independent review of your pet\'s records and diagnosis',
      'A written report within 48 hours of complete records (up to 5 days if more information is needed)',
    ],
  },
];

/** These order routes are forms for signed-in owners (server/http/routes/orders.routes.ts), not public pages. */
const FORM_ORDER_SLUGS = new Set(['vet-house-call', 'second-medical-opinion']);

export const ORDER_PAGES: MarketingPageContent[] = ORDER_PRODUCTS.filter((p) => !FORM_ORDER_SLUGS.has(p.slug)).map((p) => ({
  path: `/${p.slug}/order`,
  title: `Order: ${p.product}`,
  description: `Order ${p.product} from Petcare (${p.price}). Sign in or create a free account to continue.`,
  hero: { eyebrow: 'Your order', title: p.product, lead: 'Sign in to choose your pet and a time, then pay securely.' },
  sections: [{ kind: 'order', product: p.product, price: p.price, includes: p.includes, landing: `/${p.slug}/` }],
  sitemapPriority: 0.5,
}));
