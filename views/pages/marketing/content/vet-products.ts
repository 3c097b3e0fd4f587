import type { MarketingPageContent } from './types.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';

/**
 * The ways a vet can work with Petcare. Each product gets its own
 * /become-<slug>-vet/ page built from this one list.
 */
export interface VetProduct {
  slug: string;
  name: string;
  summary: string;
  lead: string;
  benefits: Array<{ title: string; text: string }>;
}

export const VET_PRODUCTS: readonly VetProduct[] = [
  {
    slug: 'panel',
    name: 'Panel vet',
    summary: 'See pet parents by video, phone or in your clinic and get paid per consultation.',
    lead:
      'Join our panel and take e-Consultations, phone calls and clinic bookings from pet parents who already chose you from your profile. You set your hours; we send the patients.',
    benefits: [
      { title: 'Your schedule', text: 'Open the hours you want each week and copy a week forward to the next 1 to 7 weeks.' },
      { title: 'A real profile', text: 'Education, specializations and the pets you treat, so the right cases reach you.' },
      { title: 'Peer-to-Peer Consult', text: `Ask a specialist of our panel about one of your patients for ${PRICE_COPY.peerToPeerConsult}, paid with your clinic's card, delivered as a PDF within 48 hours. Order it from Peer Consults in your clinic dashboard.` },
    ],
  },
  {
    slug: 'relief',
    name: 'Relief vet',
    summary: 'Cover open shifts at partner practices on the days that suit you.',
    lead:
      'Practices post the slots they cannot fill; you pick the ones that suit you. Relief work on your terms, with bookings, records and payment handled in one place.',
    benefits: [
      { title: 'Pick your shifts', text: 'Browse open slots at partner clinics and accept only what fits.' },
      { title: 'Records ready', text: 'Each patient\'s history is in front of you before the appointment.' },
      { title: 'Simple paperwork', text: 'Notes and reports are written once and land in the pet\'s record.' },
    ],
  },
];

/** A /become-<slug>-vet/ page for each vet product. */
export function vetProductPages(): MarketingPageContent[] {
  return VET_PRODUCTS.map((p) => ({
    path: `/become-${p.slug}-vet/`,
    title: `Become a ${p.name.toLowerCase()} with Petcare`,
    description: `${p.summary} Sign up as a ${p.name.toLowerCase()} in a few minutes.`,
    hero: {
      eyebrow: 'For veterinarians',
      title: `Become a ${p.name.toLowerCase()}`,
      lead: p.lead,
      actions: [
        { href: '/for-vet/signup', label: 'Sign up as a vet' },
        { href: '/vendor/login', label: 'Vet login', variant: 'secondary' },
      ],
    },
    sections: [
      { kind: 'cards', title: `Why vets join as a ${p.name.toLowerCase()}`, items: p.benefits },
      {
        kind: 'cta',
        title: 'Other ways to work with us',
        text: 'Compare every option for vets and clinics on one page.',
        actions: [{ href: '/for-vet/', label: 'All options for vets', variant: 'secondary' }],
      },
    ],
  }));
}
