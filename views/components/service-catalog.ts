import { PRICE_COPY } from '../../contracts/products.ts';

/**
 * The services a pet parent can pick on the main site, with the prices and
 * turnaround times the product promises. Plain data so that server views and
 * browser islands (the need-finder) read one source of truth.
 */
export interface ServiceInfo {
  slug: string;
  href: string;
  name: string;
  /** The price or time line shown on cards and in the need-finder. */
  price: string;
  summary: string;
}

export const SERVICES: readonly ServiceInfo[] = [
  {
    slug: 'vet-appointments',
    href: '/vet-appointments/',
    name: 'Clinic appointments',
    price: 'Fee set by each practice, shown before you book',
    summary: 'Find a vet near you, compare open times and reserve an in-person visit without a phone queue.',
  },
  {
    slug: 'e-consultation',
    href: '/e-consultation/',
    name: 'e-Consultation',
    price: `${PRICE_COPY.eConsultation} per use, about 10-15 minutes`,
    summary: 'A video call with a licensed vet from your sofa. A written summary follows within 5 days.',
  },
  {
    slug: 'talk-to-a-vet',
    href: '/talk-to-a-vet/',
    name: 'Talk to a vet',
    price: 'Phone call; fee shown before you pay',
    summary: 'Describe what you are seeing over the phone and leave the call knowing whether it can wait.',
  },
  {
    slug: 'vet-house-call',
    href: '/vet-house-call/',
    name: 'Vet house calls',
    price: `${PRICE_COPY.houseVisitYear} a year (about ${PRICE_COPY.traditionalHouseVisitsYear} at a traditional vet)`,
    summary: 'An annual package of visits at home: calmer for anxious pets, seniors and busy multi-pet households.',
  },
  {
    slug: 'second-medical-opinion',
    href: '/second-medical-opinion/',
    name: 'Second medical opinion',
    price: 'Written report in 24~48 hrs',
    summary:
      'Share the records and diagnosis you already have. A vet reviews them and sends a report within 48 hours of complete records (up to 5 days if more information is needed).',
  },
  {
    slug: 'pet-health-assessment',
    href: '/pet-health-assessment/',
    name: 'Pet health assessment',
    price: 'A short online screening',
    summary: 'Answer a few questions about habits, weight and behaviour, and get a list of things worth raising with your vet.',
  },
  {
    slug: 'pet-medical-records',
    href: '/pet-medical-records/',
    name: 'Pet medical records',
    price: `4 free records requests, then ${PRICE_COPY.recordsExtraVet} per additional vet`,
    summary:
      'Vaccinations, allergies, tests, medications, insurance and photos in one app, with reminders. We gather records from up to 4 previous vets for free.',
  },
];

/** Looks a service up by slug; throws on a typo so a broken link never ships silently. */
export function serviceBySlug(slug: string): ServiceInfo {
  const found = SERVICES.find((s) => s.slug === slug);
  if (!found) throw new Error(`Unknown service "${slug}"`);
  return found;
}

/** Public contact details shown in the footer and on help pages. */
export const CONTACT = {
  phoneDisplay: '(888) 555-0142',
  phoneHref: 'tel:+18885550142',
  email: 'care@petcare.example',
  blogUrl: 'https://blog.petcare.example',
} as const;
